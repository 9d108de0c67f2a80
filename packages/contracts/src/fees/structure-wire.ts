import { type Paise, paiseToRupees, rupeesToPaise } from '../core/money.ts';
import { type LateFeeRule, lateFeeAmount } from './late-fee.ts';
import type { FeePlan, PlanFigures, Reduction } from './plan-totals.ts';
import type { PlanSettings, StructureRules } from './rules.ts';
import { computeStructurePlans } from './rules.ts';
import {
  feeStructureFieldsSchema,
  type ManageFeeStructureBody,
  type ManageFeeStructureInput,
  type PlanRow,
  type PlanRowBody,
  type ReductionBody,
} from './structure-schemas.ts';

/** The last submission day of a plan that has none (one-time): the end of its month. */
export const defaultLastSubmissionDay = 31;

/** A discount or voucher of the wire (rupees or percent) as the rules read it. */
export function reductionRule(body: ReductionBody): Reduction {
  return {
    name: body.name,
    type: body.type,
    value: body.type === 'amount' ? rupeesToPaise(body.value) : body.value,
    applyTo: body.applyTo,
    applyOn: body.applyOn,
  };
}

/** A plan row's late fee as a rule; null when none is set. */
export function lateFeeRuleOf(row: {
  late_fee: number | null;
  late_fee_type: LateFeeRule['type'] | null;
  late_fee_applyTo: LateFeeRule['applyTo'] | null;
}): LateFeeRule | null {
  if (row.late_fee === null || row.late_fee_type === null) return null;
  return {
    type: row.late_fee_type,
    value: row.late_fee_type === 'amount' ? rupeesToPaise(Math.max(0, row.late_fee)) : row.late_fee,
    applyTo: row.late_fee_applyTo ?? 'installment',
  };
}

export function planSettingsOf(row: PlanRowBody | undefined): PlanSettings {
  return {
    enrollmentPaise: row?.enrollmentAmount ?? 0,
    lastSubmissionDay: row?.last_submission_date ?? defaultLastSubmissionDay,
    lateFee: row ? lateFeeRuleOf(row) : null,
  };
}

/** The rules' view of one class of a submitted structure. */
export function structureRulesOf(body: ManageFeeStructureBody, classId: number): StructureRules {
  const rowOf = (plan: FeePlan) => body[plan].find((row) => row.class_id === classId);
  return {
    components: body.fee_type.map((c) => ({ feeTypeId: c.fee_type_id, amountPaise: c.amount })),
    months: body.months,
    discounts: body.is_discount ? body.discountData.map(reductionRule) : [],
    vouchers: body.voucher_applicable ? body.voucherData.map(reductionRule) : [],
    plans: {
      monthly: planSettingsOf(rowOf('monthly')),
      quarterly: planSettingsOf(rowOf('quarterly')),
      semestral: planSettingsOf(rowOf('semestral')),
      oneTime: planSettingsOf(rowOf('oneTime')),
    },
  };
}

/** A plan table row (rupees) from the rules' figures and the row's settings. */
export function planRowOf(
  classId: number,
  figures: PlanFigures,
  settings: PlanSettings,
  lastDayGiven: boolean,
): PlanRow {
  const rule = settings.lateFee;
  return {
    class_id: classId,
    totalFee: paiseToRupees(figures.totalFeePaise),
    discountAmount: paiseToRupees(figures.discountPaise),
    voucherAmount: paiseToRupees(figures.voucherPaise),
    finalTotal: paiseToRupees(figures.finalTotalPaise),
    enrollmentAmount: paiseToRupees(figures.enrollmentPaise),
    planTotal: paiseToRupees(figures.planTotalPaise),
    installmentCount: figures.installments.length,
    installmentAmount: paiseToRupees(figures.installments[0] ?? 0),
    last_submission_date: lastDayGiven ? settings.lastSubmissionDay : null,
    late_fee: rule ? (rule.type === 'amount' ? paiseToRupees(rule.value) : rule.value) : null,
    late_fee_type: rule?.type ?? null,
    late_fee_applyTo: rule ? rule.applyTo : null,
    late_fee_value: rule
      ? paiseToRupees(lateFeeAmount(rule, figures.installments[0] ?? 0, figures.finalTotalPaise))
      : null,
  };
}

/** Every plan table of a submitted structure as the rules compute it. */
export function expectedPlanRows(body: ManageFeeStructureBody): Record<FeePlan, PlanRow[]> {
  const rows: Record<FeePlan, PlanRow[]> = {
    monthly: [],
    quarterly: [],
    semestral: [],
    oneTime: [],
  };
  for (const classId of body.class_id) {
    const rules = structureRulesOf(body, classId);
    const figures = computeStructurePlans(rules);
    for (const plan of Object.keys(rows) as FeePlan[]) {
      const given = body[plan].find((row) => row.class_id === classId);
      rows[plan].push(
        planRowOf(classId, figures[plan], rules.plans[plan], given?.last_submission_date != null),
      );
    }
  }
  return rows;
}

const comparedFields = [
  'totalFee',
  'discountAmount',
  'voucherAmount',
  'finalTotal',
  'enrollmentAmount',
  'planTotal',
  'installmentCount',
  'installmentAmount',
  'late_fee_value',
] as const;

/** The first submitted figure that differs from the rules ("monthly installmentAmount of class 3: 833.33, the rules say 833.34"), or null. */
export function findFigureMismatch(body: ManageFeeStructureBody): string | null {
  const total: Paise = body.fee_type.reduce((sum, c) => sum + c.amount, 0);
  if (body.total_fees !== total)
    return `total_fees: ${paiseToRupees(body.total_fees)}, the rules say ${paiseToRupees(total)}`;
  const expected = expectedPlanRows(body);
  for (const plan of Object.keys(expected) as FeePlan[]) {
    for (const want of expected[plan]) {
      const got = body[plan].find((row) => row.class_id === want.class_id);
      if (!got) continue;
      for (const field of comparedFields) {
        const given = field === 'installmentCount' ? got[field] : wireOf(got[field]);
        if (given !== want[field])
          return `${plan} ${field} of class ${want.class_id}: ${given}, the rules say ${want[field]}`;
      }
    }
  }
  return null;
}

const wireOf = (paise: Paise | null) => (paise === null ? null : paiseToRupees(paise));

const figureFields = {
  totalFee: 0,
  discountAmount: 0,
  voucherAmount: 0,
  finalTotal: 0,
  planTotal: 0,
  installmentCount: 1,
  installmentAmount: 0,
  late_fee_value: null,
};

/**
 * The four plan tables (rupees) of a structure being edited, whose rows need only their
 * settings (class, enrollment, last day, late fee); null while the fields do not parse.
 * The form shows these and sends them; the server recomputes them the same way.
 */
export function computePlanTables(
  input: ManageFeeStructureInput,
): Record<FeePlan, PlanRow[]> | null {
  const withFigures = (rows: ManageFeeStructureInput['monthly']) =>
    (rows ?? []).map((row) => ({
      ...row,
      ...figureFields,
      enrollmentAmount: row.enrollmentAmount ?? 0,
    }));
  const parsed = feeStructureFieldsSchema.safeParse({
    ...input,
    monthly: withFigures(input.monthly),
    quarterly: withFigures(input.quarterly),
    semestral: withFigures(input.semestral),
    oneTime: withFigures(input.oneTime),
  });
  return parsed.success ? expectedPlanRows(parsed.data) : null;
}
