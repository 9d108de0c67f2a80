import {
  authMessages,
  discontinueMessages,
  studentLeaveMessages,
  taskMessages,
  tcMessages,
} from '@shala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import {
  chooseOption,
  desktop,
  pageWidth,
  pathIs,
  signInAndOpen,
  signInAtSchool,
  tableRows,
} from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { callFromPage, dayFromToday, phone390, typeDate } from './helpers/page-forms';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

/** Issue 26, "a school's first week": what new users hit first, each on the device they use. */
const school = journeySchool();
const run = String(Date.now()).slice(-6);

interface Child {
  student_id: number;
  student_name: string;
  program: { session_id: number; class_id: number; section_id: number | null };
}

const childrenOf = async (parentPage: Page) =>
  (await callFromPage(parentPage, 'GET', '/api/school/admin/getAllStudentByParentId'))
    .data as Child[];

/** A student's id from the TC screen's list of their class. */
async function studentIdOf(page: Page, name: string): Promise<number> {
  const students = (await callFromPage(page, 'GET', '/api/school/transfer_certificate/students'))
    .data as Array<{ student_id: number; student_name: string }>;
  return students.find((student) => student.student_name === name)!.student_id;
}

/** Opens a select and answers the labels of its options. */
async function optionsOf(page: Page, label: RegExp): Promise<string[]> {
  await page.getByRole('textbox', { name: label }).click();
  const options = page.getByRole('option');
  await options.first().waitFor();
  const labels = await options.allTextContents();
  await page.keyboard.press('Escape');
  return labels;
}

