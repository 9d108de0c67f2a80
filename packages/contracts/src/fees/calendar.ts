/** The academic year runs April to March: months 4..12 of the start year, then 1..3 of the next. */
export const academicMonthOrder = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3] as const;

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The calendar year of a month (1–12) inside the academic year that starts in `startYear`. */
export function yearOfMonth(startYear: number, month: number): number {
  return month >= 4 ? startYear : startYear + 1;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** YYYY-MM-DD of a last submission day (1–31) in a month, clamped to the month's length. */
export function dueDateIn(year: number, month: number, day: number): string {
  const clamped = Math.min(Math.max(1, day), daysInMonth(year, month));
  return `${year}-${pad(month)}-${pad(clamped)}`;
}

/** The academic year a session starting on `startDate` (YYYY-MM-DD) belongs to. */
export function academicStartYear(startDate: string): number {
  const year = Number(startDate.slice(0, 4));
  const month = Number(startDate.slice(5, 7));
  return month >= 4 ? year : year - 1;
}

/** "2026-27". */
export function academicYearLabel(startYear: number): string {
  return `${startYear}-${pad((startYear + 1) % 100)}`;
}

/** Selected months (1–12) in academic order, without repeats; all 12 when none are given. */
export function orderedMonths(months: readonly number[]): number[] {
  const chosen = new Set(months);
  if (chosen.size === 0) return [...academicMonthOrder];
  return academicMonthOrder.filter((month) => chosen.has(month));
}

export const pad = (value: number) => String(value).padStart(2, '0');
