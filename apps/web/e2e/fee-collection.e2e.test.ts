import type { Page } from 'playwright-core';
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

describe.skipIf(!checkChromium())('fee collection', () => {
  const { openPage } = journeyBrowser();

  it('the accountant collects a quarterly fee with its late fee and prints the receipt', async () => {
    const { page } = await openPage(desktop);
    await signInAsAdmin(page);
    await page.goto(appUrl(school.subdomain, '/student_fee_payment'));
    await page.getByRole('heading', { level: 1, name: 'Fee Payment' }).waitFor();
    await chooseOption(page, page, 'Class', '5');
    const section = page.getByRole('textbox', { name: 'Section', exact: true });
    if (await section.isVisible()) await chooseOption(page, page, 'Section', 'A');
    await page.getByRole('textbox', { name: 'Student', exact: true }).click();
    await page.getByRole('option').last().click();

    // Quarter 3 (last date 10 October) is unpaid: its ₹200 late fee shows.
    const pay = page.getByRole('checkbox', { name: 'Pay Quarter 3 fee' });
    await pay.waitFor();
    // The whole 44 × 44 px cell around the box takes the tap (its label).
    await expectTapTargets(
      tableRows(page, 'Dues').locator('label:has(input[type="checkbox"])'),
      'the checkboxes of fee rows',
    );
    const row = tableRows(page, 'Dues').filter({ hasText: 'Quarter 3 fee' });
    await expect.poll(() => row.textContent()).toContain('₹200.00');
    await pay.check();
    await page.getByText('Amount To Pay: ₹6,200.00').waitFor();
    await settle(page);
    await saveScreenshot(page, 'fee-collection-counter');

    await page.getByRole('button', { name: 'Take Payment' }).click();
    await page.getByRole('heading', { name: /^Fee Receipt No\. \d+$/ }).waitFor();
    const receipt = page.getByRole('main');
    expect(await receipt.textContent()).toContain('Quarter 3 fee');
    expect(await receipt.textContent()).toContain('₹6,200.00');
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
