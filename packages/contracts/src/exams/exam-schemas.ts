import { z } from 'zod';
import { isCalendarDate, nameSchema, optionSchema, recordIdSchema } from '../core/fields.ts';
import { examMessages as m } from './messages.ts';

const wholeNumber = (enter: string, bad: string, min: number, max: number) =>
  z.coerce
    .number({ error: enter })
    .int({ error: bad })
    .min(min, { error: bad })
    .max(max, { error: bad });

export const examTypeIdSchema = recordIdSchema(m.selectExamType);
export const examSessionIdSchema = recordIdSchema(m.selectSession);
export const examClassIdSchema = recordIdSchema(m.selectClass);
export const examSubjectIdSchema = recordIdSchema(m.selectSubject);
export const examStudentIdSchema = recordIdSchema(m.selectStudent);
export const examIdSchema = recordIdSchema(m.examNotFound);

/** Exam type (§3): id, exam_type_name; `weight` is its share of the year's result (decided). */
export const examTypeFieldsSchema = z.object({
  exam_type_name: nameSchema(m.enterExamTypeName, 'Exam type name', 100),
  weight: wholeNumber(m.badWeight, m.badWeight, 0, 100).default(0),
});
export const updateExamTypeBodySchema = examTypeFieldsSchema.extend({
  id: recordIdSchema(m.examTypeNotFound),
});
export const examTypeSchema = z.object({
  id: z.number().int(),
  exam_type_name: z.string(),
  weight: z.number().int(),
});
export type ExamType = z.infer<typeof examTypeSchema>;
export const examTypesAnswerSchema = z.object({ examTypes: z.array(examTypeSchema) });
export const examIdParamsSchema = (message: string) => z.object({ id: recordIdSchema(message) });

const timeSchema = (enter: string) =>
  z
    .string({ error: enter })
    .trim()
    .min(1, { error: enter })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.badTime });

/** One paper of an exam for a class: subject, date, time, full and minimum marks. */
const examFields = {
  exam_type_id: examTypeIdSchema,
  session_id: examSessionIdSchema,
  class_id: examClassIdSchema,
  subject_id: examSubjectIdSchema,
  exam_date: z
    .string({ error: m.enterExamDate })
    .trim()
    .min(1, { error: m.enterExamDate })
    .refine(isCalendarDate, { error: m.badExamDate }),
  start_time: timeSchema(m.enterStartTime),
  end_time: timeSchema(m.enterEndTime),
  full_mark: wholeNumber(m.enterFullMark, m.badFullMark, 1, 1000),
  min_mark: wholeNumber(m.enterMinMark, m.badMinMark, 0, 1000),
};
type ExamFields = { start_time: string; end_time: string; full_mark: number; min_mark: number };
const endAfterStart = (v: ExamFields) => v.end_time > v.start_time;
const minWithinFull = (v: ExamFields) => v.min_mark <= v.full_mark;

export const createExamBodySchema = z
  .object(examFields)
  .refine(endAfterStart, { error: m.endBeforeStart, path: ['end_time'] })
  .refine(minWithinFull, { error: m.minAboveFull, path: ['min_mark'] });
export type CreateExamBody = z.infer<typeof createExamBodySchema>;
export const updateExamBodySchema = z
  .object({ ...examFields, id: examIdSchema })
  .refine(endAfterStart, { error: m.endBeforeStart, path: ['end_time'] })
  .refine(minWithinFull, { error: m.minAboveFull, path: ['min_mark'] });
export type UpdateExamBody = z.infer<typeof updateExamBodySchema>;

/** The schedule of an exam type in a session, one class or (for a parent) their child's. */
export const listExamsQuerySchema = z.object({
  exam_type_id: examTypeIdSchema,
  session_id: examSessionIdSchema.optional(),
  class_id: examClassIdSchema.optional(),
  student_id: examStudentIdSchema.optional(),
});

/** An exam list row (§3: ExamDetails with subject.label, full_mark, min_mark, date, time). */
export const examRowSchema = z.object({
  id: z.number().int(),
  exam_type_id: z.number().int(),
  exam_type_name: z.string(),
  session_id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  subject_id: z.number().int(),
  subject: optionSchema,
  date: z.string(),
  time: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  full_mark: z.number().int(),
  min_mark: z.number().int(),
  result_published: z.union([z.literal(0), z.literal(1)]),
});
export type ExamRow = z.infer<typeof examRowSchema>;
export const examListAnswerSchema = z.object({ examination_list: z.array(examRowSchema) });

export const publishResultsBodySchema = z.object({
  exam_type_id: examTypeIdSchema,
  session_id: examSessionIdSchema,
  class_id: examClassIdSchema,
  publish: z.boolean({ error: 'publish must be true or false' }),
});
