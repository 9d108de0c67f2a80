import { buildPath, health, login, type Session } from '@shala/contracts';
import type { Locator, Page } from 'playwright-core';
import { storageKeys } from '../../src/platform/storage/storage-keys';
import { callApi } from './call-api';
import { appUrl } from './pages';

/** Viewports the journeys use: a laptop and a 375 px phone (the narrowest common one). */
export const desktop = { viewport: { width: 1280, height: 800 } };
export const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** For waitForURL: the page is at this path (any query). */
export const pathIs = (path: string) => (url: URL) => url.pathname === path;

/**
 * Signs in through the API, as the sign-in page would: the session cookie into the browser and
 * the app's marker into the host's storage. The sign-in page itself has its own journeys (sign-in,
 * reset password); here it would only cost every journey a page load and a form.
 */
async function startSession(
  page: Page,
  subdomain: string | null,
  username: string,
  password: string,
) {
  const answer = await callApi(subdomain, 'POST', buildPath(login), {
    body: { username, password },
  });
  if (answer.status !== 200)
    throw new Error(`sign-in of ${username}: ${answer.status} ${answer.body.message ?? ''}`);
  const session = answer.body.data as Session;
  await page.context().addCookies(
    answer.cookies.map((cookie) => {
      const [name, ...value] = cookie.split('=');
      return { name: name!, value: value.join('='), url: appUrl(subdomain, '/') };
    }),
  );
  // The marker lives in the host's storage: write it from a page of the host that is not the app.
  await page.goto(appUrl(subdomain, buildPath(health)));
  const marker = JSON.stringify({
    isAuthenticated: true,
    dbName: session.schoolData?.db_name ?? null,
  });
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: storageKeys.sessionVault,
    value: marker,
  });
}

/** Signs in and opens the user's home, waiting for its greeting. */
async function signIn(
  page: Page,
  subdomain: string | null,
  username: string,
  password: string,
  home: string,
) {
  await startSession(page, subdomain, username, password);
  await page.goto(appUrl(subdomain, home));
  await page.waitForURL(pathIs(home));
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
}

/** Signs in on a school's host and waits for the user's home and its greeting. */
export function signInAtSchool(
  page: Page,
  subdomain: string,
  username: string,
  password: string,
  home: string,
): Promise<void> {
  return signIn(page, subdomain, username, password, home);
}

/**
 * Signs in on a school's host and opens `path` straight away, as a bookmark would: a journey
 * that starts on a page of its own does not pay for the home page first.
 */
export async function signInAndOpen(
  page: Page,
  subdomain: string,
  username: string,
  password: string,
  path: string,
): Promise<void> {
  await startSession(page, subdomain, username, password);
  await page.goto(appUrl(subdomain, path));
  await page.waitForURL(pathIs(new URL(path, 'http://x').pathname));
}

/** Signs the platform operator in on the root host. */
export function signInAsOperator(page: Page): Promise<void> {
  return signIn(page, null, 'superadmin', 'demo1234', '/dashboard');
}

/**
 * Picks an option of a Mantine select by its label. A select whose options arrive or change
 * while its list is open closes the list under the click, so the pick is tried again.
 */
export async function chooseOption(
  scope: Page | Locator,
  page: Page,
  label: string | RegExp,
  option: string,
) {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  // Clicking a select's chosen option would clear it.
  if ((await field.inputValue()) === option) return;
  for (let attempt = 1; ; attempt++) {
    await field.click();
    try {
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 8_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** The data rows of a labelled table (not the skeleton, not the empty text). */
export function tableRows(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('table', { name, exact: true }).locator('tbody tr:not([aria-hidden])');
}

/** The page's width: more than the viewport means something overflows sideways. */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
