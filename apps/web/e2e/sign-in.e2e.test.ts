import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { desktop, phone } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot } from './helpers/pages';

const school = journeySchool();

describe.skipIf(!checkChromium())('sign in', () => {
  const { openPage } = journeyBrowser();

  it('a school admin signs in on the school host and signs out again', async () => {
    const { page, errors } = await openPage(desktop);
    await page.goto(appUrl(school.subdomain, '/login'));

    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.title()).toBe(`Sign in — ${school.name}`);
    await page.getByLabel('E-mail, mobile number or user name').fill(school.user('admin'));
    await page.getByLabel(/^Password/).fill('demo1234');
    await saveScreenshot(page, 'login-desktop');
    await page.getByRole('button', { name: 'SIGN IN' }).click();

    await page.waitForURL(/\/dashboard$/);
    const welcome = page.getByRole('heading', { name: /^Welcome, / });
    await welcome.waitFor();
    expect(await welcome.textContent()).toBe('Welcome, Anita Sharma');
    expect(await page.evaluate(() => localStorage.getItem('SessionVault'))).toContain(
      '"isAuthenticated":true',
    );
    await saveScreenshot(page, 'dashboard-desktop');

    // The theme switch applies at once and is saved on the server: with the browser's own
    // memory of it wiped, a reload still comes back dark (from the session).
    const colorScheme = () =>
      page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/common/user/theme'));
    await page.getByRole('switch', { name: 'Dark mode' }).click({ force: true });
    expect((await saved).status()).toBe(200);
    expect(await colorScheme()).toBe('dark');
    await saveScreenshot(page, 'dashboard-dark');
    await page.evaluate(() => localStorage.removeItem('mantine-color-scheme-value'));
    await page.reload();
    await welcome.waitFor();
    expect(await colorScheme()).toBe('dark');
    const savedLight = page.waitForResponse((r) => r.url().endsWith('/api/common/user/theme'));
    await page.getByRole('switch', { name: 'Dark mode' }).click({ force: true });
    await savedLight;
    expect(await colorScheme()).toBe('light');

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'SIGN IN' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('SessionVault'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('the login and landing pages fit a phone', async () => {
    const { page, errors } = await openPage(phone);
    await page.goto(appUrl(school.subdomain, '/login'));
    await page.getByRole('button', { name: 'SIGN IN' }).waitFor();
    await saveScreenshot(page, 'login-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // Checked in the browser before any request, with the contracts' messages; editing a
    // field clears its message.
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    const missingUsername = page.getByText('Please enter e-mail, mobile number or user name');
    await missingUsername.waitFor();
    await page.getByText('Please enter password').waitFor();
    await page.getByLabel('E-mail, mobile number or user name').fill(school.user('teacher'));
    await missingUsername.waitFor({ state: 'detached' });
    await page.getByText('Please enter password').waitFor();
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForURL(/\/staff_dashboard$/);
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await saveScreenshot(page, 'staff-dashboard-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(errors).toEqual([]);
  });

  it('the platform operator signs in from the product home', async () => {
    const { page, errors } = await openPage(desktop);
    await page.goto(appUrl(null, '/'));
    await page.getByRole('link', { name: 'Admin login' }).first().click();
    await page.waitForURL(/\/admin_login$/);
    await page.getByRole('heading', { name: 'Platform administration' }).waitFor();
    await saveScreenshot(page, 'admin-login-desktop');

    await page.getByLabel('E-mail, mobile number or user name').fill('superadmin');
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await page.getByText('Super Admin', { exact: true }).waitFor();
    // Signed in, the sign-in screens lead to the landing page.
    await page.goto(appUrl(null, '/admin_login'));
    await page.waitForURL(/\/dashboard$/);

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('heading', { level: 1, name: /one place/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await saveScreenshot(page, 'home-desktop');
    expect(errors).toEqual([]);
  });
});
