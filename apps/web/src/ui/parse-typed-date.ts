/** A YYYY-MM-DD string, the API's date form. */
export type DateString = string;

const typed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A date typed as DD/MM/YYYY (also with - or .) as YYYY-MM-DD, or null when it is not a
 * real calendar day or falls outside `min`..`max` (both YYYY-MM-DD, inclusive).
 */
export function parseTypedDate(
  text: string,
  min?: DateString | null,
  max?: DateString | null,
): DateString | null {
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
  const value = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (min && value < min) return null;
  if (max && value > max) return null;
  return value;
}
