import { Readable } from 'node:stream';
import {
  type FileRow,
  importMaxBytes,
  importMaxRows,
  importMessages,
  missingColumns,
  normalizeHeader,
} from '@shala/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../errors.ts';
import { checkUnzippedSize, TooLargeUnpackedError } from './unzipped-size.ts';

const field = 'file';

/** An upload's bytes: the multipart file, else the base64 of a JSON body; bounded. */
export function uploadBytes(file: Buffer | undefined, contentBase64: string | undefined): Buffer {
  const bytes = file ?? Buffer.from((contentBase64 ?? '').replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0) throw badRequest(importMessages.chooseFile, field);
  if (bytes.length > importMaxBytes) throw badRequest(importMessages.tooLarge, field);
  return bytes;
}

/** XLSX files are ZIP archives: they start with the local file header "PK\x03\x04". */
const isZip = (bytes: Buffer) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/** A cell of a sheet as text; dates as YYYY-MM-DD. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

/** An .xlsx unpacks to at most this much XML (10,000 rows of 40 cells fit well within it). */
export const importMaxUnpackedBytes = 50 * 1024 * 1024;

/**
 * The first sheet's rows, streamed: reading stops at the row after the limit, so a file of a
 * million tiny rows is neither unpacked nor parsed whole.
 */
async function readXlsx(bytes: Buffer): Promise<string[][]> {
  await checkUnzippedSize(bytes, importMaxUnpackedBytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: string[][] = [];
  let filled = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
      rows[row.number - 1] = values;
      if (values.some((cell) => cell.trim() !== '')) filled += 1;
      // The header and one row over the limit are enough to refuse.
      if (filled > importMaxRows + 1) throw badRequest(importMessages.tooManyRows, field);
    }
    break;
  }
  return Array.from(rows, (row) => row ?? []);
}

function readCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  // Spreadsheets in many locales save "CSV" with semicolons.
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  return parse(text, {
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  }) as string[][];
}

export interface ImportFile {
  rows: FileRow[];
}

/**
 * Reads an upload as CSV or XLSX (decided by its bytes), checks the header against the
 * template's columns and answers the non-blank rows with their row numbers (header = 1).
 */
export async function readImportFile(
  bytes: Buffer,
  columns: readonly string[],
): Promise<ImportFile> {
  let table: string[][];
  try {
    table = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof TooLargeUnpackedError)
      throw badRequest(importMessages.tooLargeUnpacked, field);
    throw badRequest(importMessages.unreadable, field);
  }
  const header = (table[0] ?? []).map((cell) => normalizeHeader(String(cell ?? '')));
  const missing = missingColumns(header, columns);
  if (missing.length)
    throw new AppError('BAD_REQUEST', `${importMessages.missingColumns}: ${missing.join(', ')}`, [
      { field, message: `${importMessages.missingColumns}: ${missing.join(', ')}` },
    ]);
  const rows: FileRow[] = [];
  for (let index = 1; index < table.length; index += 1) {
    const line = table[index] ?? [];
    if (line.every((cell) => String(cell ?? '').trim() === '')) continue;
    const cells: Record<string, string> = {};
    header.forEach((name, column) => {
      // PostgreSQL text cannot hold NUL; a file may.
      if (name && columns.includes(name))
        cells[name] = String(line[column] ?? '').replaceAll(String.fromCharCode(0), '');
    });
    rows.push({ row: index + 1, cells });
    if (rows.length > importMaxRows) throw badRequest(importMessages.tooManyRows, field);
  }
  if (rows.length === 0) throw badRequest(importMessages.empty, field);
  return { rows };
}
