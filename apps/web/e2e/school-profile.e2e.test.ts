import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { desktop, pageWidth, pathIs, phone, signInAtSchool } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small real PNG: a diagonal two-colour banner, 300 × 100. */
function drawPng(width = 300, height = 100): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const warm = x + y * 2 < width;
      row.set(warm ? [230, 120, 60] : [40, 90, 160], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const signInAsAdmin = (page: Page) =>
  signInAtSchool(page, school.subdomain, school.user('admin'), 'demo1234', '/dashboard');

/** Calls the school API from the signed-in page (for putting demo data back). */
function callApi(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/school${path}`, {
        method,
        credentials: 'include',
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return ((await response.json()) as { data: unknown }).data;
    },
    { method, path, body },
  );
}

const main = (page: Page) => page.getByRole('main');
const phone390 = { ...phone, viewport: { width: 390, height: 844 } };
/** The top bar's logo, and the width of the image it shows (0 while none has loaded). */
const topBarLogo = (page: Page) =>
  page.getByRole('banner').getByRole('img', { name: `${school.name} logo` });
const logoWidth = (page: Page) =>
  topBarLogo(page).evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0));
const banner = (page: Page, title: string) =>
  main(page).getByRole('article', { name: title, exact: true });

describe.skipIf(!checkChromium())('school profile', () => {
  const { openPage } = journeyBrowser();

  it('the admin fills the school information and sees it on the view page', async () => {
    const { page, errors } = await openPage(desktop);
    await signInAsAdmin(page);
    await page.goto(appUrl(school.subdomain, '/add_school_information'));
    await page.getByRole('heading', { level: 1, name: 'School Information' }).waitFor();
    const address = page.getByRole('textbox', { name: /^Address/ });
    await expect
      .poll(() => address.inputValue(), { timeout: 10_000 })
      .toBe('12 MG Road, Indiranagar');
    await page.getByRole('region', { name: 'Name, logo and colours' }).waitFor();

    // The contracts' messages under the fields, before anything is sent.
    await page.getByLabel(/^Pincode/).fill('01234');
    await page.getByLabel(/^Website/).fill('greenwood');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await main(page).getByText('Please enter a valid 6-digit pincode').waitFor();
    await main(page).getByText('Please enter a website address like').waitFor();

    await address.fill('45 Lake View Road, Koramangala');
    await page.getByLabel(/^City/).fill('Bengaluru');
    await page.getByRole('textbox', { name: /^State/ }).fill('Karnataka');
    await page.getByLabel(/^Pincode/).fill('560034');
    await page.getByLabel(/^Phone/).fill('8023456789');
    await page.getByLabel(/^E-mail/).fill('Office@Greenwood.example.com');
    await page.getByLabel(/^Website/).fill('https://greenwood.example.com');
    await page.getByRole('textbox', { name: /^Board/ }).fill('CBSE');
    await page.getByLabel(/^Affiliation number/).fill('830999');
    await page.getByLabel(/^Established year/).fill('1999');
    await page.getByLabel(/^Principal name/).fill('Dr. Asha Rao');
    await page
      .getByLabel(/^About the school/)
      .fill(
        'Greenwood High School is a co-educational day school.\nSmart classrooms, a library and a playground.',
      );
    await page.keyboard.press('Escape');
    await settle(page);
    await saveScreenshot(page, 'school-profile-edit');
    await page.getByRole('button', { name: 'SAVE' }).click();

    await page.waitForURL(pathIs('/view_school_information'));
    await page.getByText('School information saved.').waitFor();
    const contact = page.getByRole('region', { name: 'Contact' });
    await contact.getByText('45 Lake View Road, Koramangala').waitFor();
    expect(await contact.textContent()).toContain('Bengaluru, Karnataka 560034');
    expect(await contact.textContent()).toContain('office@greenwood.example.com');
    expect(
      await contact
        .getByRole('link', { name: 'greenwood.example.com', exact: true })
        .getAttribute('href'),
    ).toBe('https://greenwood.example.com');
    const affiliation = page.getByRole('region', { name: 'Affiliation' });
    expect(await affiliation.textContent()).toContain('830999');
    expect(await affiliation.textContent()).toContain('1999');
    expect(await affiliation.textContent()).toContain('Dr. Asha Rao');
    await page.getByRole('heading', { name: school.name }).waitFor();
    await page.getByText(/^Last updated \d{2}-\d{2}-\d{4}$/).waitFor();
    await settle(page);
    await saveScreenshot(page, 'school-profile-view');

    await main(page).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(pathIs('/add_school_information'));
    await expect
      .poll(() => address.inputValue(), { timeout: 10_000 })
      .toBe('45 Lake View Road, Koramangala');
    expect(errors).toEqual([]);
  });

  it('the admin uploads a banner, is refused a text file, and orders and deletes it', async () => {
    const { page, errors } = await openPage(desktop);
    await signInAsAdmin(page);
    await page.goto(appUrl(school.subdomain, '/school_banner'));
    await banner(page, `Welcome to ${school.name}`).waitFor();
    await banner(page, 'Admissions open for 2026-27').waitFor();
    const cards = main(page).getByRole('article');
    expect(await cards.count()).toBe(2);

    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'annual-day.png',
      mimeType: 'image/png',
      buffer: drawPng(),
    });
    await page.getByLabel(/^Title/).fill('Annual Day 2026');
    await page.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'school-profile-banner-chosen');
    await page.getByRole('button', { name: 'UPLOAD' }).click();
    await page.getByText('Banner uploaded.').waitFor();
    await banner(page, 'Annual Day 2026').waitFor();
    expect(await cards.count()).toBe(3);
    // The image really is served.
    const image = banner(page, 'Annual Day 2026').getByRole('img', { name: 'Annual Day 2026' });
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(300);
    expect(await page.getByLabel(/^Title/).inputValue()).toBe('');

    // A text file named .png: the server reads the bytes and refuses it.
    await fileInput.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('These are meeting notes, not an image.'),
    });
    await page.getByRole('button', { name: 'UPLOAD' }).click();
    await main(page).getByText('The banner must be a PNG, JPEG or WebP image').waitFor();
    expect(await cards.count()).toBe(3);
    await settle(page);
    await saveScreenshot(page, 'school-profile-banner-refused');

    // Move it up one place, hide it, then delete it after the confirm dialog.
    await page.getByRole('button', { name: 'Move up Annual Day 2026' }).click();
    await page.getByText('Banner order saved.').waitFor();
    await expect.poll(() => cards.nth(1).getAttribute('aria-label')).toBe('Annual Day 2026');
    await page.getByRole('switch', { name: 'Active: Annual Day 2026' }).click({ force: true });
    await page.getByText('Banner saved.').waitFor();
    await banner(page, 'Annual Day 2026').getByText('Hidden').waitFor();
    await saveScreenshot(page, 'school-profile-banners');

    await page.getByRole('button', { name: 'Delete Annual Day 2026' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete "Annual Day 2026"?').waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Banner deleted.').waitFor();
    await expect.poll(() => cards.count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('the admin sets the admission number format and sees the preview', async () => {
    const { page, errors } = await openPage(desktop);
    await signInAsAdmin(page);
    const original = (await callApi(page, 'GET', '/registration_number_format')) as Record<
      string,
      unknown
    >;
    await page.goto(appUrl(school.subdomain, '/registration_number_format'));
    const next = page.getByRole('list', { name: 'Next admission numbers' }).getByRole('listitem');
    await page.getByRole('region', { name: 'Preview' }).waitFor();
    await expect.poll(() => next.count(), { timeout: 10_000 }).toBe(3);

    await page.getByLabel(/^Prefix/).fill('gw');
    expect(await page.getByLabel(/^Prefix/).inputValue()).toBe('GW');
    await page.getByText('-', { exact: true }).click();
    await page.getByLabel(/^Digits/).fill('5');
    await page.getByLabel(/^Start from/).fill('5000');
    // Live: the form's numbers before anything is saved.
    await expect.poll(() => next.first().textContent()).toMatch(/^GW-\d{4}-05000$/);
    expect(await next.nth(1).textContent()).toMatch(/^GW-\d{4}-05001$/);
    await main(page).getByText('Not saved').waitFor();

    // The server's rule: start from must fit the digits.
    await page.getByLabel(/^Digits/).fill('3');
    await main(page).getByText('Start from has more digits than the number allows').waitFor();
    await main(page).getByText('Correct the format to see the next numbers.').waitFor();
    await page.getByLabel(/^Digits/).fill('5');
    await settle(page);
    await saveScreenshot(page, 'school-profile-format');

    const preview = await next.first().textContent();
    await page.getByRole('button', { name: 'SAVE' }).click();
    await page.getByText('Registration number format saved.').waitFor();
    await expect.poll(() => page.getByTestId('server-next-number').textContent()).toBe(preview);
    await page.getByText('(from the server)').waitFor();

    // Without the year the number has its own counter, starting at "start from".
    await page.getByRole('switch', { name: 'Include year' }).click({ force: true });
    await expect.poll(() => next.first().textContent()).toBe('GW-05000');

    await callApi(page, 'PUT', '/registration_number_format', {
      prefix: original.prefix,
      include_year: original.include_year,
      separator: original.separator,
      digits: original.digits,
      start_from: original.start_from,
    });
    expect(errors).toEqual([]);
  });

  it('the admin uploads the logo: the top bar shows it at once, and an open session on its next page', async () => {
    // A teacher already signed in on a phone, before the upload.
    const teacher = await openPage(phone390);
    await signInAtSchool(
      teacher.page,
      school.subdomain,
      school.user('teacher'),
      'demo1234',
      '/staff_dashboard',
    );
    await topBarLogo(teacher.page).waitFor();
    const { page, errors } = await openPage(desktop);
    await signInAsAdmin(page);
    await page.goto(appUrl(school.subdomain, '/add_school_information'));
    const form = page.getByRole('form', { name: 'School logo' });
    await form.getByText('No logo uploaded: the default is shown').waitFor();
    expect(await topBarLogo(page).getAttribute('src')).toBe(
      `/api/common/school-logo/${school.subdomain}`,
    );

    await form.locator('input[type="file"]').setInputFiles({
      name: 'crest.png',
      mimeType: 'image/png',
      buffer: drawPng(120, 120),
    });
    await form.getByRole('button', { name: 'Upload logo' }).click();
    await page.getByText('School logo uploaded.').waitFor();
    // No reload, no sign-in: the top bar now shows the upload (the default is drawn 128 px wide).
    await expect.poll(() => logoWidth(page), { timeout: 10_000 }).toBe(120);
    expect(await topBarLogo(page).getAttribute('src')).toMatch(/\?v=\d+$/);
    await settle(page);
    await saveScreenshot(page, 'school-profile-logo-uploaded');

    // The teacher's session picks it up on the next page it loads.
    await teacher.page.reload();
    await expect.poll(() => logoWidth(teacher.page), { timeout: 10_000 }).toBe(120);
    await settle(teacher.page);
    await saveScreenshot(teacher.page, 'school-profile-logo-teacher-phone');

    // Removed, the default comes back at once too.
    await form.getByRole('button', { name: 'Remove logo' }).click();
    await page.getByText('School logo removed.').waitFor();
    await expect
      .poll(() => topBarLogo(page).getAttribute('src'))
      .toBe(`/api/common/school-logo/${school.subdomain}`);
    expect(errors).toEqual([]);
    expect(teacher.errors).toEqual([]);
  });

  it('fits a phone', async () => {
    const { page, errors } = await openPage(phone);
    await signInAsAdmin(page);
    for (const [path, name, ready] of [
      ['/view_school_information', 'view', 'Contact'],
      ['/add_school_information', 'edit', 'Address'],
      ['/school_banner', 'banners', 'Banners'],
      ['/registration_number_format', 'format', 'Preview'],
    ] as const) {
      await page.goto(appUrl(school.subdomain, path));
      await page.getByRole('region', { name: ready, exact: true }).waitFor();
      await settle(page);
      expect(await pageWidth(page), path).toBeLessThanOrEqual(375);
      await saveScreenshot(page, `school-profile-phone-${name}`);
    }
    expect(errors).toEqual([]);
  });
});
