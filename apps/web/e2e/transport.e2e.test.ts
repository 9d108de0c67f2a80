import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import {
  chooseOption,
  pageWidth,
  pathIs,
  phone,
  signInAndOpen,
  tableRows,
} from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();

/** Opens a select and picks its first option; answers the option's text. */
async function pickFirst(page: Page, label: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  const option = page.getByRole('option').first();
  const text = (await option.textContent())!.trim();
  await option.click();
  return text;
}

const sawToast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').getByText(text).first().waitFor();

// No MAP_TILE_URL or ROUTING_URL on the journeys' server: nothing here needs the internet (the
// maps show a plain background, numbered points and straight red segments).
describe.skipIf(!checkChromium())('transport: a route on a map, a rider, boarding, parents', () => {
  const { openPage } = journeyBrowser();
  let allocated = '';

  it('the admin draws a route with three points and allocates a student to it', async () => {
    const { page, errors } = await openPage();
    await signInAndOpen(page, school.subdomain, school.user('admin'), 'demo1234', '/add_route');
    await page.getByRole('heading', { name: 'Add Route' }).waitFor();
    await page.getByLabel('Route Name').fill('Route 2 - North');
    await chooseOption(page, page, 'Vehicle', 'School Bus 1 (KA01AB1234, 40 seats)');
    const map = page.getByRole('region', { name: 'Route editor map' });
    const box = (await map.boundingBox())!;
    for (const [x, y] of [
      [0.25, 0.7],
      [0.5, 0.45],
      [0.75, 0.25],
    ] as const)
      await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    await page.getByLabel('Point 3 name').waitFor();
    await page.getByLabel('Point 1 name').fill('Hebbal Flyover');
    await page.getByLabel('Point 2 name').fill('Mekhri Circle');
    await page.getByLabel('Point 3 name').fill('School Gate');
    await page.getByLabel('Point 1 monthly fare (₹)').fill('750');
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBe(3);
    await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBe(1);
    await saveScreenshot(page, 'transport-add-route');
    await page.getByRole('button', { name: 'Save Route' }).click();
    await page.waitForURL(pathIs('/manage_routes'));
    const routes = tableRows(page, 'Routes');
    await routes.filter({ hasText: 'Route 2 - North' }).waitFor();
    expect(await routes.filter({ hasText: 'Route 2 - North' }).textContent()).toContain(
      'Hebbal Flyover → Mekhri Circle → School Gate',
    );
    await saveScreenshot(page, 'transport-routes');

    await page.goto(appUrl(school.subdomain, '/allocate_route'));
    await pickFirst(page, 'Class');
    allocated = await pickFirst(page, 'Student');
    await chooseOption(page, page, 'Route', 'Route 2 - North (0/40 seats)');
    await chooseOption(page, page, 'Pickup Point', '1. Hebbal Flyover (₹750/month)');
    await page.getByRole('button', { name: 'ADD', exact: true }).click();
    await page.waitForURL(pathIs('/manage_allocate_route'));
    const rows = tableRows(page, 'Route Allocations').filter({ hasText: allocated });
    await rows.filter({ hasText: 'Hebbal Flyover' }).waitFor();
    await saveScreenshot(page, 'transport-allocations');
    expect(errors).toEqual([]);
  });

  it('the driver on a phone opens the map and marks boarding', async () => {
    const { page, errors } = await openPage(phone);
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('driver'),
      'demo1234',
      '/mark_transport_attendance',
    );
    await page.getByText(/^Route 1 - South/).waitFor();
    await page.getByRole('link', { name: 'Open map' }).click();
    await page.getByRole('heading', { name: 'Route 1 - South' }).waitFor();
    const map = page.getByRole('region', { name: 'Map of Route 1 - South' });
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBe(3);
    await settle(page);
    await saveScreenshot(page, 'transport-driver-map-phone');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(pathIs('/mark_transport_attendance'));
    // Every rider of the pickup boards (the demo parent's children ride this route).
    const boarded = page.getByRole('button', { name: /^Boarded: / });
    const riders = await boarded.count();
    expect(riders).toBeGreaterThan(1);
    for (let index = 0; index < riders; index += 1) {
      await boarded.nth(index).click();
      await expect
        .poll(() => page.getByText('Boarded', { exact: true }).count())
        .toBe(riders + index + 1);
    }
    await sawToast(page, 'Boarding saved.');
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.viewport.width);
    await saveScreenshot(page, 'transport-boarding-phone');
    expect(errors).toEqual([]);
  });

  it("the parent sees the child's transport details, today's boarding and the notice", async () => {
    const { page, errors } = await openPage(phone);
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('parent'),
      'demo1234',
      '/student_transportation_details',
    );
    await pickFirst(page, 'Child');
    await page.getByText('Route 1 - South').first().waitFor();
    await page.getByText('Ramesh Yadav').waitFor();
    await page.getByText(/^Pickup: Boarded at /).waitFor();
    await settle(page);
    await saveScreenshot(page, 'transport-parent-details-phone');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect
      .poll(
        async () => {
          await page.reload();
          await bell.waitFor();
          return bell.getAttribute('aria-label');
        },
        { timeout: 30_000, interval: 2000 },
      )
      .toMatch(/unread$/);
    await bell.click();
    await page.getByRole('dialog').getByText('Transport: Pickup').first().waitFor();
    await saveScreenshot(page, 'transport-parent-notice-phone', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
