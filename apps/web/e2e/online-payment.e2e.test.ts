import { onlinePaymentMessages as m } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { pageWidth, pathIs, phone, signInAndOpen, tableRows } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();
/** The phone the parents' page is designed for. */
const phone390 = { ...phone, viewport: { width: 390, height: 844 } };

describe.skipIf(!checkChromium())('online payment: a parent pays fees online', () => {
  const { openPage } = journeyBrowser();

  it('pays dues of two children at once through the offline provider: a receipt for each child', async () => {
    const { page, errors } = await openPage(phone390);
    await signInAndOpen(page, school.subdomain, school.user('parent'), 'demo1234', '/payment');
    await page.getByRole('heading', { name: 'Fees' }).waitFor();
    const children = page
      .locator('section[aria-label]')
      .filter({ has: page.getByRole('checkbox') });
    await expect.poll(() => children.count()).toBe(2);
    const names = await Promise.all(
      (await children.all()).map((child) => child.getAttribute('aria-label')),
    );
    // What was paid at the counter (the demo's first quarter) is among the receipts too.
    const receipts = tableRows(page, 'Receipts');
    for (const name of names) await receipts.filter({ hasText: name! }).first().waitFor();
    for (const child of await children.all()) await child.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Pay online' }).waitFor();
    await settle(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'online-payment-parent-fees-phone');

    await page.getByRole('button', { name: 'Pay online' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/payment' && url.searchParams.has('invoice_id'),
    );
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await pay.waitFor();
    await settle(page);
    await saveScreenshot(page, 'online-payment-offline-provider-phone');
    await pay.click();

    await page.waitForURL(pathIs('/student_payment_status'));
    await page.getByText(m.success).waitFor();
    // One receipt per child, each naming its child, with the gateway's payment reference.
    for (const name of names)
      await page
        .getByRole('heading', { name: new RegExp(`^Receipt No\\. \\d+: ${name}$`) })
        .waitFor();
    await page.getByText('Gateway reference').waitFor();
    await page
      .getByText('Quarterly payment')
      .or(page.getByText('One-time payment'))
      .first()
      .waitFor();
    await settle(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'online-payment-success-receipt-phone');

    // The second child's receipt is their own: their name and the gateway reference.
    await page.getByRole('link', { name: 'View receipt' }).nth(1).click();
    await page.waitForURL((url) => url.pathname.startsWith('/fee_receipt/'));
    await page.getByRole('heading', { name: /^Fee Receipt No\. \d+/ }).waitFor();
    await page.getByText(names[1]!, { exact: false }).first().waitFor();
    await page.getByText('Gateway Reference').waitFor();
    await page.getByText(/^offline_/).waitFor();
    await settle(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'online-payment-second-child-receipt-phone');

    // The history lists the payment with its receipt; nothing is left to pay of what was paid.
    await page.goto(appUrl(school.subdomain, '/payment'));
    for (const name of names)
      await page
        .getByRole('link', { name: new RegExp(`^Receipt No\\. \\d+ \\(${name}\\)$`) })
        .first()
        .waitFor();
    await settle(page);
    await saveScreenshot(page, 'online-payment-history-phone');
    expect(errors).toEqual([]);
  });

  it("shows a hosteller's hostel months on the phone and pays one online", async () => {
    const { page, errors } = await openPage(phone390);
    await signInAndOpen(page, school.subdomain, school.user('parent'), 'demo1234', '/payment');
    await page.getByRole('heading', { name: 'Fees' }).waitFor();
    const hostel = page.getByRole('checkbox', { name: /: Hostel fee \w+ \d{4}$/ });
    await expect.poll(() => hostel.count()).toBeGreaterThan(0);
    const label = (await hostel.first().getAttribute('aria-label'))!;
    const [child, due] = label.split(': ') as [string, string];
    await hostel.first().check();
    await settle(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'online-payment-hostel-due-phone');
    await page.getByRole('button', { name: 'Pay online' }).click();
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await pay.waitFor();
    await pay.click();
    await page.waitForURL(pathIs('/student_payment_status'));
    await page.getByText(m.success).waitFor();
    await page
      .getByRole('heading', { name: new RegExp(`^Receipt No\\. \\d+: ${child}$`) })
      .waitFor();
    await page.getByText(`${child}: ${due}`).waitFor();
    await settle(page);
    await saveScreenshot(page, 'online-payment-hostel-paid-phone');

    // Paid: the month is no longer offered.
    await page.goto(appUrl(school.subdomain, '/payment'));
    await page.getByRole('heading', { name: 'Fees' }).waitFor();
    await page.getByRole('checkbox').first().waitFor();
    expect(await page.getByRole('checkbox', { name: label, exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says what went wrong when the payer returns without an invoice', async () => {
    const { page } = await openPage(phone390);
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('parent'),
      'demo1234',
      '/student_payment_status?success=true',
    );
    await page.getByText(m.missingInvoice).waitFor();
  });
});
