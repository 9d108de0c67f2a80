import { z } from 'zod';

export const importMessages = {
  chooseFile: 'Please choose a CSV or Excel (.xlsx) file',
  badBase64: 'The file could not be read: it is not base64',
  tooLarge: 'The file is larger than 5 MB',
  tooManyRows: 'This file is larger than an import allows: at most 10,000 rows',
  tooManyColumns: 'This file is larger than an import allows: at most 100 columns',
  tooManyCells: 'This file is larger than an import allows: at most 10,000 rows of 100 columns',
  tooLargeUnpacked:
    'This file is larger than an import allows: at most 50 MB of data once unpacked',
  tooDemanding:
    'This file is larger than an import allows: reading it took more than 10 seconds or 256 MB of memory. Save it as CSV and try again.',
  busy: 'Other files are being read just now. Please try again in a minute.',
  empty: 'The file has no rows below its header',
  unreadable: 'The file could not be read as CSV or Excel (.xlsx)',
  missingColumns: 'The file is missing columns of the template',
  hasErrors: 'Some rows have errors, so nothing was imported. Run a dry run to see them all.',
  conflict:
    'Another change to the same people happened meanwhile; nothing was imported. Please try again.',
  noCurrentSession: 'Please set a current session before importing students',
  imported: 'Import finished.',
  checked: 'Dry run finished.',
} as const;

/** The largest file accepted, decoded. */
export const importMaxBytes = 5 * 1024 * 1024;
export const importMaxRows = 10_000;
/** Columns a row may reach (the student template has 29); a cell further right is refused. */
export const importMaxColumns = 100;
/** Base64 of the largest file, plus the JSON around it. */
export const importBodyLimit = Math.ceil((importMaxBytes * 4) / 3) + 64 * 1024;

/**
 * The text fields of an upload. The file itself comes as the multipart part `file`; a JSON
 * client may send its bytes in base64 instead. The kind (CSV or XLSX) is read from the
 * bytes, not from the name.
 */
export const importFileBodySchema = z.object({
  file_name: z.string().trim().max(255, { error: 'File name is too long' }).optional(),
  content_base64: z
    .string({ error: importMessages.badBase64 })
    .max(Math.ceil((importMaxBytes * 4) / 3) + 4, { error: importMessages.tooLarge })
    .regex(/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/, { error: importMessages.badBase64 })
    .optional(),
});

export const templateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'Format must be csv or xlsx' }).default('csv'),
});

/** One problem of one row: its number in the file (the header is row 1), the column, why. */
export const importIssueSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const dryRunResultSchema = z.object({
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  errors: z.array(importIssueSchema),
});

export const importResultSchema = z.object({
  created: z.number().int(),
  /** Students: the first and last admission number issued (file order); null for staff. */
  first_admission_no: z.string().nullable(),
  last_admission_no: z.string().nullable(),
  accounts_created: z.number().int(),
  accounts_reused: z.number().int(),
  milliseconds: z.number().int(),
});

/** A file as multipart/form-data (field `file`), or its base64 in a JSON body. */
export const importUpload = {
  consumes: 'multipart',
  maxFileBytes: importMaxBytes,
  bodyLimit: importBodyLimit,
} as const;
