import { z } from 'zod';
import { isCalendarDate } from '../core/fields.ts';
import { optionalRowIdSchema, optionalTextSchema, rowIdSchema } from '../core/person-fields.ts';

/** Texts of the discontinue screens, written once. */
export const discontinueMessages = {
  leavingDateRequired: 'Date of Leaving is required',
  leavingDateFuture: 'Date of Leaving cannot be later than today',
  leavingBeforeAdmission: 'Date of Leaving cannot be before the admission date',
  chooseSession: 'Please select a session',
  chooseClass: 'Please select a class',
  chooseSection: 'Please select a section',
  chooseStudent: 'Please select a student',
  studentNotFound: 'Student not found.',
  notInClass: 'This student is not in the selected class and section',
  alreadyDiscontinued: 'This student is already discontinued',
  notDiscontinued: 'This student is not discontinued',
  discontinued: 'Student discontinued.',
  readmitted: 'Student readmitted.',
} as const;
const m = discontinueMessages;

/** A required YYYY-MM-DD leaving date (not after today: checked by the server in the school's day). */
export const leavingDateSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(10, { error: message })
    .refine(isCalendarDate, { error: message });

const filterFields = {
  session_id: optionalRowIdSchema(m.chooseSession).optional(),
  class_id: optionalRowIdSchema(m.chooseClass).optional(),
  section_id: optionalRowIdSchema(m.chooseSection).optional(),
  student_id: optionalRowIdSchema(m.chooseStudent).optional(),
};

/** Filters of both lists: session (current when left out), class, section, or one student. */
export const discontinueFilterSchema = z.object(filterFields);
export type DiscontinueFilter = z.infer<typeof discontinueFilterSchema>;

/** `POST discontinue`: the spec's discontinue record. */
export const discontinueBodySchema = z.object({
  session_id: rowIdSchema(m.chooseSession),
  class_id: rowIdSchema(m.chooseClass),
  section_id: optionalRowIdSchema(m.chooseSection).optional(),
  student_id: rowIdSchema(m.chooseStudent),
  date_of_leaving: leavingDateSchema(m.leavingDateRequired),
  reason: optionalTextSchema(500).optional(),
});
export type DiscontinueBody = z.infer<typeof discontinueBodySchema>;

/** Readmission undoes a discontinuation. */
export const readmitBodySchema = z.object({ student_id: rowIdSchema(m.chooseStudent) });

/** A student who may be discontinued (an active student of the class). */
export const discontinuableStudentSchema = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  roll_number: z.number().int().nullable(),
});
export type DiscontinuableStudent = z.infer<typeof discontinuableStudentSchema>;

/** A discontinued student as the list shows it (flat, plus the spec's nested reading). */
export const discontinuedRowSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  roll_number: z.number().int().nullable(),
  class_name: z.string().nullable(),
  section_name: z.string().nullable(),
  date_of_leaving: z.string(),
  reason: z.string().nullable(),
  Student: z.object({
    student_name: z.string(),
    studentProgram: z.object({ roll_number: z.number().int().nullable() }),
  }),
});
export type DiscontinuedRow = z.infer<typeof discontinuedRowSchema>;
