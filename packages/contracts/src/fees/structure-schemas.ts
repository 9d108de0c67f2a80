import { z } from 'zod';
import { recordIdListSchema, recordIdSchema } from '../core/fields.ts';
import { applyToSchema, feeRupeesSchema, reductionValueSchema } from './fields.ts';
import { lateFeeApplyTos, lateFeeTypes } from './late-fee.ts';
import { feeMessages as m } from './messages.ts';
import { feePlans } from './plan-totals.ts';

const figure = feeRupeesSchema('Please enter the amount', m.amountNegative);

export const feeComponentBodySchema = z.object({
  fee_type_id: recordIdSchema(m.enterFeeType),
  amount: feeRupeesSchema(m.enterFeeAmount, m.amountNegative),
});

const reductionSchema = (enterName: string) =>
  z
    .object({
      name: z.string({ error: enterName }).trim().min(1, { error: enterName }).max(100),
      value: reductionValueSchema(m.valuePositive),
      type: z.enum(['percentage', 'amount'], { error: 'Please select the type' }),
      applyTo: applyToSchema,
      applyOn: z.array(z.enum(feePlans), { error: m.selectApplyOn }).max(4).default([]),
    })
    .refine((r) => r.type !== 'percentage' || r.value <= 100, {
      error: m.percentOver,
      path: ['value'],
    });
export const discountBodySchema = reductionSchema(m.enterDiscountName);
export const voucherBodySchema = reductionSchema(m.enterVoucherName).refine(
  (v) => v.applyOn.length > 0,
  { error: m.selectApplyOn, path: ['applyOn'] },
);
export type ReductionBody = z.infer<typeof discountBodySchema>;

/** One class's row of a plan table; the figures are checked against the rules by the server. */
export const planRowBodySchema = z.object({
  class_id: recordIdSchema(m.selectClass),
  totalFee: figure,
  discountAmount: figure,
  voucherAmount: figure,
  finalTotal: figure,
  enrollmentAmount: feeRupeesSchema(m.enrollmentNegative, m.enrollmentNegative),
  planTotal: figure,
  installmentCount: z.number().int().min(1).max(12),
  installmentAmount: figure,
  last_submission_date: z
    .number({ error: m.selectLastDate })
    .int({ error: m.selectLastDate })
    .min(1, { error: m.selectLastDate })
    .max(31, { error: m.selectLastDate })
    .nullable()
    .default(null),
  late_fee: z.number({ error: m.lateFeeRequired }).finite().nullable().default(null),
  late_fee_type: z.enum(lateFeeTypes).nullable().default(null),
  late_fee_applyTo: z.enum(lateFeeApplyTos).nullable().default(null),
  /** The late fee of a regular instalment in rupees, as the rules compute it. */
  late_fee_value: figure.nullable().default(null),
});
export type PlanRowBody = z.infer<typeof planRowBodySchema>;

const planRows = z.array(planRowBodySchema).max(200).default([]);

/** The structure's fields; `manageFeeStructureBodySchema` adds the checks across fields. */
export const feeStructureFieldsSchema = z.object({
  id: recordIdSchema(m.structureNotFound).nullable().optional(),
  session_id: recordIdSchema(m.selectSession),
  class_id: recordIdListSchema(m.selectClass).refine((ids) => ids.length > 0, {
    error: m.selectClass,
  }),
  fee_type: z
    .array(feeComponentBodySchema, { error: m.enterFeeType })
    .min(1, { error: m.enterFeeType })
    .max(50),
  total_fees: figure,
  months: z
    .array(z.number().int().min(1).max(12), { error: m.selectMonth })
    .min(1, { error: m.selectMonth })
    .max(12),
  monthly: planRows,
  quarterly: planRows,
  semestral: planRows,
  oneTime: planRows,
  is_discount: z.boolean().default(false),
  discountData: z.array(discountBodySchema).max(20).default([]),
  voucher_applicable: z.boolean().default(false),
  voucherData: z.array(voucherBodySchema).max(20).default([]),
});
export type ManageFeeStructureBody = z.infer<typeof feeStructureFieldsSchema>;
export type ManageFeeStructureInput = z.input<typeof feeStructureFieldsSchema>;

export const feeStructureDetailsQuerySchema = z.object({
  session_id: recordIdSchema(m.selectSession),
  class_id: recordIdListSchema(m.selectClass).optional(),
  id: recordIdSchema(m.structureNotFound).optional(),
});

const copyId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional();
const copyFields = [
  'source_session_id',
  'source_class_id',
  'target_session_id',
  'target_class_id',
] as const;
export const copyFeeStructureBodySchema = z
  .object({
    source_session_id: copyId,
    source_class_id: copyId,
    target_session_id: copyId,
    target_class_id: copyId,
  })
  .superRefine((body, ctx) => {
    const missing = copyFields.filter((field) => body[field] === undefined);
    if (missing.length > 0)
      ctx.addIssue({ code: 'custom', message: m.copyNeeds(missing), path: [missing[0]!] });
  })
  .transform((body) => body as Required<typeof body>);

/** A stored structure as the details page and the edit form read it (rupees). */
const planRowSchema = z.object({
  class_id: z.number().int(),
  totalFee: z.number(),
  discountAmount: z.number(),
  voucherAmount: z.number(),
  finalTotal: z.number(),
  enrollmentAmount: z.number(),
  planTotal: z.number(),
  installmentCount: z.number().int(),
  installmentAmount: z.number(),
  last_submission_date: z.number().int().nullable(),
  late_fee: z.number().nullable(),
  late_fee_type: z.enum(lateFeeTypes).nullable(),
  late_fee_applyTo: z.enum(lateFeeApplyTos).nullable(),
  late_fee_value: z.number().nullable(),
});
const reductionRowSchema = z.object({
  name: z.string(),
  value: z.number(),
  type: z.enum(['percentage', 'amount']),
  applyTo: z.union([z.literal('total'), z.number().int()]),
  applyOn: z.array(z.enum(feePlans)),
});
export const feeStructureRowSchema = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  session_name: z.string(),
  class_id: z.array(z.number().int()),
  classes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  fee_type: z.array(
    z.object({ fee_type_id: z.number().int(), fee_type_name: z.string(), amount: z.number() }),
  ),
  total_fees: z.number(),
  months: z.array(z.number().int()),
  selected_months: z.array(z.number().int()),
  monthCount: z.number().int(),
  monthly: z.array(planRowSchema),
  quarterly: z.array(planRowSchema),
  semestral: z.array(planRowSchema),
  oneTime: z.array(planRowSchema),
  is_discount: z.boolean(),
  discountData: z.array(reductionRowSchema),
  voucher_applicable: z.boolean(),
  voucherData: z.array(reductionRowSchema),
});
export type FeeStructureRow = z.infer<typeof feeStructureRowSchema>;
export type PlanRow = z.infer<typeof planRowSchema>;

export const copyableStructureSchema = z.object({
  structure_id: z.number().int(),
  session_id: z.number().int(),
  session_name: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  total_fees: z.number(),
});
