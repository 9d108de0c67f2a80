import { z } from 'zod';
import { optionalRowIdSchema, rowIdSchema } from '../core/person-fields.ts';

/** Texts of the Add Optional Subject screen, written once. */
export const optionalSubjectMessages = {
  chooseSession: 'Please select a session',
  chooseClass: 'Please select a class',
  chooseSection: 'Please select a section',
  chooseSubject: 'Please select an optional subject',
  chooseStudent: 'Please select a student',
  chooseStudents: 'Please select at least one student',
  notOptional: 'This subject is not an optional subject',
  notInSession: 'This student is not in the session',
  saved: 'Optional subjects saved.',
  empty: 'No students available',
} as const;
const m = optionalSubjectMessages;

/** `POST /optional_subject` {filterData}: the class (and section) of the session to list. */
export const optionalSubjectFilterSchema = z.object({
  filterData: z.object(
    {
      session_id: optionalRowIdSchema(m.chooseSession).optional(),
      class_id: rowIdSchema(m.chooseClass),
      section_id: optionalRowIdSchema(m.chooseSection).optional(),
    },
    { error: m.chooseClass },
  ),
});

/** One assignment; `optional_subject_id` null clears the student's optional subject. */
export const optionalSubjectAssignmentSchema = z.object({
  student_id: rowIdSchema(m.chooseStudent),
  optional_subject_id: optionalRowIdSchema(m.chooseSubject),
  session_id: optionalRowIdSchema(m.chooseSession).optional(),
});
export type OptionalSubjectAssignment = z.infer<typeof optionalSubjectAssignmentSchema>;

/**
 * `POST /optional_subject/add` {formData}: the spec's client sends one student per call;
 * a list saves a whole class at once.
 */
export const addOptionalSubjectBodySchema = z.object({
  formData: z.union([
    optionalSubjectAssignmentSchema,
    z.array(optionalSubjectAssignmentSchema).min(1, { error: m.chooseStudents }).max(500),
  ]),
});
export type AddOptionalSubjectBody = z.infer<typeof addOptionalSubjectBodySchema>;

/** A student of the class with their optional subject (flat, plus the spec's nested reading). */
export const optionalSubjectStudentSchema = z.object({
  id: z.number().int(),
  student_name: z.string(),
  roll_number: z.number().int().nullable(),
  optional_subject_id: z.number().int().nullable(),
  subject_name: z.string().nullable(),
  Student: z.object({ id: z.number().int(), student_name: z.string() }),
  optionalSubjects: z.array(z.object({ subjectDetails: z.object({ subject_name: z.string() }) })),
});
export type OptionalSubjectStudent = z.infer<typeof optionalSubjectStudentSchema>;
