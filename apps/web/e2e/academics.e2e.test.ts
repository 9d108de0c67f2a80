import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { desktop, pageWidth, phone, signInAtSchool, tableRows } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();

const signInAsAdmin = (page: Page) =>
  signInAtSchool(page, school.subdomain, school.user('admin'), 'demo1234', '/dashboard');

/** Opens a page of the app by its path and waits for its title. */
async function open(page: Page, path: string, title: string) {
  await page.goto(appUrl(school.subdomain, path));
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** A row of a table by the exact text of its first cell (plain names only). */
const rowWith = (page: Page, table: string, first: string) =>
  tableRows(page, table).filter({
    has: page.locator('td:first-child', { hasText: new RegExp(`^${first}$`) }),
  });

/** Waits for a toast with this text. */
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').getByText(text, { exact: true }).first().waitFor();

/** Picks a teacher in a searchable teacher picker. */
async function pickTeacher(page: Page, label: string, search: string, name: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name, exact: true }).click();
}

const statValue = (page: Page, name: string) =>
  page.getByRole('group', { name }).locator('[data-stat-value]').textContent();

describe.skipIf(!checkChromium())('academics: classes, subjects, teachers, new session', () => {
  const { openPage } = journeyBrowser();

  it('sets up a class from scratch and starts the next session with promotion', async () => {
    const { page, errors } = await openPage(desktop);
    await signInAsAdmin(page);

    // Classes: the demo's 13 in promotion order; a new one goes last.
    await open(page, '/manage_classes', 'Classes');
    const classes = tableRows(page, 'Classes');
    await expect.poll(() => classes.count()).toBe(13);
    expect(await classes.first().textContent()).toContain('Nursery');
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByText('Please enter class name').waitFor();
    await page.getByLabel(/^Class name/).fill('11');
    await page.getByRole('button', { name: 'ADD' }).click();
    await toast(page, 'Class saved.');
    await expect.poll(() => classes.count()).toBe(14);
    expect(await classes.last().textContent()).toContain('11');
    expect(await classes.last().getByRole('cell').first().textContent()).toBe('14');
    await saveScreenshot(page, 'academics-classes');

    // The promotion order: 11 up above 10, saved, then back down.
    await page.getByRole('button', { name: 'Change order' }).click();
    const order = page.getByRole('region', { name: 'Promotion order' });
    await order.getByText('10 → 11').waitFor();
    await order.getByRole('button', { name: 'Move 11 up' }).click();
    await order.getByText('11 → 10').waitFor();
    await saveScreenshot(page, 'academics-class-order');
    await order.getByRole('button', { name: 'SAVE ORDER' }).click();
    await toast(page, 'Class order saved.');
    await order.waitFor({ state: 'detached' });
    await expect.poll(() => classes.last().textContent()).toContain('10');
    await page.getByRole('button', { name: 'Change order' }).click();
    await order.getByRole('button', { name: 'Move 11 down' }).click();
    await order.getByRole('button', { name: 'SAVE ORDER' }).click();
    await order.waitFor({ state: 'detached' });
    await expect.poll(async () => classes.last().textContent()).toContain('11');

    // Sections: a new one.
    await open(page, '/manage_sections', 'Sections');
    const sections = tableRows(page, 'Sections');
    await expect.poll(() => sections.count()).toBe(2);
    await page.getByLabel(/^Section name/).fill('C');
    await page.getByRole('button', { name: 'ADD' }).click();
    await toast(page, 'Section saved.');
    await expect.poll(() => sections.count()).toBe(3);
    // A mistyped one: renamed, then deleted after "Are you sure".
    await page.getByLabel(/^Section name/).fill('D');
    await page.getByRole('button', { name: 'ADD' }).click();
    await expect.poll(() => sections.count()).toBe(4);
    await page.getByRole('button', { name: 'Edit section D' }).click();
    const editForm = page.getByRole('form', { name: 'Edit Section' });
    expect(await editForm.getByLabel(/^Section name/).inputValue()).toBe('D');
    await editForm.getByLabel(/^Section name/).fill('E');
    await editForm.getByRole('button', { name: 'UPDATE' }).click();
    await rowWith(page, 'Sections', 'E').waitFor();
    await page.getByRole('form', { name: 'Add Section' }).waitFor();
    await page.getByRole('button', { name: 'Delete section E' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete section' });
    await confirm.getByText('Are you sure you want to delete section E?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Section deleted.');
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => sections.count()).toBe(3);
    await saveScreenshot(page, 'academics-sections');

    // Class & Section: class 11 gets section C (the current session is chosen).
    await open(page, '/class_section_association', 'Class & Section');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Session' }).inputValue())
      .toBe('2026-27 (current)');
    const class11 = page.getByRole('group', { name: 'Class 11', exact: true });
    await class11.getByText('No sections: the class is taught as one group.').waitFor();
    await class11.getByText('C', { exact: true }).click();
    await class11.getByText('Not saved').waitFor();
    await class11.getByRole('button', { name: 'Save sections of Class 11' }).click();
    await toast(page, 'Sections of the class saved.');
    await class11.getByText('1 sections').waitFor();
    await class11.getByText('Not saved').waitFor({ state: 'detached' });
    await page.getByLabel('Find class').fill('11');
    await saveScreenshot(page, 'academics-class-sections');

    // Subjects: a new one; the type filter.
    await open(page, '/manage_subject', 'Subjects');
    const subjects = tableRows(page, 'Subjects');
    await expect.poll(() => subjects.count()).toBe(6);
    await page.getByLabel(/^Subject name/).fill('Environmental Science');
    await page.getByLabel(/^Subject code/).fill('EVS');
    await page.getByRole('button', { name: 'ADD' }).click();
    await toast(page, 'Subject saved.');
    await expect.poll(() => subjects.count()).toBe(7);
    await page.getByRole('textbox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Optional', exact: true }).click();
    await expect.poll(() => subjects.count()).toBe(1);
    expect(await subjects.first().textContent()).toContain('Computer');
    await page.getByRole('textbox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'All subjects' }).click();
    await expect.poll(() => subjects.count()).toBe(7);
    await saveScreenshot(page, 'academics-subjects');

    // Class Subjects: class 11 is taught it.
    await open(page, '/manage_class_subject', 'Class Subjects');
    const subjects11 = page.getByRole('group', { name: 'Class 11', exact: true });
    await subjects11.getByText('Environmental Science', { exact: true }).click();
    await subjects11.getByRole('button', { name: 'Save subjects of Class 11' }).click();
    await toast(page, 'Subjects of the class saved.');
    await subjects11.getByText('1 subjects').waitFor();
    await saveScreenshot(page, 'academics-class-subjects');

    // Class Teacher: the demo teacher (Kavita Rao) for 11 C.
    await open(page, '/teacher_allocation', 'Class Teacher');
    await expect.poll(() => tableRows(page, 'Class teachers').count()).toBeGreaterThan(20);
    await page.getByRole('textbox', { name: 'Class', exact: true }).click();
    await page.getByRole('option', { name: '11', exact: true }).click();
    await expect.poll(() => tableRows(page, 'Class teachers').count()).toBe(1);
    await pickTeacher(page, 'Class teacher of 11 C', 'kav', 'Kavita Rao');
    await toast(page, 'Class teacher saved.');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Class teacher of 11 C' }).inputValue())
      .toBe('Kavita Rao');
    await saveScreenshot(page, 'academics-class-teacher');

    // Subject Teacher: she teaches Environmental Science in 11 C too.
    await open(page, '/teacher_class_subject', 'Subject Teacher');
    await page.getByText('Choose a class to see its subjects').waitFor();
    await page.getByRole('textbox', { name: 'Class', exact: true }).click();
    await page.getByRole('option', { name: '11', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('class_id'));
    const label = 'Environmental Science teacher of 11 C';
    await pickTeacher(page, label, 'Kavita', 'Kavita Rao');
    await toast(page, 'Subject teacher saved.');
    await expect
      .poll(() => page.getByRole('textbox', { name: label }).inputValue())
      .toBe('Kavita Rao');
    await page.getByText('1 of 1 have a subject teacher').waitFor();
    await saveScreenshot(page, 'academics-subject-teacher');

    // Sessions: the preview shows the promotion, the run makes 2027-28 current.
    await open(page, '/new_session', 'Sessions');
    const sessionRows = tableRows(page, 'Sessions');
    await expect.poll(() => sessionRows.count()).toBe(2);
    expect(await sessionRows.first().textContent()).toContain('2026-27');
    expect(await sessionRows.first().getByRole('cell').nth(1).textContent()).toBe('Yes');
    await page.getByRole('button', { name: 'Start next session' }).click();
    const card = page.getByRole('region', { name: 'Start next session' });
    await card.getByRole('heading', { name: 'From 2026-27 to 2027-28' }).waitFor();
    await card.getByText('01-04-2027 to 31-03-2028').waitFor();
    const promoted = await statValue(page, 'To be promoted');
    expect(Number(promoted)).toBeGreaterThan(0);
    expect(await statValue(page, 'Passing out')).toBe('0');
    expect(await rowWith(page, 'Promotion', 'Nursery').textContent()).toContain('LKG');
    expect(await rowWith(page, 'Promotion', '1').textContent()).toContain('A → A');
    expect(await rowWith(page, 'Promotion', '10').getByRole('cell').nth(2).textContent()).toBe(
      '11',
    );
    expect(await rowWith(page, 'Promotion', '11').textContent()).toContain('Pass out');
    expect(await rowWith(page, 'Promotion', '11').textContent()).toContain('Sections: C');
    await saveScreenshot(page, 'academics-new-session-preview');

    await card.getByRole('button', { name: 'Start session 2027-28' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start session 2027-28' });
    await dialog.getByText(`${promoted} students will be promoted`, { exact: false }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'academics-new-session-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Yes, start it' }).click();
    await card.getByText('Session 2027-28 started', { exact: true }).waitFor();
    await card.getByText(`${promoted} students promoted`, { exact: false }).waitFor();
    await expect.poll(() => sessionRows.count()).toBe(3);
    expect(await sessionRows.first().textContent()).toContain('2027-28');
    expect(await sessionRows.first().getByRole('cell').nth(1).textContent()).toBe('Yes');
    expect(await sessionRows.nth(1).getByRole('cell').nth(1).textContent()).toBe('No');
    await settle(page);
    await saveScreenshot(page, 'academics-new-session-done');

    // A term within the new session, typed as DD/MM/YYYY.
    await page.getByRole('button', { name: 'Add sub-session to 2027-28' }).click();
    const form = page.getByRole('dialog', { name: 'Add Sub-session' });
    await form.getByLabel(/^Sub-session name/).fill('Term 1');
    await form.getByLabel(/^Start date/).fill('01/04/2027');
    await form.getByLabel(/^End date/).fill('30/09/2027');
    await form.getByLabel(/^End date/).press('Tab');
    await saveScreenshot(page, 'academics-sub-session-form', { fullPage: false });
    await form.getByRole('button', { name: 'ADD' }).click();
    await toast(page, 'Session created.');
    await sessionRows.first().getByText('Term 1').waitFor();
    await sessionRows.first().getByText('01-04-2027 to 30-09-2027').waitFor();

    // The class-section screen now works on the new session, with the copied set-up.
    await open(page, '/class_section_association', 'Class & Section');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Session' }).inputValue())
      .toBe('2027-28 (current)');
    await page.getByRole('group', { name: 'Class 11' }).getByText('1 sections').waitFor();
    expect(errors).toEqual([]);
  });

  it('the academics pages fit a phone', async () => {
    const { page, errors } = await openPage(phone);
    await signInAsAdmin(page);
    const screens: Array<[string, string, string]> = [
      ['/new_session', 'Sessions', 'sessions'],
      ['/manage_classes', 'Classes', 'classes'],
      ['/manage_sections', 'Sections', 'sections'],
      ['/class_section_association', 'Class & Section', 'class-sections'],
      ['/manage_subject', 'Subjects', 'subjects'],
      ['/manage_class_subject', 'Class Subjects', 'class-subjects'],
      ['/teacher_allocation', 'Class Teacher', 'class-teacher'],
      ['/teacher_class_subject?class_id=8', 'Subject Teacher', 'subject-teacher'],
    ];
    for (const [path, title, name] of screens) {
      await open(page, path, title);
      await settle(page);
      await saveScreenshot(page, `academics-${name}-phone`);
      expect(await pageWidth(page), path).toBeLessThanOrEqual(375);
    }
    await open(page, '/new_session', 'Sessions');
    await page.getByRole('button', { name: 'Start next session' }).click();
    await page.getByRole('table', { name: 'Promotion' }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'academics-new-session-preview-phone');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });
});
