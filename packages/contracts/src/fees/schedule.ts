import type { Paise } from '../core/money.ts';
import { allocateByWeight } from './allocate.ts';
import {
  academicYearLabel,
  dueDateIn,
  monthNames,
  orderedMonths,
  pad,
  yearOfMonth,
} from './calendar.ts';
import type { FeeComponent, FeePlan, PlanFigures } from './plan-totals.ts';

/** First month of each quarter and half of the academic year. */
const quarterStarts = [4, 7, 10, 1] as const;
const halfStarts = [4, 10] as const;

/** One instalment of a plan before concessions. */
export interface PlannedInstallment {
  /** Stable across recomputations: `2026-27:monthly:04`, `2026-27:quarterly:1`, `…:enrollment`. */
  key: string;
  label: string;
  plan: FeePlan;
  /** Last submission date (YYYY-MM-DD): a late fee applies only after it. */
  dueDate: string;
  amountPaise: Paise;
  /** The instalment's share of each fee type; adds up to `amountPaise`. */
  breakdown: FeeComponent[];
}

interface Period {
  id: string;
  label: string;
  month: number;
}

function periodsOf(plan: FeePlan, months: readonly number[], startYear: number): Period[] {
  const named = (month: number) => `${monthNames[month - 1]} ${yearOfMonth(startYear, month)}`;
  if (plan === 'monthly')
    return orderedMonths(months).map((m) => ({ id: pad(m), label: named(m), month: m }));
  if (plan === 'quarterly')
    return quarterStarts.map((m, i) => ({
      id: String(i + 1),
      label: `Quarter ${i + 1}`,
      month: m,
    }));
  if (plan === 'semestral')
    return halfStarts.map((m, i) => ({ id: String(i + 1), label: `Semester ${i + 1}`, month: m }));
  return [{ id: '1', label: 'One Time', month: 4 }];
}

/**
 * The instalments of a plan in the academic year starting April `startYear`: an enrollment
 * instalment first when there is one, then one per period, due on the last submission day.
 */
export function planInstallments(args: {
  plan: FeePlan;
  figures: PlanFigures;
  months: readonly number[];
  startYear: number;
  lastSubmissionDay: number;
}): PlannedInstallment[] {
  const { plan, figures, startYear, lastSubmissionDay } = args;
  const year = academicYearLabel(startYear);
  const weights = figures.netByFeeType.map((c) => c.amountPaise);
  const share = (amount: Paise): FeeComponent[] =>
    allocateByWeight(amount, weights).map((part, i) => ({
      feeTypeId: figures.netByFeeType[i]!.feeTypeId,
      amountPaise: part,
    }));
  const periods = periodsOf(plan, args.months, startYear);
  const dueOf = (month: number) =>
    dueDateIn(yearOfMonth(startYear, month), month, lastSubmissionDay);
  const rows = periods.map((period, i) => ({
    key: `${year}:${plan}:${period.id}`,
    label: period.label,
    plan,
    dueDate: dueOf(period.month),
    amountPaise: figures.installments[i]!,
    breakdown: share(figures.installments[i]!),
  }));
  if (figures.enrollmentPaise === 0) return rows;
  const enrollment: PlannedInstallment = {
    key: `${year}:${plan}:enrollment`,
    label: 'Enrollment',
    plan,
    dueDate: dueOf(periods[0]!.month),
    amountPaise: figures.enrollmentPaise,
    breakdown: share(figures.enrollmentPaise),
  };
  return [enrollment, ...rows];
}
