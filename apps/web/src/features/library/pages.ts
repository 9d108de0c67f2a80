import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The library pages of the signed-in app. */
export const libraryFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/add_book_category',
      load: () => import('./pages/book-categories-page'),
      exportName: 'BookCategoriesPage',
    }),
    definePage({
      area: 'school',
      url: '/add_book',
      load: () => import('./pages/books-page'),
      exportName: 'BooksPage',
    }),
    definePage({
      area: 'school',
      url: '/assigned_book',
      load: () => import('./pages/issued-books-page'),
      exportName: 'IssuedBooksPage',
    }),
    definePage({
      area: 'school',
      url: '/student_book_details',
      load: () => import('./pages/student-books-page'),
      exportName: 'StudentBooksPage',
    }),
  ],
};
