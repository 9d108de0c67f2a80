import { z } from 'zod';
import { recordIdSchema } from '../core/fields.ts';
import {
  examClassIdSchema,
  examIdSchema,
  examSessionIdSchema,
  examSubjectIdSchema,
  examTypeIdSchema,
} from './exam-schemas.ts';
import { examMessages as m } from './messages.ts';

/** Question setter or checking teacher of a subject of a class in an exam. */
export const examDutyKinds = ['setter', 'checker'] as const;
export type ExamDutyKind = (typeof examDutyKinds)[number];

export const saveExamDutyBodySchema = z.object({
  exam_type_id: examTypeIdSchema,
  session_id: examSessionIdSchema,
  class_id: examClassIdSchema,
  subject_id: examSubjectIdSchema,
  teacher_id: recordIdSchema(m.selectTeacher),
});
export type SaveExamDutyBody = z.infer<typeof saveExamDutyBodySchema>;

export const listExamDutiesQuerySchema = z.object({
  exam_type_id: examTypeIdSchema.optional(),
  session_id: examSessionIdSchema.optional(),
  class_id: examClassIdSchema.optional(),
});

/** A row of the setters or checkers list (§2.7 "subject with paper checker"). */
export const examDutyRowSchema = z.object({
  id: z.number().int(),
  exam_type_id: z.number().int(),
  exam_type_name: z.string(),
  session_id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
});
export type ExamDutyRow = z.infer<typeof examDutyRowSchema>;

/** The multipart fields of a question paper upload (part `file`: pdf, doc or docx). */
export const uploadPaperBodySchema = z.object({ exam_id: examIdSchema });
export const paperMaxBytes = 5 * 1024 * 1024;

export const listPapersQuerySchema = z.object({
  exam_type_id: examTypeIdSchema,
  session_id: examSessionIdSchema.optional(),
  class_id: examClassIdSchema.optional(),
});

/** A question paper as the list shows it (only to those who may see it). */
export const paperRowSchema = z.object({
  id: z.number().int(),
  exam_id: z.number().int(),
  class_name: z.string(),
  subject_name: z.string(),
  exam_date: z.string(),
  time: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  uploaded_at: z.string(),
  url: z.string(),
});
export type PaperRow = z.infer<typeof paperRowSchema>;
export const paperIdParamsSchema = z.object({ id: recordIdSchema(m.paperNotFound) });
