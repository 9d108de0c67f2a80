import {
  addBookCopies,
  createBook,
  createBookCategory,
  deleteBook,
  deleteBookCategory,
  getLibrarySettings,
  listBookCategories,
  listBookCopies,
  listBooks,
  libraryMessages as m,
  todayIn,
  updateBook,
  updateBookCategory,
  updateLibrarySettings,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSession } from '../../../test/factories/academics.ts';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildBook } from '../../../test/factories/library.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: Client;
let librarian: Client;
let teacher: Client;
let other: Client;
let otherBook: number;
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const school = await buildSchool(db, { subdomain: 'shelf' });
  const otherSchool = await buildSchool(db, { subdomain: 'elsewhere' });
  await buildSession(db, school.id);
  await buildUser(db, school.id, { username: 'admin@shelf' });
  await buildUser(db, school.id, { username: 'librarian@shelf', roleId: 7 });
  await buildUser(db, school.id, { username: 'teacher@shelf', roleId: 6 });
  await buildUser(db, otherSchool.id, { username: 'admin@elsewhere' });
  admin = await signedInClient(t, 'shelf', 'admin@shelf', testPassword);
  librarian = await signedInClient(t, 'shelf', 'librarian@shelf', testPassword);
  teacher = await signedInClient(t, 'shelf', 'teacher@shelf', testPassword);
  other = await signedInClient(t, 'elsewhere', 'admin@elsewhere', testPassword);
  otherBook = (await buildBook(db, otherSchool.id)).book.id;
});
afterAll(() => t?.close());

const newBook = (category_id: number, overrides: Record<string, unknown> = {}) => ({
  book_name: 'Malgudi Days',
  author: 'R. K. Narayan',
  isbn: '978-0-14-303965-5',
  publisher: 'Penguin',
  category_id,
  copies: 3,
  ...overrides,
});

