import { authMessages } from '@shala/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkChromium, launchBrowser } from './helpers/browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, watchPageErrors } from './helpers/pages';
import { readLatestMail } from './helpers/read-mail';

const school = journeySchool();

describe.skipIf(!checkChromium())('forgot and reset password', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a maintenance worker gets a code by e-mail, sets a new password and signs in with it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const newPassword = 'Fix-It-Daily-2026';

    await page.goto(appUrl(school.subdomain, '/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot_password$/);
    // The sign-in page stays on screen while the forgot-password page's own chunk loads, and
    // it has a field of the same name: type only once the new page is shown.
    await page.getByRole('heading', { name: 'Forgot password?' }).waitFor();
    await page.getByLabel('E-mail, mobile number or user name').fill(school.user('maintenance'));
    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await page.getByText(authMessages.otpSent).waitFor();

    const mail = await readLatestMail(school.email('maintenance'), /Hello Gopal Das/);
    const code = /password is (\d{6})/.exec(mail)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Digit 1 of 6').fill(code!);
    await saveScreenshot(page, 'forgot-password-code');
    await page.getByRole('button', { name: 'VERIFY CODE' }).click();
    await page.waitForURL(/\/reset-password$/);

    // Spec §2.2: SUBMIT waits while the length error shows; a mismatch is named.
    const submit = page.getByRole('button', { name: 'SUBMIT' });
    await page.getByLabel(/^New Password/).fill('abc');
    await page.getByText(authMessages.passwordTooShort).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/^New Password/).fill(newPassword);
    await page.getByLabel(/^Confirm New Password/).fill(`${newPassword}x`);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByText(authMessages.passwordMismatch).waitFor();
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await saveScreenshot(page, 'reset-password-mismatch');

    await page.getByLabel(/^Confirm New Password/).fill(newPassword);
    await submit.click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('reset_user_id'))).toBeNull();

    await page.getByLabel('E-mail, mobile number or user name').fill(school.user('maintenance'));
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForURL(/\/staff_dashboard$/);
    await page.getByRole('heading', { name: 'Welcome, Gopal Das' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
