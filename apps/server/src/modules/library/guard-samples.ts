import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource, RouteInput, SampleEnv } from '../../platform/module.ts';

/**
 * Samples and id sources of the library routes. The demo seeds both schools alike with
 * categories, books, copies and loans; each source names a row no other sample relies on.
 */
const firstCategory: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from library_categories where tenant_id = ${schoolId} order by id limit 1`,
  );
const firstBook: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from library_books where tenant_id = ${schoolId} order by id limit 1`);
/** The demo's last book was never lent: the delete sample takes it. */
const latestBook: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from library_books where tenant_id = ${schoolId} order by id desc limit 1`,
  );
const copyOnShelf: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select c.id from library_copies c where c.tenant_id = ${schoolId} and not exists (select 1 from library_issues i where i.tenant_id = c.tenant_id and i.copy_id = c.id and i.returned_on is null) order by c.id limit 1`,
  );
/** The demo teacher: an issue's sample lends to a staff member (whose loan is not overdue). */
const demoTeacher: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from users where tenant_id = ${schoolId} and username like 'teacher@%' limit 1`,
  );
const openLoan: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from library_issues where tenant_id = ${schoolId} and returned_on is null order by id desc limit 1`,
  );
const unpaidFine: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select issue_id as id from library_fines where tenant_id = ${schoolId} and status = 'unpaid' order by id limit 1`,
  );
const childOfDemoParent: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select sp.student_id as id from student_parents sp join parents p on p.tenant_id = sp.tenant_id and p.id = sp.parent_id join users u on u.tenant_id = p.tenant_id and u.id = p.user_id where sp.tenant_id = ${schoolId} and u.username like 'parent@%' order by sp.student_id limit 1`,
  );
const currentSession: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from academic_sessions where tenant_id = ${schoolId} and is_current and parent_id is null`,
  );

export const libraryIdSources: Record<string, Record<string, IdSource>> = {
  'library.updateCategory': { id: firstCategory },
  'library.deleteCategory': { id: firstCategory },
  'library.books': { category_id: firstCategory },
  'library.createBook': { category_id: firstCategory },
  'library.updateBook': { id: firstBook, category_id: firstCategory },
  'library.deleteBook': { id: latestBook },
  'library.copies': { id: firstBook },
  'library.addCopies': { id: firstBook },
  'library.issue': { copy_id: copyOnShelf, user_id: demoTeacher },
  'library.return': { issue_id: openLoan },
  'library.collectFine': { issue_id: unpaidFine },
  'library.parentBooks': { student_id: childOfDemoParent, session_id: currentSession },
};

const book = {
  book_name: 'Guard Book',
  author: 'Guard Author',
  isbn: '9780143039655',
  publisher: null,
};

export const libraryHandSamples: Record<string, (env: SampleEnv) => RouteInput> = {
  'library.createCategory': () => ({ body: { name: 'Guard Category' } }),
  'library.updateCategory': () => ({ body: { name: 'Guard Category Renamed' } }),
  'library.createBook': () => ({ body: { ...book, copies: 1 } }),
  'library.updateBook': () => ({ body: book }),
  'library.addCopies': () => ({ body: { copies: 1 } }),
  'library.issue': () => ({ body: { member_type: 'staff', due_date: '2040-01-01' } }),
  'library.return': () => ({ body: {} }),
  'library.updateSettings': () => ({ body: { fine_per_day: 2, loan_days: 14 } }),
  'library.members': () => ({ query: { member_type: 'student', search: 'a' } }),
};
