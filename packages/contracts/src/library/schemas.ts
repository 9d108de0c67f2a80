import { z } from 'zod';
import { calendarDateSchema, nameSchema, recordIdSchema } from '../core/fields.ts';
import { rupeesInPaiseSchema } from '../core/money.ts';
import { pagingQuerySchema } from '../core/paging.ts';
import { searchSchema } from '../core/person-fields.ts';
import { screenDate } from './rules.ts';

/** Texts of the library screens, written once. */
export const libraryMessages = {
  enterCategoryName: 'Please enter category name',
  categoryExists: 'This category already exists.',
  categoryNotFound: 'Category not found.',
  categoryHasBooks: 'This category has books. Move or delete them first.',
  enterBookName: 'Please enter book name',
  enterAuthor: 'Please enter author name',
  badIsbn: 'Please enter a valid ISBN (10 or 13 digits)',
  chooseCategory: 'Please choose a category',
  badCopies: 'Number of copies must be between 1 and 100',
  bookNotFound: 'Book not found.',
  bookHasIssues: 'This book has been issued, so it cannot be deleted.',
  chooseCopy: 'Please choose a copy (accession number)',
  copyNotFound: 'Copy not found.',
  copyAlreadyIssued: 'This copy is already issued.',
  chooseMemberType: 'Please choose Student or Staff',
  chooseStudent: 'Please choose a student',
  chooseStaff: 'Please choose a staff member',
  oneMember: 'Choose either a student or a staff member, not both',
  studentNotFound: 'Student not found.',
  staffNotFound: 'Staff member not found.',
  badIssueDate: 'Please enter a valid issue date',
  issueInFuture: 'Issue date cannot be in the future',
  enterDueDate: 'Please enter due date',
  badDueDate: 'Please enter a valid due date',
  dueBeforeIssue: 'Due date cannot be before the issue date',
  chooseIssue: 'Please choose an issued book',
  issueNotFound: 'Issued book not found.',
  alreadyReturned: 'This book has already been returned.',
  noFineToCollect: 'There is no unpaid fine on this book.',
  fineCollected: 'Fine collected.',
  badReturnDate: 'Please enter a valid return date',
  returnBeforeIssue: 'Return date cannot be before the issue date',
  returnInFuture: 'Return date cannot be in the future',
  badFinePerDay: 'Fine per day must be an amount of rupees (at most two decimals)',
  badLoanDays: 'Loan period must be between 1 and 365 days',
  sessionNotFound: 'Session not found.',
  categoryAdded: 'Category added.',
  categoryUpdated: 'Category updated.',
  categoryDeleted: 'Category deleted.',
  bookAdded: 'Book added.',
  bookUpdated: 'Book updated.',
  bookDeleted: 'Book deleted.',
  copiesAdded: 'Copies added.',
  issued: 'Book issued.',
  returned: 'Book returned.',
  settingsSaved: 'Library settings saved.',
} as const;

/** No new issue to a member who keeps an overdue book: the message names the book. */
export const overdueMessage = (member: string, title: string, dueDate: string) =>
  `${member} has an overdue book (${title}, due ${screenDate(dueDate)}). Take it back before issuing another.`;

const m = libraryMessages;
const id = (message: string) => recordIdSchema(message);
export const libraryPageSize = 15;

const pageQuery = pagingQuerySchema.extend({
  limit: pagingQuerySchema.shape.limit.default(libraryPageSize),
});

// Categories

export const categoryBodySchema = z.object({
  name: nameSchema(m.enterCategoryName, 'Category name', 100),
});
export const updateCategoryBodySchema = categoryBodySchema.extend({ id: id(m.categoryNotFound) });
export const categoryIdParamsSchema = z.object({ id: id(m.categoryNotFound) });
export const categoryRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  book_count: z.number().int(),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

// Books

