import { readFile } from 'node:fs/promises';
import { registrationReferencePattern } from '@shala/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { desktop, pageWidth, pathIs, phone, signInAtSchool, tableRows } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();

const signInAsAdmin = (page: Page) =>
  signInAtSchool(page, school.subdomain, school.user('admin'), 'demo1234', '/dashboard');

/** Picks an option of a Mantine select or multi-select whose label starts with `label`. */
async function pick(scope: Page | Locator, page: Page, label: string, option: string) {
  // A multi-select's pills box lies over its input: the click is meant for both.
  await scope.getByRole('textbox', { name: new RegExp(`^${label}`) }).click({ force: true });
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The text a reader would select in a PDF. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

describe.skipIf(!checkChromium())('student records', () => {
  const { openPage } = journeyBrowser();

  it('the admin issues a transfer certificate and downloads its PDF', async () => {
    const { page, errors } = await openPage(desktop);
    await signInAsAdmin(page);
    await page.goto(appUrl(school.subdomain, '/generate_student_transferCertificate'));
    await page.getByRole('heading', { level: 1, name: 'Generate Transfer Certificate' }).waitFor();
    await pick(page, page, 'Class', '5');
    await pick(page, page, 'Section', 'A');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const generate = page.getByRole('button', { name: /^Generate TC for / }).first();
    const studentName = (await generate.getAttribute('aria-label'))!.replace(
      'Generate TC for ',
      '',
    );
    await generate.click();

    const dialog = page.getByRole('dialog', { name: 'Student Transfer Certificate' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: /^Student Name/ }).inputValue())
      .toBe(studentName);
    // The no-dues check asks fees and library: the demo student may owe a fee, to be waived.
    const noDues = dialog.getByRole('alert').filter({ hasText: 'No-dues check' });
    await expect.poll(() => noDues.textContent()).toMatch(/Fees, Library checked|(Fees|Library): /);
    const waiver = dialog.getByRole('textbox', { name: /^Reason for waiving these dues/ });
    if (await waiver.isVisible()) await waiver.fill('Sibling concession agreed by the trust');
    await pick(dialog, page, 'Exam Result', 'Passed');
    await dialog.getByRole('radio', { name: 'Others' }).check();
    await dialog.getByRole('button', { name: 'Generate TC' }).click();
    await expect.poll(() => dialog.getByText('Please specify the transfer reason').count()).toBe(1);
    await dialog
      .getByRole('textbox', { name: /^Specify the reason/ })
      .fill('Moving abroad with family');
    await settle(page);
    await saveScreenshot(page, 'student-records-tc-form', { fullPage: false });
    await dialog.getByRole('button', { name: 'Generate TC' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const download = page.getByRole('button', { name: `Download TC of ${studentName}` });
    await download.waitFor();
    await saveScreenshot(page, 'student-records-tc-generated');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^transfer-certificate-\d+\.pdf$/);
    const text = await pdfText(new Uint8Array(await readFile((await file.path())!)));
    for (const expected of [
      school.name,
      'Transfer Certificate',
      studentName,
      'Others: Moving abroad with family',
    ])
      expect(text).toContain(expected);

    await page.goto(appUrl(school.subdomain, '/transfer_certificate_report'));
    await pick(page, page, 'Class', '5');
    await page.keyboard.press('Escape');
    await pick(page, page, 'Section', 'A');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => tableRows(page, 'Transfer Certificates').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'student-records-tc-report');
    expect(errors).toEqual([]);
  });

  it('a visitor registers online on a phone, is given a reference, and the admin approves', async () => {
    const visitor = await openPage({ ...phone, viewport: { width: 390, height: 844 } });
    const page = visitor.page;
    await page.goto(appUrl(school.subdomain, '/online-student-registration'));
    const form = page.getByRole('form', { name: 'Online student registration' });
    await form.waitFor();
    // The school of the host, before anyone signs in: its logo and name on its colour.
    const banner = page.getByRole('banner');
    await banner.getByText(school.name, { exact: true }).waitFor();
    expect(
      await banner.getByRole('img', { name: `${school.name} logo` }).getAttribute('src'),
    ).toMatch(new RegExp(`^/api/common/school-logo/${school.subdomain}(\\?v=\\d+)?$`));
    const background = (element: Locator) =>
      element.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await background(banner)).toBe(
      await background(form.getByRole('button', { name: 'Register' })),
    );
    await form.getByRole('textbox', { name: /^Student Name/ }).fill('Ishaan Verma');
    await pick(form, page, 'Class', 'Nursery');
    await pick(form, page, 'Gender', 'Male');
    await form.getByRole('textbox', { name: /^Date of Birth/ }).fill('14/08/2021');
    await form.getByRole('textbox', { name: /^Father's Name/ }).fill('Rahul Verma');
    await form.getByRole('textbox', { name: /^Father's Mobile/ }).fill('9811122233');
    await settle(page);
    await saveScreenshot(page, 'student-records-register-phone');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await form.getByRole('button', { name: 'Register' }).click();
    await page.getByText(/registration has been received/).waitFor();
    const reference = (await page.getByTestId('registration-reference').textContent())!;
    expect(reference).toMatch(registrationReferencePattern);
    await page.getByText('Please note your reference number', { exact: false }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'student-records-registered-phone');
    expect(visitor.errors).toEqual([]);

    const { page: admin, errors } = await openPage(desktop);
    await signInAsAdmin(admin);
    await admin.goto(appUrl(school.subdomain, '/registeredStudentList'));
    const approve = admin.getByRole('button', { name: 'Approve Ishaan Verma' });
    await approve.waitFor();
    // The office finds the family by the reference they were given.
    expect(
      await tableRows(admin, 'Registered Students')
        .filter({ hasText: 'Ishaan Verma' })
        .textContent(),
    ).toContain(reference);
    await saveScreenshot(admin, 'student-records-registrants');
    await approve.click();
    const dialog = admin.getByRole('dialog', { name: 'Approve Registration' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await approve.waitFor({ state: 'detached' });

    await pick(admin, admin, 'Verification status', 'Verified');
    const admitted = tableRows(admin, 'Registered Students').filter({ hasText: 'Ishaan Verma' });
    await expect.poll(() => admitted.count()).toBe(1);
    expect(await admitted.textContent()).toContain('Admitted');
    await admin.goto(appUrl(school.subdomain, '/student'));
    await admin.waitForURL(pathIs('/student'));
    await admin.getByText('Ishaan Verma').first().waitFor();
    expect(errors).toEqual([]);
  });

  it("a parent sees their child's transfer certificate on a phone and downloads it", async () => {
    const parent = await openPage(phone);
    await signInAtSchool(
      parent.page,
      school.subdomain,
      school.user('parent'),
      'demo1234',
      '/parent_dashboard',
    );
    const child = await parent.page.evaluate(async () => {
      const response = await fetch('/api/school/admin/getAllStudentByParentId', {
        credentials: 'include',
      });
      const answer = (await response.json()) as {
        data: Array<{ student_id: number; student_name: string; program: { class_name: string } }>;
      };
      return answer.data[0]!;
    });
    await parent.page.goto(appUrl(school.subdomain, '/transfer_certificate_report'));
    await parent.page.getByRole('heading', { level: 1, name: 'Transfer Certificate' }).waitFor();
    await parent.page
      .getByText(`No transfer certificate has been issued for ${child.student_name}.`)
      .waitFor();
    await saveScreenshot(parent.page, 'student-records-parent-tc-none-phone');

    // The school issues the child's certificate (the generate screen's call).
    const { page } = await openPage(desktop);
    await signInAsAdmin(page);
    const issued = await page.evaluate(
      async (body) => {
        const response = await fetch('/api/school/transfer_certificate', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      {
        student_id: child.student_id,
        student_name: child.student_name,
        class: child.program.class_name,
        exam_result_status: 'Passed',
        promote_status: 'Yes',
        birth_date: '2015-04-01',
        leaving_date: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
        transfer_reason: 'Change of Residence',
        dues_waiver_reason: 'Settled by the family in cash',
      },
    );
    expect(issued).toBe(200);

    await parent.page.reload();
    const status = parent.page.getByRole('region', { name: 'Certificate status' });
    await status.getByText(/^Issued: TC No\. \d+ on /).waitFor();
    expect(await pageWidth(parent.page)).toBeLessThanOrEqual(375);
    await settle(parent.page);
    await saveScreenshot(parent.page, 'student-records-parent-tc-phone');
    const [file] = await Promise.all([
      parent.page.waitForEvent('download'),
      status.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const text = await pdfText(new Uint8Array(await readFile((await file.path())!)));
    for (const expected of [school.name, 'Transfer Certificate', child.student_name])
      expect(text).toContain(expected);
    expect(parent.errors).toEqual([]);
  });
});
