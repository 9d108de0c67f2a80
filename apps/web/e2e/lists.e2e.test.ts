import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { desktop, pageWidth, signInAtSchool, tableRows } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();

/** A 390 px phone (the width the shared list screens are checked at). */
const phone390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const lists = [
  { url: '/student', table: 'Students' },
  { url: '/user_list', table: 'Staff users' },
  { url: '/manage_event', table: 'Events' },
  { url: '/manage_news', table: 'News' },
];

async function openList(page: Page, url: string, table: string) {
  await page.goto(appUrl(school.subdomain, url));
  await tableRows(page, table).first().waitFor();
  await settle(page);
}

describe.skipIf(!checkChromium())('shared list screens: phone cards, print, export', () => {
  const { openPage } = journeyBrowser();

  for (const [size, options] of [
    ['phone', phone390],
    ['desktop', desktop],
  ] as const) {
    it(`every list shows all its columns on a ${size}, light and dark, and prints`, async () => {
      const { page, errors } = await openPage(options);
      await signInAtSchool(page, school.subdomain, school.user('admin'), 'demo1234', '/dashboard');
      for (const scheme of ['light', 'dark'] as const) {
        if (scheme === 'dark') {
          await page.getByRole('switch', { name: 'Dark mode' }).click({ force: true });
          await page.waitForTimeout(700);
        }
        for (const { url, table } of lists) {
          await openList(page, url, table);
          expect(await pageWidth(page)).toBeLessThanOrEqual(options.viewport.width);
          await saveScreenshot(
            page,
            `lists-${table.toLowerCase().replace(' ', '-')}-${size}-${scheme}`,
            {
              fullPage: size === 'desktop',
            },
          );
        }
      }
      await page.getByRole('switch', { name: 'Dark mode' }).click({ force: true });
      await page.waitForTimeout(700);
      await openList(page, '/student', 'Students');
      await page.emulateMedia({ media: 'print' });
      await expect.poll(() => page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      // The school's name heads the printed page; the menus and buttons are gone.
      await expect.poll(() => page.locator('[data-print-only]').textContent()).toBe(school.name);
      await expect.poll(() => page.locator('[data-print-only]').isVisible()).toBe(true);
      expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
      await saveScreenshot(page, `lists-students-${size}-print`);
      await page.emulateMedia({ media: 'screen' });
      expect(errors).toEqual([]);
    }, 240_000);
  }

  it('exports every row of the students list as CSV and XLSX', async () => {
    const { page, errors } = await openPage({ ...phone390, acceptDownloads: true });
    await signInAtSchool(page, school.subdomain, school.user('admin'), 'demo1234', '/dashboard');
    await openList(page, '/student', 'Students');

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
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    expect(errors).toEqual([]);
  });
});
