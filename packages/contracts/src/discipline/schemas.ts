import { z } from 'zod';
import { calendarDateSchema } from '../core/fields.ts';
import { parentNotifyFields, withParentNotifyRules } from '../core/parent-notify.ts';
import { optionalRowIdSchema, rowIdSchema } from '../core/person-fields.ts';

/** Texts of the discipline screens (§5, §8), written once. */
export const disciplineMessages = {
  classRequired: 'Select the class',
  sectionRequired: 'Select the section',
  studentRequired: 'Select the student',
  typeRequired: 'Enter the incident type',
  dateRequired: 'Enter the incident date',
  futureDate: 'Incident Date cannot be in the future',
  consequencesRequired: 'Consequences are required',
  detailsRequired: 'Details are required',
  studentNotFound: 'Student not found.',
  notInClass: 'The student is not in this class and section',
  incidentNotFound: 'Incident not found.',
  deleteQuestion: 'Are you sure you want to delete this incident? ',
  empty: 'No Data',
  created: 'Incident added.',
  updated: 'Incident updated.',
  deleted: 'Incident deleted.',
  notified: 'Parents notified.',
  parentsCannotAdd: 'Parents cannot add incidents',
  parentsCannotChange: 'Parents cannot edit, delete or notify about incidents',
} as const;

const m = disciplineMessages;

const text = (required: string, label: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `${label} must be at most ${max} characters` });

const incidentFields = {
  incident_type: text(m.typeRequired, 'Incident type', 100),
  incident_date: z.string({ error: m.dateRequired }).pipe(calendarDateSchema(m.dateRequired)),
  consequences: text(m.consequencesRequired, 'Consequences', 1000),
  incident_details: text(m.detailsRequired, 'Details', 4000),
};

/** `POST /incident/add` (the spec's saveData). */
export const createIncidentBodySchema = z.object({
  session_id: rowIdSchema('Session not found.').optional(),
  class_id: rowIdSchema(m.classRequired),
  section_id: optionalRowIdSchema(m.sectionRequired).optional(),
  student_id: rowIdSchema(m.studentRequired),
  ...incidentFields,
});
export type CreateIncidentBody = z.output<typeof createIncidentBodySchema>;

/** `PUT /incident` (the spec's updatedFormData). */
export const updateIncidentBodySchema = z.object({
  id: rowIdSchema(m.incidentNotFound),
  ...incidentFields,
});
export type UpdateIncidentBody = z.output<typeof updateIncidentBodySchema>;

export const incidentIdParamsSchema = z.object({ id: rowIdSchema(m.incidentNotFound) });
/** `GET incident/{studentId}`: named `id` because DELETE /incident/{id} shares the position. */
export const incidentStudentParamsSchema = z.object({ id: rowIdSchema(m.studentNotFound) });

/** `GET /incident/` (the spec's condition); a parent's and a teacher's lists ignore it. */
export const listIncidentsQuerySchema = z.object({
  session_id: rowIdSchema('Session not found.').optional(),
  class_id: rowIdSchema(m.classRequired).optional(),
  section_id: rowIdSchema(m.sectionRequired).optional(),
});

export const incidentRowSchema = z.object({
  id: z.number().int(),
  incident_type: z.string(),
  incident_date: z.string(),
  consequences: z.string(),
  incident_details: z.string(),
  student_id: z.number().int(),
  session_id: z.number().int(),
  added_by: z.number().int(),
  studentDetails: z.object({ student_name: z.string() }),
  programDetails: z.object({
    roll_number: z.number().int().nullable(),
    class_name: z.string(),
    section_name: z.string().nullable(),
  }),
  userDetails: z.object({ full_name: z.string() }),
});
export type IncidentRow = z.infer<typeof incidentRowSchema>;

/** Notify Parent: the popup's choices for one incident. */
export const notifyIncidentBodySchema = withParentNotifyRules(
  z.object({ id: rowIdSchema(m.incidentNotFound), ...parentNotifyFields }),
);
