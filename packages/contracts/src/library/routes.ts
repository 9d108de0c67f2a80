import { z } from 'zod';
import { pageOf } from '../core/paging.ts';
import { defineRoute } from '../core/route.ts';
import {
  addCopiesBodySchema,
  availableCopySchema,
  bookAssignmentSchema,
  bookIdParamsSchema,
  bookRowSchema,
  categoryBodySchema,
  categoryIdParamsSchema,
  categoryRowSchema,
  collectFineBodySchema,
  copyRowSchema,
  createBookBodySchema,
  issueBookBodySchema,
  issueRowSchema,
  librarySettingsSchema,
  listBooksQuerySchema,
  listIssuesQuerySchema,
  memberOptionSchema,
  memberQuerySchema,
  parentBooksQuerySchema,
  returnBookBodySchema,
  returnResultSchema,
  searchQuerySchema,
  updateBookBodySchema,
  updateCategoryBodySchema,
  updateLibrarySettingsBodySchema,
} from './schemas.ts';

/** The catalogue (categories, books) is open to every role with a library page, parents too. */
const libraryRead = { kind: 'module', module: 'library' } as const;
const categoriesWrite = { kind: 'module', module: 'library:add_book_category' } as const;
const booksWrite = { kind: 'module', module: 'library:add_book' } as const;
/** The issue desk: loans name members, so only roles with /assigned_book see them. */
const desk = { kind: 'module', module: 'library:assigned_book' } as const;
const parentBooks = {
  kind: 'module',
  module: 'library:student_book_details',
  parents: true,
} as const;

export const listBookCategories = defineRoute({
  id: 'library.categories',
  method: 'GET',
  area: 'school',
  path: '/library/categories',
  access: libraryRead,
  summary: 'Book categories of the school by name, with how many books each holds',
  data: z.array(categoryRowSchema),
});

export const createBookCategory = defineRoute({
  id: 'library.createCategory',
  method: 'POST',
  area: 'school',
  path: '/library/category',
  access: categoriesWrite,
  summary: 'Add a book category (names are unique, ignoring case)',
  body: categoryBodySchema,
  data: categoryRowSchema,
});

export const updateBookCategory = defineRoute({
  id: 'library.updateCategory',
  method: 'PUT',
  area: 'school',
  path: '/library/category',
  access: categoriesWrite,
  summary: 'Rename a book category',
  body: updateCategoryBodySchema,
  data: categoryRowSchema,
});

export const deleteBookCategory = defineRoute({
  id: 'library.deleteCategory',
  method: 'DELETE',
  area: 'school',
  path: '/library/category/:id',
  access: categoriesWrite,
  summary: 'Delete a book category that holds no books',
  params: categoryIdParamsSchema,
  data: z.null(),
});

export const listBooks = defineRoute({
  id: 'library.books',
  method: 'GET',
  area: 'school',
  path: '/library/books',
  access: libraryRead,
  summary:
    'One page of books by title, searched by title, author or ISBN, with copies on the shelf',
  query: listBooksQuerySchema,
  data: pageOf(bookRowSchema),
});

export const createBook = defineRoute({
  id: 'library.createBook',
  method: 'POST',
  area: 'school',
  path: '/library/book',
  access: booksWrite,
  summary: 'Add a book and its copies; each copy gets the next accession number of the school',
  body: createBookBodySchema,
  data: bookRowSchema,
});

export const updateBook = defineRoute({
  id: 'library.updateBook',
  method: 'PUT',
  area: 'school',
  path: '/library/book',
  access: booksWrite,
  summary: 'Change a book (title, author, ISBN, publisher, category)',
  body: updateBookBodySchema,
  data: bookRowSchema,
});

export const deleteBook = defineRoute({
  id: 'library.deleteBook',
  method: 'DELETE',
  area: 'school',
  path: '/library/book/:id',
  access: booksWrite,
  summary: 'Delete a book and its copies, when no copy was ever issued',
  params: bookIdParamsSchema,
  data: z.null(),
});

