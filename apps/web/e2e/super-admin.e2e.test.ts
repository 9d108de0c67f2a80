import { notificationMessages, schoolMessages } from '@shala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { desktop, pageWidth, phone, signInAsOperator, tableRows } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { appUrl, saveScreenshot, settle } from './helpers/pages';
import { readLatestMail } from './helpers/read-mail';
import { testServer } from './helpers/test-server';

/** For waitForURL: the page is at this path (any query). */
const pathIs = (path: string | RegExp) => (url: URL) =>
  typeof path === 'string' ? url.pathname === path : path.test(url.pathname);

const hillview = {
  name: 'Hillview Convent',
  subdomain: 'hillview',
  admin: 'Mary Thomas',
  username: 'mary',
  email: 'mary@hillview.example.org',
  mobile: '9876501234',
  password: 'Hillview#Lantern42',
};

/** A 390 px phone, as the phone users had. */
const phone390 = { ...phone, viewport: { width: 390, height: 844 } };

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

const statValue = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).locator('[data-stat-value]').textContent();

describe.skipIf(!checkChromium())('super admin: schools', () => {
  const { openPage } = journeyBrowser();

  it('registers a school, suspends and re-activates it, and its invited admin sets a password on a phone', async () => {
    const { page, errors } = await openPage(desktop);
    await signInAsOperator(page);

    // Dashboard: the real counts and the newest schools.
    await page
      .getByRole('region', { name: 'Recent schools' })
      .getByRole('link', { name: 'Riverside Public School' })
      .waitFor();
    expect(await statValue(page, 'Schools')).toBe('2');
    expect(await statValue(page, 'Active')).toBe('2');
    expect(await statValue(page, 'Suspended')).toBe('0');
    expect(Number(await statValue(page, 'Staff users'))).toBeGreaterThan(0);
    const recent = page.getByRole('region', { name: 'Recent schools' });
    await recent.getByRole('link', { name: 'Greenwood High School' }).waitFor();
    expect(await recent.getByText(/^\d{2}-\d{2}-\d{4}$/).count()).toBe(2);
    await saveScreenshot(page, 'super-admin-dashboard');

    // School list, searched.
    await page.getByRole('main').getByRole('link', { name: 'View all schools' }).click();
    await page.waitForURL(pathIs('/school/schoollist'));
    const rows = tableRows(page, 'Schools');
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByLabel('Search').fill('green');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Greenwood High School');
    expect(
      await rows
        .first()
        .getByRole('link', { name: /greenwood\.shala\.localhost/ })
        .getAttribute('href'),
    ).toBe(appUrl('greenwood', '/login'));
    await saveScreenshot(page, 'super-admin-school-list');

    // Register: the contracts' messages, the address preview, a server field error.
    await page.getByRole('main').getByRole('link', { name: 'Register school' }).click();
    await page.waitForURL(pathIs('/school/register'));
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await page.getByText('Please enter school name').waitFor();
    await page.getByText("Please enter the admin's full name").waitFor();

    await page.getByLabel(/^School name/).fill(hillview.name);
    await page.getByLabel(/^Subdomain/).fill('Greenwood');
    await page.getByLabel(/^Full name/).fill(hillview.admin);
    await page.getByLabel(/^User name/).fill(hillview.username);
    await page.getByLabel(/^E-mail/).fill(hillview.email);
    await page.getByLabel(/^Mobile/).fill(hillview.mobile);
    const password = page.getByLabel(/^First password/);
    await password.fill(hillview.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    // The password is optional: left empty, the admin is invited to choose one.
    await password.fill('');
    expect(await page.getByRole('textbox', { name: 'Time zone' }).inputValue()).toBe(
      'Asia/Kolkata',
    );
    await page.getByRole('button', { name: 'REGISTER' }).click();
    // Under the field (the toast says it too).
    await page.getByRole('main').getByText('This subdomain is already taken').waitFor();

    await page.getByLabel(/^Subdomain/).fill(hillview.subdomain);
    expect(await page.getByTestId('address-preview').textContent()).toBe(
      `http://hillview.shala.localhost:${testServer().port}`,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'super-admin-register-school');
    await page.getByRole('button', { name: 'REGISTER' }).click();

    // Its information page.
    await page.waitForURL(pathIs(/^\/school\/information\/\d+$/));
    const schoolId = new URL(page.url()).pathname.split('/').at(-1);
    await page.getByText(schoolMessages.registered).waitFor();
    await page.getByRole('heading', { level: 1, name: hillview.name }).waitFor();
    const admin = page.getByRole('region', { name: 'Admin', exact: true });
    await admin.getByText(hillview.admin).waitFor();
    expect(await admin.textContent()).toContain(hillview.email);
    const byRole = page.getByRole('table', { name: 'Users by role' });
    expect(await byRole.locator('tbody').textContent()).toContain('School Admin');
    await saveScreenshot(page, 'super-admin-school-information');

    // Suspend, then activate again, each after "Are you sure".
    await page.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Are you sure you want to suspend ${hillview.name}?`).waitFor();
    await saveScreenshot(page, 'super-admin-suspend-confirm');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Activate' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const details = page.getByRole('region', { name: 'School details' });
    await details.getByText('Suspended', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Activate' }).click();
    await dialog.getByText(`Are you sure you want to activate ${hillview.name}?`).waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Suspend' }).waitFor();
    await details.getByText('Active', { exact: true }).waitFor();

    // The edit form loads the school's own fields.
    await page.getByRole('main').getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(pathIs(`/school/register/${schoolId}`));
    await expect.poll(() => page.getByLabel(/^School name/).inputValue()).toBe(hillview.name);
    expect(await page.getByLabel(/^Subdomain/).inputValue()).toBe(hillview.subdomain);
    await saveScreenshot(page, 'super-admin-edit-school');
    await page.getByRole('main').getByRole('link', { name: 'CANCEL' }).click();
    await page.waitForURL(pathIs(`/school/information/${schoolId}`));

    // School users, filtered by the new school through the searchable picker.
    await page.goto(appUrl(null, '/school/schooluserlist'));
    const users = tableRows(page, 'School users');
    // 15 a page; scrolling to the end of the table loads the next 15.
    await expect.poll(() => users.count()).toBe(15);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => users.count()).toBe(30);
    await page.getByRole('textbox', { name: 'School' }).fill('hill');
    await page.getByRole('option', { name: hillview.name }).click();
    await page.waitForURL((url) => url.searchParams.get('school_id') === schoolId);
    await expect.poll(() => users.count()).toBe(1);
    const mary = await users.first().textContent();
    expect(mary).toContain(hillview.admin);
    expect(mary).toContain('School Admin');
    expect(mary).toContain(hillview.name);
    await saveScreenshot(page, 'super-admin-school-users');
    expect(errors).toEqual([]);

    // The new school's admin, on a phone, first asks for a code (a second mail), then opens the
    // invitation's link: it lands on "Set your password" with its code accepted.
    const school = await openPage(phone390);
    const adminPage = school.page;
    await adminPage.goto(appUrl(hillview.subdomain, '/forgot_password'));
    await adminPage.getByLabel('E-mail, mobile number or user name').fill(hillview.username);
    await adminPage.getByRole('button', { name: 'SEND CODE' }).click();
    await readLatestMail(hillview.email, /password reset code/);
    const invitation = (await readLatestMail(hillview.email, /admin account is ready/)).replace(
      /=3D/g,
      '=',
    );
    const link = /(http:\/\/hillview\.\S+\/forgot_password\?\S+)/.exec(invitation)?.[1];
    expect(link).toContain('code=');
    await adminPage.goto(link!);
    await adminPage.waitForURL(pathIs('/reset-password'));
    await adminPage.getByRole('heading', { name: 'Set your password' }).waitFor();
    await expect.poll(() => adminPage.title()).toBe(`Set your password — ${hillview.name}`);
    await saveScreenshot(adminPage, 'onboarding-invited-admin-sets-password-phone');
    await adminPage.getByLabel(/^New Password/).fill(hillview.password);
    await adminPage.getByLabel(/^Confirm New Password/).fill(hillview.password);
    await adminPage.getByRole('button', { name: 'SUBMIT' }).click();
    await adminPage.waitForURL(pathIs('/login'));
    await adminPage.getByLabel('E-mail, mobile number or user name').fill(hillview.username);
    await adminPage.getByLabel(/^Password/).fill(hillview.password);
    await adminPage.getByRole('button', { name: 'SIGN IN' }).click();
    await adminPage.waitForURL(pathIs('/dashboard'));
    await adminPage.getByRole('heading', { name: `Welcome, ${hillview.admin}` }).waitFor();
    await saveScreenshot(adminPage, 'onboarding-invited-admin-signed-in-phone');
    expect(school.errors).toEqual([]);
  });

  it('the super-admin pages fit a phone', async () => {
    const { page, errors } = await openPage(phone);
    await signInAsOperator(page);
    await page.getByRole('region', { name: 'Recent schools' }).getByRole('link').first().waitFor();
    await saveScreenshot(page, 'super-admin-dashboard-phone');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);

    await page.goto(appUrl(null, '/school/schoollist'));
    await expect.poll(() => tableRows(page, 'Schools').count()).toBeGreaterThan(1);
    await saveScreenshot(page, 'super-admin-school-list-phone');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);

    await page.goto(appUrl(null, '/school/register'));
    await page.getByLabel(/^School name/).waitFor();
    await saveScreenshot(page, 'super-admin-register-school-phone');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);

    await page.getByRole('main').getByRole('link', { name: 'Schools', exact: true }).click();
    await page.waitForURL(pathIs('/school/schoollist'));
    await tableRows(page, 'Schools').first().getByRole('link').first().click();
    await page.waitForURL(pathIs(/^\/school\/information\/\d+$/));
    await page.getByRole('region', { name: 'School details' }).waitFor();
    await saveScreenshot(page, 'super-admin-school-information-phone');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });

  it('an unknown school says so; without an id the information page offers a picker', async () => {
    const { page, errors } = await openPage(desktop);
    await signInAsOperator(page);
    await page.goto(appUrl(null, '/school/information/999999'));
    await page.getByRole('main').getByText('School not found.').waitFor();
    await page.goto(appUrl(null, '/school/register/999999'));
    await page.getByRole('main').getByText('School not found.').waitFor();

    await page.goto(appUrl(null, '/school/information'));
    await page.getByRole('textbox', { name: 'School' }).fill('river');
    await page.getByRole('option', { name: 'Riverside Public School' }).click();
    await page.waitForURL(pathIs(/^\/school\/information\/\d+$/));
    await page.getByRole('heading', { level: 1, name: 'Riverside Public School' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("the super admin's notification panel opens, selects all and deletes", async () => {
    const { page, errors } = await openPage();
    await signInAsOperator(page);
    await bell(page).click();
    const panel = page.getByRole('dialog');
    await panel.getByText('Notification', { exact: true }).waitFor();
    const items = panel.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect
      .poll(
        async () =>
          (await items.count()) > 0 ||
          (await panel.getByText(notificationMessages.empty).count()) > 0,
      )
      .toBe(true);
    await settle(page);
    await saveScreenshot(page, 'notifications-panel', { fullPage: false });
    if ((await items.count()) > 0) {
      await panel.getByRole('checkbox', { name: 'Select All' }).check();
      const firstItem = items.first().getByRole('checkbox');
      expect(await firstItem.isChecked()).toBe(true);
      await settle(page);
      await saveScreenshot(page, 'notifications-panel-selected', { fullPage: false });
      await panel.getByRole('button', { name: 'Delete selected notifications' }).click();
      await panel.getByText(notificationMessages.empty).waitFor();
    }
    expect(errors).toEqual([]);
  });
});
