import type { TableCell } from './table-csv';

/** What a column holds, declared on the column: money exports as a number, a date as a date. */
export type ColumnKind = 'money' | 'date';

/** Whole numbers that are amounts or counts, not identifiers like mobile numbers (leading zero, 10+ digits). */
const plainNumber = /^-?(0|[1-9]\d{0,8})(\.\d+)?$/;

/** An amount as screens show it: ₹1,23,456.50 or -₹500.00. */
const shownAmount = /^(-?)₹?\s*(-?)(\d[\d,]*(?:\.\d+)?)$/;

function amountOf(text: string): TableCell {
  const match = shownAmount.exec(text);
  if (!match) return text;
  const value = Number(match[3]!.replaceAll(',', ''));
  return match[1] || match[2] ? -value : value;
}

/**
 * The visible text of a cell: its lines joined by spaces; a plain number as a number, an
 * amount of a money column as a number without ₹; a date stays as shown (DD-MM-YYYY).
 */
export function cellOf(text: string, kind?: ColumnKind): TableCell {
  const joined = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
  if (kind === 'money') return amountOf(joined);
  if (kind === 'date') return joined;
  return plainNumber.test(joined) ? Number(joined) : joined;
}

/** A file name from the list's name and today's date, e.g. `students-2026-11-23`. */
export function exportFileName(label: string, extension: string, today = new Date()): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'list';
  return `${base}-${today.toISOString().slice(0, 10)}.${extension}`;
}
