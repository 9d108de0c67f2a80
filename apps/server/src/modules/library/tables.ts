import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { users } from '../auth/table-refs.ts';
import { students } from '../students/table-refs.ts';

/** Per-school library settings (one row per school): the fine per late day and the loan period. */
export const librarySettings = pgTable(
  'library_settings',
  {
    tenantId: tenantId(),
    finePerDayPaise: bigint('fine_per_day_paise', { mode: 'number' }).notNull().default(0),
    loanDays: integer('loan_days').notNull().default(14),
    /** The last accession number given to a copy: copies are numbered 1, 2, 3 … per school. */
    lastAccessionNo: integer('last_accession_no').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);

export const bookCategories = pgTable(
  'library_categories',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('library_categories_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** A title of the catalogue; its physical copies are `bookCopies`. */
export const books = pgTable(
  'library_books',
  {
    tenantId: tenantId(),
    id: rowId(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    /** Digits only (ISBN-10 may end in X). */
    isbn: text('isbn'),
    publisher: text('publisher'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [bookCategories.tenantId, bookCategories.id],
    }),
    index('library_books_title_idx').on(t.tenantId, sql`lower(${t.title})`, t.id),
    index('library_books_category_idx').on(t.tenantId, t.categoryId),
    index('library_books_isbn_idx').on(t.tenantId, t.isbn),
  ],
);

export const bookCopies = pgTable(
  'library_copies',
  {
    tenantId: tenantId(),
    id: rowId(),
    bookId: bigint('book_id', { mode: 'number' }).notNull(),
    accessionNo: text('accession_no').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.bookId],
      foreignColumns: [books.tenantId, books.id],
    }).onDelete('cascade'),
    uniqueIndex('library_copies_accession_key').on(t.tenantId, sql`lower(${t.accessionNo})`),
    index('library_copies_book_idx').on(t.tenantId, t.bookId),
  ],
);

/**
 * A loan of one copy to a student or a staff member. A copy has at most one loan not yet
 * returned (the partial unique index): the second wall behind the issue's row lock.
 */
export const bookIssues = pgTable(
  'library_issues',
  {
    tenantId: tenantId(),
    id: rowId(),
    copyId: bigint('copy_id', { mode: 'number' }).notNull(),
    memberType: text('member_type', { enum: ['student', 'staff'] }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }),
    staffUserId: bigint('staff_user_id', { mode: 'number' }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    returnedOn: date('returned_on', { mode: 'string' }),
    /** The school's fine per late day when the book went out: the terms the member took it on. */
    finePerDayPaise: bigint('fine_per_day_paise', { mode: 'number' }).notNull(),
    issuedBy: bigint('issued_by', { mode: 'number' }),
    returnedBy: bigint('returned_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.copyId],
      foreignColumns: [bookCopies.tenantId, bookCopies.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.studentId],
      foreignColumns: [students.tenantId, students.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.staffUserId],
      foreignColumns: [users.tenantId, users.id],
    }),
    uniqueIndex('library_issues_open_copy_key')
      .on(t.tenantId, t.copyId)
      .where(sql`${t.returnedOn} is null`),
    index('library_issues_student_idx').on(t.tenantId, t.studentId, t.dueDate),
    index('library_issues_staff_idx').on(t.tenantId, t.staffUserId, t.dueDate),
    index('library_issues_list_idx').on(t.tenantId, t.issueDate.desc(), t.id.desc()),
    index('library_issues_open_idx').on(t.tenantId, t.dueDate).where(sql`${t.returnedOn} is null`),
  ],
);

/**
 * The fine of a late return. `posted` once it is a charge of the fees ledger (the ledger then
 * owns whether it is paid); `unpaid` until then or, for staff, until it is paid at the desk.
 */
export const libraryFines = pgTable(
  'library_fines',
  {
    tenantId: tenantId(),
    id: rowId(),
    issueId: bigint('issue_id', { mode: 'number' }).notNull(),
    lateDays: integer('late_days').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['unpaid', 'paid', 'posted'] }).notNull(),
    collectedBy: bigint('collected_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.issueId],
      foreignColumns: [bookIssues.tenantId, bookIssues.id],
    }),
    uniqueIndex('library_fines_issue_key').on(t.tenantId, t.issueId),
  ],
);
