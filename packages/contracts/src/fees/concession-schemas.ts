import { z } from 'zod';
import { calendarDateSchema, nameSchema, recordIdSchema } from '../core/fields.ts';
import { applyToSchema, reductionValueSchema } from './fields.ts';
import { feeMessages as m } from './messages.ts';
import { feePlans } from './plan-totals.ts';

export const concessionCategoryIdSchema = recordIdSchema(m.categoryNotFound);

const categoryFields = {
  name: nameSchema(m.enterCategoryName, 'Name', 100),
  /** percentage: of each instalment's fee type or total; amount: rupees a year, spread. */
  type: z.enum(['percentage', 'amount'], { error: 'Please select the type' }),
  value: reductionValueSchema(m.valuePositive),
  apply_to: applyToSchema,
  /** RTE quota: the conceded fee is owed by the state, not the parent. */
  is_state_receivable: z.boolean().default(false),
  description: z.string().trim().max(500).default(''),
};
const percentAtMost100 = (c: { type: string; value: number }) =>
  c.type !== 'percentage' || c.value <= 100;
const percentIssue = { error: m.percentOver, path: ['value'] };

export const createConcessionCategoryBodySchema = z
  .object(categoryFields)
  .refine(percentAtMost100, percentIssue);
export type ConcessionCategoryBody = z.infer<typeof createConcessionCategoryBodySchema>;
export const updateConcessionCategoryBodySchema = z
  .object({ ...categoryFields, id: concessionCategoryIdSchema })
  .refine(percentAtMost100, percentIssue);
export const concessionCategoryIdParamsSchema = z.object({ id: concessionCategoryIdSchema });

export const concessionCategoryRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['percentage', 'amount']),
  value: z.number(),
  apply_to: z.union([z.literal('total'), z.number().int()]),
  apply_to_name: z.string(),
  is_state_receivable: z.boolean(),
  description: z.string(),
  students: z.number().int(),
});
export type ConcessionCategoryRow = z.infer<typeof concessionCategoryRowSchema>;

export const assignConcessionBodySchema = z.object({
  student_id: recordIdSchema(m.selectStudent),
  session_id: recordIdSchema(m.selectSession),
  category_id: recordIdSchema(m.selectCategory),
  approved_by: nameSchema(m.enterApprover, 'Approved by', 100),
  approved_on: calendarDateSchema(m.enterApprovedOn),
  remarks: z.string().trim().max(500).default(''),
});
export const studentConcessionIdParamsSchema = z.object({
  id: recordIdSchema(m.assignmentNotFound),
});
export const listStudentConcessionsQuerySchema = z.object({
  session_id: recordIdSchema(m.selectSession),
  student_id: recordIdSchema(m.selectStudent).optional(),
});
export const studentConcessionRowSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  class_name: z.string(),
  session_id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  approved_by: z.string(),
  approved_on: z.string(),
  remarks: z.string(),
});
export type StudentConcessionRow = z.infer<typeof studentConcessionRowSchema>;

export const studentFeeScheduleQuerySchema = z.object({
  session_id: recordIdSchema(m.selectSession),
  student_id: recordIdSchema(m.selectStudent),
});
/** A student's instalment on the wire (rupees). */
export const studentInstallmentRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  plan: z.enum(feePlans),
  due_date: z.string(),
  amount: z.number(),
  concession: z.number(),
  state_receivable: z.number(),
  parent_due: z.number(),
  late_fee: z.number(),
  concessions: z.array(z.object({ name: z.string(), amount: z.number() })),
});
export const studentFeeScheduleSchema = z.object({
  academic_year: z.string(),
  class_id: z.number().int(),
  installments: z.array(studentInstallmentRowSchema),
});
