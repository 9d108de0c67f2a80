import type { Paise } from '../core/money.ts';
import { type FeePlan, feePlans } from '../fees/plan-totals.ts';
import type { StudentInstallment } from '../fees/rules.ts';

/** The plan a student pays by until one is chosen: monthly, the finest (§9's "months due"). */
export const defaultFeePlan: FeePlan = 'monthly';

/** The plan a schedule due key names (`2026-27:quarterly:1` → quarterly), else null. */
export function planOfDueKey(dueKey: string): FeePlan | null {
  const plan = dueKey.split(':')[1] ?? '';
  return (feePlans as readonly string[]).includes(plan) ? (plan as FeePlan) : null;
}

/**
 * The plan a student pays a session's fee by: the plan of the schedule dues already charged in
 * the ledger (a payment fixes it), else the one asked for (the counter's choice), else monthly.
 */
export function studentPlanOf(
  chargedKeys: readonly string[],
  requested?: FeePlan | null,
): { plan: FeePlan; fixed: boolean } {
  const charged = chargedKeys.map(planOfDueKey).find((plan) => plan !== null);
  if (charged) return { plan: charged, fixed: true };
  return { plan: requested ?? defaultFeePlan, fixed: false };
}

/** A due of the fee structure's schedule not yet charged in the ledger: what it would charge. */
export interface ScheduleDue {
  dueKey: string;
  label: string;
  dueDate: string;
  amountPaise: Paise;
  /** The student's concessions on it (named categories), posted with its charge. */
  concessionPaise: Paise;
  concessionLabel: string;
  lateFeeRulePaise: Paise;
}

/**
 * The dues a student's fee schedule adds to the ledger's: the chosen plan's instalments whose
 * key has no charge yet (a charged key is the ledger's, as charged) and that demands something. Same figures before and
 * after the charge is posted: amount, concessions and the late fee of the rules.
 */
export function scheduleDuesOf(args: {
  installments: readonly StudentInstallment[];
  chargedKeys: readonly string[];
  requestedPlan?: FeePlan | null;
}): { plan: FeePlan; planFixed: boolean; dues: ScheduleDue[] } {
  const { plan, fixed } = studentPlanOf(args.chargedKeys, args.requestedPlan);
  const charged = new Set(args.chargedKeys);
  const dues = args.installments
    .filter(
      (installment) =>
        installment.plan === plan && installment.amountPaise > 0 && !charged.has(installment.key),
    )
    .map((installment) => ({
      dueKey: installment.key,
      label: installment.label,
      dueDate: installment.dueDate,
      amountPaise: installment.amountPaise,
      concessionPaise: installment.concessionPaise,
      concessionLabel: installment.concessions.map((c) => c.name).join(', '),
      lateFeeRulePaise: installment.lateFeePaise,
    }));
  return { plan, planFixed: fixed, dues };
}
