import {
  type AvailableCopy,
  type BookAssignment,
  type IssueRow,
  isOverdue,
  lateDays,
  libraryFinePaise,
  paiseToRupees,
} from '@shala/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { containing } from '../../platform/db/like.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { findStudentsByIds } from '../students/index.ts';
import { bookSearch } from './book-service.ts';
import {
  classNameSql,
  classOf,
  currentMembers,
  type Members,
  memberNameSql,
  sectionOf,
  staffOfIssue,
  studentOfIssue,
} from './member-queries.ts';
import { bookCategories, bookCopies, bookIssues, books, libraryFines } from './tables.ts';

const copyOfIssue = and(
  eq(bookCopies.tenantId, bookIssues.tenantId),
  eq(bookCopies.id, bookIssues.copyId),
);
const bookOfCopy = and(eq(books.tenantId, bookCopies.tenantId), eq(books.id, bookCopies.bookId));
const fineOfIssue = and(
  eq(libraryFines.tenantId, bookIssues.tenantId),
  eq(libraryFines.issueId, bookIssues.id),
);

export type IssueStatus = 'issued' | 'overdue' | 'returned' | 'all';

export interface IssueFilter {
  search?: string;
  status: IssueStatus;
  /** Only this loan (the answer of an issue or a return). */
  issueId?: number;
  skip: number;
  limit: number;
}

function statusCondition(status: IssueStatus, today: string): SQL | undefined {
  if (status === 'issued') return isNull(bookIssues.returnedOn);
  if (status === 'overdue')
    return and(isNull(bookIssues.returnedOn), lt(bookIssues.dueDate, today));
  if (status === 'returned') return isNotNull(bookIssues.returnedOn);
  return undefined;
}

/** Title, author, ISBN, accession number or the member's name. */
function issueSearch(search: string | undefined, members: Members): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(
    bookSearch(search),
    ilike(bookCopies.accessionNo, pattern),
    ilike(members.enrolment.studentName, pattern),
    ilike(members.staff.fullName, pattern),
  );
}

/**
 * One page of loans, latest issue first, with book, copy, member, current class and fine, and
 * how many match: two queries whatever the page holds.
 */
export async function listBookIssues(
  scope: TenantScope,
  today: string,
  filter: IssueFilter,
): Promise<{ list: IssueRow[]; count: number }> {
  const { tx, tenantId } = scope;
  const members = await currentMembers(scope);
  const { enrolment, staff } = members;
  const where = and(
    eq(bookIssues.tenantId, tenantId),
    filter.issueId ? eq(bookIssues.id, filter.issueId) : undefined,
    statusCondition(filter.status, today),
    issueSearch(filter.search, members),
  );
  const rows = tx
    .select({
      id: bookIssues.id,
      book_name: books.title,
      author: books.author,
      isbn: books.isbn,
      accession_no: bookCopies.accessionNo,
      member_type: bookIssues.memberType,
      studentId: bookIssues.studentId,
      student_name: sql<string>`coalesce(${memberNameSql(members)}, '')`,
      class_name: classNameSql(members),
      roll_number: enrolment.rollNumber,
      issue_date: bookIssues.issueDate,
      due_date: bookIssues.dueDate,
      submitted_date: bookIssues.returnedOn,
      finePerDayPaise: bookIssues.finePerDayPaise,
      fineStatus: libraryFines.status,
      finePaise: libraryFines.amountPaise,
    })
    .from(bookIssues)
    .innerJoin(bookCopies, copyOfIssue)
    .innerJoin(books, bookOfCopy)
    .leftJoin(enrolment, studentOfIssue(members))
    .leftJoin(staff, staffOfIssue(members))
    .leftJoin(members.classes, classOf(members))
    .leftJoin(members.sections, sectionOf(members))
    .leftJoin(libraryFines, fineOfIssue)
    .where(where)
    .orderBy(desc(bookIssues.issueDate), desc(bookIssues.id))
    .offset(filter.skip)
    .limit(filter.limit);
  const total = tx
    .select({ total: count() })
    .from(bookIssues)
    .innerJoin(bookCopies, copyOfIssue)
    .innerJoin(books, bookOfCopy)
    .leftJoin(enrolment, studentOfIssue(members))
    .leftJoin(staff, staffOfIssue(members))
    .where(where);
  const [page, [counted]] = await Promise.all([rows, total]);
  const named = await nameFormerStudents(scope, page);
  return { list: named.map((row) => presentIssue(row, today)), count: counted?.total ?? 0 };
}

/** Students not enrolled this session (left, passed out) get their names in one more query. */
async function nameFormerStudents<Row extends { studentId: number | null; student_name: string }>(
  scope: TenantScope,
  rows: Row[],
): Promise<Row[]> {
  const { tx, tenantId } = scope;
  const unnamed = rows.flatMap((row) =>
    row.studentId !== null && row.student_name === '' ? [row.studentId] : [],
  );
  if (unnamed.length === 0) return rows;
  const found = await findStudentsByIds(tx, tenantId, unnamed);
  const names = new Map(found.map((student) => [student.studentId, student.studentName]));
  return rows.map((row) =>
    row.studentId !== null && row.student_name === ''
      ? { ...row, student_name: names.get(row.studentId) ?? '' }
      : row,
  );
}

