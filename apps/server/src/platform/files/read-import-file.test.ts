import { PassThrough } from 'node:stream';
import { importMaxBytes, importMessages } from '@shala/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inlineRow, xlsxOfSheetData } from '../../../test/helpers/xlsx-fixtures.ts';
import { parseImportInWorker } from './parse-import-in-worker.ts';
import { importTableLimits, readImportFile } from './read-import-file.ts';

/** An .xlsx whose one sheet has a header "name" and `count` rows of one tiny inline cell. */
function sheetOfRows(count: number): Buffer {
  const rows = [inlineRow(1, ['name'])];
  for (let n = 0; n < count; n += 1) rows.push(inlineRow(n + 2, ['x']));
  return xlsxOfSheetData(rows.join(''));
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => error.message,
  );

describe('reading an .xlsx upload', () => {
  it('reads a small hand-made sheet', async () => {
    const file = await readImportFile(sheetOfRows(3), ['name']);
    expect(file.rows).toEqual([
      { row: 2, cells: { name: 'x' } },
      { row: 3, cells: { name: 'x' } },
      { row: 4, cells: { name: 'x' } },
    ]);
  });

  it('refuses a file within the upload limit that unpacks to a million rows (60 MB), quickly', async () => {
    const bomb = sheetOfRows(1_000_000);
    expect(bomb.length).toBeLessThan(importMaxBytes);
    const heapBefore = process.memoryUsage().rss;
    const started = performance.now();
    expect(await refusal(readImportFile(bomb, ['name']))).toBe(importMessages.tooLargeUnpacked);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(process.memoryUsage().rss - heapBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('stops reading at the row after the limit', async () => {
    const started = performance.now();
    expect(await refusal(readImportFile(sheetOfRows(20_000), ['name']))).toBe(
      importMessages.tooManyRows,
    );
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});

describe('reading cells as a spreadsheet writes them', () => {
  it('reads shared and rich strings, numbers, booleans, formulas and dates of an Excel workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students');
    sheet.addRow(['Name', 'Mobile', 'Born', 'Fees paid', 'Total', 'Note']);
    sheet.addRow([
      'Asha & Ravi <b>',
      9876500001,
      new Date(Date.UTC(2018, 6, 15)),
      true,
      { formula: '1+1', result: 2 },
      { richText: [{ text: 'two ' }, { text: 'parts', font: { bold: true } }] },
    ]);
    sheet.getCell('C2').numFmt = 'dd/mm/yyyy';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const file = await readImportFile(bytes, [
      'name',
      'mobile',
      'born',
      'fees_paid',
      'total',
      'note',
    ]);
    expect(file.rows).toEqual([
      {
        row: 2,
        cells: {
          name: 'Asha & Ravi <b>',
          mobile: '9876500001',
          born: '2018-07-15',
          fees_paid: 'true',
          total: '2',
          note: 'two parts',
        },
      },
    ]);
  });

  it('reads a workbook written as a stream, whose entries end in data descriptors', async () => {
    const parts: Buffer[] = [];
    const stream = new PassThrough().on('data', (chunk: Buffer) => parts.push(chunk));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
    const sheet = writer.addWorksheet('Staff');
    sheet.addRow(['name']).commit();
    sheet.addRow(['Kavita']).commit();
    await writer.commit();
    const bytes = Buffer.concat(parts);
    expect(bytes.readUInt16LE(6) & 8).toBe(8);
    expect((await readImportFile(bytes, ['name'])).rows).toEqual([
      { row: 2, cells: { name: 'Kavita' } },
    ]);
  });
});

describe('reading a file off the event loop', () => {
  it('refuses a file whose reading outlasts the time limit, and one that outgrows the heap limit', async () => {
    const file = sheetOfRows(3);
    expect(
      await refusal(
        parseImportInWorker(file, ['name'], importTableLimits, { wallMs: 1, heapMb: 256 }),
      ),
    ).toBe('tooDemanding');
    expect(
      await refusal(
        parseImportInWorker(file, ['name'], importTableLimits, { wallMs: 5_000, heapMb: 2 }),
      ),
    ).toBe('tooDemanding');
    // The process is fine and the next file is read.
    expect((await readImportFile(file, ['name'])).rows).toHaveLength(3);
  });

  it('reads two files at once, queues eight, and answers busy beyond them', async () => {
    const file = sheetOfRows(3);
    const answers = await Promise.all(
      Array.from({ length: 11 }, () => refusal(readImportFile(file, ['name']))),
    );
    expect(answers.filter((answer) => answer === 'accepted')).toHaveLength(10);
    expect(answers.at(-1)).toBe(importMessages.busy);
  });
});

describe('reading a CSV upload', () => {
  it('refuses a file of blank lines at the line after the row limit, and a row of commas past the column limit', async () => {
    expect(
      await refusal(readImportFile(Buffer.from(`name${'\n'.repeat(4_000_000)}`), ['name'])),
    ).toBe(importMessages.tooManyRows);
    expect(
      await refusal(readImportFile(Buffer.from(`name${','.repeat(4_000_000)}`), ['name'])),
    ).toBe(importMessages.tooManyColumns);
  });
});
