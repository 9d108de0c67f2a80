import { z } from 'zod';
import { calendarDateSchema, recordIdSchema } from '../core/fields.ts';
import { pagingQuerySchema } from '../core/paging.ts';
import {
  isOutPassWindow,
  outPassActions,
  outPassKinds,
  outPassStatuses,
} from './out-pass-rules.ts';
import { hostelMessages as m } from './schemas.ts';
import { clockTimeFieldSchema } from './visitor-schemas.ts';

/** Texts of the out-pass pages. */
export const outPassMessages = {
  kindRequired: 'Choose an outing or a home leave',
  leaveOnRequired: 'Enter the leaving date',
  leaveTimeRequired: 'Enter the leaving time',
  returnOnRequired: 'Enter the return date',
  returnTimeRequired: 'Enter the return time',
  reasonRequired: 'Enter the reason',
  badWindow:
    'The return must be after the leaving time (an outing comes back the same day; choose a home leave for longer)',
  notResident: 'This student has no bed in the hostel this session.',
  notFound: 'Out-pass not found.',
  badAction: 'Choose approve, reject, mark_out, mark_returned or cancel',
  notAllowed: 'This out-pass cannot be changed that way now.',
  onlyOwnCancel: 'A parent can only cancel an out-pass they asked for.',
  overlapping: 'This student already has an out-pass for that time.',
  requested: 'Out-pass requested. The warden will decide on it.',
  created: 'Out-pass issued.',
  updated: 'Out-pass updated.',
  inPast: 'The leaving time cannot be in the past',
} as const;

const om = outPassMessages;
const id = (message: string) => recordIdSchema(message);

export const outPassPageSize = 20;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .default('');

const windowFields = {
  kind: z.enum(outPassKinds, { error: om.kindRequired }),
  leave_on: calendarDateSchema(om.leaveOnRequired),
  leave_time: clockTimeFieldSchema(om.leaveTimeRequired),
  return_on: calendarDateSchema(om.returnOnRequired),
  return_time: clockTimeFieldSchema(om.returnTimeRequired),
  reason: z
    .string({ error: om.reasonRequired })
    .trim()
    .min(1, { error: om.reasonRequired })
    .max(300, { error: 'Reason must be at most 300 characters' }),
  /** Who collects the student (a parent, a named relative), shown to the gate. */
  escort: optionalText(120, 'Escort'),
};

/** A pass asked for or issued: one resident student and a planned window. */
export const createOutPassBodySchema = z
  .object({ student_id: id(m.studentRequired), ...windowFields })
  .refine(isOutPassWindow, { error: om.badWindow, path: ['return_time'] });
export type CreateOutPassBody = z.infer<typeof createOutPassBodySchema>;

export const outPassIdParamsSchema = z.object({ id: id(om.notFound) });

export const outPassActionBodySchema = z.object({
  action: z.enum(outPassActions, { error: om.badAction }),
  /** The warden's note on a rejection or a late return. */
  note: optionalText(300, 'Note'),
});
export type OutPassActionBody = z.infer<typeof outPassActionBodySchema>;

export const outPassListQuerySchema = pagingQuerySchema.extend({
  limit: pagingQuerySchema.shape.limit.default(outPassPageSize),
  status: z.enum(outPassStatuses, { error: 'Unknown status' }).optional(),
  hostel_id: id(m.hostelNotFound).optional(),
});

export const parentOutPassQuerySchema = z.object({ user_id: id(m.studentNotFound) });

export const outPassRowSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  class_name: z.string().nullable(),
  section_name: z.string().nullable(),
  hostel_name: z.string(),
  room_name: z.string(),
  kind: z.enum(outPassKinds),
  leave_on: z.string(),
  leave_time: z.string(),
  return_on: z.string(),
  return_time: z.string(),
  reason: z.string(),
  escort: z.string(),
  status: z.enum(outPassStatuses),
  note: z.string(),
  requested_by: z.string(),
  /** ISO instants the gate recorded. */
  left_at: z.string().nullable(),
  returned_at: z.string().nullable(),
  created_at: z.string(),
});
export type OutPassRow = z.infer<typeof outPassRowSchema>;
