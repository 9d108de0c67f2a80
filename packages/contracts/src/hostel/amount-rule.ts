import { type Paise, sumPaise } from '../core/money.ts';
import { academicMonthOrder, dueDateIn, monthNames, yearOfMonth } from '../fees/calendar.ts';

/**
 * The hostel fee rule (§9): a month of the academic year ('YYYY-MM') is due on its last day of
 * submission (1 to 30, clamped to the month's length). Amount To Pay = selected months × the
 * monthly amount, plus the late fee for each selected month whose last day is before the
 * payment date: every selected month before the payment month, and the payment month itself
 * only when paid after its last day (paying on or before it subtracts that month's late fee
 * from the count). The total is never below 0.
 */
export interface HostelFeeTerms {
  monthlyPaise: Paise;
  lateFeePaise: Paise;
  /** 1 to 30. */
  lastDay: number;
}

export interface HostelMonthLine {
  month: string;
  dueDate: string;
  amountPaise: Paise;
  lateFeePaise: Paise;
}

export interface HostelAmountToPay {
  lines: HostelMonthLine[];
  /** Months × the monthly amount (the spec's due_amount). */
  duePaise: Paise;
  /** The late fees of the late months (the spec's late_fee). */
  lateFeePaise: Paise;
  /** Amount To Pay (the spec's paid_amount). */
  totalPaise: Paise;
}

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isHostelMonth = (value: string) => monthPattern.test(value);

/** The twelve months ('YYYY-MM') of the academic year starting in April of `startYear`. */
export function academicMonths(startYear: number): string[] {
  return academicMonthOrder.map(
    (month) => `${yearOfMonth(startYear, month)}-${String(month).padStart(2, '0')}`,
  );
}

/** The month's last day of submission as a date (day clamped to the month's length). */
export const hostelDueDate = (month: string, lastDay: number): string =>
  dueDateIn(Number(month.slice(0, 4)), Number(month.slice(5, 7)), lastDay);

/** Months in academic (calendar) order, each once. */
export const inAcademicOrder = (months: readonly string[]) => [...new Set(months)].sort();

/** "April 2026" for '2026-04'. */
export function monthLabel(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** Amount To Pay for the selected months on the payment date (YYYY-MM-DD). */
export function hostelAmountToPay(
  terms: HostelFeeTerms,
  months: readonly string[],
  paymentDate: string,
): HostelAmountToPay {
  const lines = inAcademicOrder(months).map((month) => {
    const dueDate = hostelDueDate(month, terms.lastDay);
    return {
      month,
      dueDate,
      amountPaise: terms.monthlyPaise,
      lateFeePaise: paymentDate > dueDate ? terms.lateFeePaise : 0,
    };
  });
  const duePaise = sumPaise(lines.map((line) => line.amountPaise));
  const lateFeePaise = sumPaise(lines.map((line) => line.lateFeePaise));
  return { lines, duePaise, lateFeePaise, totalPaise: Math.max(0, duePaise + lateFeePaise) };
}
