/** A cell as read from the table: its text, or a number when it is a plain one. */
export type TableCell = string | number;

/** Excel reads a file without a byte-order mark as the local code page, not UTF-8. */
const byteOrderMark = '\uFEFF';

/** Spreadsheets run a cell that starts like this as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

function csvField(cell: TableCell): string {
  if (typeof cell === 'number') return String(cell);
  const safe = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 CSV (CRLF, quoted where needed) with a BOM, so Excel opens it as UTF-8. */
export function buildCsv(
  headers: readonly string[],
  rows: readonly (readonly TableCell[])[],
): string {
  const lines = [headers, ...rows].map((cells) => cells.map(csvField).join(','));
  return `${byteOrderMark}${lines.join('\r\n')}\r\n`;
}
