import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { screenshotDir } from './paths';

/** A URL on the test server: a school's host (`greenwood.shala.localhost`) or the root host. */
export function appUrl(subdomain: string | null, pathname: string): string {
  const host = subdomain ? `${subdomain}.shala.localhost` : 'shala.localhost';
  return `http://${host}:${inject('serverPort')}${pathname}`;
}

/** Saves a full-page screenshot to e2e/screenshots/<name>.png (git-ignored). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Collects uncaught page errors, so a journey can assert the app never crashed. */
export function watchPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}
