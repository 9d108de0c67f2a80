import { messageMessages } from '@shala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import {
  chooseOption,
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
import { readLatestMail } from './helpers/read-mail';

const school = journeySchool();

// Unique per run, so the journey never mistakes an older message or mail for this one.
const run = String(Date.now()).slice(-7);
const title = `Sports day ${run}`;
const text = `Sports day is on Friday ${run}. Children come in house colours.`;
const updatedText = `${text} Parents are welcome from 9 am.`;

/** Sending to every parent of the demo school runs in the background; this bounds the wait. */
const sendingMs = 60_000;

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

describe.skipIf(!checkChromium())('messages: write, notify, and read them in the bell', () => {
  const { openPage } = journeyBrowser();

  it('an admin writes to all parents and notifies them; a parent reads it', {
    timeout: 180_000,
  }, async () => {
    const { page, errors } = await openPage();
    await signInAndOpen(page, school.subdomain, school.user('admin'), 'demo1234', '/notification');

    // Add: the contracts' messages first, then a message to every parent.
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByText(messageMessages.enterTitle, { exact: true }).waitFor();
    await page.getByText(messageMessages.chooseAudience).waitFor();
    await page.getByText(messageMessages.enterMessage, { exact: true }).waitFor();
    await page.getByLabel(/^Message Title/).fill(title);
    await chooseOption(page, page, 'Message For', 'Parent');
    expect(await page.getByRole('textbox', { name: 'Search by Name' }).count()).toBe(0);
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByText(messageMessages.chooseParentType).waitFor();
    await chooseOption(page, page, 'Parent Type', 'Father');
    // One father by name, from the users lookup; then back to every parent.
    const person = page.getByRole('textbox', { name: 'Search by Name' });
    await person.fill('Suresh');
    await page.getByRole('option', { name: 'Suresh Iyer' }).first().waitFor();
    await page.keyboard.press('Escape');
    await chooseOption(page, page, 'Parent Type', 'All');
    await page.getByRole('textbox', { name: 'Search by Name' }).waitFor({ state: 'detached' });
    await page.getByLabel(/^Message\W*$/).fill(text);
    await saveScreenshot(page, 'messages-add');
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByText(messageMessages.created).first().waitFor();
    await page.waitForURL(pathIs('/view_notification'));
    const row = tableRows(page, 'Messages').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/\d{2}-\d{2}-\d{4}ParentAll/);

    // Edit from the list: the form opens with the message's values.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.waitForURL(pathIs('/notification'));
    await page.getByRole('heading', { name: 'Edit Message' }).waitFor();
    expect(await page.getByLabel(/^Message Title/).inputValue()).toBe(title);
    expect(await page.getByRole('textbox', { name: 'Message For' }).inputValue()).toBe('Parent');
    expect(await page.getByRole('textbox', { name: 'Parent Type' }).inputValue()).toBe('All');
    await page.getByRole('button', { name: 'CANCEL' }).waitFor();
    await page.getByLabel(/^Message\W*$/).fill(updatedText);
    await page.getByRole('button', { name: 'UPDATE' }).click();
    await page.getByText(messageMessages.updated).first().waitFor();
    await page.waitForURL(pathIs('/view_notification'));
    await expect.poll(() => row.textContent()).toContain('Parents are welcome');
    await saveScreenshot(page, 'messages-list');

    // Notify by e-mail and to the app.
    await page.getByRole('button', { name: `Notify ${title}` }).click();
    const popup = page.getByRole('dialog', { name: 'Notify' });
    await popup.getByRole('button', { name: 'Notify' }).click();
    await popup.getByText(messageMessages.chooseChannel).waitFor();
    await popup.getByRole('checkbox', { name: 'Sms' }).waitFor();
    await popup.getByRole('checkbox', { name: 'Email' }).check();
    await popup.getByRole('checkbox', { name: 'Notify WEB/APP' }).check();
    await popup.getByRole('button', { name: 'Notify' }).click();
    await page
      .getByText(/^Sending to \d+ recipients?\.$/)
      .first()
      .waitFor();
    // The popup follows the sending, channel by channel.
    await popup.getByRole('progressbar', { name: /^In-app: \d+ of \d+ done$/ }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'messages-notify');
    // The footer's button; the dialog's × is named Close too.
    await popup.getByRole('button', { name: 'Close' }).last().click();

    // The demo father (parent@<school>) is among every parent.
    const parentMail = school.email('parent');
    const mail = await readLatestMail(parentMail, new RegExp(title), sendingMs);
    expect(mail).toContain('Parents are welcome');

    // Without SMTP the mails wait in the outbox, which the messages page links to.
    await page.getByRole('link', { name: 'Outbox' }).click();
    await page.waitForURL(pathIs('/outbox'));
    await page.getByText(`To ${parentMail}`).first().waitFor();
    await saveScreenshot(page, 'messages-outbox');

    // SMS usage: the totals and the provider, though this journey sent none.
    await page.goto(appUrl(school.subdomain, '/sms_detail'));
    await page.getByRole('heading', { name: 'SMS Usage' }).waitFor();
    await page.getByText(/^Provider:/).waitFor();
    await saveScreenshot(page, 'messages-sms-usage');
    expect(errors).toEqual([]);

    // The parent, on a phone, finds it in the bell and on the notifications page.
    const parent = await openPage(phone);
    await signInAtSchool(
      parent.page,
      school.subdomain,
      school.user('parent'),
      'demo1234',
      '/parent_dashboard',
    );
    // The bell refreshes every minute; a reload shows a delivery that arrived meanwhile.
    await expect
      .poll(
        async () => {
          await parent.page.reload();
          await bell(parent.page).waitFor();
          return bell(parent.page).getAttribute('aria-label');
        },
        { timeout: sendingMs, interval: 2000 },
      )
      .toMatch(/unread$/);
    await bell(parent.page).click();
    const dropdown = parent.page.getByRole('dialog');
    await dropdown.getByText(title).waitFor();
    await dropdown.getByRole('button', { name: 'Mark all as read' }).waitFor();
    await settle(parent.page);
    await saveScreenshot(parent.page, 'messages-bell-phone', { fullPage: false });
    await dropdown.getByRole('link', { name: 'See all notifications' }).click();
    await parent.page.waitForURL(pathIs('/notifications'));
    const all = parent.page.getByRole('list', { name: 'All notifications' });
    await all.getByText(title).waitFor();
    await parent.page.getByRole('main').getByRole('button', { name: 'Mark all as read' }).click();
    await bell(parent.page)
      .and(parent.page.getByLabel('Notifications', { exact: true }))
      .waitFor();
    expect(await pageWidth(parent.page)).toBeLessThanOrEqual(phone.viewport.width);
    await saveScreenshot(parent.page, 'messages-notifications-phone');
    expect(parent.errors).toEqual([]);

    // The admin's list on a phone fits the screen.
    const small = await openPage(phone);
    await signInAndOpen(
      small.page,
      school.subdomain,
      school.user('admin'),
      'demo1234',
      '/view_notification',
    );

    // On a phone the list is cards, each with its actions at hand.
    const card = small.page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await card.getByRole('button', { name: `Notify ${title}` }).waitFor();
    expect(await pageWidth(small.page)).toBeLessThanOrEqual(phone.viewport.width);
    await saveScreenshot(small.page, 'messages-list-phone');
    await bell(small.page).click();
    await small.page.getByRole('dialog').getByText('Notifications', { exact: true }).waitFor();
    await settle(small.page);
    await saveScreenshot(small.page, 'messages-bell-admin-phone', { fullPage: false });
    expect(small.errors).toEqual([]);

    // Delete, after "Are you sure".
    await page.goto(appUrl(school.subdomain, '/view_notification'));
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete message' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(messageMessages.deleted).first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
