import {
  createExpenseCategory,
  deleteExpenseCategory,
  listExpenseCategories,
  updateExpenseCategory,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { expensesKey, expensesKeys } from './expenses-keys';

/** `GET /api/school/expense_category`: the categories by name. */
export const expenseCategoriesQueryOptions = () =>
  routeQueryOptions(listExpenseCategories, { key: expensesKeys.categories });

export const useExpenseCategoriesQuery = () => useQuery(expenseCategoriesQueryOptions());

/** `POST /api/school/expense_category`; refusals show under the fields. */
export const useCreateExpenseCategory = () =>
  useRouteMutation(createExpenseCategory, { silent: true, refreshes: [expensesKey] });

/** `PUT /api/school/expense_category`. */
export const useUpdateExpenseCategory = () =>
  useRouteMutation(updateExpenseCategory, {
    silent: true,
    refreshes: [expensesKey],
    refreshOn: 'settled',
  });

/** `DELETE /api/school/expense_category/:id`: the server's refusal is toasted. */
export const useDeleteExpenseCategory = () =>
  useRouteMutation(deleteExpenseCategory, {
    input: (id: number) => ({ params: { id } }),
    refreshes: [expensesKey],
    refreshOn: 'settled',
  });
