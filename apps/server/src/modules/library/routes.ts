import {
  addBookCopies,
  collectLibraryFine,
  createBook,
  createBookCategory,
  deleteBook,
  deleteBookCategory,
  getAssignedBooksForParent,
  getLibrarySettings,
  issueBook,
  listBookCategories,
  listBookCopies,
  listBookIssues,
  listBooks,
  libraryMessages as m,
  returnBook,
  searchAvailableCopies,
  searchLibraryMembers,
  updateBook,
  updateBookCategory,
  updateLibrarySettings,
} from '@shala/contracts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import * as books from './book-service.ts';
import * as categories from './category-service.ts';
import * as issues from './issue-queries.ts';
import * as loans from './issue-service.ts';
import { searchMembers } from './member-queries.ts';
import { listAssignedBooks } from './parent-books.ts';
import * as settings from './settings-service.ts';

const today = (ctx: SignedInContext) => ctx.scope.today;

/** Handlers of the library: categories, books and copies, issue and return, settings, parents. */
export const libraryHandlers = {
  [listBookCategories.id]: handle(listBookCategories, async (_input, ctx) =>
    categories.listBookCategories(ctx.scope),
  ),
  [createBookCategory.id]: handle(createBookCategory, async ({ body }, ctx) => {
    const row = await categories.createBookCategory(ctx.scope, body.name);
    ctx.message = m.categoryAdded;
    return row;
  }),
  [updateBookCategory.id]: handle(updateBookCategory, async ({ body }, ctx) => {
    const row = await categories.updateBookCategory(ctx.scope, body);
    ctx.message = m.categoryUpdated;
    return row;
  }),
  [deleteBookCategory.id]: handle(deleteBookCategory, async ({ params }, ctx) => {
    await categories.deleteBookCategory(ctx.scope, params.id);
    ctx.message = m.categoryDeleted;
    return null;
  }),

  [listBooks.id]: handle(listBooks, async ({ query }, ctx) => books.listBooks(ctx.scope, query)),
  [createBook.id]: handle(createBook, async ({ body }, ctx) => {
    const row = await books.createBook(ctx.scope, body);
    ctx.message = m.bookAdded;
    return row;
  }),
  [updateBook.id]: handle(updateBook, async ({ body }, ctx) => {
    const row = await books.updateBook(ctx.scope, body);
    ctx.message = m.bookUpdated;
    return row;
  }),
  [deleteBook.id]: handle(deleteBook, async ({ params }, ctx) => {
    await books.deleteBook(ctx.scope, params.id);
    ctx.message = m.bookDeleted;
    return null;
  }),
  [listBookCopies.id]: handle(listBookCopies, async ({ params }, ctx) =>
    books.listBookCopies(ctx.scope, params.id),
  ),
  [addBookCopies.id]: handle(addBookCopies, async ({ params, body }, ctx) => {
    const rows = await books.addBookCopies(ctx.scope, params.id, body.copies);
    ctx.message = m.copiesAdded;
    return rows;
  }),

  [searchLibraryMembers.id]: handle(searchLibraryMembers, async ({ query }, ctx) =>
    searchMembers(ctx.scope, query.member_type, query.search),
  ),
  [searchAvailableCopies.id]: handle(searchAvailableCopies, async ({ query }, ctx) =>
    issues.searchAvailableCopies(ctx.scope, query.search),
  ),
  [issueBook.id]: handle(issueBook, async ({ body }, ctx) => {
    const row = await loans.issueBook(ctx.scope, today(ctx), ctx.user.id, body);
    ctx.message = m.issued;
    return row;
  }),
  [returnBook.id]: handle(returnBook, async ({ body }, ctx) => {
    const result = await loans.returnBook(ctx.scope, today(ctx), ctx.user.id, body);
    ctx.message = m.returned;
    return result;
  }),
  [collectLibraryFine.id]: handle(collectLibraryFine, async ({ body }, ctx) => {
    const row = await loans.collectLibraryFine(ctx.scope, today(ctx), ctx.user.id, body.issue_id);
    ctx.message = m.fineCollected;
    return row;
  }),
  [listBookIssues.id]: handle(listBookIssues, async ({ query }, ctx) =>
    issues.listBookIssues(ctx.scope, today(ctx), query),
  ),

  [getLibrarySettings.id]: handle(getLibrarySettings, async (_input, ctx) =>
    settings.presentSettings(await settings.findLibraryTerms(ctx.scope), today(ctx)),
  ),
  [updateLibrarySettings.id]: handle(updateLibrarySettings, async ({ body }, ctx) => {
    const saved = await settings.updateLibrarySettings(
      ctx.scope,
      { finePerDayPaise: body.fine_per_day, loanDays: body.loan_days },
      today(ctx),
    );
    ctx.message = m.settingsSaved;
    return saved;
  }),

  [getAssignedBooksForParent.id]: handle(getAssignedBooksForParent, async ({ query }, ctx) =>
    listAssignedBooks(ctx.scope, query),
  ),
};
