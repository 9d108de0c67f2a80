import { disciplineMessages, feedbackMessages } from '@shala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { chooseOption, pageWidth, signInAtSchool, tableRows } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();
const run = String(Date.now()).slice(-6);
const phone390 = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

interface Child {
  student_id: number;
  student_name: string;
  program: { class_name: string; section_name: string | null };
}

/** The signed-in parent's first child, as the parent pages pick it. */
async function firstChild(parentPage: Page): Promise<Child> {
  const answer = await parentPage.evaluate(async () => {
    const response = await fetch('/api/school/admin/getAllStudentByParentId', {
      credentials: 'include',
    });
    return response.json();
  });
  return (answer.data as Child[])[0]!;
}

/** Today in DD/MM/YYYY, as typed into a date field (India's day). */
function todayTyped() {
  const [year, month, day] = new Date(Date.now() + 330 * 60_000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${day}/${month}/${year}`;
}

/** Places the student's class (and section) in a form's Class and Section selects. */
async function choosePlace(page: Page, child: Child) {
  await chooseOption(page, page, 'Class', child.program.class_name);
  if (child.program.section_name)
    await chooseOption(page, page, 'Section', child.program.section_name);
}

describe.skipIf(!checkChromium())('student life: discipline and feedback', () => {
  const { openPage } = journeyBrowser();

  it('a teacher records an incident and gives feedback; the parent reads both on a phone', {
    timeout: 240_000,
  }, async () => {
    const { page: parentPage, errors: parentErrors } = await openPage(phone390);
    await signInAtSchool(
      parentPage,
      school.subdomain,
      school.user('parent'),
      'demo1234',
      '/parent_dashboard',
    );
    const child = await firstChild(parentPage);

    const { page, errors } = await openPage();
    await signInAtSchool(
      page,
      school.subdomain,
      school.user('teacher'),
      'demo1234',
      '/staff_dashboard',
    );

    // The incident, with the form's messages first.
    const incidentType = `Late to assembly ${run}`;
    await page.goto(appUrl(school.subdomain, '/add_discipline_incident'));
    await page.getByRole('heading', { name: 'Add Discipline Incident' }).waitFor();
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByText(disciplineMessages.typeRequired).waitFor();
    await choosePlace(page, child);
    await chooseOption(page, page, 'Student', child.student_name);
    await page.getByLabel(/^Incident Type/).fill(incidentType);
    const date = page.getByLabel(/^Incident Date/);
    await date.fill(todayTyped());
    await date.press('Tab');
    await page.getByLabel(/^Consequences/).fill('A note in the diary');
    await page.getByLabel(/^Details/).fill('Came in after the bell three days running.');
    await saveScreenshot(page, 'student-life-incident-form');
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByText(disciplineMessages.created).first().waitFor();

    // Feedback through the classwise screen's Give button and its 'Feedback' modal.
    const comment = `Reads aloud with confidence ${run}`;
    await page.goto(appUrl(school.subdomain, '/student_feedback'));
    await page.getByRole('heading', { name: 'Student Feedback' }).waitFor();
    await choosePlace(page, child);
    await page.getByLabel('Student', { exact: true }).fill(child.student_name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Give feedback to ${child.student_name}` }).click();
    const popup = page.getByRole('dialog', { name: 'Feedback' });
    await popup.getByRole('button', { name: 'Save' }).click();
    await popup.getByText(feedbackMessages.commentRequired).waitFor();
    await popup.getByLabel(`Feedback for ${child.student_name}`).fill(comment);
    await saveScreenshot(page, 'student-life-feedback-give', { fullPage: false });
    await popup.getByRole('button', { name: 'Save' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `View feedback of ${child.student_name}` }).click();
    const viewed = page.getByRole('dialog', { name: 'Student Feedback' });
    await tableRows(viewed, 'Student Feedback').filter({ hasText: comment }).waitFor();
    expect(errors).toEqual([]);

    // The parent on a 390 px phone: the incident without a filter or Add Incident (§6) …
    await parentPage.goto(appUrl(school.subdomain, '/view_discipline_incidents'));
    await parentPage.getByRole('heading', { name: 'Discipline Incidents' }).waitFor();
    const incident = tableRows(parentPage, 'Discipline Incidents').filter({
      hasText: incidentType,
    });
    await incident.waitFor();
    expect(await incident.textContent()).toContain(child.student_name);
    expect(await parentPage.getByRole('link', { name: 'Add Incident' }).count()).toBe(0);
    expect(await parentPage.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await pageWidth(parentPage)).toBeLessThanOrEqual(390);
    await settle(parentPage);
    await saveScreenshot(parentPage, 'student-life-parent-incidents-phone');

    // … and the feedback, read-only: Date, Feedback, Feedback By.
    await parentPage.goto(appUrl(school.subdomain, '/student_feedback'));
    const feedback = tableRows(parentPage, 'Student Feedback').filter({ hasText: comment });
    await feedback.waitFor();
    expect(await parentPage.getByRole('button', { name: /^Give feedback/ }).count()).toBe(0);
    expect(await pageWidth(parentPage)).toBeLessThanOrEqual(390);
    await settle(parentPage);
    await saveScreenshot(parentPage, 'student-life-parent-feedback-phone');
    expect(parentErrors).toEqual([]);
  });
});
