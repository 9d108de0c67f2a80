import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

const csvCell = (value: string) =>
  /[",\r\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The header and one example row as CSV text (UTF-8 with a BOM, so Excel reads it right). */
export function templateCsv(columns: readonly string[], example: Record<string, string>): Buffer {
  const lines = [columns.join(','), columns.map((c) => csvCell(example[c] ?? '')).join(',')];
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The same as an XLSX workbook; every column is text, so Excel keeps dates and mobiles as typed. */
export async function templateXlsx(
  sheetName: string,
  columns: readonly string[],
  example: Record<string, string>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: column,
    key: column,
    width: Math.max(14, column.length + 4),
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(example);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a template as a download. */
export async function sendTemplate(
  reply: FastifyReply,
  name: string,
  format: 'csv' | 'xlsx',
  columns: readonly string[],
  example: Record<string, string>,
): Promise<null> {
  const body =
    format === 'csv' ? templateCsv(columns, example) : await templateXlsx(name, columns, example);
  reply
    .header(
      'content-type',
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .header('content-disposition', `attachment; filename="${name}-import-template.${format}"`)
    .header('cache-control', 'no-store')
    .send(body);
  return null;
}
