import { z } from 'zod';
import { checkGradeBands } from './grade-rules.ts';
import { examMessages as m } from './messages.ts';

const percent = z.coerce
  .number({ error: m.badPercent })
  .int({ error: m.badPercent })
  .min(0, { error: m.badPercent })
  .max(100, { error: m.badPercent });

export const gradeBandSchema = z.object({
  grade: z.string({ error: m.enterGrade }).trim().min(1, { error: m.enterGrade }).max(10),
  min_percent: percent,
  max_percent: percent,
});

/** The school's grade scale, checked whole: 0 to 100, no gap or overlap, each grade once. */
export const saveGradeScaleBodySchema = z
  .object({
    bands: z
      .array(gradeBandSchema, { error: m.enterBands })
      .min(1, { error: m.enterBands })
      .max(20),
  })
  .superRefine((value, ctx) => {
    const problem = checkGradeBands(value.bands);
    if (problem) ctx.addIssue({ code: 'custom', path: ['bands'], message: problem });
  });
export type SaveGradeScaleBody = z.infer<typeof saveGradeScaleBodySchema>;

/** The scale as answered, top grade first; `is_preset` when the school has not set its own. */
export const gradeScaleSchema = z.object({
  bands: z.array(gradeBandSchema),
  is_preset: z.union([z.literal(0), z.literal(1)]),
});
