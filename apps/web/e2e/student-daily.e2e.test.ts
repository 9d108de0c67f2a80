import { readFile } from 'node:fs/promises';
import { studentLeaveMessages, taskMessages } from '@shala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import {
  chooseOption,
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
import { readLatestMail } from './helpers/read-mail';

const school = journeySchool();
const run = String(Date.now()).slice(-6);
interface Child {
  student_id: number;
  student_name: string;
  program: {
    session_id: number;
    class_id: number;
    section_id: number | null;
    class_name: string;
    section_name: string | null;
  };
}

const firstChild = async (parentPage: Page) =>
  (
    (await callFromPage(parentPage, 'GET', '/api/school/admin/getAllStudentByParentId'))
      .data as Child[]
  )[0]!;

/** True when the named table's scroll box is wider than what it shows (it scrolls sideways). */
const scrollsSideways = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).evaluate((table) => {
    let box = table.parentElement;
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX))
      box = box.parentElement;
    return box ? box.scrollWidth > box.clientWidth : false;
  });

describe.skipIf(!checkChromium())('student daily life: homework and leave', () => {
  const { openPage } = journeyBrowser();

  it('a teacher gives homework with a PDF and notifies; the parent downloads it on a phone', {
    timeout: 240_000,
  }, async () => {
    const parentPage = (await openPage(phone390)).page;
    await signInAtSchool(
      parentPage,
      school.subdomain,
      school.user('parent'),
      'demo1234',
      '/parent_dashboard',
    );
    const child = await firstChild(parentPage);

    const { page, errors } = await openPage();
    await signInAndOpen(page, school.subdomain, school.user('teacher'), 'demo1234', '/create_task');
    await page.getByRole('heading', { name: 'Add Task' }).waitFor();
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByText(taskMessages.typeRequired).waitFor();
    await page.getByText(taskMessages.titleRequired).waitFor();

    const title = `Poem ${run}`;
    const due = dayFromToday(3);
    await page.getByRole('radio', { name: 'Upload' }).check();
    await chooseOption(page, page, 'Task Type', 'Homework');
    await chooseOption(page, page, 'Class', child.program.class_name);
    if (child.program.section_name)
      await chooseOption(page, page, 'Section', child.program.section_name);
    await typeDate(page, /^Submission Date/, due.typed);
    await page.getByLabel(/^Title/).fill(title);
    await page
      .getByRole('radiogroup', { name: /^Grade/ })
      .getByRole('radio', { name: 'No' })
      .check();
    // A wrong file type is refused in the browser with the spec's info toast.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await page.getByText(taskMessages.uploadOnly).first().waitFor();
    const pdf = Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
    await fileInput.setInputFiles({ name: 'poem.pdf', mimeType: 'application/pdf', buffer: pdf });
    await saveScreenshot(page, 'student-daily-task-upload');
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.waitForURL(pathIs('/view_task'));
    await page.getByRole('link', { name: 'Back' }).waitFor();

    await chooseOption(page, page, 'Task Type', 'Homework');
    await chooseOption(page, page, 'Search by', 'Submission date');
    await typeDate(page, /^Date/, due.typed);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = tableRows(page, 'Tasks').filter({ hasText: title });
    await row.waitFor();
    await settle(page);
    await saveScreenshot(page, 'student-daily-task-list');

    await page.getByRole('button', { name: `Notify parents of ${title}` }).click();
    const popup = page.getByRole('dialog', { name: 'Push Notification Task' });
    await popup.getByRole('checkbox', { name: 'Email' }).check();
    await popup.getByRole('checkbox', { name: 'Father' }).check();
    await saveScreenshot(page, 'student-daily-task-notify', { fullPage: false });
    await popup.getByRole('button', { name: 'Send' }).click();
    await page.getByText(taskMessages.notified).first().waitFor();
    const mail = await readLatestMail(school.email('parent'), new RegExp(title), 60_000);
    expect(mail).toContain(`Homework: ${title}`);

    // The parent on a 390 px phone: no Back link, search by date, download the PDF.
    await parentPage.goto(appUrl(school.subdomain, '/view_task'));
    await parentPage.getByRole('heading', { name: "My Children's Tasks" }).waitFor();
    expect(await parentPage.getByRole('link', { name: 'Back', exact: true }).count()).toBe(0);
    await parentPage.getByRole('button', { name: 'Search' }).click();
    await parentPage.getByText(taskMessages.dateRequired).waitFor();
    await chooseOption(parentPage, parentPage, 'Task Type', 'Homework');
    await typeDate(parentPage, /^Date/, due.typed);
    await parentPage.getByRole('button', { name: 'Search' }).click();
    const link = parentPage.getByRole('link', { name: /Download PDF/ }).first();
    await link.waitFor();
    expect(await pageWidth(parentPage)).toBeLessThanOrEqual(390);
    await settle(parentPage);
    await saveScreenshot(parentPage, 'student-daily-parent-tasks-phone');
    const [download] = await Promise.all([parentPage.waitForEvent('download'), link.click()]);
    const saved = await download.path();
    expect((await readFile(saved!)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
  });

  it('a parent requests leave for their child and the class teacher approves it', {
    timeout: 240_000,
  }, async () => {
    const { page: teacherPage } = await openPage();
    await signInAtSchool(
      teacherPage,
      school.subdomain,
      school.user('teacher'),
      'demo1234',
      '/staff_dashboard',
    );
    const teacher = (
      (await callFromPage(teacherPage, 'POST', '/api/common/session')).data as {
        user: { id: number; full_name: string };
      }
    ).user;

    const { page: parentPage, errors } = await openPage(phone390);
    await signInAtSchool(
      parentPage,
      school.subdomain,
      school.user('parent'),
      'demo1234',
      '/parent_dashboard',
    );
    const child = await firstChild(parentPage);

    // The demo teacher becomes the child's class teacher (the admin's allocation screen's call).
    const { page: adminPage } = await openPage();
    await signInAtSchool(
      adminPage,
      school.subdomain,
      school.user('admin'),
      'demo1234',
      '/dashboard',
    );
    await callFromPage(adminPage, 'PUT', '/api/school/teacher_allocation/class_teacher', {
      session_id: child.program.session_id,
      class_id: child.program.class_id,
      section_id: child.program.section_id,
      teacher_id: teacher.id,
    });

    const title = `Cousin's wedding ${run}`;
    await parentPage.goto(appUrl(school.subdomain, '/student_leave_details'));
    await parentPage.getByRole('heading', { name: 'Request Leave' }).waitFor();
    await parentPage.getByRole('button', { name: 'ADD' }).click();
    await parentPage.getByText(studentLeaveMessages.titleRequired).waitFor();
    await parentPage.getByLabel(/^Title/).fill(title);
    await chooseOption(parentPage, parentPage, 'Teacher', `${teacher.full_name} (Class Teacher)`);
    await typeDate(parentPage, /^From/, dayFromToday(5).typed);
    await typeDate(parentPage, /^To/, dayFromToday(6).typed);
    await parentPage.getByLabel(/^Reason/).fill('We travel to Jaipur for two days.');
    await parentPage.getByRole('button', { name: 'ADD' }).click();
    await parentPage.getByText(studentLeaveMessages.created).first().waitFor();
    const parentRow = tableRows(parentPage, 'Requested Leaves').filter({ hasText: title });
    await parentRow.getByRole('button', { name: 'Delete' }).waitFor();
    expect(await pageWidth(parentPage)).toBeLessThanOrEqual(390);
    await settle(parentPage);
    await saveScreenshot(parentPage, 'student-daily-leave-request-phone');

    await teacherPage.goto(appUrl(school.subdomain, '/view_student_requested_leaves'));
    const row = tableRows(teacherPage, 'Requested Leaves').filter({ hasText: title });
    await row.waitFor();
    // The staff table fits a 1280 px screen beside the menu: no sideways scrolling.
    expect(await scrollsSideways(teacherPage, 'Requested Leaves')).toBe(false);
    await saveScreenshot(teacherPage, 'student-daily-leave-requests');
    await row.getByRole('button', { name: /^Review leave of / }).click();
    const popup = teacherPage.getByRole('dialog', { name: 'Leave Request' });
    await popup.getByLabel('Comment').fill('Enjoy the wedding.');
    await popup.getByRole('button', { name: 'Approve' }).click();
    await teacherPage.getByText(studentLeaveMessages.approved).first().waitFor();
    await expect.poll(() => row.textContent()).toContain('approved');

    await parentPage.reload();
    await parentRow.getByText(studentLeaveMessages.notAllowed).waitFor();
    expect(await parentRow.textContent()).toContain('Enjoy the wedding.');
    await saveScreenshot(parentPage, 'student-daily-leave-approved-phone');
    const mail = await readLatestMail(school.email('parent'), /Leave approved/, 60_000);
    expect(mail).toContain(title);
    expect(errors).toEqual([]);
  });
});
