import { hostelMessages, outPassMessages, residenceMessages } from '@shala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './helpers/accessibility';
import { checkChromium } from './helpers/browser';
import {
  chooseOption,
  pageWidth,
  phone,
  signInAndOpen,
  signInAtSchool,
  tableRows,
} from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();

const seeText = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

/** Opens a select by its label and picks its first option; answers the option's text. */
async function pickFirst(page: Page, label: RegExp): Promise<string> {
  await page.getByRole('textbox', { name: label }).click();
  const option = page.getByRole('option').first();
  const text = (await option.textContent())!.trim();
  await option.click();
  return text;
}

/** The demo places one of the parent's two children in the hostel: chooses that child. */
async function chooseHosteller(page: Page) {
  const details = page.getByText('Hostel Name');
  for (let index = 0; index < 2 && !(await details.isVisible()); index += 1) {
    await page.getByRole('textbox', { name: /^Child/ }).click();
    await page.getByRole('option').nth(index).click();
    await details.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
}

/** Picks the current session in a Session select. */
async function chooseCurrentSession(page: Page) {
  await page.getByRole('textbox', { name: /^Session/ }).click();
  await page.getByRole('option', { name: /\(current\)$/ }).click();
}

describe.skipIf(!checkChromium())(
  'hostel: a hostel, a room, a resident; the defaulter list',
  () => {
    const { openPage } = journeyBrowser();

    it('the warden adds a hostel and rooms and allocates a student; the accountant sets the fee, collects two months, and the student is no defaulter', async () => {
      const { page, errors } = await openPage();
      await signInAndOpen(page, school.subdomain, school.user('warden'), 'demo1234', '/add_hostel');
      const hostelForm = page.getByRole('form', { name: 'Add Hostel' });
      await hostelForm.getByLabel(/^Hostel Name/).fill('Journey House');
      await hostelForm.getByLabel(/^Phone/).fill('9876543210');
      await settle(page);
      await saveScreenshot(page, 'hostel-add');
      await hostelForm.getByRole('button', { name: 'ADD' }).click();
      await seeText(page, hostelMessages.hostelAdded);
      await page.getByRole('button', { name: 'Hostel List' }).click();
      await tableRows(page, 'Hostel List').filter({ hasText: 'Journey House' }).waitFor();

      // Rooms of both genders, so the student allocated below finds one.
      for (const [room, gender] of [
        ['J-1', 'Male'],
        ['J-2', 'Female'],
      ] as const) {
        await page.goto(appUrl(school.subdomain, '/rooms'));
        const roomForm = page.getByRole('form', { name: 'Add Room' });
        await chooseCurrentSession(page);
        await chooseOption(roomForm, page, /^Hostel/, 'Journey House');
        await roomForm.getByLabel(/^Room/).fill(room);
        await roomForm.getByLabel(/^No of beds/).fill('2');
        await chooseOption(roomForm, page, /^For/, 'Student');
        await chooseOption(roomForm, page, /^Gender/, gender);
        await roomForm.getByRole('button', { name: 'ADD' }).click();
        await page.waitForURL((url) => url.pathname === '/view_room');
        await tableRows(page, 'Room List').filter({ hasText: room }).waitFor();
      }
      await settle(page);
      await saveScreenshot(page, 'hostel-room-list');

      await page.goto(appUrl(school.subdomain, '/allocate_room'));
      const allocateForm = page.getByRole('form', { name: 'Allocate Room' });
      await chooseCurrentSession(page);
      await chooseOption(allocateForm, page, /^Hostel/, 'Journey House');
      const student = await pickFirst(page, /^Student/);
      const gender = student.endsWith('Female') ? 'Female' : 'Male';
      const room = gender === 'Female' ? 'J-2' : 'J-1';
      await page.getByRole('textbox', { name: /^Room/ }).click();
      await page.getByRole('option', { name: new RegExp(`^${room} `) }).click();
      const joining = page.getByLabel(/^Joining Date/);
      await joining.fill(new Date().toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' }));
      await joining.press('Tab');
      await settle(page);
      await saveScreenshot(page, 'hostel-allocate');
      await allocateForm.getByRole('button', { name: 'ADD' }).click();
      await page.waitForURL((url) => url.pathname === '/allocated_room');
      await page.getByRole('button', { name: 'Search' }).click();
      const name = student.split(' · ')[0]!;
      const allocated = tableRows(page, 'Allocated Rooms').filter({ hasText: name });
      await allocated.waitFor();
      await settle(page);
      await saveScreenshot(page, 'hostel-allocated');
      expect(errors).toEqual([]);

      const desk = await openPage();
      await signInAtSchool(
        desk.page,
        school.subdomain,
        school.user('accountant'),
        'demo1234',
        '/staff_dashboard',
      );
      // The accountant sets the hostel's fee and collects the first two months.
      const fees = desk.page;
      await fees.goto(appUrl(school.subdomain, '/hostel_fee_setup'));
      await chooseCurrentSession(fees);
      await chooseOption(fees, fees, /^Hostel/, 'Journey House');
      await fees.getByLabel(/^Amount to be paid monthly/).fill('1000');
      await chooseOption(fees, fees, /^Last Date of fee submission/, '10');
      await fees.getByLabel(/^Late Fee/).fill('50');
      await fees.getByRole('button', { name: 'Add' }).click();
      await fees.waitForURL((url) => url.pathname === '/view_hostel_fee_setup');
      await tableRows(fees, 'Fee Setup List').filter({ hasText: 'Journey House' }).waitFor();
      await settle(fees);
      await saveScreenshot(fees, 'hostel-fee-setup-list');

      await fees.goto(appUrl(school.subdomain, '/hostel_fee_collection'));
      await chooseOption(fees, fees, /^Hostel/, 'Journey House');
      await fees.getByRole('button', { name: 'Search' }).click();
      await fees.getByRole('button', { name: `Pay for ${name}` }).click();
      const dialog = fees.getByRole('dialog', { name: 'Hostel Fee Payment' });
      const open = dialog.locator('input[type=checkbox]:not([disabled])');
      await open.nth(0).check();
      await open.nth(1).check();
      // The payment date shows as every date does: DD-MM-YYYY (today by default).
      const today = new Date()
        .toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' })
        .replaceAll('/', '-');
      expect(await dialog.getByLabel(/^Payment Date/).inputValue()).toBe(today);
      await settle(fees);
      await saveScreenshot(fees, 'hostel-pay', { fullPage: false });
      await dialog.getByRole('button', { name: 'Pay' }).click();
      await dialog.waitFor({ state: 'detached' });

      await fees.goto(appUrl(school.subdomain, '/hostel_fee_defaulter'));
      await fees.getByRole('button', { name: 'Search' }).click();
      const defaulters = tableRows(fees, 'Hostel Defaulter List');
      await expect.poll(() => defaulters.count()).toBeGreaterThanOrEqual(1);
      expect(await defaulters.filter({ hasText: name }).count()).toBe(0);
      await settle(fees);
      await saveScreenshot(fees, 'hostel-defaulters');
      expect(desk.errors).toEqual([]);
    });

    it("the warden's room list, allocation form and visitor pages fit a phone", async () => {
      const { page, errors } = await openPage(phone);
      await signInAndOpen(page, school.subdomain, school.user('warden'), 'demo1234', '/view_room');
      await expect.poll(() => tableRows(page, 'Room List').count()).toBeGreaterThanOrEqual(1);
      await settle(page);
      await saveScreenshot(page, 'hostel-rooms-phone');
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await page.goto(appUrl(school.subdomain, '/allocate_room'));
      await page.getByRole('form', { name: 'Allocate Room' }).waitFor();
      await settle(page);
      await saveScreenshot(page, 'hostel-allocate-phone');
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);

      // The demo's open visit gets its out time; the visitor pages fit the phone too.
      await page.goto(appUrl(school.subdomain, '/visitor_list'));
      await page.getByRole('button', { name: 'Search' }).click();
      const outTime = page.getByRole('textbox', { name: 'Out Time of Anil Verma (Uncle)' });
      await outTime.fill('23:59');
      await page.getByRole('button', { name: 'Save Out Time' }).click();
      await seeText(page, hostelMessages.visitorsUpdated);
      await outTime.waitFor({ state: 'detached' });
      await settle(page);
      await saveScreenshot(page, 'hostel-visitors-phone');
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await page.getByRole('link', { name: 'Back' }).click();
      await page.getByRole('form', { name: 'Add Visitor Details' }).waitFor();
      await settle(page);
      await saveScreenshot(page, 'hostel-visitor-form-phone');
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      expect(errors).toEqual([]);
    });
    it('a parent asks for an out-pass on a phone; the warden approves it and records the gate; the parent sees it back', async () => {
      const parent = await openPage(phone);
      await signInAndOpen(
        parent.page,
        school.subdomain,
        school.user('parent'),
        'demo1234',
        '/student_hostel_details',
      );
      await chooseHosteller(parent.page);
      const form = parent.page.getByRole('form', { name: 'Ask for an out-pass' });
      const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-GB', {
        timeZone: 'Asia/Kolkata',
      });
      const leaving = form.getByLabel(/^Leaving date/);
      await leaving.fill(tomorrow);
      await leaving.press('Tab');
      await form.getByLabel(/^Leaving time/).fill('15:00');
      await form.getByLabel(/^Return time/).fill('19:30');
      await form.getByLabel(/^Reason/).fill('Grandmother’s birthday');
      await form.getByLabel(/^Escort/).fill('Father');
      await settle(parent.page);
      await saveScreenshot(parent.page, 'hostel-out-pass-ask-phone');
      expect(await pageWidth(parent.page)).toBeLessThanOrEqual(390);
      await form.getByRole('button', { name: 'ADD' }).click();
      await seeText(parent.page, outPassMessages.requested);
      await seeText(parent.page, 'Requested');
      await expectAccessible(parent.page);

      // The warden's home on a 390 px phone: the hostel's day, the request waiting, the desk a tap away.
      const warden = await openPage({ ...phone, viewport: { width: 390, height: 844 } });
      await signInAndOpen(
        warden.page,
        school.subdomain,
        school.user('warden'),
        'demo1234',
        '/staff_dashboard',
      );
      const day = warden.page.getByRole('region', { name: /^(Aravali House|Hostels) today$/ });
      const aravali = day.getByRole('region', { name: 'Aravali House' });
      const figure = (label: string) =>
        aravali.getByRole('listitem').filter({ hasText: label }).textContent();
      await expect.poll(() => figure('Out-passes to decide')).toMatch(/^1\D/);
      // The demo's visit of this morning (its out time set by the test before); nobody is out.
      expect(await figure('Visitors today')).toMatch(/^1Visitors today/);
      expect(await figure('Out on a pass')).toMatch(/^0\D/);
      expect(await figure('residents in')).toMatch(/^(\d+)of \1 residents in$/);
      await settle(warden.page);
      expect(await pageWidth(warden.page)).toBeLessThanOrEqual(390);
      await saveScreenshot(warden.page, 'hostel-warden-home-phone');
      await day.getByRole('link', { name: 'Out-passes' }).click();
      await warden.page.waitForURL((url) => url.pathname === '/student_hostel_details');
      for (const [filter, action] of [
        ['To decide', 'Approve'],
        ['Approved', 'Left now'],
        ['Out now', 'Returned now'],
      ] as const) {
        await warden.page.getByText(filter, { exact: true }).click();
        const button = warden.page.getByRole('button', { name: new RegExp(`^${action}:`) });
        await button.first().waitFor();
        if (action === 'Approve') {
          await settle(warden.page);
          await saveScreenshot(warden.page, 'hostel-out-pass-desk-phone');
          expect(await pageWidth(warden.page)).toBeLessThanOrEqual(390);
          await expectAccessible(warden.page);
        }
        await button.first().click();
        await seeText(warden.page, outPassMessages.updated);
      }
      await parent.page.reload();
      await chooseHosteller(parent.page);
      await seeText(parent.page, /Returned at/);
      await settle(parent.page);
      await saveScreenshot(parent.page, 'hostel-out-pass-returned-phone');
      expect(parent.errors).toEqual([]);
      expect(warden.errors).toEqual([]);
    });

    it('the warden sees a hostel at a glance, keeps seats per class and lists the staff residents', async () => {
      const { page, errors } = await openPage();
      await signInAndOpen(
        page,
        school.subdomain,
        school.user('warden'),
        'demo1234',
        '/hostel_detail',
      );
      await seeText(page, 'Free beds');
      await seeText(page, /^Room B-101$/);
      await settle(page);
      await saveScreenshot(page, 'hostel-detail');
      await expectAccessible(page);

      await page.goto(appUrl(school.subdomain, '/seat_availability'));
      const rows = tableRows(page, 'Seat Availability');
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(1);
      const first = page.getByRole('textbox', { name: /^Total seats of / }).first();
      await first.fill('9');
      await page.getByRole('button', { name: 'SAVE' }).click();
      await seeText(page, residenceMessages.seatsSaved);
      await settle(page);
      await saveScreenshot(page, 'hostel-seat-availability');
      await expectAccessible(page);

      await page.goto(appUrl(school.subdomain, '/staff_hostel_details'));
      await tableRows(page, 'Staff Hostel Details')
        .filter({ hasText: 'Resident' })
        .first()
        .waitFor();
      await settle(page);
      await saveScreenshot(page, 'hostel-staff-residents');
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
    it('the warden collects a hostel fee from the joining month on and opens its receipt', async () => {
      const { page, errors } = await openPage();
      await signInAndOpen(
        page,
        school.subdomain,
        school.user('warden'),
        'demo1234',
        '/hostel_fee_collection',
      );
      await chooseOption(page, page, /^Hostel/, 'Aravali House');
      await page.getByRole('button', { name: 'Search' }).click();
      await page
        .getByRole('button', { name: /^Pay for / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Hostel Fee Payment' });
      // Joined during the session: the first month offered is the month of joining.
      const joined = (await dialog
        .getByText(/^\d{2}-\d{2}-\d{4}$/)
        .first()
        .textContent())!;
      const [, month, year] = joined.split('-');
      const months = dialog.getByRole('checkbox');
      await expect.poll(() => months.count()).toBeGreaterThan(0);
      expect(await months.first().getAttribute('value')).toBe(`${year}-${month}`);
      await dialog.locator('input[type=checkbox]:not([disabled])').first().check();
      await settle(page);
      await saveScreenshot(page, 'hostel-warden-pay', { fullPage: false });
      await dialog.getByRole('button', { name: 'Pay' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The receipt is there at once: its number, and the receipt to open.
      await page.getByText(/^Receipt No\. \d+ recorded$/).waitFor();
      const open = page.getByRole('link', { name: 'Open receipt' });
      const href = (await open.getAttribute('href'))!;
      const pdf = await page.evaluate(async (url) => {
        const answer = await fetch(url);
        return [answer.status, answer.headers.get('content-type')];
      }, href);
      expect(pdf).toEqual([200, 'application/pdf']);
      await settle(page);
      await saveScreenshot(page, 'hostel-warden-receipt');
      expect(errors).toEqual([]);
    });
  },
);
