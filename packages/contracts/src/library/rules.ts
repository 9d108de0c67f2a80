import type { Paise } from '../core/money.ts';

/** Pure rules of the library: late days, the fine, overdue, the parent's status text. */

const dayMs = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);

/** Whole days a book came back after its due date (0 when on time or early). */
export function lateDays(dueDate: string, returnedOn: string): number {
  return Math.max(0, dayNumber(returnedOn) - dayNumber(dueDate));
}

export interface FineTerms {
  dueDate: string;
  /** The day the book came back (or today, for a book still out). */
  returnedOn: string;
  /** The school's fine per late day, in paise. */
  finePerDayPaise: Paise;
}

/** The fine of a loan: late days × the school's fine per day, in paise. */
export function libraryFinePaise(terms: FineTerms): Paise {
  return lateDays(terms.dueDate, terms.returnedOn) * terms.finePerDayPaise;
}

/** A book still out is overdue from the day after its due date. */
export const isOverdue = (dueDate: string, today: string) => today > dueDate;

/** YYYY-MM-DD as the screens write it: DD-MM-YYYY. */
export const screenDate = (date: string) => date.split('-').reverse().join('-');

/** The parent's Status column (spec: 'issue' or 'submitted on {date}'). */
export function bookStatusText(book: {
  is_submitted: boolean;
  submitted_date: string | null;
}): string {
  return book.is_submitted && book.submitted_date
    ? `submitted on ${screenDate(book.submitted_date)}`
    : 'issue';
}
