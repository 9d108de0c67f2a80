import { type Paise, percentOf } from '../core/money.ts';

export const lateFeeTypes = ['amount', 'percentage'] as const;
export const lateFeeApplyTos = ['installment', 'total'] as const;

/** A plan's late fee: an amount (paise) or a percent of the instalment or of the plan's total. */
export interface LateFeeRule {
  type: (typeof lateFeeTypes)[number];
  value: number;
  applyTo: (typeof lateFeeApplyTos)[number];
}

/** The late fee an instalment carries once late: 0 when nothing is owed. */
export function lateFeeAmount(
  rule: LateFeeRule | null,
  dueNowPaise: Paise,
  planFinalTotalPaise: Paise,
): Paise {
  if (!rule || dueNowPaise <= 0) return 0;
  if (rule.type === 'amount') return Math.max(0, rule.value);
  const percent = Math.min(100, Math.max(0, rule.value));
  const base = rule.applyTo === 'total' ? planFinalTotalPaise : dueNowPaise;
  return percentOf(base, percent);
}

/** The late fee on `onDate` (YYYY-MM-DD): only after the last submission date. */
export function lateFeeOn(
  installment: { dueDate: string; lateFeePaise: Paise },
  onDate: string,
): Paise {
  return onDate > installment.dueDate ? installment.lateFeePaise : 0;
}
