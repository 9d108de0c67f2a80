import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { signInAndOpen, tableRows } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { checkEveryList, phone390 } from './helpers/list-screens';

const school = journeySchool();

describe.skipIf(!checkChromium())('shared list screens on a phone: cards, print, export', () => {
  const { openPage } = journeyBrowser();

  it(
    'every list shows all its columns on a phone, light and dark, and prints',
    () => checkEveryList(openPage, school, 'phone', phone390),
    240_000,
  );

  it('exports every row of the students list as CSV and XLSX', async () => {
    const { page, errors } = await openPage({ ...phone390, acceptDownloads: true });
    await signInAndOpen(page, school.subdomain, school.user('admin'), 'demo1234', '/student');
    await tableRows(page, 'Students').first().waitFor();

    await page.getByRole('button', { name: 'Export Students' }).click();
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await csvDownload.path())!, 'utf8');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFStudent,Class,Roll No.,Gender,Parent,Mobile,Status');
    // Every page of the list, not only the first one loaded on screen.
    expect(lines.length - 1).toBe(await tableRows(page, 'Students').count());
    expect(lines.length - 1).toBeGreaterThan(20);

    await page.getByRole('button', { name: 'Export Students' }).click();
    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
    ]);
    expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
    const xlsx = await readFile((await xlsxDownload.path())!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.length));
    const sheet = workbook.worksheets[0]!;
    // A title row naming the list and the school, then the headers and every row.
    expect(sheet.getCell('A1').value).toBe(`Students: ${school.name}`);
    expect(sheet.getCell('A2').value).toBe('Student');
    expect(sheet.rowCount).toBe(lines.length + 1);
    expect(errors).toEqual([]);
  });
});
