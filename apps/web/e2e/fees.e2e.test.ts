import { feeMessages } from '@shala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import {
  chooseOption,
  pageWidth,
  pathIs,
  phone,
  signInAndOpen,
  tableRows,
} from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();
const run = String(Date.now()).slice(-6);
const activity = `Activity ${run}`;

const seeText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor();

/** Picks an option of a Mantine select or multi-select by the field's label. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await chooseOption(page, page, label, option);
  await page.keyboard.press('Escape');
}

async function setLateFee(page: Page, plan: string, day: string, fee: string) {
  await page
    .getByRole('heading', { name: `${plan} Payment` })
    .locator('xpath=..')
    .getByRole('button', { name: 'Add/Edit late fee' })
    .click();
  const modal = page.getByRole('dialog', { name: `Add/Edit late fee: ${plan}` });
  await modal.getByRole('button', { name: 'Save' }).click();
  await seeText(page, feeMessages.fixErrors);
  await modal.getByText(feeMessages.selectLastDate).waitFor();
  await modal.getByRole('textbox', { name: /^Last submission date/ }).click();
  await page.getByRole('option', { name: day, exact: true }).click();
  await modal.getByRole('textbox', { name: /^Late fee \(₹\)/ }).fill(fee);
  await modal.getByRole('button', { name: 'Save' }).click();
  await modal.waitFor({ state: 'detached' });
}

describe.skipIf(!checkChromium())(
  'fees: titles and a structure with a discount and a voucher',
  () => {
    const { openPage } = journeyBrowser();

    it('the admin adds a fee title and builds a structure with a discount and a voucher', async () => {
      const { page } = await openPage();
      await signInAndOpen(
        page,
        school.subdomain,
        school.user('admin'),
        'demo1234',
        '/add_fee_title',
      );
      const titles = tableRows(page, 'Fee Titles');
      await titles.filter({ hasText: 'Tuition' }).waitFor();
      await page.getByRole('textbox', { name: /^Fee Title/ }).fill(activity);
      await page.getByRole('button', { name: 'Add' }).click();
      await seeText(page, feeMessages.titleAdded);
      await titles.filter({ hasText: activity }).waitFor();
      await page.getByRole('textbox', { name: /^Fee Title/ }).fill(activity.toUpperCase());
      await page.getByRole('button', { name: 'Add' }).click();
      await seeText(page, feeMessages.titleExists);
      await settle(page);
      await saveScreenshot(page, 'fees-titles');

      await page.goto(appUrl(school.subdomain, '/add_fee_structure'));
      await choose(page, /^Session/, '2025-26');
      await choose(page, /^Classes/, '5');
      await choose(page, /^Fee type 1/, 'Tuition');
      await page.getByRole('textbox', { name: /^Amount 1/ }).fill('30000');
      await page.getByRole('button', { name: 'Add fee type' }).click();
      await choose(page, /^Fee type 2/, 'Tuition');
      await seeText(page, feeMessages.duplicateFeeType);
      await choose(page, /^Fee type 2/, activity);
      await page.getByRole('textbox', { name: /^Amount 2/ }).fill('6000');
      await page.getByText('Total Fees: ₹36,000.00').waitFor();

      await page.getByRole('switch', { name: 'Apply Discount' }).check({ force: true });
      await page.getByRole('textbox', { name: /^Discount name/ }).fill('Merit');
      await page
        .getByRole('textbox', { name: /^Value/ })
        .first()
        .fill('10');
      await page.getByRole('textbox', { name: 'Apply to' }).first().click();
      await page.getByRole('option', { name: 'Tuition', exact: true }).click();
      // Each click of Add discount adds one blank row; a save names the row that is wrong.
      const discountNames = page.getByRole('textbox', { name: /^Discount name/ });
      for (const rows of [2, 3]) {
        await page.getByRole('button', { name: 'Add discount' }).click();
        await expect.poll(() => discountNames.count()).toBe(rows);
        expect(await discountNames.nth(rows - 1).inputValue()).toBe('');
      }
      expect(await discountNames.first().inputValue()).toBe('Merit');
      await page.getByRole('button', { name: 'Save Fee Structure' }).click();
      await seeText(page, `Discount 2: ${feeMessages.enterDiscountName}`);
      await page.getByRole('button', { name: 'Remove discount 3' }).click();
      await page.getByRole('button', { name: 'Remove discount 2' }).click();
      await expect.poll(() => discountNames.count()).toBe(1);
      await page.getByRole('switch', { name: 'Apply Voucher' }).check({ force: true });
      await page.getByRole('textbox', { name: /^Voucher name/ }).fill('Festive');
      await page.locator('label').filter({ hasText: /^₹$/ }).nth(1).click();
      await page
        .getByRole('textbox', { name: /^Value/ })
        .nth(1)
        .fill('1000');
      await page.getByRole('checkbox', { name: 'Quarterly' }).nth(1).check();

      const quarterly = tableRows(page, 'Quarterly payment');
      await quarterly.filter({ hasText: '₹8,000.00' }).waitFor();
      const monthly = tableRows(page, 'Monthly payment');
      await monthly.filter({ hasText: '12 × ₹2,750.00' }).waitFor();

      await page.getByRole('button', { name: 'Select Payment Months' }).click();
      const months = page.getByRole('dialog', { name: 'Select Payment Months' });
      await months.getByRole('checkbox', { name: 'March' }).uncheck();
      await months.getByRole('checkbox', { name: 'February' }).uncheck();
      await months.getByRole('button', { name: 'Save' }).click();
      await seeText(page, feeMessages.monthsSelected(10));
      await monthly.filter({ hasText: '10 × ₹3,300.00' }).waitFor();

      await page.getByRole('button', { name: 'Save Fee Structure' }).click();
      await seeText(page, feeMessages.setLateFee('monthly'));
      for (const plan of ['Monthly', 'Quarterly', 'Semestral'])
        await setLateFee(page, plan, '10', '50');
      await settle(page);
      await saveScreenshot(page, 'fees-structure-form');

      await page.getByRole('button', { name: 'Save Fee Structure' }).click();
      await seeText(page, feeMessages.structureSaved);
      await page.waitForURL(pathIs('/fee_structure_details'));
      await choose(page, /^Session/, '2025-26');
      await page.getByText('Discount Merit: 10% of Tuition').waitFor();
      await page.getByText('Voucher Festive: ₹1,000.00 of total on quarterly').waitFor();
      await settle(page);
      await saveScreenshot(page, 'fees-structure-details');
    }, 240_000);

    it('the structure details and concessions read on a phone', async () => {
      const { page } = await openPage(phone);
      await signInAndOpen(
        page,
        school.subdomain,
        school.user('admin'),
        'demo1234',
        '/fee_structure_details',
      );
      await page.getByText('Tuition: ₹36,000.00').first().waitFor();
      await settle(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(375);
      await saveScreenshot(page, 'fees-details-phone');
      await page.goto(appUrl(school.subdomain, '/fee_concession'));
      await tableRows(page, 'Concession categories').filter({ hasText: 'RTE 25% quota' }).waitFor();
      await tableRows(page, 'Students with concessions').first().waitFor();
      await settle(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(375);
      await saveScreenshot(page, 'fees-concessions-phone');
    });
  },
);
