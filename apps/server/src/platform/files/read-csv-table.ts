import { ImportRefusal } from './import-refusal-reason.ts';
import type { TableLimits } from './table-limits.ts';

const quote = 34;
const lineFeed = 10;
const carriageReturn = 13;

/**
 * A CSV file as rows of text (RFC 4180, leniently: a quote inside an unquoted field is kept,
 * rows may differ in length). The row and column limits are checked at every field and line
 * end, so a file of blank lines or of commas is refused as soon as it passes them. Written here
 * rather than taken from a library because csv-parse needed seconds for 5 MB.
 */
export function readCsvTable(bytes: Buffer, limits: TableLimits): string[][] {
  const text = bytes.toString('utf8').replace(/^\ufeff/, '');
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  // Spreadsheets in many locales save "CSV" with semicolons.
  const delimiter = (firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',').charCodeAt(0);
  const length = text.length;
  const boundaryFrom = (from: number) => {
    let at = from;
    while (at < length) {
      const code = text.charCodeAt(at);
      if (code === delimiter || code === lineFeed || code === carriageReturn) break;
      at += 1;
    }
    return at;
  };
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  for (;;) {
    let field = '';
    if (text.charCodeAt(at) === quote) {
      let from = at + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) throw new ImportRefusal('unreadable');
        field += text.slice(from, close);
        from = close + 1;
        if (text.charCodeAt(from) !== quote) break;
        field += '"';
        from += 1;
      }
      at = boundaryFrom(from);
      field += text.slice(from, at);
    } else {
      const end = boundaryFrom(at);
      field = text.slice(at, end);
      at = end;
    }
    row.push(field);
    if (row.length > limits.maxColumns) throw new ImportRefusal('tooManyColumns');
    if (at < length && text.charCodeAt(at) === delimiter) {
      at += 1;
      continue;
    }
    rows.push(row);
    if (rows.length > limits.maxRows + 1) throw new ImportRefusal('tooManyRows');
    row = [];
    if (text.charCodeAt(at) === carriageReturn && text.charCodeAt(at + 1) === lineFeed) at += 1;
    at += 1;
    if (at >= length) return rows;
  }
}
