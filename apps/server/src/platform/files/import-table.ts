import {
  type FileRow,
  missingColumns,
  normalizeHeader,
} from '@shala/contracts/core/import-header.ts';
import { ImportRefusal } from './import-refusal-reason.ts';
import { readCsvTable } from './read-csv-table.ts';
import { readXlsxTable } from './read-xlsx-table.ts';
import type { TableLimits } from './table-limits.ts';

/** XLSX files are ZIP archives: they start with the local file header "PK\x03\x04". */
const isZip = (bytes: Buffer) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/**
 * Reads an upload as CSV or XLSX (decided by its bytes), checks the header against the
 * template's columns and answers the non-blank rows with their row numbers (header = 1).
 * Runs in the parse worker; every refusal is an ImportRefusal.
 */
export function readImportRows(
  bytes: Buffer,
  columns: readonly string[],
  limits: TableLimits,
): FileRow[] {
  const table = isZip(bytes) ? readXlsxTable(bytes, limits) : readCsvTable(bytes, limits);
  const header = (table[0] ?? []).map((cell) => normalizeHeader(cell ?? ''));
  const missing = missingColumns(header, columns);
  if (missing.length) throw new ImportRefusal('missingColumns', missing);
  const rows: FileRow[] = [];
  for (let index = 1; index < table.length; index += 1) {
    const line = table[index] ?? [];
    if (line.every((cell) => (cell ?? '').trim() === '')) continue;
    const cells: Record<string, string> = {};
    header.forEach((name, column) => {
      // PostgreSQL text cannot hold NUL; a file may.
      if (name && columns.includes(name))
        cells[name] = (line[column] ?? '').replaceAll(String.fromCharCode(0), '');
    });
    rows.push({ row: index + 1, cells });
    if (rows.length > limits.maxRows) throw new ImportRefusal('tooManyRows');
  }
  if (rows.length === 0) throw new ImportRefusal('empty');
  return rows;
}
