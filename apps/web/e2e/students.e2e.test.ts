import { studentMessages } from '@shala/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import {
  pageWidth,
  pathIs,
  phone,
  signInAndOpen,
  signInAtSchool,
  tableRows,
} from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';
import { readLatestMail } from './helpers/read-mail';

const school = journeySchool();

/**
 * The family the journey admits, unique per attempt, so that it never collides with what an
 * earlier run, file or failed attempt made: a retried admission admits a new family, and the
 * later steps follow that one.
 */
function newFamily() {
  const run = String(Date.now()).slice(-7);
  return {
    student: { first: 'Ishaan', last: `Mehra ${run}`, name: `Ishaan Mehra ${run}` },
    father: {
      name: `Rakesh Mehra ${run}`,
      mobile: `93${run}1`,
      email: `rakesh.${run}@example.net`,
    },
    mother: { name: `Sunita Mehra ${run}`, mobile: `94${run}2` },
  };
}
let { student, father, mother } = newFamily();

/** Picks an option of a Mantine select by its label. */
async function choose(scope: Page | Locator, page: Page, label: RegExp, option: string) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.skipIf(!checkChromium())('students: admission, list, edit, roll numbers', () => {
  const { openPage } = journeyBrowser();

  let admissionNo = '';

  it('an admin admits a student with father and mother, finds and edits them', async () => {
    ({ student, father, mother } = newFamily());
    const { page, errors } = await openPage();
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('admin'),
      'demo1234',
      '/student_admission',
    );
    const form = page.getByRole('form', { name: 'Student admission' });
    await form.waitFor();

    // The contracts' messages first: an empty form names what is missing.
    await form.getByRole('button', { name: 'ADMIT STUDENT' }).click();
    await form.getByText(studentMessages.enterFirstName).waitFor();
    await form.getByText(studentMessages.chooseGender).waitFor();
    await form.getByText(studentMessages.chooseClass).waitFor();
    await form.getByText("Please enter the father's full name").waitFor();

    await form.getByLabel(/^First name/).fill(student.first);
    await form.getByLabel(/^Last name/).fill(student.last);
    await choose(form, page, /^Gender/, 'Male');
    await form.getByLabel(/^Date of birth/).fill('12/05/2019');
    await form.getByLabel(/^Date of birth/).blur();
    await choose(form, page, /^Blood group/, 'B+');

    // A class without sections asks for none; class 3 has sections A and B.
    await choose(form, page, /^Class/, 'Nursery');
    await settle(page);
    expect(await form.getByRole('textbox', { name: /^Section/ }).count()).toBe(0);
    await choose(form, page, /^Class/, '3');
    await choose(form, page, /^Section/, 'A');

    const fatherCard = form.getByRole('region', { name: 'Father' });
    await fatherCard.getByLabel(/^Father's full name/).fill(father.name);
    await fatherCard.getByLabel(/^Father's mobile/).fill(father.mobile);
    await fatherCard.getByLabel(/^Father's e-mail/).fill(father.email);
    await fatherCard.getByLabel(/^Father's occupation/).fill('Engineer');
    await fatherCard.getByLabel(/^Father's present address/).fill('14 Lake View Road, Pune');
    await fatherCard.getByLabel('Same as present address').check();
    expect(await fatherCard.getByLabel(/^Father's permanent address/).inputValue()).toBe(
      '14 Lake View Road, Pune',
    );
    const motherCard = form.getByRole('region', { name: 'Mother' });
    await motherCard.getByLabel(/^Mother's full name/).fill(mother.name);
    await motherCard.getByRole('button', { name: "Copy father's address" }).click();
    expect(await motherCard.getByLabel(/^Mother's present address/).inputValue()).toBe(
      '14 Lake View Road, Pune',
    );
    await saveScreenshot(page, 'students-admission-form');

    await form.getByRole('button', { name: 'ADMIT STUDENT' }).click();
    const admitted = page.getByRole('status', { name: 'Student admitted' });
    await admitted.waitFor();
    admissionNo = (await admitted.getByTestId('admission-number').textContent()) ?? '';
    expect(admissionNo).toMatch(/\d/);
    expect(await admitted.textContent()).toContain('the first password was sent by e-mail');
    await saveScreenshot(page, 'students-admitted');

    // View student: the drawer with parents and class history.
    await admitted.getByRole('link', { name: 'View student' }).click();
    await page.waitForURL(pathIs('/student'));
    const drawer = page.getByRole('dialog', { name: 'Student details' });
    await drawer.getByRole('heading', { name: student.name }).waitFor();
    await drawer.getByRole('region', { name: 'Father' }).getByText(father.name).waitFor();
    await drawer.getByRole('region', { name: 'Mother' }).getByText(mother.name).waitFor();
    const history = tableRows(drawer, 'Class history');
    expect(await history.first().textContent()).toContain('3');
    await settle(page);
    await saveScreenshot(page, 'students-detail-drawer', { fullPage: false });
    await page.keyboard.press('Escape');

    // Found in /student by admission number.
    await page.getByLabel('Search').fill(admissionNo);
    const found = tableRows(page, 'Students').filter({ hasText: student.name });
    await found.waitFor();
    await expect.poll(() => tableRows(page, 'Students').count(), { timeout: 10_000 }).toBe(1);
    await saveScreenshot(page, 'students-list');

    // Edit a field from Manage Students, and give the mother a mobile: her new account's
    // first password is shown once, since she has no e-mail.
    // A busy server answers the class's sections late: a save before they arrive must keep
    // the student's section (the numbering below finds them in 3 - A).
    await page.route('**/api/common/getSectionsOptions*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(appUrl(school.subdomain, '/manage_student_details'));
    await page.getByLabel('Search').fill(student.name);
    await tableRows(page, 'Students').filter({ hasText: student.name }).waitFor();
    await page.getByRole('link', { name: `Edit ${student.name}` }).click();
    await page.waitForURL(/\/manage_student_details\/\d+$/);
    const edit = page.getByRole('form', { name: 'Edit student' });
    expect(await edit.getByLabel(/^First name/).inputValue()).toBe(student.first);
    await edit.getByLabel(/^Religion/).fill('Hindu');
    await edit
      .getByRole('region', { name: 'Mother' })
      .getByLabel(/^Mother's mobile/)
      .fill(mother.mobile);
    await edit.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await page.getByText(studentMessages.updated).first().waitFor();
    await page.unrouteAll({ behavior: 'wait' });
    const updated = page.getByRole('status', { name: 'Student details updated' });
    const motherPassword = (await updated.getByTestId('first-password').textContent()) ?? '';
    expect(motherPassword).toMatch(/^\w{10}$/);
    expect(await updated.textContent()).toContain(`New parent account ${mother.mobile}`);
    await saveScreenshot(page, 'students-edit-parent-account');
    await updated.getByRole('link', { name: 'Back to the list' }).click();
    await page.waitForURL(pathIs('/manage_student_details'));
    await page.getByLabel('Search').fill(student.name);
    await tableRows(page, 'Students')
      .filter({ hasText: student.name })
      .getByRole('button')
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Student details' })
      .getByText('Hindu', { exact: true })
      .waitFor();
    expect(errors).toEqual([]);

    const { page: motherPage, errors: motherErrors } = await openPage();
    await signInAtSchool(
      motherPage,
      school.subdomain,
      mother.mobile,
      motherPassword,
      '/parent_dashboard',
    );
    expect(motherErrors).toEqual([]);
  });

  it('the admin numbers the class by the rule and by hand, and sees the classwise counts', async () => {
    expect(admissionNo).not.toBe('');
    const { page, errors } = await openPage();
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('admin'),
      'demo1234',
      '/roll_number_allocation_order',
    );

    // The school's rule: alphabetical unless changed.
    const rule = page.getByRole('form', { name: 'Roll number order' });
    await rule.getByRole('radio', { name: /^Alphabetical/ }).waitFor();
    expect(await rule.getByRole('radio', { name: /^Alphabetical/ }).isChecked()).toBe(true);
    expect(await rule.getByRole('button', { name: 'SAVE' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'students-roll-order');
    await page.getByRole('main').getByRole('link', { name: 'Allocate roll numbers' }).click();
    await page.waitForURL(pathIs('/allocate_roll_number'));

    // Allocate roll numbers for 3 A by the rule, with a preview.
    const main = page.getByRole('main');
    await choose(main, page, /^Class/, '3');
    await choose(main, page, /^Section/, 'A');
    const rolls = tableRows(page, 'Roll numbers');
    await rolls.filter({ hasText: student.name }).waitFor();
    await main.getByRole('button', { name: 'Allocate by rule' }).click();
    const preview = page.getByRole('dialog', { name: /^Allocate roll numbers/ });
    await tableRows(preview, 'Roll number preview').filter({ hasText: student.name }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'students-roll-preview', { fullPage: false });
    await preview.getByRole('button', { name: 'Allocate' }).click();
    await page.getByText(studentMessages.rollNumbersAllocated).first().waitFor();
    const ourRow = rolls.filter({ hasText: student.name });
    await expect
      .poll(async () => (await ourRow.locator('td').first().textContent())?.trim(), {
        timeout: 10_000,
      })
      .toMatch(/^\d+$/);

    // Typed by hand: a number given twice is refused before it is sent.
    await main.getByRole('button', { name: 'Edit roll numbers' }).click();
    const inputs = main.getByRole('textbox', { name: /^Roll number of / });
    await inputs.nth(0).fill('7');
    await inputs.nth(1).fill('7');
    await main.getByRole('button', { name: 'SAVE ROLL NUMBERS' }).click();
    await main.getByText(studentMessages.rollTwice).first().waitFor();
    await saveScreenshot(page, 'students-roll-edit');
    await main.getByRole('button', { name: 'CANCEL' }).click();

    // Classwise counts; a section opens its list.
    await page.goto(appUrl(school.subdomain, '/classwise_student_details'));
    await page.getByRole('button', { name: 'Students of class 3 - A' }).click();
    const classList = page.getByRole('dialog', { name: 'Class 3 - A' });
    await tableRows(classList, 'Roll numbers').filter({ hasText: student.name }).waitFor();
    await page.keyboard.press('Escape');
    await settle(page);
    await saveScreenshot(page, 'students-classwise');
    expect(errors).toEqual([]);
  });

  it('fits a phone: admission, list and roll numbers', async () => {
    const { page, errors } = await openPage(phone);
    await signInAtSchool(page, school.subdomain, school.user('admin'), 'demo1234', '/dashboard');
    for (const [url, name] of [
      ['/student_admission', 'students-admission-phone'],
      ['/student', 'students-list-phone'],
      ['/classwise_student_details', 'students-classwise-phone'],
    ] as const) {
      await page.goto(appUrl(school.subdomain, url));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settle(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(375);
      await saveScreenshot(page, name);
    }
    await page.goto(appUrl(school.subdomain, '/allocate_roll_number'));
    const main = page.getByRole('main');
    await choose(main, page, /^Class/, '3');
    await choose(main, page, /^Section/, 'A');
    await tableRows(page, 'Roll numbers').first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await saveScreenshot(page, 'students-rolls-phone');
    expect(errors).toEqual([]);
  });

  it('the father signs in with the e-mailed first password and sees his child', async () => {
    expect(admissionNo).not.toBe('');
    const mail = await readLatestMail(
      father.email,
      new RegExp(`parent account for ${student.name}`),
    );
    const username = /User name: (\S+)/.exec(mail)?.[1];
    const password = /First password: (\S+)/.exec(mail)?.[1];
    expect(username).toBe(father.mobile);
    expect(password).toMatch(/^\w{10}$/);

    const { page, errors } = await openPage();
    await signInAtSchool(page, school.subdomain, father.email, password!, '/parent_dashboard');
    const card = page.getByRole('region', { name: 'My children' });
    const child = card.getByTestId('child').filter({ hasText: student.name });
    await child.waitFor();
    expect(await child.textContent()).toMatch(/Class 3 - A · Roll No\. \d+/);
    await saveScreenshot(page, 'students-parent-dashboard');
    expect(errors).toEqual([]);
  });
});
