import { ImportRefusal } from './import-refusal-reason.ts';
import type { TableLimits } from './table-limits.ts';
import {
  locateWorkbookParts,
  type ReadPart,
  readDateStyles,
  readSharedStrings,
} from './xlsx-parts.ts';
import { readAttribute, readTextAfter, scanTags } from './xml-scan.ts';
import { inflateZipEntry, listZipEntries } from './zip-entries.ts';

interface SheetContext {
  sharedStrings: string[];
  dateStyles: Set<number>;
  date1904: boolean;
}

interface Cell {
  column: number;
  type: string;
  style: number;
  value: string | undefined;
  text: string;
}

/** The column number of a cell reference ("A1" is 1, "XFD1" is 16,384); past `max` refused. */
function columnOf(reference: string, max: number): number {
  const letters = /^[A-Za-z]*/.exec(reference)![0].toUpperCase();
  if (letters === '') throw new ImportRefusal('unreadable');
  if (letters.length > 3) throw new ImportRefusal('tooManyColumns');
  const column = [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
  if (column > max) throw new ImportRefusal('tooManyColumns');
  return column;
}

/** A date cell's serial number as YYYY-MM-DD (Excel counts days from 1899-12-30, or 1904). */
function serialDate(serial: number, date1904: boolean): string | undefined {
  const date = new Date(Math.round((serial - 25_569 + (date1904 ? 1_462 : 0)) * 86_400_000));
  return Number.isFinite(date.getTime()) ? date.toISOString().slice(0, 10) : undefined;
}

/** A cell as text: shared and inline strings, numbers, booleans, dates as YYYY-MM-DD. */
function cellText(cell: Cell, context: SheetContext): string {
  const value = cell.value ?? '';
  switch (cell.type) {
    case 's':
      return context.sharedStrings[Number(value)] ?? '';
    case 'inlineStr':
      return cell.text;
    case 'str':
      return value;
    case 'b':
      return value === '' ? '' : String(value === '1' || value === 'true');
    case 'e':
      return '';
    case 'd':
      return value.slice(0, 10);
  }
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return value;
  if (context.dateStyles.has(cell.style))
    return serialDate(number, context.date1904) ?? String(number);
  return String(number);
}

/**
 * The rows of a sheet's XML. A row or column past the import's limits is refused when its
 * tag is read (a sheet's `<dimension>` and sparse row numbers can claim anything), and the
 * rows and cells read are counted, so repeated tags cannot make the reader work on and on.
 */
function readSheetRows(xml: string, context: SheetContext, limits: TableLimits): string[][] {
  const lastRow = limits.maxRows + 1;
  const maxCells = lastRow * limits.maxColumns;
  const table: string[][] = [];
  let row = 0;
  let rowsRead = 0;
  let column = 0;
  let cellsRead = 0;
  let cell: Cell | undefined;
  let phonetic = false;
  const keep = (done: Cell) => {
    const text = cellText(done, context);
    if (text === '') return;
    table[row - 1] ??= [];
    table[row - 1]![done.column - 1] = text;
  };
  for (const tag of scanTags(xml)) {
    if (tag.name === 'row' && !tag.closing) {
      const number = readAttribute(tag.attributes, 'r');
      row = number === undefined ? row + 1 : Number(number);
      if (!Number.isSafeInteger(row) || row < 1) throw new ImportRefusal('unreadable');
      rowsRead += 1;
      if (row > lastRow || rowsRead > lastRow) throw new ImportRefusal('tooManyRows');
      column = 0;
    } else if (tag.name === 'c') {
      if (tag.closing) {
        if (cell) keep(cell);
        cell = undefined;
        continue;
      }
      if (row === 0) throw new ImportRefusal('unreadable');
      const reference = readAttribute(tag.attributes, 'r');
      column = reference ? columnOf(reference, limits.maxColumns) : column + 1;
      if (column > limits.maxColumns) throw new ImportRefusal('tooManyColumns');
      cellsRead += 1;
      if (cellsRead > maxCells) throw new ImportRefusal('tooManyCells');
      const type = readAttribute(tag.attributes, 't') ?? 'n';
      const style = Number(readAttribute(tag.attributes, 's') ?? 0);
      cell = tag.selfClosing ? undefined : { column, type, style, value: undefined, text: '' };
    } else if (tag.name === 'v' && cell && !tag.closing) cell.value = readTextAfter(xml, tag);
    else if (tag.name === 'rPh' && !tag.selfClosing) phonetic = !tag.closing;
    else if (tag.name === 't' && cell && !tag.closing && !phonetic)
      cell.text += readTextAfter(xml, tag);
  }
  return Array.from(table, (line) => Array.from(line ?? [], (text) => text ?? ''));
}

/**
 * The first sheet of an .xlsx as rows of text. Every part is inflated by this reader with a
 * shared cap on the inflated bytes, and exactly those bytes are parsed.
 */
export function readXlsxTable(bytes: Buffer, limits: TableLimits): string[][] {
  const entries = listZipEntries(bytes);
  const budget = { left: limits.maxUnpackedBytes };
  const read: ReadPart = (path) => {
    const entry = entries.get(path);
    return entry && inflateZipEntry(bytes, entry, budget).toString('utf8');
  };
  const parts = locateWorkbookParts(read);
  const sheet = read(parts.sheetPath);
  if (sheet === undefined) throw new ImportRefusal('unreadable');
  const maxStrings = (limits.maxRows + 1) * limits.maxColumns;
  const sharedStrings = parts.sharedStringsPath
    ? readSharedStrings(read(parts.sharedStringsPath) ?? '', maxStrings)
    : [];
  const styles = parts.stylesPath ? read(parts.stylesPath) : undefined;
  const dateStyles = styles ? readDateStyles(styles) : new Set<number>();
  return readSheetRows(sheet, { sharedStrings, dateStyles, date1904: parts.date1904 }, limits);
}
