import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import {
  chooseOption,
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

const school = journeySchool();

// Unique per run, so the journey never collides with what an earlier run or file made.
const run = String(Date.now()).slice(-7);
const designation = `Art Teacher ${run}`;
const teacher = {
  name: `Kavya Raman ${run}`,
  username: `kavya.${run}`,
  mobile: `98${run}0`,
  password: 'Greenwood#Lantern42',
};
const imran = { name: `Imran Qureshi ${run}`, username: `imran.${run}`, mobile: `97${run}1` };
const leela = { name: `Leela Nair ${run}`, username: `leela.${run}`, mobile: `97${run}2` };

/** A two-row staff file; `leelaMobile` lets the journey send a bad one first. */
function staffCsv(leelaMobile: string): Buffer {
  return Buffer.from(
    [
      'full_name,username,email,mobile,role,designation,gender,joining_date,date_of_birth,qualification,address,employee_code',
      `${imran.name},${imran.username},imran.${run}@example.com,${imran.mobile},Teacher,${designation},M,01-06-2024,,B.Ed.,"4 Lake Road, Pune",T-${run}`,
      `${leela.name},${leela.username},,${leelaMobile},Teacher,,F,,12/03/1990,,,`,
      '',
    ].join('\r\n'),
  );
}

/** Chooses a CSV in the import dialog and checks it (the dry run). */
async function checkFile(dialog: Locator, name: string, buffer: Buffer) {
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await dialog.getByRole('button', { name: 'CHECK FILE' }).click();
}

describe.skipIf(!checkChromium())('staff: designations, users and import', () => {
  const { openPage } = journeyBrowser({ acceptDownloads: true });

  it('an admin adds a designation, maps it, creates a teacher who then signs in', async () => {
    const { page, errors } = await openPage();
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('admin'),
      'demo1234',
      '/create_designation',
    );

    // A designation, refused once as a repeat of an existing one.
    await tableRows(page, 'Designations').first().waitFor();
    const designationBox = page.getByRole('textbox', { name: 'Designation', exact: true });
    await designationBox.fill('pgt');
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByRole('main').getByText('This designation already exists').waitFor();
    await designationBox.fill(designation);
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByText('Designation saved.').first().waitFor();
    const row = tableRows(page, 'Designations').filter({ hasText: designation });
    await row.waitFor();
    expect(await row.textContent()).toContain('Not mapped');
    await saveScreenshot(page, 'staff-designations');

    await page.getByRole('main').getByRole('link', { name: 'Role & Designation' }).click();
    await page.waitForURL(pathIs('/role_designation_maping'));
    await chooseOption(page.getByRole('main'), page, 'Role', 'Teacher');
    const editor = page.getByRole('region', { name: 'Designations of Teacher' });
    await editor.getByRole('checkbox', { name: 'PGT', checked: true }).waitFor();
    await editor.getByRole('checkbox', { name: designation }).click();
    await editor.getByRole('button', { name: 'SAVE' }).click();
    await page.getByText('Designations of the role saved.').first().waitFor();
    const mapping = tableRows(page, 'Role and designation mapping').filter({ hasText: 'Teacher' });
    await expect.poll(() => mapping.first().textContent()).toContain(designation);
    await settle(page);
    await saveScreenshot(page, 'staff-role-designation');

    // A teacher with a first password; the contracts' messages first.
    await page.goto(appUrl(school.subdomain, '/create_user'));
    await page.getByRole('button', { name: 'CREATE' }).click();
    await page.getByText('Please enter the full name').waitFor();
    await page.getByText('Please select a role').waitFor();
    await page.getByText('Please enter a first password').waitFor();
    await page.getByLabel(/^Full name/).fill(teacher.name);
    await page.getByLabel(/^User name/).fill(teacher.username);
    await page.getByLabel(/^Mobile/).fill(teacher.mobile);
    await chooseOption(page, page, 'Role', 'Teacher');
    await designationBox.click();
    await page.getByRole('option', { name: 'PGT', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'Bus Driver' }).count()).toBe(0);
    await page.getByRole('option', { name: designation, exact: true }).click();
    await chooseOption(page, page, 'Gender', 'Female');
    await page.getByLabel(/^Joining date/).fill('01/06/2024');
    await page.getByLabel(/^Qualification/).fill('M.F.A.');
    await page.getByLabel(/^First password/).fill(teacher.password);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'staff-create-user');
    await page.getByRole('button', { name: 'CREATE' }).click();
    await page.waitForURL(pathIs('/user_list'));
    await page.getByText('User created.').first().waitFor();
    const users = tableRows(page, 'Staff users');
    await expect.poll(() => users.count()).toBe(1);
    expect(await users.first().textContent()).toMatch(new RegExp(`${designation}.*01-06-2024`));

    // Find them from the whole list by search and role filter.
    await page.getByLabel('Search').fill('');
    await expect.poll(() => users.count()).toBeGreaterThan(1);
    await chooseOption(page.getByRole('main'), page, 'Role', 'Teacher');
    await page.getByLabel('Search').fill(`kavya.${run}`);
    await expect.poll(() => users.count()).toBe(1);
    await page.waitForURL((url) => url.searchParams.get('role_id') === '6');

    // View, then deactivate and reactivate after "Are you sure".
    await page.getByRole('button', { name: `View ${teacher.name}` }).click();
    const details = page.getByRole('dialog', { name: teacher.name });
    await details.getByText('M.F.A.').waitFor();
    await settle(page);
    await saveScreenshot(page, 'staff-user-details');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Deactivate ${teacher.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate user' });
    await confirm.getByText(`Are you sure you want to deactivate ${teacher.name}?`).waitFor();
    await settle(page);
    await saveScreenshot(page, 'staff-deactivate-confirm');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('User deactivated.').first().waitFor();
    await users.first().getByText('Inactive', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Activate ${teacher.name}` }).click();
    const activate = page.getByRole('dialog', { name: 'Activate user' });
    await activate.getByRole('button', { name: 'Yes' }).click();
    await users.first().getByText('Active', { exact: true }).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await saveScreenshot(page, 'staff-user-list');

    // Edit from the list, and back to the same filters.
    await page.getByRole('link', { name: `Edit ${teacher.name}` }).click();
    await page.waitForURL((url) => /^\/create_user\/\d+$/.test(url.pathname));
    await expect.poll(() => page.getByLabel(/^Full name/).inputValue()).toBe(teacher.name);
    expect(await designationBox.inputValue()).toBe(designation);
    await page.getByLabel(/^Qualification/).fill('M.F.A., B.Ed.');
    await page.getByRole('button', { name: 'UPDATE' }).click();
    await page.getByText('User updated.').first().waitFor();
    await page.waitForURL(
      (url) => url.pathname === '/user_list' && url.searchParams.get('role_id') === '6',
    );
    await expect.poll(() => users.count()).toBe(1);
    expect(errors).toEqual([]);

    // The teacher signs in on the school's host and lands on the staff dashboard.
    const other = await openPage();
    await signInAtSchool(
      other.page,
      school.subdomain,
      teacher.username,
      teacher.password,
      '/staff_dashboard',
    );
    expect(other.errors).toEqual([]);
  });

  it('imports two staff from a CSV: a dry run lists the bad row, the fixed file imports', async () => {
    const { page, errors } = await openPage();
    await signInAndOpen(page, school.subdomain, school.user('admin'), 'demo1234', '/user_list');
    await tableRows(page, 'Staff users').first().waitFor();
    await page.getByRole('button', { name: 'Import staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import staff' });

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'CSV template' }).click();
    expect((await download).suggestedFilename()).toBe('staff-import-template.csv');
    await settle(page);
    await saveScreenshot(page, 'staff-import-choose');

    // Dry run: the bad mobile of row 3 (the header is row 1), nothing written.
    await checkFile(dialog, 'staff.csv', staffCsv('12345'));
    await dialog.getByText('1 row needs fixing').waitFor();
    const issues = tableRows(dialog, 'Rows with errors');
    await expect.poll(() => issues.count()).toBe(1);
    expect(await issues.first().textContent()).toBe(
      '3mobilePlease enter a valid 10-digit mobile number',
    );
    expect(await dialog.getByRole('group', { name: 'Ready' }).textContent()).toContain('1');
    await saveScreenshot(page, 'staff-import-errors');

    // The corrected file checks clean and imports, all at once.
    await dialog.getByRole('button', { name: 'CHOOSE CORRECTED FILE' }).click();
    await checkFile(dialog, 'staff-fixed.csv', staffCsv(leela.mobile));
    await dialog.getByText('The file is ready').waitFor();
    await saveScreenshot(page, 'staff-import-ready');
    await dialog.getByRole('button', { name: 'IMPORT 2 STAFF MEMBERS' }).click();
    await dialog.getByRole('heading', { name: '2 staff members imported' }).waitFor();
    await saveScreenshot(page, 'staff-import-done');
    await dialog.getByRole('button', { name: 'DONE' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel('Search').fill(run);
    const users = tableRows(page, 'Staff users');
    const pending = users.filter({ hasText: 'No password' });
    await expect.poll(() => pending.count()).toBe(2);
    expect(await users.filter({ hasText: imran.username }).textContent()).toContain(designation);

    // The same file again is refused row by row: the people exist now.
    await page.getByRole('button', { name: 'Import staff' }).click();
    await checkFile(dialog, 'staff-fixed.csv', staffCsv(leela.mobile));
    await dialog.getByText('2 rows need fixing').waitFor();
    await dialog.getByText('This user name is already taken').first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(errors).toEqual([]);
  });

  it('the staff pages fit a phone', async () => {
    const { page, errors } = await openPage(phone);
    await signInAtSchool(page, school.subdomain, school.user('admin'), 'demo1234', '/dashboard');
    const role = 'role_designation_maping?role_id=6';
    for (const path of [
      'create_user',
      'create_user_role',
      'create_designation',
      role,
      'user_list',
    ]) {
      await page.goto(appUrl(school.subdomain, `/${path}`));
      await page.getByRole('main').getByRole('button').last().waitFor();
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      await settle(page);
      await saveScreenshot(page, `staff-${path.split('?')[0]}-phone`);
      expect(await pageWidth(page), path).toBeLessThanOrEqual(375);
    }
    await page.getByRole('button', { name: 'Import staff' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'CHECK FILE' }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'staff-import-phone', { fullPage: false });
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });

  it('an admin renames a role for the school', async () => {
    const { page, errors } = await openPage();
    await signInAndOpen(
      page,
      school.subdomain,
      school.user('admin'),
      'demo1234',
      '/create_user_role',
    );
    await page.getByRole('button', { name: 'Edit Maintenance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit role' });
    await dialog.getByLabel(/^Role name/).fill('Support Staff');
    await dialog.getByLabel(/^Description/).fill('Electricians, cleaners and gardeners');
    await settle(page);
    await saveScreenshot(page, 'staff-edit-role');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await page.getByText('Role saved.').first().waitFor();
    const row = tableRows(page, 'User roles').filter({ hasText: 'Support Staff' });
    expect(await row.textContent()).toContain('Standard: Maintenance');
    await saveScreenshot(page, 'staff-user-roles');
    // Put the standard name back for the other journeys.
    await page.getByRole('button', { name: 'Edit Support Staff' }).click();
    await dialog.getByRole('button', { name: 'Use standard name' }).click();
    await dialog.getByLabel(/^Description/).fill('');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await tableRows(page, 'User roles').filter({ hasText: 'Maintenance' }).waitFor();
    expect(errors).toEqual([]);
  });
});
