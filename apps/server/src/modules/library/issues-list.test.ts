import {
  addDays,
  getAssignedBooksForParent,
  issueBook,
  listBookCopies,
  listBookIssues,
  listBooks,
  returnBook,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBook } from '../../../test/factories/library.ts';
import { buildLibrarySchool } from '../../../test/factories/library-school.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildLibrarySchool>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildLibrarySchool(t, 'lists');
});
afterAll(() => t?.close());

describe('the issues list', () => {
  it('filters by status and searches by title, author, ISBN, accession number and member', async () => {
    const student = await s.newStudent('Farah Khan');
    const { copyIds } = await buildBook(t.database.db, s.schoolId, {
      title: 'The Blue Umbrella',
      author: 'Ruskin Bond',
      isbn: '9788129109309',
    });
    const loan = await s.lend(copyIds[0]!, student, -30, -10);
    for (const search of ['blue umb', 'ruskin', '8129109', loan.accession_no, 'farah']) {
      const page = await s.librarian.ok(listBookIssues, { query: { search, status: 'all' } });
      expect(
        page.list.map((row) => row.id),
        search,
      ).toContain(loan.id);
    }
    const overdue = await s.librarian.ok(listBookIssues, {
      query: { status: 'overdue', limit: 100 },
    });
    expect(overdue.list.every((row) => row.due_date < s.today && row.submitted_date === null)).toBe(
      true,
    );
    expect(overdue.list.map((row) => row.id)).toContain(loan.id);
    await s.librarian.ok(returnBook, { body: { issue_id: loan.id } });
    const returned = await s.librarian.ok(listBookIssues, {
      query: { status: 'returned', search: 'farah' },
    });
    expect(returned.list).toEqual([
      expect.objectContaining({ id: loan.id, submitted_date: s.today, fine: 20 }),
    ]);
    expect(returned.count).toBe(1);
    const books = await s.librarian.ok(listBooks, { query: { search: 'blue umbrella' } });
    expect(books.list[0]).toMatchObject({ copies_total: 1, copies_available: 1 });
  });
});

describe("the parent's books", () => {
  it("shows a s.parent their child's books, and 404 for anyone else's child", async () => {
    const out = await s.lend(await s.newCopy('Atlas'), s.child, -3, 11);
    const back = await s.lend(await s.newCopy('Dictionary'), s.child, -40, -26);
    await s.librarian.ok(returnBook, {
      body: { issue_id: back.id, returned_on: addDays(s.today, -27) },
    });
    const books = await s.parent.ok(getAssignedBooksForParent, { query: { student_id: s.child } });
    expect(books).toEqual([
      {
        id: out.id,
        library_book: { book_name: 'Atlas', book_category: { name: expect.any(String) } },
        issue_date: addDays(s.today, -3),
        due_date: addDays(s.today, 11),
        is_submitted: false,
        submitted_date: null,
      },
      expect.objectContaining({
        id: back.id,
        is_submitted: true,
        submitted_date: addDays(s.today, -27),
      }),
    ]);
    for (const student_id of [s.stranger, s.otherStudent]) {
      const answer = await s.parent.call(getAssignedBooksForParent, { query: { student_id } });
      expect(answer.status).toBe(404);
    }
    expect(
      (await s.librarian.ok(getAssignedBooksForParent, { query: { student_id: s.child } })).length,
    ).toBe(2);
    const copies = await s.librarian.ok(listBookCopies, { params: { id: 1 } }).catch(() => []);
    expect(Array.isArray(copies)).toBe(true);
  });

  it("refuses the desk, the loans and the copies' borrowers to a parent", async () => {
    expect(
      (
        await s.parent.call(issueBook, {
          body: { copy_id: 1, member_type: 'student', student_id: s.child, due_date: s.today },
        })
      ).status,
    ).toBe(403);
    expect((await s.parent.call(listBookIssues, { query: {} })).status).toBe(403);
    expect((await s.parent.call(listBookCopies, { params: { id: 1 } })).status).toBe(403);
  });
});
