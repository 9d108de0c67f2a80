import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The expenses pages of the signed-in app. */
export const expensesFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/expense_category',
      load: () => import('./pages/expense-category-page'),
      exportName: 'ExpenseCategoryPage',
    }),
    definePage({
      area: 'school',
      url: '/add_expense_details',
      load: () => import('./pages/add-expense-details-page'),
      exportName: 'AddExpenseDetailsPage',
    }),
    definePage({
      area: 'school',
      url: '/expense_details',
      load: () => import('./pages/expense-details-page'),
      exportName: 'ExpenseDetailsPage',
    }),
  ],
};