type IssueRecord = Omit<IssueRow, 'late_days' | 'fine_per_day' | 'fine' | 'fine_status'> & {
  studentId: number | null;
  finePerDayPaise: number;
  fineStatus: 'unpaid' | 'paid' | 'posted' | null;
  finePaise: number | null;
};

/** A returned loan shows its recorded fine; a loan still out what it would owe today. */
function presentIssue(row: IssueRecord, today: string): IssueRow {
  const { studentId: _studentId, finePerDayPaise, fineStatus, finePaise, ...rest } = row;
  const until = row.submitted_date ?? today;
  const pending = row.submitted_date === null && isOverdue(row.due_date, today);
  const amount =
    finePaise ??
    (pending ? libraryFinePaise({ dueDate: row.due_date, returnedOn: until, finePerDayPaise }) : 0);
  return {
    ...rest,
    late_days: lateDays(row.due_date, until),
    fine_per_day: paiseToRupees(finePerDayPaise),
    fine: paiseToRupees(amount),
    fine_status: fineStatus ?? (pending && amount > 0 ? 'pending' : 'none'),
  };
}

/** One loan as the lists show it. */
export async function getBookIssue(
  scope: TenantScope,
  today: string,
  issueId: number,
): Promise<IssueRow> {
  const { list } = await listBookIssues(scope, today, {
    status: 'all',
    issueId,
    skip: 0,
    limit: 1,
  });
  return list[0]!;
}

/** Copies on the shelf (no loan open) by accession number, title, author or ISBN. */
export async function searchAvailableCopies(
  scope: TenantScope,
  search: string | undefined,
): Promise<AvailableCopy[]> {
  const { tx, tenantId } = scope;
  const open = tx
    .select({ id: bookIssues.id })
    .from(bookIssues)
    .where(
      and(
        eq(bookIssues.tenantId, bookCopies.tenantId),
        eq(bookIssues.copyId, bookCopies.id),
        isNull(bookIssues.returnedOn),
      ),
    );
  return tx
    .select({
      copy_id: bookCopies.id,
      accession_no: bookCopies.accessionNo,
      book_name: books.title,
      author: books.author,
    })
    .from(bookCopies)
    .innerJoin(books, bookOfCopy)
    .where(
      and(
        eq(bookCopies.tenantId, tenantId),
        sql`not exists ${open}`,
        search
          ? or(eq(sql`lower(${bookCopies.accessionNo})`, search.toLowerCase()), bookSearch(search))
          : undefined,
      ),
    )
    .orderBy(
      asc(sql`lower(${books.title})`),
      asc(sql`length(${bookCopies.accessionNo})`),
      asc(bookCopies.accessionNo),
    )
    .limit(20);
}

/** A student's loans issued within a session's dates, latest first (the parent's page). */
export async function listStudentBooks(
  scope: TenantScope,
  studentId: number,
  range: { startDate: string; endDate: string },
): Promise<BookAssignment[]> {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select({
      id: bookIssues.id,
      bookName: books.title,
      categoryName: bookCategories.name,
      issueDate: bookIssues.issueDate,
      dueDate: bookIssues.dueDate,
      returnedOn: bookIssues.returnedOn,
    })
    .from(bookIssues)
    .innerJoin(bookCopies, copyOfIssue)
    .innerJoin(books, bookOfCopy)
    .innerJoin(
      bookCategories,
      and(eq(bookCategories.tenantId, books.tenantId), eq(bookCategories.id, books.categoryId)),
    )
    .where(
      and(
        eq(bookIssues.tenantId, tenantId),
        eq(bookIssues.studentId, studentId),
        gte(bookIssues.issueDate, range.startDate),
        lte(bookIssues.issueDate, range.endDate),
      ),
    )
    .orderBy(desc(bookIssues.issueDate), desc(bookIssues.id));
  return rows.map((row) => ({
    id: row.id,
    library_book: { book_name: row.bookName, book_category: { name: row.categoryName } },
    issue_date: row.issueDate,
    due_date: row.dueDate,
    is_submitted: row.returnedOn !== null,
    submitted_date: row.returnedOn,
  }));
}

/** A member's oldest loan that is past due on `today`, if any. */
export async function findOverdueLoan(
  scope: TenantScope,
  member: { type: 'student' | 'staff'; id: number },
  today: string,
): Promise<{ title: string; dueDate: string } | null> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select({ title: books.title, dueDate: bookIssues.dueDate })
    .from(bookIssues)
    .innerJoin(bookCopies, copyOfIssue)
    .innerJoin(books, bookOfCopy)
    .where(
      and(
        eq(bookIssues.tenantId, tenantId),
        member.type === 'student'
          ? eq(bookIssues.studentId, member.id)
          : eq(bookIssues.staffUserId, member.id),
        isNull(bookIssues.returnedOn),
        gt(sql`${today}::date`, bookIssues.dueDate),
      ),
    )
    .orderBy(asc(bookIssues.dueDate))
    .limit(1);
  return row ?? null;
}
