import { type Paise, percentOf, splitIntoInstalments, sumPaise } from '../core/money.ts';
import { orderedMonths } from './calendar.ts';

/** The four payment plans of a fee structure (the status page's payment modes). */
export const feePlans = ['monthly', 'quarterly', 'semestral', 'oneTime'] as const;
export type FeePlan = (typeof feePlans)[number];

export const feePlanLabels: Record<FeePlan, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  semestral: 'Semestral',
  oneTime: 'One Time',
};

/** One fee type of a structure with its yearly amount. */
export interface FeeComponent {
  feeTypeId: number;
  amountPaise: Paise;
}

/** What a reduction (discount, voucher, concession) is taken from: the total or one fee type. */
export type ApplyTo = 'total' | number;

/** `value` is a percent (0–100) for `percentage`, paise for `amount`. */
export interface Reduction {
  name: string;
  type: 'percentage' | 'amount';
  value: number;
  applyTo: ApplyTo;
  /** Plans it applies on; empty = every plan (discounts). */
  applyOn: readonly FeePlan[];
}

export interface PlanInput {
  plan: FeePlan;
  components: readonly FeeComponent[];
  /** Selected months of the monthly plan (1–12); all 12 when empty. */
  months: readonly number[];
  discounts: readonly Reduction[];
  vouchers: readonly Reduction[];
  enrollmentPaise: Paise;
}

/** Every figure of one plan table row, in paise. */
export interface PlanFigures {
  totalFeePaise: Paise;
  discountPaise: Paise;
  voucherPaise: Paise;
  /** Total after discounts and vouchers, never below 0. */
  finalTotalPaise: Paise;
  /** Paid at enrollment: clamped to 0..final total. */
  enrollmentPaise: Paise;
  /** Final total less enrollment: what the instalments add up to. */
  planTotalPaise: Paise;
  installments: Paise[];
  /** Yearly amount of each fee type after the discounts and vouchers aimed at it. */
  netByFeeType: FeeComponent[];
}

/** How many instalments a plan has (§9): months selected, 4, 2, 1. */
export function installmentCount(plan: FeePlan, months: readonly number[]): number {
  if (plan === 'monthly') return orderedMonths(months).length;
  return plan === 'quarterly' ? 4 : plan === 'semestral' ? 2 : 1;
}

export const totalOfComponents = (components: readonly FeeComponent[]): Paise =>
  sumPaise(components.map((c) => c.amountPaise));

/** The base a reduction is taken from: the total or its fee type's amount (0 if absent). */
export function baseOf(applyTo: ApplyTo, components: readonly FeeComponent[]): Paise {
  if (applyTo === 'total') return totalOfComponents(components);
  return sumPaise(components.filter((c) => c.feeTypeId === applyTo).map((c) => c.amountPaise));
}

/** One reduction in paise: a percentage of its base, or its amount, never above the base. */
export function reductionAmount(reduction: Reduction, components: readonly FeeComponent[]): Paise {
  const base = baseOf(reduction.applyTo, components);
  const raw =
    reduction.type === 'percentage'
      ? percentOf(base, Math.min(100, Math.max(0, reduction.value)))
      : reduction.value;
  return Math.min(base, Math.max(0, raw));
}

const appliesOn = (reduction: Reduction, plan: FeePlan) =>
  reduction.applyOn.length === 0 || reduction.applyOn.includes(plan);

/** Every figure of a plan: discounts first, then vouchers, together capped at the total. */
export function computePlan(input: PlanInput): PlanFigures {
  const { components, plan } = input;
  const totalFeePaise = totalOfComponents(components);
  const discounts = input.discounts.filter((d) => appliesOn(d, plan));
  const vouchers = input.vouchers.filter((v) => v.applyOn.includes(plan));
  const discountPaise = Math.min(
    totalFeePaise,
    sumPaise(discounts.map((d) => reductionAmount(d, components))),
  );
  const voucherPaise = Math.min(
    totalFeePaise - discountPaise,
    sumPaise(vouchers.map((v) => reductionAmount(v, components))),
  );
  const finalTotalPaise = Math.max(0, totalFeePaise - discountPaise - voucherPaise);
  const enrollmentPaise = Math.min(finalTotalPaise, Math.max(0, input.enrollmentPaise));
  const planTotalPaise = finalTotalPaise - enrollmentPaise;
  return {
    totalFeePaise,
    discountPaise,
    voucherPaise,
    finalTotalPaise,
    enrollmentPaise,
    planTotalPaise,
    installments: splitIntoInstalments(planTotalPaise, installmentCount(plan, input.months)),
    netByFeeType: netByFeeType(components, [...discounts, ...vouchers]),
  };
}

/** Each fee type less the reductions aimed at it (capped at the type), never below 0. */
function netByFeeType(
  components: readonly FeeComponent[],
  reductions: readonly Reduction[],
): FeeComponent[] {
  return components.map((component) => {
    const aimed = reductions.filter((r) => r.applyTo === component.feeTypeId);
    const off = Math.min(
      component.amountPaise,
      sumPaise(aimed.map((r) => reductionAmount(r, components))),
    );
    return { feeTypeId: component.feeTypeId, amountPaise: component.amountPaise - off };
  });
}
