import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectTapTargets } from './helpers/accessibility';
import { checkChromium } from './helpers/browser';
import { pageWidth, phone, signInAndOpen } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();
const phone390 = { ...phone, viewport: { width: 390, height: 844 } };

/** The top bar's controls a thumb uses on every signed-in page. */
async function expectTopBarTapTargets(page: Page) {
  const banner = page.getByRole('banner');
  await expectTapTargets(banner.getByRole('button', { name: 'Main menu' }), 'the menu button');
  await expectTapTargets(banner.getByRole('button', { name: /^Notifications/ }), 'the bell');
  await expectTapTargets(banner.getByRole('switch', { name: 'Dark mode' }), 'the theme switch');
  await expectTapTargets(
    banner.getByRole('button', { name: /^Account menu/ }),
    'the account menu button',
  );
}

// Axe runs on every screenshot (helpers/pages.ts), on every page, and fails on
// label-content-name-mismatch and landmark-unique whatever their impact.
describe.skipIf(!checkChromium())('phone: tap targets and landmarks', () => {
  const { openPage } = journeyBrowser();

  it('a parent on a 390 px phone: home, a Back link, the top bar and the dark theme', async () => {
    const { page, errors } = await openPage(phone390);
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('parent'),
      'demo1234',
      '/parent_dashboard',
    );
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
    await saveScreenshot(page, 'phone-parent-home');
    await expectTopBarTapTargets(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked'))
      .toBe('true');
    await settle(page);
    await saveScreenshot(page, 'phone-parent-home-dark');
    await page.getByRole('switch', { name: 'Dark mode' }).click();

    await page.goto(page.url().replace('/parent_dashboard', '/student_book_details'));
    const back = page.getByRole('main').getByRole('link', { name: 'Back' });
    await back.waitFor();
    await expectTapTargets(back, 'the Back link');
    await saveScreenshot(page, 'phone-parent-back-link');
    expect(errors).toEqual([]);
  });

  it('staff on a 390 px phone: the top bar, and an account menu named with its visible text', async () => {
    const { page, errors } = await openPage(phone390);
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('teacher'),
      'demo1234',
      '/staff_dashboard',
    );
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectTopBarTapTargets(page);
    // axe (on the screenshot) checks that the menu button's name holds its visible text.
    await settle(page);
    await saveScreenshot(page, 'phone-staff-home');
    // The open account menu, light and dark: its items only (aria-required-children) and a
    // Log Out that reads at 4.5:1.
    const accountMenu = page.getByRole('button', { name: /^Account menu/ });
    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') {
        await page.getByRole('switch', { name: 'Dark mode' }).click();
        await expect
          .poll(() => page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked'))
          .toBe('true');
      }
      await accountMenu.click();
      await page.getByRole('menuitem', { name: 'Log Out' }).waitFor();
      await saveScreenshot(page, `phone-staff-account-menu-${scheme}`, { fullPage: false });
      await expectAccessible(page, 'account menu');
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
    }
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    expect(errors).toEqual([]);
  });
});
