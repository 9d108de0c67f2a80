import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectAccessible } from './accessibility';
import { screenshotDir } from './paths';
import { testServer } from './test-server';

/** A URL on the test server: a school's host (`greenwood.shala.localhost`) or the root host. */
export function appUrl(subdomain: string | null, pathname: string): string {
  const host = subdomain ? `${subdomain}.shala.localhost` : 'shala.localhost';
  return `http://${host}:${testServer().port}${pathname}`;
}

/**
 * Saves a screenshot to e2e/screenshots/<name>.png (git-ignored): the full page, or only
 * the viewport (e.g. a menu lying over the page) with `fullPage: false`. Every page a journey
 * shows is also checked with axe (once per path and colour scheme).
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
  await expectAccessible(page);
}

/** Lets CSS transitions (menus, collapses: 200-300 ms) finish before a screenshot. */
export function settle(page: Page): Promise<void> {
  return page.waitForTimeout(400);
}

/**
 * Collects uncaught page errors and Content-Security-Policy refusals, so a journey can assert
 * the app never crashed and runs under the server's CSP.
 */
export function watchPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      errors.push(new Error(message.text()));
  });
  return errors;
}
