/**
 * The header of an import file. Kept apart from zod so the server's parse worker, which reads
 * files off the event loop, starts without loading the schemas.
 */

/** Header cells as column names: trimmed, lower case, spaces and dashes as underscores. */
export const normalizeHeader = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Template columns a header lacks (extra columns are ignored). */
export function missingColumns(header: readonly string[], columns: readonly string[]): string[] {
  const present = new Set(header.map(normalizeHeader));
  return columns.filter((column) => !present.has(column));
}

export interface FileRow {
  /** The row's number in the file; the header is row 1. */
  row: number;
  cells: Record<string, string>;
}