/** ISBN-10 or ISBN-13, hyphens and spaces allowed; optional (old books have none). */
const isbnSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: m.badIsbn })
    .trim()
    .max(20, { error: m.badIsbn })
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .refine((value) => /^(\d{9}[\dX]|\d{13})$/.test(value), { error: m.badIsbn })
    .nullable()
    .default(null),
);

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` })
      .nullable()
      .default(null),
  );

const bookFields = {
  book_name: nameSchema(m.enterBookName, 'Book name', 200),
  author: nameSchema(m.enterAuthor, 'Author', 150),
  isbn: isbnSchema,
  publisher: optionalText('Publisher', 150),
  category_id: id(m.chooseCategory),
};

const copiesSchema = z.coerce
  .number({ error: m.badCopies })
  .int({ error: m.badCopies })
  .min(1, { error: m.badCopies })
  .max(100, { error: m.badCopies });

export const createBookBodySchema = z.object({ ...bookFields, copies: copiesSchema });
export type CreateBookBody = z.infer<typeof createBookBodySchema>;
export const updateBookBodySchema = z.object({ ...bookFields, id: id(m.bookNotFound) });
export type UpdateBookBody = z.infer<typeof updateBookBodySchema>;
export const bookIdParamsSchema = z.object({ id: id(m.bookNotFound) });
export const addCopiesBodySchema = z.object({ copies: copiesSchema });

export const listBooksQuerySchema = pageQuery.extend({
  /** Title, author or ISBN. */
  search: searchSchema.optional(),
  category_id: id(m.categoryNotFound).optional(),
});

export const bookRowSchema = z.object({
  id: z.number().int(),
  book_name: z.string(),
  author: z.string(),
  isbn: z.string().nullable(),
  publisher: z.string().nullable(),
  category_id: z.number().int(),
  category_name: z.string(),
  copies_total: z.number().int(),
  copies_available: z.number().int(),
});
export type BookRow = z.infer<typeof bookRowSchema>;

export const copyRowSchema = z.object({
  id: z.number().int(),
  accession_no: z.string(),
  /** Who has it now (null when on the shelf) and until when. */
  issued_to: z.string().nullable(),
  due_date: z.string().nullable(),
});
export type CopyRow = z.infer<typeof copyRowSchema>;

// Members and copies to issue

export const memberTypes = ['student', 'staff'] as const;
export type MemberType = (typeof memberTypes)[number];
const memberTypeSchema = z.enum(memberTypes, { error: m.chooseMemberType });

export const searchQuerySchema = z.object({ search: searchSchema.optional() });
export const memberQuerySchema = searchQuerySchema.extend({ member_type: memberTypeSchema });

export const memberOptionSchema = z.object({
  member_type: memberTypeSchema,
  /** The student's id or the staff member's user id. */
  id: z.number().int(),
  name: z.string(),
  /** Class and section (students) or the role (staff). */
  detail: z.string(),
  roll_number: z.number().int().nullable(),
});
export type MemberOption = z.infer<typeof memberOptionSchema>;

export const availableCopySchema = z.object({
  copy_id: z.number().int(),
  accession_no: z.string(),
  book_name: z.string(),
  author: z.string(),
});
export type AvailableCopy = z.infer<typeof availableCopySchema>;

// Issue and return

const optionalDate = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    calendarDateSchema(message).optional(),
  );

export const issueBookBodySchema = z
  .object({
    copy_id: id(m.chooseCopy),
    member_type: memberTypeSchema,
    student_id: id(m.chooseStudent).optional(),
    user_id: id(m.chooseStaff).optional(),
    /** Today (the school's day) when left out. */
    issue_date: optionalDate(m.badIssueDate),
    due_date: z
      .string({ error: m.enterDueDate })
      .trim()
      .min(1, { error: m.enterDueDate })
      .pipe(calendarDateSchema(m.badDueDate)),
  })
  .superRefine((body, ctx) => {
    if (body.member_type === 'student' && body.student_id === undefined)
      ctx.addIssue({ code: 'custom', message: m.chooseStudent, path: ['student_id'] });
    if (body.member_type === 'staff' && body.user_id === undefined)
      ctx.addIssue({ code: 'custom', message: m.chooseStaff, path: ['user_id'] });
    if (body.member_type === 'student' && body.user_id !== undefined)
      ctx.addIssue({ code: 'custom', message: m.oneMember, path: ['user_id'] });
    if (body.member_type === 'staff' && body.student_id !== undefined)
      ctx.addIssue({ code: 'custom', message: m.oneMember, path: ['student_id'] });
    if (body.issue_date && body.due_date < body.issue_date)
      ctx.addIssue({ code: 'custom', message: m.dueBeforeIssue, path: ['due_date'] });
  });
export type IssueBookBody = z.infer<typeof issueBookBodySchema>;

export const returnBookBodySchema = z.object({
  issue_id: id(m.chooseIssue),
  /** Today (the school's day) when left out. */
  returned_on: optionalDate(m.badReturnDate),
});
export type ReturnBookBody = z.infer<typeof returnBookBodySchema>;

export const issueStatuses = ['issued', 'overdue', 'returned', 'all'] as const;
export const listIssuesQuerySchema = pageQuery.extend({
  /** Book title, author, ISBN, accession number or the member's name. */
  search: searchSchema.optional(),
  status: z
    .enum(issueStatuses, { error: 'Status must be issued, overdue, returned or all' })
    .default('issued'),
});

/** A row of the issues list: the spec's columns (Book Name … Submitted Date) and the loan's figures. */
export const issueRowSchema = z.object({
  id: z.number().int(),
  book_name: z.string(),
  author: z.string(),
  isbn: z.string().nullable(),
  accession_no: z.string(),
  member_type: memberTypeSchema,
  /** "Student Name": the student's, or the staff member's. */
  student_name: z.string(),
  /** Class and section of a student; null for staff. */
  class_name: z.string().nullable(),
  roll_number: z.number().int().nullable(),
  issue_date: z.string(),
  due_date: z.string(),
  submitted_date: z.string().nullable(),
  late_days: z.number().int(),
  /** Rupees per late day: the school's rate when the book went out. */
  fine_per_day: z.number(),
  /** Rupees: charged on return, or what it would be today for a book still out. */
  fine: z.number(),
  /** none; pending (still out, late); unpaid (owed at the desk); paid (at the desk); posted (in the fees). */
  fine_status: z.enum(['none', 'pending', 'unpaid', 'paid', 'posted']),
});
export type IssueRow = z.infer<typeof issueRowSchema>;

export const returnResultSchema = z.object({
  issue: issueRowSchema,
  late_days: z.number().int(),
  fine: z.number(),
  /** True when the fine went to the fees ledger (payable online with other dues). */
  posted_to_fees: z.boolean(),
});

export const collectFineBodySchema = z.object({ issue_id: id(m.chooseIssue) });

// Settings

export const librarySettingsSchema = z.object({
  /** Rupees per late day. */
  fine_per_day: z.number(),
  /** Days a loan runs by default (the due date the issue form suggests). */
  loan_days: z.number().int(),
  /** The school's day (YYYY-MM-DD): the forms' default dates, whatever the device's time zone. */
  today: z.string(),
});
export type LibrarySettings = z.infer<typeof librarySettingsSchema>;

export const updateLibrarySettingsBodySchema = z.object({
  fine_per_day: rupeesInPaiseSchema(m.badFinePerDay).pipe(
    z.number().max(1_000_000, { error: m.badFinePerDay }),
  ),
  loan_days: z.coerce
    .number({ error: m.badLoanDays })
    .int({ error: m.badLoanDays })
    .min(1, { error: m.badLoanDays })
    .max(365, { error: m.badLoanDays }),
});

// The parent's Books Assigned

export const parentBooksQuerySchema = z.object({
  student_id: id(m.studentNotFound),
  /** The current session when left out. */
  session_id: id(m.sessionNotFound).optional(),
});

/** The spec's book assignment. */
export const bookAssignmentSchema = z.object({
  id: z.number().int(),
  library_book: z.object({
    book_name: z.string(),
    book_category: z.object({ name: z.string() }),
  }),
  issue_date: z.string(),
  due_date: z.string(),
  is_submitted: z.boolean(),
  submitted_date: z.string().nullable(),
});
export type BookAssignment = z.infer<typeof bookAssignmentSchema>;
