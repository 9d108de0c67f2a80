import { eventMessages, newsMessages } from '@shala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import {
  pageWidth,
  pathIs,
  phone,
  signInAndOpen,
  signInAtSchool,
  tableRows,
} from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();

// Unique per run, so the journey never mistakes an older row for this one.
const run = String(Date.now()).slice(-7);
const eventTitle = `Chess Olympiad ${run}`;
const newsTitle = `Swimming lessons ${run}`;
const newsText =
  'Swimming lessons start next month for classes three to eight at the city pool near the school.';

/** Waits for a toast (or any text) the journey expects. */
const seeText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor();

describe.skipIf(!checkChromium())('events and news: add, edit, delete; home pages', () => {
  const { openPage } = journeyBrowser();

  it('the admin adds, views, edits and deletes an event', async () => {
    const { page, errors } = await openPage();
    await signInAtSchool(page, school.subdomain, school.user('admin'), 'demo1234', '/dashboard');
    const upcoming = page.getByRole('region', { name: 'Upcoming events' });
    await upcoming.getByText('Annual Sports Day').waitFor();
    await page
      .getByRole('region', { name: 'Latest news' })
      .getByText('New school bus route')
      .waitFor();
    await settle(page);
    await saveScreenshot(page, 'events-news-admin-dashboard');

    await page.goto(appUrl(school.subdomain, '/manage_event'));
    const rows = tableRows(page, 'Events');
    // The demo has seven events: the first page shows six, the seventh loads on scroll.
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(6);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => rows.count()).toBe(7);

    // The form: "Add New Event" gives way to "Close"; the contracts' messages first.
    await page.getByRole('button', { name: 'Add New Event' }).click();
    await page.getByRole('button', { name: 'Close' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add New Event' }).count()).toBe(0);
    const form = page.getByRole('form', { name: 'Add Event' });
    await form.getByRole('button', { name: 'ADD' }).click();
    await form.getByText(eventMessages.enterTitle).waitFor();
    await form.getByText(eventMessages.enterFromDate).waitFor();
    await form.getByText(eventMessages.enterToDate).waitFor();
    await form.getByText(eventMessages.enterDescription).waitFor();
    await form.getByLabel(/^Title/).fill(eventTitle);
    // Dates are typed as DD-MM-YYYY or DD/MM/YYYY and shown as DD-MM-YYYY.
    await form.getByLabel(/^From Date/).fill('12-03-2040');
    await form.getByLabel(/^From Date/).press('Tab');
    await form.getByLabel(/^To Date/).fill('10/03/2040');
    await form.getByLabel(/^To Date/).press('Tab');
    await form.getByLabel(/^Description/).fill('Boards for every class in the main hall.');
    // A To Date before the From Date is kept, and the form says what is wrong with it.
    expect(await form.getByLabel(/^From Date/).inputValue()).toBe('12-03-2040');
    expect(await form.getByLabel(/^To Date/).inputValue()).toBe('10-03-2040');
    await form.getByText('Must be on or after 12-03-2040').waitFor();
    await form.getByRole('button', { name: 'ADD' }).click();
    await form.getByText(eventMessages.toBeforeFrom).waitFor();
    await form.getByLabel(/^To Date/).fill('13/03/2040');
    await form.getByLabel(/^To Date/).press('Tab');
    await saveScreenshot(page, 'events-add-form');
    await form.getByRole('button', { name: 'ADD' }).click();
    await seeText(page, eventMessages.created);
    await form.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add New Event' }).waitFor();
    const row = rows.filter({ hasText: eventTitle });
    await row.waitFor();
    expect(await row.textContent()).toContain('12-03-204013-03-2040');
    await settle(page);
    await saveScreenshot(page, 'events-list');

    // The read-only popup.
    await row.getByRole('button', { name: `View event ${eventTitle}` }).click();
    const details = page.getByRole('dialog', { name: 'Event Details' });
    await details.getByText('Boards for every class in the main hall.').waitFor();
    await details.getByText('13-03-2040').waitFor();
    await settle(page);
    await saveScreenshot(page, 'events-details', { fullPage: false });
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // Edit: the form loads the event; UPDATE closes it.
    await row.getByRole('button', { name: `Edit event ${eventTitle}` }).click();
    const editForm = page.getByRole('form', { name: 'Edit Event' });
    expect(await editForm.getByLabel(/^Title/).inputValue()).toBe(eventTitle);
    expect(await editForm.getByLabel(/^To Date/).inputValue()).toBe('13-03-2040');
    await editForm.getByLabel(/^Title/).fill(`${eventTitle} (finals)`);
    await editForm.getByRole('button', { name: 'UPDATE' }).click();
    await seeText(page, eventMessages.updated);
    await editForm.waitFor({ state: 'detached' });
    const edited = rows.filter({ hasText: `${eventTitle} (finals)` });
    await edited.waitFor();

    // Delete, after the confirm modal's Yes.
    await edited.getByRole('button', { name: `Delete event ${eventTitle} (finals)` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete event' });
    await settle(page);
    await saveScreenshot(page, 'events-delete-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await seeText(page, eventMessages.deleted);
    await edited.waitFor({ state: 'detached' });
    await expect.poll(() => rows.count()).toBe(7);

    // /add_event is the same screen with the form open.
    await page.goto(appUrl(school.subdomain, '/add_event'));
    await page.getByRole('form', { name: 'Add Event' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the admin adds, edits and deletes a news item in the rich-text editor', async () => {
    const { page, errors } = await openPage();
    await signInAndOpen(page, school.subdomain, school.user('admin'), 'demo1234', '/add_news');
    const form = page.getByRole('form', { name: 'Add News' });
    const editor = form.getByRole('textbox', { name: /^Description/ });
    await editor.waitFor();
    await form.getByLabel(/^Title/).fill('');
    await form.getByRole('button', { name: 'ADD' }).click();
    await form.getByText(newsMessages.enterTitle).waitFor();
    await form.getByText(newsMessages.enterDescription).waitFor();

    await form.getByLabel(/^Title/).fill(newsTitle);
    await form.getByLabel(/^Date/).fill('05/01/2040');
    await form.getByLabel(/^Date/).press('Tab');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('Swimming lessons');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(newsText.slice('Swimming lessons'.length));
    await editor.locator('strong', { hasText: 'Swimming lessons' }).waitFor();
    await saveScreenshot(page, 'news-add-form');
    await form.getByRole('button', { name: 'ADD' }).click();
    await seeText(page, newsMessages.created);

    // The list: newest first, the description cut at a word boundary within 50 characters.
    await page.waitForURL(pathIs('/manage_news'));
    const rows = tableRows(page, 'News');
    const row = rows.filter({ hasText: newsTitle });
    await row.waitFor();
    expect(await rows.first().textContent()).toContain(newsTitle);
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('05-01-2040');
    expect(await row.getByRole('cell').nth(2).textContent()).toBe(
      'Swimming lessons start next month for classes…',
    );
    await page.getByRole('link', { name: 'Back' }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'news-list');

    // The full text, formatted.
    await row.getByRole('button', { name: `View news ${newsTitle}` }).click();
    const details = page.getByRole('dialog', { name: newsTitle });
    await details.locator('strong', { hasText: 'Swimming lessons' }).waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // Edit: /add_news receives the item as navigation state and fills the form from it.
    await row.getByRole('button', { name: `Edit news ${newsTitle}` }).click();
    await page.waitForURL(pathIs('/add_news'));
    const editForm = page.getByRole('form', { name: 'Edit News' });
    expect(await editForm.getByLabel(/^Title/).inputValue()).toBe(newsTitle);
    expect(await editForm.getByLabel(/^Date/).inputValue()).toBe('05-01-2040');
    const editEditor = editForm.getByRole('textbox', { name: /^Description/ });
    await editEditor.locator('strong', { hasText: 'Swimming lessons' }).waitFor();
    await editForm.getByLabel(/^Title/).fill(`${newsTitle} (updated)`);
    await editEditor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Bring a cap.');
    await saveScreenshot(page, 'news-edit-form');
    await editForm.getByRole('button', { name: 'UPDATE' }).click();
    await seeText(page, newsMessages.updated);
    await page.waitForURL(pathIs('/manage_news'));
    const edited = rows.filter({ hasText: `${newsTitle} (updated)` });
    await edited.waitFor();

    // Delete, after the confirm modal's Yes.
    await edited.getByRole('button', { name: `Delete news ${newsTitle} (updated)` }).click();
    await page
      .getByRole('dialog', { name: 'Delete news' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await seeText(page, newsMessages.deleted);
    await edited.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('staff and parents read upcoming events and news on their home pages, also on a phone', async () => {
    for (const [username, home] of [
      [school.user('teacher'), '/staff_dashboard'],
      [school.user('parent'), '/parent_dashboard'],
    ] as const) {
      const { page, errors } = await openPage(phone);
      await signInAtSchool(page, school.subdomain, username, 'demo1234', home);
      await page
        .getByRole('region', { name: 'Upcoming events' })
        .getByText('Annual Sports Day')
        .waitFor();
      const news = page.getByRole('region', { name: 'Latest news' });
      await news.locator('strong', { hasText: 'new bus route' }).waitFor();
      await settle(page);
      await saveScreenshot(page, `events-news-${home.slice(1)}-phone`);
      expect(await pageWidth(page)).toBeLessThanOrEqual(phone.viewport.width);

      // Readers see the lists with View only.
      await page.goto(appUrl(school.subdomain, '/manage_event'));
      await tableRows(page, 'Events').first().waitFor();
      expect(await page.getByRole('button', { name: 'Add New Event' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Edit event/ }).count()).toBe(0);
      await page.goto(appUrl(school.subdomain, '/manage_news'));
      await tableRows(page, 'News').first().waitFor();
      expect(await page.getByRole('button', { name: /^Delete news/ }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Back', exact: true }).count()).toBe(0);
      await settle(page);
      await saveScreenshot(page, `news-list-${home.slice(1)}-phone`);
      expect(await pageWidth(page)).toBeLessThanOrEqual(phone.viewport.width);
      expect(errors).toEqual([]);
    }
  });
});
