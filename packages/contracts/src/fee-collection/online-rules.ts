import { paiseToRupees, sumPaise } from '../core/money.ts';
import type { PaymentPlanMode } from './online-schemas.ts';

const planModes: readonly string[] = ['monthly', 'quarterly', 'semestral', 'oneTime'];

/**
 * The status page's plan of a due, from its key (`2026-27:quarterly:1` → quarterly). A due
 * outside the four plans (a posted charge: hostel, transport, a fine) is paid once: oneTime.
 */
export function planModeOf(dueKey: string): PaymentPlanMode {
  const plan = dueKey.split(':')[1] ?? '';
  return (planModes.includes(plan) ? plan : 'oneTime') as PaymentPlanMode;
}

/** An invoice's amount: every line's amount and late fee, in paise. */
export const invoiceTotalPaise = (
  lines: readonly { amountPaise: number; lateFeePaise: number }[],
) => sumPaise(lines.map((line) => line.amountPaise + line.lateFeePaise));

/** The wire amount of an invoice line. */
export const lineTotalRupees = (line: { amountPaise: number; lateFeePaise: number }) =>
  paiseToRupees(line.amountPaise + line.lateFeePaise);