export const listBookCopies = defineRoute({
  id: 'library.copies',
  method: 'GET',
  area: 'school',
  path: '/library/book/:id/copies',
  access: booksWrite,
  summary: 'The copies of a book by accession number, and who has each one now',
  params: bookIdParamsSchema,
  data: z.array(copyRowSchema),
});

export const addBookCopies = defineRoute({
  id: 'library.addCopies',
  method: 'POST',
  area: 'school',
  path: '/library/book/:id/copies',
  access: booksWrite,
  summary: 'Add copies of a book, numbered on from the school’s last accession number',
  params: bookIdParamsSchema,
  body: addCopiesBodySchema,
  data: z.array(copyRowSchema),
});

export const searchLibraryMembers = defineRoute({
  id: 'library.members',
  method: 'GET',
  area: 'school',
  path: '/library/members',
  access: desk,
  summary:
    'Up to 20 active students (current session) or staff members by name, to issue a book to',
  query: memberQuerySchema,
  data: z.array(memberOptionSchema),
});

export const searchAvailableCopies = defineRoute({
  id: 'library.availableCopies',
  method: 'GET',
  area: 'school',
  path: '/library/available-copies',
  access: desk,
  summary: 'Up to 20 copies on the shelf by accession number, title, author or ISBN',
  query: searchQuerySchema,
  data: z.array(availableCopySchema),
});

export const issueBook = defineRoute({
  id: 'library.issue',
  method: 'POST',
  area: 'school',
  path: '/library/issue',
  access: desk,
  summary:
    'Issue a copy to a student or a staff member until a due date; refused for a copy already out or a member with an overdue book',
  body: issueBookBodySchema,
  data: issueRowSchema,
});

export const returnBook = defineRoute({
  id: 'library.return',
  method: 'POST',
  area: 'school',
  path: '/library/return',
  access: desk,
  summary:
    'Take a book back; a late return is fined per late day (a student’s fine goes to the fees ledger)',
  body: returnBookBodySchema,
  data: returnResultSchema,
});

export const collectLibraryFine = defineRoute({
  id: 'library.collectFine',
  method: 'POST',
  area: 'school',
  path: '/library/fine/collect',
  access: desk,
  summary: 'Mark a fine not posted to the fees (e.g. a staff member’s) as paid at the desk',
  body: collectFineBodySchema,
  data: issueRowSchema,
});

export const listBookIssues = defineRoute({
  id: 'library.issues',
  method: 'GET',
  area: 'school',
  path: '/library/issues',
  access: desk,
  summary: 'One page of issued books (out, overdue, returned or all), latest first, with a search',
  query: listIssuesQuerySchema,
  data: pageOf(issueRowSchema),
});

export const getLibrarySettings = defineRoute({
  id: 'library.settings',
  method: 'GET',
  area: 'school',
  path: '/library/settings',
  access: desk,
  summary: 'The fine per late day and the default loan period of the school',
  data: librarySettingsSchema,
});

export const updateLibrarySettings = defineRoute({
  id: 'library.updateSettings',
  method: 'PUT',
  area: 'school',
  path: '/library/settings',
  access: desk,
  summary: 'Set the fine per late day (rupees) and the default loan period (days)',
  body: updateLibrarySettingsBodySchema,
  data: librarySettingsSchema,
});

export const getAssignedBooksForParent = defineRoute({
  id: 'library.parentBooks',
  method: 'GET',
  area: 'school',
  path: '/admin/GetAssignBookForParent',
  access: parentBooks,
  summary:
    "A student's books of a session (the current one by default); a parent only their own children's",
  query: parentBooksQuerySchema,
  data: z.array(bookAssignmentSchema),
});

export const libraryRoutes = [
  listBookCategories,
  createBookCategory,
  updateBookCategory,
  deleteBookCategory,
  listBooks,
  createBook,
  updateBook,
  deleteBook,
  listBookCopies,
  addBookCopies,
  searchLibraryMembers,
  searchAvailableCopies,
  issueBook,
  returnBook,
  collectLibraryFine,
  listBookIssues,
  getLibrarySettings,
  updateLibrarySettings,
  getAssignedBooksForParent,
] as const;
