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
import { reportCardOutcomes } from './report-card-rules.ts';

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

/** What a report card says about the student besides the marks. */
export const reportCardParticularsSchema = z.object({
  admission_no: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  /** Class name - section name ("5 - A"); the class alone when it has no sections. */
  class_section: z.string().nullable(),
  father_name: z.string().nullable(),
  mother_name: z.string().nullable(),
});

const termMarkSchema = z.object({
  obtain_marks: z.union([z.number(), z.literal('AB')]).nullable(),
  full_marks: z.number().int(),
});

/**
 * The year's exams side by side (decided: each exam type is a term with its weight): each
 * exam's percentage of its marked papers, and per subject the marks in each exam (null: no
 * paper in that exam) with the subject's weighted percentage so far.
 */
export const termMarksSchema = z.object({
  terms: z.array(
    z.object({
      exam_type_id: z.number().int(),
      exam_type_name: z.string(),
      weight: z.number().int(),
      papers: z.number().int(),
      marked: z.number().int(),
      percentage: z.number(),
    }),
  ),
  subjects: z.array(
    z.object({
      subject_name: z.string(),
      marks: z.array(termMarkSchema.nullable()),
      weighted_percentage: z.number().nullable(),
    }),
  ),
});
export type TermMarks = z.infer<typeof termMarksSchema>;

/** Days the class's register was taken (from admission, to the exam's last paper) and present. */
export const reportCardAttendanceSchema = z.object({
  working_days: z.number().int(),
  days_present: z.number().int(),
  /** The last day counted (YYYY-MM-DD). */
  up_to: z.string(),
});

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
  /** The weighted percentage of the year so far over the exam types in `terms` (decided). */
  year_percentage: z.number(),
  co_scholastic: z.array(z.object({ area: z.string(), grade: z.string() })),
  particulars: reportCardParticularsSchema,
  terms: termMarksSchema,
  attendance: reportCardAttendanceSchema,
  /** The class teacher's remarks; empty until written. */
  remarks: z.string(),
  /** `reportCardOutcome` of the rows; Promoted in the year's final exam. */
  outcome: z.enum(reportCardOutcomes),
});
export type StudentResult = z.infer<typeof studentResultSchema>;

export const reportCardRemarksBodySchema = z.object({
  exam_type_id: examTypeIdSchema,
  student_id: examStudentIdSchema,
  session_id: examSessionIdSchema.optional(),
  remarks: z.string({ error: m.badRemarks }).trim().max(500, { error: m.badRemarks }),
});

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
