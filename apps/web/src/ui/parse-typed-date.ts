import { formatDate } from './format-date';

/** A YYYY-MM-DD string, the API's date form. */
export type DateString = string;

/** How a date field shows its day: DD-MM-YYYY, as every date displays (spec §2.7). */
export const dateFieldFormat = 'DD-MM-YYYY';

const typed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A date typed as DD-MM-YYYY or DD/MM/YYYY (the spec's typed form; also with .) as
 * YYYY-MM-DD, or null when it is not a real calendar day.
 */
export function parseTypedDate(text: string): DateString | null {
  const match = typed.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What is wrong with a date outside `min`..`max` (both inclusive), or null when it is within. */
export function dateRangeError(
  value: DateString | null,
  min?: DateString | null,
  max?: DateString | null,
): string | null {
  if (!value) return null;
  if (min && value < min) return `Must be on or after ${formatDate(min)}`;
  if (max && value > max) return `Must be on or before ${formatDate(max)}`;
  return null;
}
