import { strToU8, zipSync } from 'fflate';
import type { ColumnKind } from './table-cells';
import type { TableCell } from './table-csv';
import { workbookStyles, xlsxStyle } from './xlsx-styles';

const xmlHeader = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export interface XlsxSheet {
  /** The list's name: the sheet's name and the title row's. */
  label: string;
  /** Added to the title row when known, e.g. "Defaulter list: Greenwood High". */
  schoolName?: string;
  headers: readonly string[];
  kinds: readonly (ColumnKind | undefined)[];
  rows: readonly (readonly TableCell[])[];
}

function escapeXml(text: string): string {
  return (
    text
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters; Excel refuses the file
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

/** Column letters of a 0-based index: 0 → A, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** Excel's serial day of a DD-MM-YYYY date (days since 30-12-1899), or null when not one. */
export function excelDay(text: string): number | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  if (new Date(utc).getUTCDate() !== day) return null;
  return (utc - Date.UTC(1899, 11, 30)) / 86_400_000;
}

function textXml(ref: string, text: string, style = 0): string {
  const styled = style ? ` s="${style}"` : '';
  return `<c r="${ref}"${styled} t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

function cellXml(cell: TableCell, kind: ColumnKind | undefined, ref: string): string {
  if (typeof cell === 'number') {
    const style = kind === 'money' ? ` s="${xlsxStyle.money}"` : '';
    return `<c r="${ref}"${style}><v>${cell}</v></c>`;
  }
  const day = kind === 'date' ? excelDay(cell) : null;
  if (day !== null) return `<c r="${ref}" s="${xlsxStyle.date}"><v>${day}</v></c>`;
  return textXml(ref, cell);
}

/** "Total" under the first column that is not money, a SUM with its value under each money column. */
function totalsRowXml(sheet: XlsxSheet, row: number, firstRow: number): string {
  const labelColumn = sheet.kinds.findIndex((kind) => kind !== 'money');
  const cells = sheet.kinds.map((kind, c) => {
    const ref = `${columnName(c)}${row}`;
    if (c === labelColumn) return textXml(ref, 'Total', xlsxStyle.bold);
    if (kind !== 'money') return '';
    const paise = sheet.rows.reduce((sum, cells) => {
      const cell = cells[c];
      return typeof cell === 'number' ? sum + Math.round(cell * 100) : sum;
    }, 0);
    const range = `${columnName(c)}${firstRow}:${columnName(c)}${row - 1}`;
    return `<c r="${ref}" s="${xlsxStyle.boldMoney}"><f>SUM(${range})</f><v>${paise / 100}</v></c>`;
  });
  return `<row r="${row}">${cells.join('')}</row>`;
}

function sheetXml(sheet: XlsxSheet): string {
  const title = sheet.schoolName ? `${sheet.label}: ${sheet.schoolName}` : sheet.label;
  const header = sheet.headers.map((text, c) => textXml(`${columnName(c)}2`, text, xlsxStyle.bold));
  const firstRow = 3;
  const body = sheet.rows.map((cells, r) => {
    const row = firstRow + r;
    const xml = cells.map((cell, c) => cellXml(cell, sheet.kinds[c], `${columnName(c)}${row}`));
    return `<row r="${row}">${xml.join('')}</row>`;
  });
  const totals = sheet.kinds.includes('money')
    ? totalsRowXml(sheet, firstRow + sheet.rows.length, firstRow)
    : '';
  const rows = [
    `<row r="1">${textXml('A1', title, xlsxStyle.title)}</row>`,
    `<row r="2">${header.join('')}</row>`,
    ...body,
    totals,
  ];
  return `${xmlHeader}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`;
}

/** Excel limits a sheet name to 31 characters without []:*?/\. */
function sheetName(name: string): string {
  return escapeXml(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
}

/**
 * A one-sheet XLSX workbook: a title row, a header row, the rows (amounts as ₹-formatted
 * numbers, dates as dates) and a totals row under money columns. Loaded only when a list is exported.
 */
export function buildXlsx(sheet: XlsxSheet): Uint8Array {
  const officeRels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const main = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const files: Record<string, string> = {
    '[Content_Types].xml': `${xmlHeader}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${main}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${main}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${main}.styles+xml"/></Types>`,
    '_rels/.rels': `${xmlHeader}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${officeRels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${xmlHeader}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${officeRels}"><sheets><sheet name="${sheetName(sheet.label)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${xmlHeader}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${officeRels}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${officeRels}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': `${xmlHeader}${workbookStyles}`,
    'xl/worksheets/sheet1.xml': sheetXml(sheet),
  };
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([path, xml]) => [path, strToU8(xml)])),
  );
}
