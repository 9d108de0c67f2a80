import { readFile } from 'node:fs/promises';
import {
  buildPath,
  examMessages,
  getStudentsOfParent,
  listExams,
  listExamTypes,
  login,
} from '@shala/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { callApi } from './helpers/call-api';
import { chooseOption, pageWidth, signInAndOpen, tableRows } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();

/** The phone of the brief: 390 px wide. */
const phone390 = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** What the parent's child sits: the child's name and class (read as the parent, through the API). */
async function parentChild() {
  const signedIn = await callApi(school.subdomain, 'POST', buildPath(login), {
    body: { username: school.user('parent'), password: 'demo1234' },
  });
  const cookie = signedIn.cookies.join('; ');
  const me = signedIn.body.data as { user: { id: number; parent_type: number } };
  const children = await callApi(
    school.subdomain,
    'GET',
    `${buildPath(getStudentsOfParent)}?userId=${me.user.id}&parentType=${me.user.parent_type}`,
    { cookie },
  );
  const child = (children.body.data as Array<{ student_id: number; student_name: string }>)[0]!;
  const types = await callApi(school.subdomain, 'GET', buildPath(listExamTypes), { cookie });
  const halfYearly = (
    types.body.data as { examTypes: Array<{ id: number; exam_type_name: string }> }
  ).examTypes.find((type) => type.exam_type_name === 'Half Yearly')!;
  const papers = await callApi(
    school.subdomain,
    'GET',
    `${buildPath(listExams)}?exam_type_id=${halfYearly.id}&student_id=${child.student_id}`,
    { cookie },
  );
  const list = (papers.body.data as { examination_list: Array<{ class_name: string }> })
    .examination_list;
  return { name: child.student_name, className: list[0]!.class_name };
}

const seeText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor();

