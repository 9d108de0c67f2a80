import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildXlsx, excelDay } from './table-xlsx';
import { dateFormat, moneyFormat } from './xlsx-styles';

const feeList = buildXlsx({
  label: 'Defaulter list',
  schoolName: 'Greenwood High',
  headers: ['Name', 'Due date', 'Roll No.', 'Due', 'Paid'],
  kinds: [undefined, 'date', undefined, 'money', 'money'],
  rows: [
    ['A & <B>', '15-04-2026', 3, 10600, 'N/A'],
    ['Ravi', '15-07-2026', 4, 212.5, 1000.1],
  ],
});

/** Reads the workbook back with a real spreadsheet reader. */
async function readSheet(file: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.slice().buffer);
  return workbook.worksheets[0]!;
}

describe('buildXlsx', () => {
  it('writes one styled sheet named after the list', () => {
    const files = unzipSync(feeList);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="Defaulter list"');
    expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toContain(
      '<t xml:space="preserve">A &amp; &lt;B&gt;</t>',
    );
  });

  it('starts with a title row naming the list and the school, then the headers', async () => {
    const sheet = await readSheet(feeList);
    expect(sheet.getCell('A1').value).toBe('Defaulter list: Greenwood High');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Name',
      'Due date',
      'Roll No.',
      'Due',
      'Paid',
    ]);
  });

  it('writes amounts as ₹-formatted numbers and dates as DD-MM-YYYY dates', async () => {
    const sheet = await readSheet(feeList);
    expect(sheet.getCell('D3').value).toBe(10600);
    expect(sheet.getCell('D3').numFmt).toBe(moneyFormat);
    expect(sheet.getCell('B3').value).toEqual(new Date(Date.UTC(2026, 3, 15)));
    expect(sheet.getCell('B3').numFmt).toBe(dateFormat);
    expect(sheet.getCell('C3').value).toBe(3);
    expect(sheet.getCell('E3').value).toBe('N/A');
  });

  it('ends with a totals row: a SUM under each money column, with its value', async () => {
    const sheet = await readSheet(feeList);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getCell('A5').value).toBe('Total');
    expect(sheet.getCell('D5').value).toEqual({ formula: 'SUM(D3:D4)', result: 10812.5 });
    expect(sheet.getCell('E5').value).toEqual({ formula: 'SUM(E3:E4)', result: 1000.1 });
    expect(sheet.getCell('D5').numFmt).toBe(moneyFormat);
    expect(sheet.getCell('B5').value).toBeNull();
  });

  it('adds no totals row to a list without money, and keeps a non-date text as text', async () => {
    const sheet = await readSheet(
      buildXlsx({
        label: 'Students',
        headers: ['Name', 'Joined'],
        kinds: [undefined, 'date'],
        rows: [['Asha', 'N/A']],
      }),
    );
    expect(sheet.getCell('A1').value).toBe('Students');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('B3').value).toBe('N/A');
  });
});

describe('excelDay', () => {
  it('counts days from 30-12-1899 and refuses what is not a calendar day', () => {
    expect(excelDay('01-01-1900')).toBe(2);
    expect(excelDay('27-11-2026')).toBe(46353);
    expect(excelDay('31-02-2026')).toBeNull();
    expect(excelDay('2026-11-27')).toBeNull();
  });
});
