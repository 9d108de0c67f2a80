import {
  computePlanTables,
  type FeePlan,
  type FeeStructureRow,
  feePlans,
  type ManageFeeStructureInput,
  type PlanRow,
} from '@shala/contracts';

export type Amount = number | '';

export interface ReductionDraft {
  name: string;
  value: Amount;
  type: 'percentage' | 'amount';
  /** 'total' or a fee type id as text (a Select's value). */
  applyTo: string;
  applyOn: FeePlan[];
}

export interface LateFeeDraft {
  last_submission_date: number | null;
  late_fee: number | null;
  late_fee_type: 'amount' | 'percentage' | null;
  late_fee_applyTo: 'installment' | 'total' | null;
}

/** What the fee structure form holds while it is edited. */
export interface StructureDraft {
  id: number | null;
  session_id: number | null;
  class_ids: number[];
  fees: Array<{ fee_type_id: number | null; amount: Amount }>;
  months: number[];
  is_discount: boolean;
  discounts: ReductionDraft[];
  voucher_applicable: boolean;
  vouchers: ReductionDraft[];
  lateFees: Record<FeePlan, LateFeeDraft>;
  /** Enrollment amount of each plan row, by class id. */
  enrollment: Record<FeePlan, Record<number, Amount>>;
}

export const allMonths = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3];
export const blankReduction = (): ReductionDraft => ({
  name: '',
  value: '',
  type: 'percentage',
  applyTo: 'total',
  applyOn: [],
});
const noLateFee: LateFeeDraft = {
  last_submission_date: null,
  late_fee: null,
  late_fee_type: 'amount',
  late_fee_applyTo: null,
};
const perPlan = <T>(make: () => T) =>
  Object.fromEntries(feePlans.map((plan) => [plan, make()])) as Record<FeePlan, T>;

export const emptyDraft = (): StructureDraft => ({
  id: null,
  session_id: null,
  class_ids: [],
  fees: [{ fee_type_id: null, amount: '' }],
  months: [...allMonths],
  is_discount: false,
  discounts: [],
  voucher_applicable: false,
  vouchers: [],
  lateFees: perPlan(() => ({ ...noLateFee })),
  enrollment: perPlan(() => ({})),
});

const reductionOf = (r: ReductionDraft) => ({
  name: r.name,
  value: r.value === '' ? undefined : r.value,
  type: r.type,
  applyTo: r.applyTo === 'total' ? 'total' : Number(r.applyTo),
  applyOn: r.applyOn,
});

/** The body the form sends (plan rows carry settings; figures are added by `withFigures`). */
export function wireInputOf(draft: StructureDraft): ManageFeeStructureInput {
  const rows = (plan: FeePlan) =>
    draft.class_ids.map((class_id) => ({
      class_id,
      enrollmentAmount: draft.enrollment[plan][class_id] || 0,
      ...draft.lateFees[plan],
      late_fee_type:
        draft.lateFees[plan].late_fee === null ? null : draft.lateFees[plan].late_fee_type,
    }));
  const fees = draft.fees.map((f) => ({
    fee_type_id: f.fee_type_id ?? undefined,
    amount: f.amount === '' ? undefined : f.amount,
  }));
  return {
    id: draft.id,
    session_id: draft.session_id ?? undefined,
    class_id: draft.class_ids,
    fee_type: fees,
    total_fees: fees.reduce((sum, f) => sum + (f.amount ?? 0), 0),
    months: draft.months,
    monthly: rows('monthly'),
    quarterly: rows('quarterly'),
    semestral: rows('semestral'),
    oneTime: rows('oneTime'),
    is_discount: draft.is_discount,
    discountData: draft.is_discount ? draft.discounts.map(reductionOf) : [],
    voucher_applicable: draft.voucher_applicable,
    voucherData: draft.voucher_applicable ? draft.vouchers.map(reductionOf) : [],
  } as ManageFeeStructureInput;
}

const usable = (r: ReductionDraft) =>
  r.name.trim() !== '' && r.value !== '' && r.value >= 1 && (r.type === 'amount' || r.value <= 100);

/**
 * The four plan tables as the rules compute them for what is on screen; unfinished rows
 * (no fee type, no amount, half-filled discounts) count as nothing meanwhile.
 */
export function previewTables(draft: StructureDraft): Record<FeePlan, PlanRow[]> | null {
  if (draft.class_ids.length === 0) return null;
  const fees = draft.fees.filter((f) => f.fee_type_id !== null);
  const seen = new Set<number>();
  const distinct = fees.filter((f) => !seen.has(f.fee_type_id!) && seen.add(f.fee_type_id!));
  const preview: StructureDraft = {
    ...draft,
    session_id: draft.session_id ?? 1,
    fees: distinct.map((f) => ({ ...f, amount: f.amount === '' || f.amount < 0 ? 0 : f.amount })),
    months: draft.months.length ? draft.months : allMonths,
    discounts: draft.discounts.filter(usable),
    vouchers: draft.vouchers.filter((v) => usable(v) && v.applyOn.length > 0),
  };
  if (preview.fees.length === 0) return null;
  return computePlanTables(wireInputOf(preview));
}

/** The body sent on save: the wire input with the rules' plan tables. */
export function withFigures(draft: StructureDraft): ManageFeeStructureInput {
  const input = wireInputOf(draft);
  const tables = computePlanTables(input);
  return tables ? { ...input, ...tables } : input;
}

const reductionDraftOf = (r: FeeStructureRow['discountData'][number]): ReductionDraft => ({
  name: r.name,
  value: r.value,
  type: r.type,
  applyTo: String(r.applyTo),
  applyOn: r.applyOn,
});

/** The form's values for a stored structure (edit mode). */
export function draftOf(row: FeeStructureRow): StructureDraft {
  const lateFeeOf = (plan: FeePlan): LateFeeDraft => {
    const first = row[plan][0];
    return first
      ? {
          last_submission_date: first.last_submission_date,
          late_fee: first.late_fee,
          late_fee_type: first.late_fee_type ?? 'amount',
          late_fee_applyTo: first.late_fee_applyTo,
        }
      : { ...noLateFee };
  };
  return {
    id: row.id,
    session_id: row.session_id,
    class_ids: row.class_id,
    fees: row.fee_type.map((f) => ({ fee_type_id: f.fee_type_id, amount: f.amount })),
    months: row.months,
    is_discount: row.is_discount,
    discounts: row.discountData.map(reductionDraftOf),
    voucher_applicable: row.voucher_applicable,
    vouchers: row.voucherData.map(reductionDraftOf),
    lateFees: Object.fromEntries(
      feePlans.map((p) => [p, lateFeeOf(p)]),
    ) as StructureDraft['lateFees'],
    enrollment: Object.fromEntries(
      feePlans.map((p) => [
        p,
        Object.fromEntries(row[p].map((r) => [r.class_id, r.enrollmentAmount])),
      ]),
    ) as StructureDraft['enrollment'],
  };
}
