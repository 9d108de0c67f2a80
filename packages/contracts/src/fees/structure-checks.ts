import { z } from 'zod';
import { lateFeeApplyTos, lateFeeTypes } from './late-fee.ts';
import { feeMessages as m } from './messages.ts';
import { feePlans } from './plan-totals.ts';
import {
  feeStructureFieldsSchema,
  type ManageFeeStructureBody,
  type PlanRowBody,
  type ReductionBody,
} from './structure-schemas.ts';

type Issue = { path: (string | number)[]; message: string };

/** Plans whose late fee details must be set before save (§5). */
export const plansNeedingLateFee = ['monthly', 'quarterly', 'semestral'] as const;

/** The late fee modal's checks (§5), shared by the modal and the structure's rows. */
export function lateFeeIssues(row: {
  last_submission_date: number | null;
  late_fee: number | null;
  late_fee_type: string | null;
  late_fee_applyTo: string | null;
}): Issue[] {
  const issues: Issue[] = [];
  const day = row.last_submission_date;
  if (day === null || !Number.isInteger(day) || day < 1 || day > 31)
    issues.push({ path: ['last_submission_date'], message: m.selectLastDate });
  if (row.late_fee === null || !Number.isFinite(row.late_fee))
    issues.push({ path: ['late_fee'], message: m.lateFeeRequired });
  else if (row.late_fee_type === 'percentage' && (row.late_fee < 0 || row.late_fee > 100))
    issues.push({ path: ['late_fee'], message: m.percentRange });
  else if (row.late_fee < 0) issues.push({ path: ['late_fee'], message: m.amountNegative });
  if (row.late_fee_type === 'percentage' && row.late_fee_applyTo === null)
    issues.push({ path: ['late_fee_applyTo'], message: m.selectApplyTo });
  return issues;
}

/** The Add/Edit late fee modal's fields. */
export const lateFeeFormSchema = z
  .object({
    last_submission_date: z.number().int().nullable(),
    late_fee: z.number().nullable(),
    late_fee_type: z.enum(lateFeeTypes, { error: m.lateFeeRequired }),
    late_fee_applyTo: z.enum(lateFeeApplyTos).nullable(),
  })
  .superRefine((row, ctx) => {
    for (const issue of lateFeeIssues(row)) ctx.addIssue({ code: 'custom', ...issue });
  });

function duplicateNames(list: readonly ReductionBody[], key: string, message: string): Issue[] {
  const seen = new Set<string>();
  return list.flatMap((item, i) => {
    const name = item.name.trim().toLowerCase();
    if (!seen.has(name)) {
      seen.add(name);
      return [];
    }
    return [{ path: [key, i, 'name'], message }];
  });
}

function unknownApplyTo(list: readonly ReductionBody[], key: string, typeIds: Set<number>) {
  return list.flatMap((item, i) =>
    item.applyTo !== 'total' && !typeIds.has(item.applyTo)
      ? [{ path: [key, i, 'applyTo'], message: m.applyToUnknown }]
      : [],
  );
}

function planRowIssues(body: ManageFeeStructureBody, total: number): Issue[] {
  const classes = [...body.class_id].sort((a, b) => a - b).join(',');
  return feePlans.flatMap((plan) => {
    const rows: PlanRowBody[] = body[plan];
    const given = rows
      .map((r) => r.class_id)
      .sort((a, b) => a - b)
      .join(',');
    if (given !== classes) return [{ path: [plan], message: m.planRowsClasses }];
    return rows.flatMap((row, i): Issue[] => {
      if (row.enrollmentAmount > total)
        return [{ path: [plan, i, 'enrollmentAmount'], message: m.enrollmentOverTotal }];
      const needsLateFee = (plansNeedingLateFee as readonly string[]).includes(plan);
      const unset = row.last_submission_date === null || row.late_fee === null;
      if (needsLateFee && unset) return [{ path: [plan], message: m.setLateFee(plan) }];
      if (unset) return [];
      return lateFeeIssues(row).map((issue) => ({ ...issue, path: [plan, i, ...issue.path] }));
    });
  });
}

/** Every check of §5 across the structure's fields (the per-field ones are in the schema). */
export function feeStructureIssues(body: ManageFeeStructureBody): Issue[] {
  const typeIds = new Set<number>();
  const issues: Issue[] = [];
  body.fee_type.forEach((component, i) => {
    if (typeIds.has(component.fee_type_id))
      issues.push({ path: ['fee_type', i, 'fee_type_id'], message: m.duplicateFeeType });
    typeIds.add(component.fee_type_id);
  });
  const discounts = body.is_discount ? body.discountData : [];
  const vouchers = body.voucher_applicable ? body.voucherData : [];
  issues.push(
    ...duplicateNames(discounts, 'discountData', m.discountExists),
    ...duplicateNames(vouchers, 'voucherData', m.voucherExists),
    ...unknownApplyTo(discounts, 'discountData', typeIds),
    ...unknownApplyTo(vouchers, 'voucherData', typeIds),
  );
  const total = body.fee_type.reduce((sum, c) => sum + c.amount, 0);
  issues.push(...planRowIssues(body, total));
  return issues;
}

/** POST manage_fee/manage_fee_structure's body: the fields and every check across them. */
export const manageFeeStructureBodySchema = feeStructureFieldsSchema.superRefine((body, ctx) => {
  for (const issue of feeStructureIssues(body)) ctx.addIssue({ code: 'custom', ...issue });
});
