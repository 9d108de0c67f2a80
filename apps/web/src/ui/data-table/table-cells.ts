import type { TableCell } from './table-csv';

/** Whole numbers that are amounts or counts, not identifiers like mobile numbers (leading zero, 10+ digits). */
const plainNumber = /^-?(0|[1-9]\d{0,8})(\.\d+)?$/;

/** The visible text of a cell: its lines joined by spaces; a plain number as a number. */
export function cellOf(text: string): TableCell {
  const joined = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
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
