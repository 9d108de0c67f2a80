import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectTapTargets } from './helpers/accessibility';
import { checkChromium } from './helpers/browser';
import {
  chooseOption,
  desktop,
  pageWidth,
  phone,
  signInAtSchool,
  tableRows,
} from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();

const signInAsAdmin = (page: Page) =>
  signInAtSchool(page, school.subdomain, school.user('admin'), 'demo1234', '/dashboard');

/**
 * Picks students of classes 5 to 1 (one fee structure), section by section, until one owes the
 * quarter with its late fee: which students owe it is the demo's spread, not a fixed name.
 */
async function chooseStudentOwing(page: Page, pay: Locator, row: Locator) {
  const field = page.getByRole('textbox', { name: 'Student', exact: true });
  const section = page.getByRole('textbox', { name: 'Section', exact: true });
  for (const className of ['5', '4', '3', '2', '1'])
    for (const sectionName of ['A', 'B']) {
      await chooseOption(page, page, 'Class', className);
      if (await section.isVisible()) await chooseOption(page, page, 'Section', sectionName);
      await field.click();
      const listed = await page
        .getByRole('option')
        .first()
        .waitFor({ timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      const count = listed ? await page.getByRole('option').count() : 0;
      await page.keyboard.press('Escape');
      for (let index = count - 1; index >= 0; index -= 1) {
        await field.click();
        await page.getByRole('option').nth(index).click();
        await settle(page);
        await row.waitFor();
        if ((await pay.isEnabled()) && (await row.textContent())!.includes('₹212.00')) return;
      }
    }
  throw new Error('no student of classes 1 to 5 owes the quarter');
}

describe.skipIf(!checkChromium())('fee collection', () => {
  const { openPage } = journeyBrowser();

  it('the accountant collects a quarterly fee with its late fee and prints the receipt', async () => {
    const { page } = await openPage(desktop);
    await signInAsAdmin(page);
    await page.goto(appUrl(school.subdomain, '/student_fee_payment'));
    await page.getByRole('heading', { level: 1, name: 'Fee Payment' }).waitFor();
    // Quarter 3 (last date 15 October) is past: a student who has not paid it owes its late
    // fee, 2% of the structure's ₹10,600 a quarter for classes 1 to 5. The demo has a few such students.
    const pay = page.getByRole('checkbox', { name: 'Pay Quarter 3', exact: true });
    const row = tableRows(page, 'Dues').filter({ hasText: 'Quarter 3' });
    await chooseStudentOwing(page, pay, row);
    // The whole 44 × 44 px cell around the box takes the tap (its label).
    await expectTapTargets(
      tableRows(page, 'Dues').locator('label:has(input[type="checkbox"])'),
      'the checkboxes of fee rows',
    );
    expect(await row.textContent()).toContain('₹212.00');
    await pay.check();
    await page.getByText('Amount To Pay: ₹10,812.00').waitFor();
    await settle(page);
    await saveScreenshot(page, 'fee-collection-counter');

    await page.getByRole('button', { name: 'Take Payment' }).click();
    await page.getByRole('heading', { name: /^Fee Receipt No\. \d+$/ }).waitFor();
    const receipt = page.getByRole('main');
    expect(await receipt.textContent()).toContain('Quarter 3');
    expect(await receipt.textContent()).toContain('₹10,812.00');
    const pdf = page.getByRole('link', { name: 'PDF' });
    expect(await pdf.getAttribute('href')).toMatch(
      /\/api\/school\/fee_collection\/receipt\/\d+\/pdf$/,
    );
    const status = await page.evaluate(
      async (href) => (await fetch(href!, { credentials: 'include' })).headers.get('content-type'),
      await pdf.getAttribute('href'),
    );
    expect(status).toBe('application/pdf');
    await page.emulateMedia({ media: 'print' });
    await saveScreenshot(page, 'fee-collection-receipt-print');
    await page.emulateMedia({ media: 'screen' });
  });

  it('lists the collections and defaulters on a phone', async () => {
    const { page } = await openPage(phone);
    await signInAsAdmin(page);
    await page.goto(appUrl(school.subdomain, '/fee_collection'));
    await page.getByRole('heading', { level: 1, name: 'Fee Collection' }).waitFor();
    await page.getByText(/\d+ payments/).waitFor();
    await settle(page);
    await saveScreenshot(page, 'fee-collection-list-phone');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await page.goto(appUrl(school.subdomain, '/defaulter_list'));
    await page.getByText(/\d+ students?/).waitFor();
    await settle(page);
    await saveScreenshot(page, 'fee-collection-defaulters-phone');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  });
});