describe('categories', () => {
  it('adds, renames, lists and deletes a category; names are unique ignoring case', async () => {
    const fiction = await librarian.ok(createBookCategory, { body: { name: 'Fiction' } });
    expect(fiction).toMatchObject({ name: 'Fiction', book_count: 0 });
    await librarian.refused(
      createBookCategory,
      { body: { name: ' fiction ' } },
      'name',
      m.categoryExists,
    );
    await librarian.refused(
      createBookCategory,
      { body: { name: ' ' } },
      'name',
      m.enterCategoryName,
    );
    const renamed = await librarian.ok(updateBookCategory, {
      body: { id: fiction.id, name: 'Stories' },
    });
    expect(renamed.name).toBe('Stories');
    expect((await librarian.ok(listBookCategories)).map((row) => row.name)).toContain('Stories');
    expect((await librarian.call(deleteBookCategory, { params: { id: fiction.id } })).status).toBe(
      200,
    );
    expect((await librarian.call(deleteBookCategory, { params: { id: fiction.id } })).status).toBe(
      404,
    );
  });

  it('keeps a category that holds books', async () => {
    const science = await admin.ok(createBookCategory, { body: { name: 'Science' } });
    await admin.ok(createBook, { body: newBook(science.id, { copies: 1 }) });
    const refused = await admin.call(deleteBookCategory, { params: { id: science.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(m.categoryHasBooks);
    expect(
      (await admin.ok(listBookCategories)).find((row) => row.id === science.id)?.book_count,
    ).toBe(1);
  });
});

describe('books and copies', () => {
  it('adds a book with copies numbered on from the last accession number', async () => {
    const category = await librarian.ok(createBookCategory, { body: { name: 'Classics' } });
    const book = await librarian.ok(createBook, { body: newBook(category.id) });
    expect(book).toMatchObject({
      book_name: 'Malgudi Days',
      isbn: '9780143039655',
      category_name: 'Classics',
      copies_total: 3,
      copies_available: 3,
    });
    const copies = await librarian.ok(listBookCopies, { params: { id: book.id } });
    const numbers = copies.map((copy) => Number(copy.accession_no));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    const more = await librarian.ok(addBookCopies, {
      params: { id: book.id },
      body: { copies: 2 },
    });
    expect(more.map((copy) => Number(copy.accession_no))).toEqual(
      [0, 1, 2, 3, 4].map((step) => numbers[0]! + step),
    );
    expect(more.every((copy) => copy.issued_to === null)).toBe(true);
  });

  it('searches by title, author and ISBN (hyphens or not)', async () => {
    const category = await admin.ok(createBookCategory, { body: { name: 'Biography' } });
    const book = await admin.ok(createBook, {
      body: newBook(category.id, {
        book_name: 'Wings of Fire',
        author: 'A. P. J. Abdul Kalam',
        isbn: '8173711461',
        copies: 1,
      }),
    });
    for (const search of ['wings', 'KALAM', '81737', '81-7371-146-1']) {
      const page = await admin.ok(listBooks, { query: { search } });
      expect(
        page.list.map((row) => row.id),
        search,
      ).toContain(book.id);
    }
    const none = await admin.ok(listBooks, { query: { search: 'no such book anywhere' } });
    expect(none).toEqual({ list: [], count: 0 });
    const byCategory = await admin.ok(listBooks, { query: { category_id: category.id } });
    expect(byCategory.list.map((row) => row.id)).toEqual([book.id]);
  });

  it('edits a book and deletes one never lent', async () => {
    const category = await admin.ok(createBookCategory, { body: { name: 'Poetry' } });
    const book = await admin.ok(createBook, { body: newBook(category.id, { copies: 1 }) });
    const { copies: _copies, ...fields } = newBook(category.id);
    const edited = await admin.ok(updateBook, {
      body: { ...fields, id: book.id, book_name: 'Gitanjali', isbn: '' },
    });
    expect(edited).toMatchObject({ book_name: 'Gitanjali', isbn: null });
    expect((await admin.call(deleteBook, { params: { id: book.id } })).status).toBe(200);
    expect((await admin.call(listBookCopies, { params: { id: book.id } })).status).toBe(404);
  });

  it.each([
    ['book_name', { book_name: '' }, m.enterBookName],
    ['author', { author: '  ' }, m.enterAuthor],
    ['isbn', { isbn: '12345' }, m.badIsbn],
    ['isbn', { isbn: '97801430396X5' }, m.badIsbn],
    ['category_id', { category_id: 0 }, m.chooseCategory],
    ['copies', { copies: 0 }, m.badCopies],
    ['copies', { copies: 101 }, m.badCopies],
  ])('refuses a bad %s (%j)', async (field, overrides, message) => {
    await admin.refused(createBook, { body: newBook(1, overrides) as never }, field, message);
  });

  it("does not reach another school's books or categories", async () => {
    expect((await admin.call(listBookCopies, { params: { id: otherBook } })).status).toBe(404);
    expect(
      (await admin.call(addBookCopies, { params: { id: otherBook }, body: { copies: 1 } })).status,
    ).toBe(404);
    expect((await admin.call(deleteBook, { params: { id: otherBook } })).status).toBe(404);
    const theirs = (await other.ok(listBookCategories))[0]!;
    expect((await admin.call(createBook, { body: newBook(theirs.id) })).status).toBe(404);
    expect(
      (await admin.call(updateBookCategory, { body: { id: theirs.id, name: 'Mine' } })).status,
    ).toBe(404);
    expect((await other.ok(listBooks, { query: {} })).count).toBe(1);
  });
});

describe('settings and access', () => {
  it('sets the fine per late day in rupees and the loan period', async () => {
    expect(await librarian.ok(getLibrarySettings)).toEqual({
      fine_per_day: 0,
      loan_days: 14,
      today,
    });
    expect(
      await librarian.ok(updateLibrarySettings, { body: { fine_per_day: 2.5, loan_days: 7 } }),
    ).toEqual({ fine_per_day: 2.5, loan_days: 7, today });
    expect(await admin.ok(getLibrarySettings)).toEqual({ fine_per_day: 2.5, loan_days: 7, today });
    await admin.refused(
      updateLibrarySettings,
      { body: { fine_per_day: 1.234, loan_days: 7 } },
      'fine_per_day',
      m.badFinePerDay,
    );
    await admin.refused(
      updateLibrarySettings,
      { body: { fine_per_day: -1, loan_days: 7 } },
      'fine_per_day',
      m.badFinePerDay,
    );
    await admin.refused(
      updateLibrarySettings,
      { body: { fine_per_day: 1, loan_days: 0 } },
      'loan_days',
      m.badLoanDays,
    );
  });

  it('is closed to a teacher (no library pages by default)', async () => {
    expect((await teacher.call(listBooks, { query: {} })).status).toBe(403);
    expect((await teacher.call(createBookCategory, { body: { name: 'X' } })).status).toBe(403);
    expect((await teacher.call(getLibrarySettings)).status).toBe(403);
  });
});
