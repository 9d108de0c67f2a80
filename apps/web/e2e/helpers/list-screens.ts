import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pageWidth, signInAtSchool, tableRows } from './journey';
import type { JourneySchool } from './journey-school';
import { appUrl, saveScreenshot, settle, type watchPageErrors } from './pages';

/** A 390 px phone (the width the shared list screens are checked at). */
export const phone390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const lists = [
  { url: '/student', table: 'Students' },
  { url: '/user_list', table: 'Staff users' },
  { url: '/manage_event', table: 'Events' },
  { url: '/manage_news', table: 'News' },
];

export async function openList(page: Page, school: JourneySchool, url: string, table: string) {
  await page.goto(appUrl(school.subdomain, url));
  await tableRows(page, table).first().waitFor();
  await settle(page);
}

type OpenPage = (
  options?: BrowserContextOptions,
) => Promise<{ page: Page; errors: ReturnType<typeof watchPageErrors> }>;

/**
 * The shared list screens at one size: every list shows all its columns in light and dark
 * without overflowing sideways, and the students list prints with the school's name and
 * without the menus. (One file per size: each runs in a school of its own, side by side.)
 */
export async function checkEveryList(
  openPage: OpenPage,
  school: JourneySchool,
  size: 'phone' | 'desktop',
  options: BrowserContextOptions & { viewport: { width: number; height: number } },
) {
  const { page, errors } = await openPage(options);
  await signInAtSchool(page, school.subdomain, school.user('admin'), 'demo1234', '/dashboard');
  for (const scheme of ['light', 'dark'] as const) {
    if (scheme === 'dark') {
      await page.getByRole('switch', { name: 'Dark mode' }).click({ force: true });
      await page.waitForTimeout(700);
    }
    for (const { url, table } of lists) {
      await openList(page, school, url, table);
      expect(await pageWidth(page)).toBeLessThanOrEqual(options.viewport.width);
      await saveScreenshot(
        page,
        `lists-${table.toLowerCase().replace(' ', '-')}-${size}-${scheme}`,
        {
          fullPage: size === 'desktop',
        },
      );
    }
  }
  await page.getByRole('switch', { name: 'Dark mode' }).click({ force: true });
  await page.waitForTimeout(700);
  await openList(page, school, '/student', 'Students');
  await page.emulateMedia({ media: 'print' });
  await expect.poll(() => page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  // The school's name heads the printed page; the menus and buttons are gone.
  await expect.poll(() => page.locator('[data-print-only]').textContent()).toBe(school.name);
  await expect.poll(() => page.locator('[data-print-only]').isVisible()).toBe(true);
  expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
  expect(await page.getByRole('link', { name: 'Skip to main content' }).isVisible()).toBe(false);
  await saveScreenshot(page, `lists-students-${size}-print`);
  await page.emulateMedia({ media: 'screen' });
  expect(errors).toEqual([]);
}