async function pdfText(path: string) {
  const document = await getDocument({ data: new Uint8Array(await readFile(path)) }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe.skipIf(!checkChromium())('exams: marks, publishing, the parent sees the result', () => {
  const { openPage } = journeyBrowser();
  let child: { name: string; className: string };

  it('the teacher enters the marks of a class they check, bounded by full marks', async () => {
    child = await parentChild();
    const { page, errors } = await openPage();
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('teacher'),
      'demo1234',
      '/add_student_mark_by_teacher',
    );
    await chooseOption(page, page, 'Exam Type', 'Half Yearly');
    await chooseOption(page, page, 'Paper', `${child.className} · Mathematics`);
    const grid = page.getByRole('table', { name: 'Marks entry' });
    await grid.waitFor();
    const marks = grid.getByRole('textbox', { name: /^Obtain Mark of / });
    const count = await marks.count();
    expect(count).toBeGreaterThan(1);
    // Keyboard only: type a mark, Enter moves to the next student.
    await marks.first().click();
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.type('72.5');
      await page.keyboard.press('Enter');
    }
    await marks.first().fill('90');
    await page.getByText('Marks cannot be more than full marks (80)').first().waitFor();
    await marks.first().fill('72.5');
    // The last student who is not the parent's child is absent.
    const names = await grid.locator('tbody tr td:nth-child(2)').allTextContents();
    const absentName = names.filter((name) => name !== child.name).at(-1)!;
    await grid.getByRole('checkbox', { name: `${absentName} absent` }).check();
    await grid.getByRole('textbox', { name: `Comment on ${child.name}` }).fill('Neat work');
    await settle(page);
    await saveScreenshot(page, 'exams-marks-entry');
    await page.getByRole('button', { name: 'SAVE MARKS' }).click();
    await seeText(page, examMessages.marksSaved);
    expect(
      await grid.getByRole('textbox', { name: `Obtain Mark of ${absentName}` }).inputValue(),
    ).toBe('AB');
    expect(errors).toEqual([]);
  });

  it('on a 390 px phone each student is a card: section, mark, Absent and Comment in view', async () => {
    const { page, errors } = await openPage(phone390);
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('teacher'),
      'demo1234',
      '/add_student_mark_by_teacher',
    );
    await chooseOption(page, page, 'Exam Type', 'Half Yearly');
    await chooseOption(page, page, 'Paper', `${child.className} · Mathematics`);
    const cards = page.getByRole('list', { name: 'Marks entry' }).getByRole('listitem');
    const card = cards.filter({ hasText: child.name });
    await card.waitFor();
    expect(await page.getByRole('table', { name: 'Marks entry' }).count()).toBe(0);
    // The child's section is on the card, and the section filter shows that section alone.
    const section = (await card.getByText(/^Section /).textContent())!.replace('Section ', '');
    const all = await cards.count();
    if ((await page.getByRole('textbox', { name: 'Section', exact: true }).count()) > 0) {
      await chooseOption(page, page, 'Section', section);
      await expect.poll(() => cards.count()).toBeLessThan(all);
      for (const text of await cards.allTextContents())
        expect(text).toContain(`Section ${section}`);
    }
    // Nothing is cut: the mark, the Absent toggle and the comment lie within the screen.
    for (const field of [
      card.getByRole('textbox', { name: `Obtain Mark of ${child.name}` }),
      card.getByRole('checkbox', { name: `${child.name} absent` }),
      card.getByRole('textbox', { name: `Comment on ${child.name}` }),
    ]) {
      const box = (await field.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await card.getByRole('textbox', { name: `Comment on ${child.name}` }).inputValue()).toBe(
      'Neat work',
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await settle(page);
    await saveScreenshot(page, 'exams-marks-entry-phone');
    expect(errors).toEqual([]);
  });

  it('the admin publishes the results of the class', async () => {
    const { page, errors } = await openPage();
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('admin'),
      'demo1234',
      '/view_exam_details',
    );
    await chooseOption(page, page, 'Exam Type', 'Half Yearly');
    await chooseOption(page, page, 'Class', child.className);
    const rows = tableRows(page, 'Exam Schedule');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    expect(await rows.first().textContent()).toContain('No');
    await page.getByRole('button', { name: 'Publish Results' }).click();
    await seeText(page, examMessages.resultsPublished);
    await page.getByRole('button', { name: 'Withdraw Results' }).waitFor();
    expect(await rows.first().textContent()).toContain('Yes');
    await settle(page);
    await saveScreenshot(page, 'exams-schedule-published');
    expect(errors).toEqual([]);
  });

  it('the parent sees the routine and the result on a phone and downloads the report card', async () => {
    const { page, errors } = await openPage({ ...phone390, acceptDownloads: true });
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('parent'),
      'demo1234',
      '/student_exam_routine',
    );
    await chooseOption(page, page, 'Child', child.name);
    await chooseOption(page, page, 'Exam Type', 'Half Yearly');
    await page
      .getByRole('table', { name: 'Exam Routine' })
      .getByText('Mathematics')
      .first()
      .waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await settle(page);
    await saveScreenshot(page, 'exams-routine-phone');

    await page.goto(appUrl(school.subdomain, '/student_mark_details'));
    await chooseOption(page, page, 'Child', child.name);
    await chooseOption(page, page, 'Exam Type', 'Half Yearly');
    const result = page.getByRole('table', { name: 'Result' });
    await result.getByText('Mathematics').first().waitFor();
    const maths = tableRows(page, 'Result').filter({ hasText: 'Mathematics' });
    const text = await maths.textContent();
    expect(text).toContain('72.5');
    expect(text).toContain('90.63%');
    expect(text).toContain('A2');
    expect(text).toContain('Neat work');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await settle(page);
    await saveScreenshot(page, 'exams-result-phone');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Report Card' }).click(),
    ]);
    const card = await pdfText((await download.path())!);
    for (const expected of [
      school.name,
      'Report Card',
      'Half Yearly',
      child.name,
      'Mathematics',
      '72.5',
      'A2',
      'Neat work',
    ])
      expect(card).toContain(expected);
    expect(errors).toEqual([]);
  });
});