describe.skipIf(!checkChromium())("a school's first week", () => {
  const { openPage } = journeyBrowser();

  it('a wrong password on a phone says why the sign-in failed', async () => {
    const { page, errors } = await openPage(phone390);
    await page.goto(appUrl(school.subdomain, '/login'));
    await page.getByLabel('E-mail, mobile number or user name').fill(school.user('admin'));
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.getByText(authMessages.invalidCredentials).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await settle(page);
    await saveScreenshot(page, 'first-week-login-wrong-password-phone');
    expect(errors).toEqual([]);
  });

  it('the admin discontinues a student in the session the form shows', async () => {
    const { page, errors } = await openPage(desktop);
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('admin'),
      'demo1234',
      '/discontinue_student',
    );
    await page.getByRole('heading', { level: 1, name: 'Discontinue Student' }).waitFor();
    const session = page.getByRole('textbox', { name: 'Session' });
    await expect.poll(() => session.inputValue()).toMatch(/\(current\)$/);
    await chooseOption(page, page, /^Class/, '5');
    await chooseOption(page, page, /^Section/, 'A');
    await typeDate(page, /^Date of Leaving/, dayFromToday(0).typed);
    await page.getByRole('textbox', { name: /^Student Name/ }).click();
    const first = page.getByRole('option').first();
    const studentName = (await first.textContent())!.replace(/ \(Roll \d+\)$/, '');
    await first.click();
    await page.getByLabel('Reason').fill('Family moved to Pune');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(discontinueMessages.discontinued).first().waitFor();
    await saveScreenshot(page, 'first-week-discontinued');

    await page.goto(appUrl(school.subdomain, '/discontinued_students'));
    await chooseOption(page, page, /^Class/, '5');
    const row = page.getByRole('row').filter({ hasText: studentName });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('Family moved to Pune');
    await saveScreenshot(page, 'first-week-discontinued-list');
    expect(errors).toEqual([]);
  });

  it('a TC over dues needs a waiver with a reason, and its issue discontinues the student', {
    timeout: 240_000,
  }, async () => {
    const { page, errors } = await openPage(desktop);
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('admin'),
      'demo1234',
      '/generate_student_transferCertificate',
    );
    await chooseOption(page, page, /^Class/, '3');
    await chooseOption(page, page, /^Section/, 'A');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: tcMessages.modalTitle });
    const waiver = dialog.getByRole('textbox', { name: /^Reason for waiving these dues/ });
    // The first student of the class who owes something (the demo's fees are partly unpaid).
    let studentName = '';
    for (let index = 0; !studentName; index++) {
      const generate = page.getByRole('button', { name: /^Generate TC for / }).nth(index);
      const name = (await generate.getAttribute('aria-label'))!.replace('Generate TC for ', '');
      await generate.click();
      const check = dialog.getByRole('alert').filter({ hasText: 'No-dues check' });
      await expect.poll(() => check.textContent()).toMatch(/checked|(Fees|Library): /);
      if (await waiver.isVisible()) studentName = name;
      else await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
    await chooseOption(dialog, page, /^Exam Result/, 'Passed');
    await dialog.getByRole('radio', { name: 'Change of Residence' }).check();
    await dialog.getByRole('button', { name: 'Generate TC' }).click();
    await dialog.getByText(tcMessages.duesOutstanding).first().waitFor();
    await waiver.fill('Family lost their income; the trust covers the arrears');
    await settle(page);
    await saveScreenshot(page, 'first-week-tc-waiver', { fullPage: false });
    await dialog.getByRole('button', { name: 'Generate TC' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Download TC of ${studentName}` }).waitFor();

    // Issued on today's leaving date: the student is discontinued from it, the waiver kept.
    await page.goto(appUrl(school.subdomain, '/discontinued_students'));
    await chooseOption(page, page, /^Class/, '3');
    const left = page.getByRole('row').filter({ hasText: studentName });
    await left.first().waitFor();
    expect(await left.first().textContent()).toContain(
      dayFromToday(0).iso.split('-').reverse().join('-'),
    );
    await saveScreenshot(page, 'first-week-tc-discontinued');
    const [certificate] = (
      await callFromPage(
        page,
        'GET',
        `/api/school/transfer_certificate?student_id=${await studentIdOf(page, studentName)}`,
      )
    ).data as Array<{ dues_waiver: { reason: string } | null }>;
    expect(certificate!.dues_waiver?.reason).toBe(
      'Family lost their income; the trust covers the arrears',
    );
    expect(errors).toEqual([]);
  });

  it("a teacher adds a month's planner on a phone and sees it listed at once", async () => {
    const { page, errors } = await openPage(phone390);
    await signInAndOpen(page, school.subdomain, school.user('teacher'), 'demo1234', '/create_task');
    await page.getByRole('heading', { name: 'Add Task' }).waitFor();
    const title = `December planner ${run}`;
    // Homework asks for a grade: Yes and No are both in view and tappable on the phone.
    await chooseOption(page, page, 'Task Type', 'Homework');
    const grade = page.getByRole('radiogroup', { name: /^Grade/ });
    for (const answer of ['Yes', 'No']) {
      const box = (await grade.getByText(answer, { exact: true }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await grade.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel(/^Minimum Marks/).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await settle(page);
    await saveScreenshot(page, 'first-week-task-grade-phone');
    await chooseOption(page, page, 'Task Type', 'Monthly Planner');
    await chooseOption(page, page, /^Class/, '5');
    await chooseOption(page, page, /^Section/, 'A');
    await chooseOption(page, page, /^Month/, 'December');
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Remarks/).fill('Fractions, the water cycle and the winter fair.');
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.waitForURL(pathIs('/view_task'));
    // No search made: the list opens on the class and month just used.
    await tableRows(page, 'Tasks').filter({ hasText: title }).waitFor();
    expect(await page.getByText(taskMessages.empty).count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await settle(page);
    await saveScreenshot(page, 'first-week-task-listed-phone');
    expect(errors).toEqual([]);
  });

  it("a parent on a phone asks leave of each child's class teacher, or the school office", {
    timeout: 240_000,
  }, async () => {
    const { page, errors } = await openPage(phone390);
    await signInAtSchool(
      page,
      school.subdomain,
      school.user('parent'),
      'demo1234',
      '/parent_dashboard',
    );
    const children = await childrenOf(page);
    expect(children.length).toBe(2);
    await page.goto(appUrl(school.subdomain, '/student_leave_details'));
    await page.getByRole('heading', { name: 'Request Leave' }).waitFor();

    // Both demo children have a class teacher: the list names them.
    for (const child of children) {
      await chooseOption(page, page, /^Child/, child.student_name);
      expect(await optionsOf(page, /^Teacher/)).toContainEqual(
        expect.stringMatching(/ \(Class Teacher\)$/),
      );
    }
    await chooseOption(page, page, /^Child/, children[0]!.student_name);
    const title = `Dentist ${run}`;
    await page.getByLabel(/^Title/).fill(title);
    const [teacher] = await optionsOf(page, /^Teacher/);
    await chooseOption(page, page, /^Teacher/, teacher!);
    await typeDate(page, /^From/, dayFromToday(3).typed);
    await typeDate(page, /^To/, dayFromToday(3).typed);
    await page.getByLabel(/^Reason/).fill('An appointment at noon.');
    await settle(page);
    await saveScreenshot(page, 'first-week-leave-teacher-phone');
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByText(studentLeaveMessages.created).first().waitFor();
    await tableRows(page, 'Requested Leaves').filter({ hasText: title }).waitFor();

    // The second child's section loses its class teacher: the request goes to the office.
    const { page: admin } = await openPage(desktop);
    await signInAtSchool(admin, school.subdomain, school.user('admin'), 'demo1234', '/dashboard');
    const second = children[1]!;
    await callFromPage(admin, 'PUT', '/api/school/teacher_allocation/class_teacher', {
      session_id: second.program.session_id,
      class_id: second.program.class_id,
      section_id: second.program.section_id,
      teacher_id: null,
    });
    await page.reload();
    await chooseOption(page, page, /^Child/, second.student_name);
    await chooseOption(page, page, /^Teacher/, studentLeaveMessages.schoolOffice);
    await page.getByText(studentLeaveMessages.officeNote).waitFor();
    const officeTitle = `Wedding ${run}`;
    await page.getByLabel(/^Title/).fill(officeTitle);
    await typeDate(page, /^From/, dayFromToday(4).typed);
    await typeDate(page, /^To/, dayFromToday(5).typed);
    await page.getByLabel(/^Reason/).fill('A family wedding in Jaipur.');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await settle(page);
    await saveScreenshot(page, 'first-week-leave-office-phone');
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByText(studentLeaveMessages.created).first().waitFor();

    await admin.goto(appUrl(school.subdomain, '/view_student_requested_leaves'));
    await admin.getByRole('button', { name: 'Search' }).click();
    await tableRows(admin, 'Requested Leaves').filter({ hasText: officeTitle }).waitFor();
    await saveScreenshot(admin, 'first-week-leave-office-admin');
    expect(errors).toEqual([]);
  });
});
