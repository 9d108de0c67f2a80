import { z } from 'zod';
import { isCalendarDate } from './fields.ts';
import type { ImportIssue } from './import-file.ts';
import {
  type Gender,
  mobilePattern,
  optionalMobileSchema,
  personFieldMessages,
} from './person-fields.ts';
import { toFieldErrors } from './validation.ts';

/** Columns, templates and cell readers shared by the staff and student imports. */

/** Columns of the staff template, in order. */
export const staffImportColumns = [
  'full_name',
  'username',
  'email',
  'mobile',
  'role',
  'designation',
  'gender',
  'joining_date',
  'date_of_birth',
  'qualification',
  'address',
  'employee_code',
] as const;

const parentColumns = (prefix: string) =>
  [
    `${prefix}_name`,
    `${prefix}_email`,
    `${prefix}_mobile`,
    `${prefix}_occupation`,
    `${prefix}_qualification`,
  ] as const;

/** Columns of the student template, in order; the two addresses apply to every parent of the row. */
export const studentImportColumns = [
  'first_name',
  'middle_name',
  'last_name',
  'gender',
  'date_of_birth',
  'blood_group',
  'religion',
  'category',
  'nationality',
  'admission_date',
  'class',
  'section',
  ...parentColumns('father'),
  ...parentColumns('mother'),
  ...parentColumns('guardian'),
  'present_address',
  'permanent_address',
] as const;

/** A sample row per template, so a school sees the formats expected. */
export const staffTemplateExample: Record<(typeof staffImportColumns)[number], string> = {
  full_name: 'Kavita Rao',
  username: 'kavita.rao',
  email: 'kavita.rao@example.com',
  mobile: '9876543210',
  role: 'Teacher',
  designation: '',
  gender: 'Female',
  joining_date: '2024-06-01',
  date_of_birth: '1988-04-12',
  qualification: 'M.Sc., B.Ed.',
  address: '12 Park Street, Pune',
  employee_code: 'T-014',
};

export const studentTemplateExample: Record<(typeof studentImportColumns)[number], string> = {
  first_name: 'Aarav',
  middle_name: '',
  last_name: 'Iyer',
  gender: 'Male',
  date_of_birth: '2017-08-21',
  blood_group: 'B+',
  religion: 'Hindu',
  category: 'General',
  nationality: 'Indian',
  admission_date: '2026-04-01',
  class: '3',
  section: 'A',
  father_name: 'Suresh Iyer',
  father_email: 'suresh.iyer@example.com',
  father_mobile: '9876500001',
  father_occupation: 'Engineer',
  father_qualification: 'B.E.',
  mother_name: 'Lakshmi Iyer',
  mother_email: '',
  mother_mobile: '9876500002',
  mother_occupation: 'Teacher',
  mother_qualification: 'M.A.',
  guardian_name: '',
  guardian_email: '',
  guardian_mobile: '',
  guardian_occupation: '',
  guardian_qualification: '',
  present_address: '4 Lake Road, Chennai',
  permanent_address: '4 Lake Road, Chennai',
};

/** A file date as YYYY-MM-DD: accepts YYYY-MM-DD, DD-MM-YYYY and DD/MM/YYYY; else null. */
export function parseFileDate(text: string): string | null {
  const value = text.trim();
  if (isCalendarDate(value)) return value;
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** M, male, F, female, O, other in any case. */
export function parseGender(text: string): Gender | null {
  const value = text.trim().toLowerCase();
  if (value === 'm' || value === 'male' || value === 'boy') return 'Male';
  if (value === 'f' || value === 'female' || value === 'girl') return 'Female';
  if (value === 'o' || value === 'other') return 'Other';
  return null;
}

/** A mobile as written in sheets: spaces, dashes, a +91 or 0 in front are dropped. */
export const normalizeMobile = (text: string) => {
  const digits = text.replace(/[\s()-]/g, '');
  const bare = digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return mobilePattern.test(bare) ? bare : text.trim();
};

const readDate = (value: unknown) =>
  typeof value === 'string' && value.trim() !== ''
    ? (parseFileDate(value) ?? { unreadable: value })
    : null;

/** A date cell: text that is no date stays unparsed, so the schema refuses it. */
export const requiredDateCell = (message: string) =>
  z.preprocess(readDate, z.string({ error: message }));
export const optionalDateCell = (message: string) =>
  z.preprocess(readDate, z.string({ error: message }).nullable());

export const genderCell = z.preprocess(
  (value) => (typeof value === 'string' ? parseGender(value) : null),
  z.enum(['Male', 'Female', 'Other'], { error: 'Gender must be Male, Female or Other' }),
);

export const mobileCell = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() ? normalizeMobile(value) : null),
  z
    .string({ error: personFieldMessages.badMobile })
    .regex(mobilePattern, { error: personFieldMessages.badMobile }),
);
export const optionalMobileCell = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() ? normalizeMobile(value) : null),
  optionalMobileSchema,
);

/**
 * Parses one row: the issues of every bad cell (one reason per column: the first is the one a
 * person fixes first), and the value of every good cell, so the row's other checks still run.
 */
export function parseRow<S extends z.ZodObject>(
  schema: S,
  cells: Record<string, string>,
  row: number,
): { value: Partial<z.output<S>>; issues: ImportIssue[] } {
  const parsed = schema.safeParse(cells);
  if (parsed.success) return { value: parsed.data, issues: [] };
  const seen = new Set<string>();
  const issues = toFieldErrors(parsed.error).filter(
    (error) => !seen.has(error.field) && seen.add(error.field),
  );
  const value: Record<string, unknown> = {};
  for (const [key, cell] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const one = cell.safeParse(cells[key]);
    if (one.success) value[key] = one.data;
  }
  return {
    value: value as Partial<z.output<S>>,
    issues: issues.map((error) => ({ row, ...error })),
  };
}

/** What the database already holds, lower-cased (user names, e-mails) or as stored. */
export interface TakenContacts {
  usernames: ReadonlySet<string>;
  emails: ReadonlySet<string>;
  mobiles: ReadonlySet<string>;
}
