import { addDays, libraryMessages, todayIn } from '@shala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { pageWidth, phone, signInAndOpen, tableRows } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();
const today = todayIn('Asia/Kolkata');
/** A YYYY-MM-DD day as the date fields take it (DD/MM/YYYY) and as the lists show it. */
const typed = (date: string) => date.split('-').reverse().join('/');
const shown = (date: string) => date.split('-').reverse().join('-');

const seeText = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

/** Types into a searchable select and picks the first option naming `text` (at its start). */
async function pick(page: Page, label: RegExp, text: string, option = new RegExp(`^${text}`)) {
  const field = page.getByRole('textbox', { name: label });
  await field.click();
  await field.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/** Picks a status of the issues list (a segmented control: its label takes the click). */
const show = (page: Page, status: string) => page.locator(`label[for$="-${status}"]`).click();

async function typeDate(page: Page, label: RegExp, date: string) {
  const field = page.getByLabel(label);
  await field.fill(typed(date));
  await field.press('Tab');
}

describe.skipIf(!checkChromium())('library: issue, overdue, return with a fine; parents', () => {
  const { openPage } = journeyBrowser();

  it('the librarian issues a book, is stopped by an overdue one, and takes a late book back with a fine', async () => {
    const { page, errors } = await openPage();
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('librarian'),
      'demo1234',
      '/assigned_book',
    );
    const rows = tableRows(page, 'Issued Books');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);

    // The overdue loan of the demo names its borrower: a new issue to them is refused.
    await show(page, 'overdue');
    await expect.poll(() => rows.count()).toBe(1);
    const late = rows.first();
    const overdueName = (await late.getByRole('cell').nth(3).textContent())!.trim();
    const overdueBook = (await late
      .getByRole('cell')
      .nth(0)
      .locator('p')
      .first()
      .textContent())!.trim();
    await settle(page);
    await saveScreenshot(page, 'library-overdue-list');

    const form = page.getByRole('form', { name: 'Issue Book' });
    await pick(page, /^Student/, overdueName);
    await pick(page, /^Book \(accession number\)/, 'Malgudi', / · Malgudi Days /);
    await form.getByRole('button', { name: 'ADD' }).click();
    await seeText(page, new RegExp(`^${overdueName} has an overdue book \\(${overdueBook}, due`));
    await settle(page);
    await saveScreenshot(page, 'library-overdue-refused', { fullPage: false });

    // Another student (one with no overdue book) borrows it, back-dated so it is late today.
    await show(page, 'issued');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    const borrower = (await rows
      .filter({ hasNotText: 'Staff' })
      .first()
      .getByRole('cell')
      .nth(3)
      .textContent())!.trim();
    await form.getByRole('button', { name: 'CLEAR' }).click();
    await pick(page, /^Student/, borrower);
    await pick(page, /^Book \(accession number\)/, 'Malgudi', / · Malgudi Days /);
    await typeDate(page, /^Issue Date/, addDays(today, -20));
    await typeDate(page, /^Due Date/, addDays(today, -6));
    await settle(page);
    await saveScreenshot(page, 'library-issue-form');
    await form.getByRole('button', { name: 'ADD' }).click();
    await seeText(page, libraryMessages.issued);
    const loan = rows
      .filter({ hasText: 'Malgudi Days' })
      .filter({ hasText: borrower })
      .filter({ hasText: shown(addDays(today, -6)) });
    await loan.waitFor();
    expect(await loan.textContent()).toContain('₹12.00');

    // Take it back today: 6 late days at the demo's ₹2 a day.
    await loan.getByRole('button', { name: /^Return Malgudi Days/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Return Book' });
    await dialog.getByText('₹12.00 (₹2.00 a day)').waitFor();
    expect(await dialog.textContent()).toContain('Late Days6');
    await settle(page);
    await saveScreenshot(page, 'library-return', { fullPage: false });
    await dialog.getByRole('button', { name: 'Take Back' }).click();
    await seeText(page, 'Book returned. Fine ₹12.00.');
    await loan.waitFor({ state: 'detached' });

    await show(page, 'returned');
    await page.getByLabel('Search').fill(borrower);
    // The list keeps the issued rows on screen until the returned page arrives: wait for the
    // row that names the borrower and today's return date, not for any Malgudi Days row.
    const back = rows
      .filter({ hasText: 'Malgudi Days' })
      .filter({ hasText: borrower })
      .filter({ hasText: shown(today) })
      // A student's fine goes to the fees ledger: it is collected at the fee counter, not here.
      .filter({ hasText: 'In fees' });
    await back.waitFor();
    expect(await back.getByRole('button', { name: /^Collect fine for/ }).count()).toBe(0);
    await settle(page);
    await saveScreenshot(page, 'library-returned-list');

    // The catalogue: the copy is back on the shelf.
    await page.goto(appUrl(school.subdomain, '/add_book'));
    await page.getByLabel('Search').fill('malgudi');
    const book = tableRows(page, 'Books').filter({ hasText: 'Malgudi Days' });
    await book.waitFor();
    await expect.poll(async () => (await book.textContent())?.includes('2/ 3')).toBe(true);
    await settle(page);
    await saveScreenshot(page, 'library-books');
    expect(errors).toEqual([]);
  });

  it("a parent sees their child's books on a phone, and the librarian's desk fits a phone", async () => {
    const parent = await openPage(phone);
    await signInAndOpen(
      parent.page,
      school.subdomain,
      school.user('parent'),
      'demo1234',
      '/student_book_details',
    );
    const rows = tableRows(parent.page, 'Books Assigned');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(1);
    await rows.filter({ hasText: 'issue' }).first().waitFor();
    await parent.page.getByRole('link', { name: 'Back' }).waitFor();
    await settle(parent.page);
    await saveScreenshot(parent.page, 'library-parent-books-phone');
    expect(await pageWidth(parent.page)).toBeLessThanOrEqual(375);
    expect(parent.errors).toEqual([]);

    const desk = await openPage(phone);
    await signInAndOpen(
      desk.page,
      school.subdomain,
      school.user('librarian'),
      'demo1234',
      '/assigned_book',
    );
    await expect.poll(() => tableRows(desk.page, 'Issued Books').count()).toBeGreaterThanOrEqual(1);
    await settle(desk.page);
    await saveScreenshot(desk.page, 'library-desk-phone');
    expect(await pageWidth(desk.page)).toBeLessThanOrEqual(375);
    expect(desk.errors).toEqual([]);
  });
});
