import { z } from 'zod';
import {
  examClassIdSchema,
  examIdSchema,
  examSessionIdSchema,
  examStudentIdSchema,
  examTypeIdSchema,
} from './exam-schemas.ts';
import { coScholasticAreas, coScholasticGrades } from './grade-rules.ts';
import { examMessages as m } from './messages.ts';

const markSchema = z.coerce
  .number({ error: m.badMark })
  .min(0, { error: m.badMark })
  .max(1000, { error: m.badMark })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: m.badMark });

/** One row of the marks grid: a number, or absent (its own mark), and a comment. */
export const markEntrySchema = z.object({
  student_id: examStudentIdSchema,
  obtain_mark: markSchema.nullable().default(null),
  is_absent: z.boolean().default(false),
  comment: z
    .string()
    .trim()
    .max(200, { error: 'Comment must be at most 200 characters' })
    .default(''),
});

export const saveMarksBodySchema = z.object({
  exam_id: examIdSchema,
  marks: z.array(markEntrySchema).min(1, { error: m.selectStudent }).max(300),
});
export type SaveMarksBody = z.infer<typeof saveMarksBodySchema>;

export const marksGridQuerySchema = z.object({ exam_id: examIdSchema });

/**
 * The marks grid (§2.7 marks entry: Roll Number, Student Name, Obtain Mark, Comment), each
 * student with their section: a paper is the whole class's, its sections in one grid.
 */
export const marksGridSchema = z.object({
  exam_id: z.number().int(),
  subject_name: z.string(),
  class_name: z.string(),
  full_mark: z.number().int(),
  min_mark: z.number().int(),
  result_published: z.union([z.literal(0), z.literal(1)]),
  rows: z.array(
    z.object({
      student_id: z.number().int(),
      roll_number: z.number().int().nullable(),
      student_name: z.string(),
      /** Null in a class without sections. */
      section_name: z.string().nullable(),
      obtain_mark: z.number().nullable(),
      is_absent: z.boolean(),
      comment: z.string(),
    }),
  ),
});
export type MarksGrid = z.infer<typeof marksGridSchema>;

/** The papers a user may enter marks for (all, for the exam admin). */
export const markableExamsQuerySchema = z.object({
  exam_type_id: examTypeIdSchema,
  session_id: examSessionIdSchema.optional(),
});

export const resultQuerySchema = z.object({
  exam_type_id: examTypeIdSchema,
  student_id: examStudentIdSchema,
  session_id: examSessionIdSchema.optional(),
});

/** The result (§2.7): Subject Name, Full Marks, Min Marks, Obtain Marks, Percentage, Grade, Comment. */
export const resultRowSchema = z.object({
  subject_name: z.string(),
  full_marks: z.number().int(),
  min_marks: z.number().int(),
  obtain_marks: z.union([z.number(), z.literal('AB')]).nullable(),
  percentage: z.number().nullable(),
  grade: z.string().nullable(),
  comment: z.string(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

export const studentResultSchema = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  class_name: z.string(),
  roll_number: z.number().int().nullable(),
  exam_type_name: z.string(),
  published: z.union([z.literal(0), z.literal(1)]),
  rows: z.array(resultRowSchema),
  total_full: z.number().int(),
  total_obtained: z.number(),
  percentage: z.number(),
  grade: z.string().nullable(),
  /** The weighted percentage of the year so far over every published exam type (decided). */
  year_percentage: z.number(),
  co_scholastic: z.array(z.object({ area: z.string(), grade: z.string() })),
});
export type StudentResult = z.infer<typeof studentResultSchema>;

export const classReportCardsQuerySchema = z.object({
  exam_type_id: examTypeIdSchema,
  class_id: examClassIdSchema,
  session_id: examSessionIdSchema.optional(),
});

export const saveCoScholasticBodySchema = z.object({
  exam_type_id: examTypeIdSchema,
  student_id: examStudentIdSchema,
  session_id: examSessionIdSchema.optional(),
  grades: z
    .array(
      z.object({
        area: z.enum(coScholasticAreas, { error: m.badCoScholastic }),
        grade: z.enum(coScholasticGrades, { error: m.badCoScholastic }),
      }),
    )
    .max(coScholasticAreas.length),
});
