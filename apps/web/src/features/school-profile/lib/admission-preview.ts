import {
  type DataOf,
  formatAdmissionNumber,
  type getRegistrationFormat,
  type RegistrationFormat,
  type RegistrationFormatBody,
} from '@shala/contracts';

/** The saved format as the server answers it, with its next number. */
export type SavedRegistrationFormat = DataOf<typeof getRegistrationFormat>;

/** A draft of the form that passed the contracts' schema. */
export type DraftRegistrationFormat = RegistrationFormatBody;

const asFormat = (draft: DraftRegistrationFormat): RegistrationFormat => ({
  prefix: draft.prefix,
  includeYear: draft.include_year,
  separator: draft.separator,
  digits: draft.digits,
});

/**
 * The counter the saved format issues next, read back from the server's `next_number`
 * (prefix, year and separators stripped); null when the text does not fit the format.
 */
export function readNextCounter(saved: SavedRegistrationFormat): number | null {
  const head = [saved.prefix.trim(), saved.include_year ? String(saved.year) : '']
    .filter((part) => part !== '')
    .map((part) => part + saved.separator)
    .join('');
  if (!saved.next_number.startsWith(head)) return null;
  const rest = saved.next_number.slice(head.length);
  return /^\d+$/.test(rest) ? Number(rest) : null;
}

/**
 * The number the draft would issue first. Within the same counter (the year shown or not,
 * as saved) numbers already issued are never reused, so it is at least the saved next
 * number; a counter of its own (year switched on or off) starts at "start from".
 */
export function firstDraftNumber(
  draft: DraftRegistrationFormat,
  saved: SavedRegistrationFormat,
): number {
  const next = readNextCounter(saved);
  const sameCounter = draft.include_year === Boolean(saved.include_year);
  // A next number equal to the saved start means nothing was issued above it yet.
  if (!sameCounter || next === null || next <= saved.start_from) return draft.start_from;
  return Math.max(next, draft.start_from);
}

/** The next `count` admission numbers the draft would give, e.g. GW/2026/0008, GW/2026/0009. */
export function previewAdmissionNumbers(
  draft: DraftRegistrationFormat,
  saved: SavedRegistrationFormat,
  count = 3,
): string[] {
  const first = firstDraftNumber(draft, saved);
  return Array.from({ length: count }, (_, index) =>
    formatAdmissionNumber(asFormat(draft), saved.year, first + index),
  );
}
