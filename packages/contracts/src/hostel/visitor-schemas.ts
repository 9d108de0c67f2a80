import { z } from 'zod';
import { calendarDateSchema, recordIdSchema } from '../core/fields.ts';
import { pagingQuerySchema } from '../core/paging.ts';
import { isClockTime } from '../timetable/rules.ts';
import { hostelMessages as m, residentKinds } from './schemas.ts';
import { maxVisitorsPerEntry } from './visitor-rules.ts';

/**
 * Visitors of hostel residents (§3 Visitor, §8 visitor/). `hostlier_id` names the resident's
 * room allocation: a student's or a staff member's bed in a session.
 */

/** §9: visitors are requested 8 a call. */
export const visitorPageSize = 8;

const id = (message: string) => recordIdSchema(message);

/** HH:MM (hour below 24, minute below 60): `required` when empty, else the format message. */
export const clockTimeFieldSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(5, { error: m.badTime })
    .refine(isClockTime, { error: m.badTime });

const visitorText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `At most ${max} characters` });

const listOf = (item: z.ZodType<string>, required: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(item, { error: required })
      .min(1, { error: required })
      .max(maxVisitorsPerEntry, { error: m.tooManyVisitors }),
  );

const visitFields = {
  hostlier_id: id(m.studentRequired),
  date: calendarDateSchema(m.dateRequired),
  in_time: clockTimeFieldSchema(m.inTimeRequired),
  visitor_name: listOf(visitorText(m.visitorNameRequired, 100), m.visitorNameRequired),
  relation: listOf(visitorText(m.relationRequired, 60), m.relationRequired),
};

/** Every visitor has a name and a relation: the two lists are as long as each other. */
const pairRelations = (
  body: { visitor_name: string[]; relation: string[] },
  context: z.RefinementCtx,
) => {
  for (let index = body.relation.length; index < body.visitor_name.length; index += 1)
    context.addIssue({ code: 'custom', message: m.relationRequired, path: ['relation', index] });
  for (let index = body.visitor_name.length; index < body.relation.length; index += 1)
    context.addIssue({
      code: 'custom',
      message: m.visitorNameRequired,
      path: ['visitor_name', index],
    });
};

/** POST visitor/: one entry of one or more visitors of a resident. */
export const createVisitorBodySchema = z.object(visitFields).superRefine(pairRelations);
export type CreateVisitorBody = z.infer<typeof createVisitorBodySchema>;

/**
 * The Add Visitor Details form: the body plus the pickers that lead to the resident
 * (For, Hostel, Room), which the body does not send.
 */
export const visitorFormSchema = z
  .object({
    for: z.enum(residentKinds, { error: m.selectOne }),
    hostel_id: id(m.hostelRequired),
    hostel_room_id: id(m.roomRequired),
    ...visitFields,
  })
  .superRefine(pairRelations);

export const visitorListQuerySchema = pagingQuerySchema.extend({
  limit: pagingQuerySchema.shape.limit.default(visitorPageSize),
  session_id: id(m.sessionRequired),
  for: z.enum(residentKinds, { error: m.selectOne }).optional(),
  class_id: id('Class not found.').optional(),
  section_id: id('Section not found.').optional(),
  student_id: id(m.studentNotFound).optional(),
});
export type VisitorListQuery = z.infer<typeof visitorListQuerySchema>;

/** PUT visitor/: out times of open visits, all or none. */
export const updateVisitorsBodySchema = z.object({
  rows: z
    .array(
      z.object({
        id: id(m.visitorNotFound),
        out_time: clockTimeFieldSchema(m.outTimeRequired),
      }),
      { error: m.chooseOutTimes },
    )
    .min(1, { error: m.chooseOutTimes })
    .max(100, { error: m.chooseOutTimes })
    .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, {
      error: m.repeatedVisit,
    }),
});
export type UpdateVisitorsBody = z.infer<typeof updateVisitorsBodySchema>;

export const visitorIdParamsSchema = z.object({ id: id(m.visitorNotFound) });

export const visitorRowSchema = z.object({
  id: z.number().int(),
  hostlier_id: z.number().int(),
  date: z.string(),
  in_time: z.string(),
  out_time: z.string().nullable(),
  visitor_name: z.array(z.string()),
  relation: z.array(z.string()),
  hostlier_user: z.object({ full_name: z.string() }),
  for: z.enum(residentKinds),
  hostelName: z.string(),
  room_name: z.string(),
  class_name: z.string().nullable(),
  section_name: z.string().nullable(),
});
export type VisitorRow = z.infer<typeof visitorRowSchema>;
