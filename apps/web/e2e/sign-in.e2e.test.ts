import { authMessages, buildPath, login } from '@shala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { callApi } from './helpers/call-api';
import { desktop, phone } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot } from './helpers/pages';
import { readLatestMail } from './helpers/read-mail';

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

  it("a librarian slowed down by a stranger's guesses gets in: her laptop at once, her phone with a mailed code", async () => {
    const typeSignIn = async (page: Page, password: string) => {
      await page.goto(appUrl(school.subdomain, '/login'));
      await page.getByLabel('E-mail, mobile number or user name').fill(school.user('librarian'));
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'SIGN IN' }).click();
    };
    const laptop = await openPage(desktop);
    await typeSignIn(laptop.page, 'demo1234');
    await laptop.page.waitForURL(/\/staff_dashboard$/);
    await laptop.page.getByRole('button', { name: /^Account menu/ }).click();
    await laptop.page.getByRole('menuitem', { name: 'Log Out' }).click();
    await laptop.page.waitForURL(/\/login$/);

    // Someone else guesses her password until the account is slowed down.
    let answer = 0;
    for (let n = 0; n < 12 && answer !== 429; n += 1) {
      const guess = { username: school.user('librarian'), password: `guess-${n}` };
      answer = (await callApi(school.subdomain, 'POST', buildPath(login), { body: guess })).status;
    }
    expect(answer).toBe(429);

    // Her phone has never signed in: the right password asks for a code sent to her.
    const mobile = await openPage(phone);
    await typeSignIn(mobile.page, 'demo1234');
    await mobile.page
      .getByText(/we have sent a 6-digit code to l•••@e•••\.com and ••••••\d\d\./)
      .waitFor();
    await mobile.page.getByText(authMessages.signInCodeSent).first().waitFor();
    const mail = await readLatestMail(school.email('librarian'), /sign in to .* is \d{6}/);
    const code = /sign in to .* is (\d{6})/.exec(mail)?.[1];
    await mobile.page.getByLabel(/^Sign-in code/).fill(code!);
    await saveScreenshot(mobile.page, 'login-code-phone');
    await mobile.page.getByRole('button', { name: 'SIGN IN' }).click();
    await mobile.page.waitForURL(/\/staff_dashboard$/);
    await mobile.page.getByRole('heading', { name: 'Welcome, Joseph Dsouza' }).waitFor();

    // Her laptop signed in before: the password alone lets it in, however slowed the account.
    await typeSignIn(laptop.page, 'demo1234');
    await laptop.page.waitForURL(/\/staff_dashboard$/);
    expect(laptop.errors).toEqual([]);
    expect(mobile.errors).toEqual([]);
  });
});
