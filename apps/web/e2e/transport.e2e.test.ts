import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectTapTargets } from './helpers/accessibility';
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
const phone390 = { ...phone, viewport: { width: 390, height: 844 } };

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

// The journeys' MAP_TILE_URL never answers and there is no ROUTING_URL: the maps are offline,
// say so, and still show their numbered points and straight red segments, fitted in view.

/** Every marker of the map lies inside its visible box, and each is a 44 × 44 px tap target. */
async function expectMarkersInView(map: Locator) {
  // The map refits after a stop is added or moved: wait until it has settled in view.
  const outside = async () => {
    const frame = (await map.boundingBox())!;
    const boxes = await Promise.all(
      (await map.locator('.leaflet-marker-icon').all()).map((marker) => marker.boundingBox()),
    );
    expect(boxes.length).toBeGreaterThan(0);
    return boxes.filter(
      (box) =>
        !box ||
        box.width < 44 ||
        box.height < 44 ||
        box.x < frame.x ||
        box.y < frame.y ||
        box.x + box.width > frame.x + frame.width ||
        box.y + box.height > frame.y + frame.height,
    ).length;
  };
  await expect.poll(outside).toBe(0);
}
describe.skipIf(!checkChromium())('transport: a route on a map, a rider, boarding, parents', () => {
  const { openPage } = journeyBrowser();
  let allocated = '';

  it("the admin lists a route's stops, adds one on the offline map, reorders them and allocates a student", async () => {
    const { page, errors } = await openPage();
    await signInAndOpen(page, school.subdomain, school.user('admin'), 'demo1234', '/add_route');
    await page.getByRole('heading', { name: 'Add Route' }).waitFor();
    await page.getByLabel('Route Name').fill('Route 2 - North');
    await chooseOption(page, page, 'Vehicle', 'School Bus 1 (KA01AB1234, 40 seats)');
    const map = page.getByRole('region', { name: 'Route editor map' });
    // The tiles never load: the page says so instead of showing a bare grey canvas.
    await page
      .getByRole('status')
      .getByText(/^Map tiles unavailable/)
      .waitFor();

    // Two stops typed as a list, 7 km apart: more than one zoom-14 view holds.
    const stops = [
      ['Hebbal Flyover', 'Bellary Road', '13.0358', '77.5970'],
      ['School Gate', 'MG Road', '12.9716', '77.5946'],
    ] as const;
    for (const [index, [name, address, lat, lng]] of stops.entries()) {
      await page.getByRole('button', { name: 'Add stop' }).click();
      await page.getByLabel(`Point ${index + 1} name`).fill(name);
      await page.getByLabel(`Point ${index + 1} address`).fill(address);
      await page.getByLabel(`Point ${index + 1} latitude`).fill(lat);
      await page.getByLabel(`Point ${index + 1} longitude`).fill(lng);
    }
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBe(2);
    await expectMarkersInView(map);

    // A third stop from the map, then moved up between the two.
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await page.getByLabel('Point 3 name').fill('Mekhri Circle');
    expect(await page.getByLabel('Point 3 latitude').inputValue()).toMatch(/^1[23]\.\d{6}$/);
    await page.getByRole('button', { name: 'Move point 3 up' }).click();
    expect(await page.getByLabel('Point 2 name').inputValue()).toBe('Mekhri Circle');
    expect(await page.getByLabel('Point 3 name').inputValue()).toBe('School Gate');
    await page.getByLabel('Point 1 monthly fare (₹)').fill('750');
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBe(3);
    await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBe(1);
    await expectMarkersInView(map);
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

  it("the driver's home on a phone shows today's trip; one tap opens Boarded / Missed, then the map", async () => {
    const { page, errors } = await openPage(phone390);
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('driver'),
      'demo1234',
      '/staff_dashboard',
    );
    const trip = page.getByRole('region', { name: "Today's trip" });
    // The pickup (the card opens on the drop after noon).
    await trip.getByText('Pickup', { exact: true }).click();
    await trip.getByText('Route 1 - South').waitFor();
    const stops = trip.getByRole('list', { name: 'Stops of the pickup' }).getByRole('listitem');
    await expect.poll(() => stops.count()).toBe(3);
    expect(await stops.first().textContent()).toMatch(/^1.+\d+ riders?/);
    // A teacher's card is not the driver's.
    expect(await page.getByRole('region', { name: "Today's periods" }).count()).toBe(0);
    await settle(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'transport-driver-home-phone');
    const markButton = trip.getByRole('link', { name: 'Boarded / Missed' });
    await expectTapTargets(markButton, "the trip card's Boarded / Missed");
    await markButton.click();
    await page.waitForURL(pathIs('/mark_transport_attendance'));
    expect(new URL(page.url()).searchParams.get('trip')).toBe('P');
    await page.getByText(/^Route 1 - South/).waitFor();
    await page.getByRole('link', { name: 'Open map' }).click();
    await page.getByRole('heading', { name: 'Route 1 - South' }).waitFor();
    const map = page.getByRole('region', { name: 'Map of Route 1 - South' });
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBe(3);
    await page
      .getByRole('status')
      .getByText(/^Map tiles unavailable/)
      .waitFor();
    await settle(page);
    await expectMarkersInView(map);
    await saveScreenshot(page, 'transport-driver-map-phone');
    await expectTapTargets(page.getByRole('button', { name: 'Back' }), 'the Back button');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(pathIs('/mark_transport_attendance'));
    // Every rider of the pickup boards (the demo parent's children ride this route).
    const boarded = page.getByRole('button', { name: /^Boarded: / });
    const riders = await boarded.count();
    expect(riders).toBeGreaterThan(1);
    await expectTapTargets(
      page.getByRole('button', { name: /^(Boarded|Missed): / }),
      "the driver's Boarded and Missed",
    );
    for (let index = 0; index < riders; index += 1) {
      await boarded.nth(index).click();
      // The first toast: a success toast lasts 2 s, and the same one showing is not repeated.
      if (index === 0) await sawToast(page, 'Boarding saved.');
      await expect
        .poll(() => page.getByText('Boarded', { exact: true }).count())
        .toBe(riders + index + 1);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
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
