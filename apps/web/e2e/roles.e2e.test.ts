import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { pathIs, phone, signInAsOperator, signInAtSchool } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { appUrl, saveScreenshot, settle } from './helpers/pages';

const school = journeySchool();

interface RoleCase {
  key: string;
  home: string;
  present: string[];
  absent: string[];
  /** A path the role may not open; it must lead back home. */
  refused: string;
}

const roles: RoleCase[] = [
  {
    key: 'admin',
    home: '/dashboard',
    present: ['Dashboard', 'Users', 'Roles & Access', 'Set Access Rights', 'My Profile'],
    absent: ['Change Password'],
    refused: '/changepassword',
  },
  {
    key: 'teacher',
    home: '/staff_dashboard',
    present: ['Staff Dashboard', 'My Profile'],
    absent: ['Roles & Access', 'Set Access Rights', 'View Access Rights', 'Users'],
    refused: '/set_access_right',
  },
  {
    key: 'accountant',
    home: '/staff_dashboard',
    present: ['Staff Dashboard', 'My Profile'],
    absent: ['Roles & Access', 'View Access Rights'],
    refused: '/view_access_right',
  },
  {
    key: 'driver',
    home: '/staff_dashboard',
    present: ['Staff Dashboard', 'My Profile'],
    absent: ['Roles & Access', 'Parent Dashboard'],
    refused: '/dashboard',
  },
  {
    key: 'parent',
    home: '/parent_dashboard',
    present: ['Parent Dashboard', 'My Profile'],
    absent: ['Users', 'Staff Dashboard', 'Roles & Access'],
    refused: '/set_access_right',
  },
];

/** Every label of the side menu, folded groups included. */
function menuLabels(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Main menu' })
    .locator('.mantine-NavLink-label')
    .allTextContents();
}

/** Signs a demo user of the school in by key ("admin"), or the operator without a host. */
async function signIn(
  page: Page,
  key: string,
  home: string,
  host: string | null = school.subdomain,
) {
  if (host) await signInAtSchool(page, host, school.user(key), 'demo1234', home);
  else await signInAsOperator(page);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'attached' });
}

describe.skipIf(!checkChromium())('roles, menus and the signed-in layout', () => {
  const { openPage } = journeyBrowser();

  for (const role of roles) {
    it(`the ${role.key} lands on ${role.home} and sees only their menu`, async () => {
      const { page, errors } = await openPage();
      await signIn(page, role.key, role.home);
      const labels = await menuLabels(page);
      for (const name of role.present) expect(labels, name).toContain(name);
      for (const name of role.absent) expect(labels, name).not.toContain(name);
      await saveScreenshot(page, `home-${role.key}`);

      await page.goto(appUrl(school.subdomain, role.refused));
      await page.waitForURL(pathIs(role.home));
      await page.getByRole('heading', { name: /^Welcome, / }).waitFor();

      // Unknown paths go to / and from there home.
      await page.goto(appUrl(school.subdomain, '/no_such_page'));
      await page.waitForURL(pathIs(role.home));
      expect(errors).toEqual([]);
    });
  }

  it('the admin reaches the built pages by menu and profile menu', async () => {
    const { page, errors } = await openPage();
    await signIn(page, 'admin', '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main menu' });

    await nav.getByRole('button', { name: 'Users' }).click();
    await nav.getByRole('button', { name: 'Roles & Access' }).click();
    await nav.getByRole('link', { name: 'View Access Rights' }).click();
    await page.waitForURL(pathIs('/view_access_right'));
    await page.getByRole('heading', { name: 'View Access Rights' }).waitFor();
    await page.getByRole('cell', { name: 'Teacher', exact: true }).waitFor();
    expect(
      await nav.getByRole('link', { name: 'View Access Rights' }).getAttribute('aria-current'),
    ).toBe('page');
    // Column sort toggles ascending and descending.
    const firstRole = () => page.locator('tbody tr').first().locator('td').first().textContent();
    await page.getByRole('button', { name: 'Role', exact: true }).click();
    expect(await firstRole()).toBe('Accountant');
    await page.getByRole('button', { name: 'Role', exact: true }).click();
    expect(await firstRole()).toBe('Warden');
    await page.getByRole('button', { name: 'Show pages of Teacher' }).click();
    await page.getByText('Staff Dashboard', { exact: false }).first().waitFor();
    await settle(page);
    await saveScreenshot(page, 'view-access-right');

    await page.getByRole('button', { name: /^Account menu/ }).click();
    expect(await page.getByRole('menuitem', { name: 'Billing' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    await page.waitForURL(pathIs('/view_user_profile'));
    await page.getByText(school.user('admin')).waitFor();
    await page.getByText('Member since').waitFor();
    await saveScreenshot(page, 'view-profile');

    // A wrong current password is refused under its field.
    await page.getByLabel(/^Current Password/).fill('not-my-password');
    await page.getByLabel(/^New Password/).fill('Greenwood#2026');
    await page.getByLabel(/^Confirm New Password/).fill('Greenwood#2026');
    await page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await page.getByText('Current password is not correct').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('the theme and the side menu state survive a reload', async () => {
    const { page, errors } = await openPage();
    await signIn(page, 'admin', '/dashboard');
    const colorScheme = () =>
      page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    const burger = page.getByRole('button', { name: 'Main menu' });

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/common/user/theme'));
    await page.getByRole('switch', { name: 'Dark mode' }).click({ force: true });
    await saved;
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    await burger.click();
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'sidenav')?.value).toBe('closed');
    await settle(page);
    await saveScreenshot(page, 'dashboard-dark-menu-closed');

    await page.reload();
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    expect(await colorScheme()).toBe('dark');
    expect(await burger.getAttribute('aria-expanded')).toBe('false');

    await burger.click();
    const savedLight = page.waitForResponse((r) => r.url().endsWith('/api/common/user/theme'));
    await page.getByRole('switch', { name: 'Dark mode' }).click({ force: true });
    await savedLight;
    await page.reload();
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    expect(await colorScheme()).toBe('light');
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('fits a phone: the menu starts closed and opens over the page', async () => {
    const { page, errors } = await openPage(phone);
    await signIn(page, 'admin', '/dashboard');
    const burger = page.getByRole('button', { name: 'Main menu' });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await saveScreenshot(page, 'dashboard-phone-menu-closed');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await burger.click();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Users' }).click();
    await nav.getByRole('button', { name: 'Roles & Access' }).click();
    await settle(page);
    await saveScreenshot(page, 'dashboard-phone-menu-open', { fullPage: false });
    await nav.getByRole('link', { name: 'Set Access Rights' }).click();
    await page.waitForURL(pathIs('/set_access_right'));
    // Following a link on a phone puts the menu away.
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('heading', { name: 'Set Access Rights' }).waitFor();
    await page.getByRole('textbox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Teacher' }).click();
    await page.getByRole('button', { name: 'Show pages of Users' }).click();
    await settle(page);
    await saveScreenshot(page, 'set-access-right-phone', { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(errors).toEqual([]);
  });

  it('the super admin gets the platform menu and nothing of a school', async () => {
    const { page, errors } = await openPage();
    await signIn(page, 'superadmin', '/dashboard', null);
    const labels = await menuLabels(page);
    expect(labels).toContain('Change Password');
    expect(labels).not.toContain('Users');
    await page.goto(appUrl(null, '/view_user_profile'));
    await page.waitForURL(pathIs('/dashboard'));
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await page.waitForURL(pathIs('/changepassword'));
    await page.getByRole('heading', { name: 'Change Password', exact: true }).waitFor();
    await saveScreenshot(page, 'platform-change-password');
    expect(errors).toEqual([]);
  });

  it('a teacher opens the students and parents of their own classes only', async () => {
    const { page, errors } = await openPage();
    await signIn(page, 'teacher', '/staff_dashboard');
    // The teacher's own list, and a student of a class they do not teach (from the class counts).
    const { mine, outside } = await page.evaluate(async () => {
      const read = async (url: string) => (await (await fetch(url)).json()).data;
      const list = (await read('/api/school/student?limit=100')).list as Array<{
        student_id: number;
        student_name: string;
        class_id: number;
        section_id: number | null;
      }>;
      const taught = new Set(list.map((row) => `${row.class_id}:${row.section_id}`));
      const counts = (await read('/api/school/classwise_student_details')).rows as Array<{
        class_id: number;
        section_id: number | null;
        total: number;
      }>;
      const other = counts.find(
        (row) =>
          row.total > 0 && row.section_id && !taught.has(`${row.class_id}:${row.section_id}`),
      )!;
      const students = (
        await read(
          `/api/school/admin/SearchStudentsByClassAndSection?class_id=${other.class_id}&section_id=${other.section_id}`,
        )
      ).Students as Array<{ student_id: number }>;
      return { mine: list, outside: students[0]!.student_id };
    });
    expect(mine.length).toBeGreaterThan(0);
    await page.goto(appUrl(school.subdomain, `/student?view=${mine[0]!.student_id}`));
    const drawer = page.getByRole('dialog', { name: 'Student details' });
    await drawer.getByRole('heading', { name: mine[0]!.student_name }).waitFor();
    const phone = await page.evaluate(async (id) => {
      const student = (await (await fetch(`/api/school/student/${id}`)).json()).data;
      const parents = [student.father, student.mother, student.local_guardian];
      const first = parents.find((parent) => parent?.mobile) ?? parents.find(Boolean);
      return (first.mobile ?? first.full_name) as string;
    }, mine[0]!.student_id);
    await drawer.getByRole('region', { name: 'Parents' }).getByText(phone).first().waitFor();
    await page
      .getByText(mine.length === 1 ? '1 student' : `${mine.length} students`, { exact: true })
      .waitFor();
    await saveScreenshot(page, 'teacher-own-student');
    await page.goto(appUrl(school.subdomain, `/student?view=${outside}`));
    await page
      .getByRole('dialog', { name: 'Student details' })
      .getByText("You can see the records of your own classes' students only.")
      .waitFor();
    await saveScreenshot(page, 'teacher-other-class-student');
    expect(errors).toEqual([]);
  });

  it('a session ended on the server sends the browser back to /', async () => {
    const { page, errors } = await openPage();
    await signIn(page, 'teacher', '/staff_dashboard');
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/common/logout', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      return response.status;
    });
    expect(status).toBe(200);
    const startPages: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) startPages.push(new URL(frame.url()).pathname);
    });
    // The app leaves the page while it loads: waiting for its load event can end in an abort.
    await page.goto(appUrl(school.subdomain, '/view_user_profile'), { waitUntil: 'commit' });
    await page.waitForURL(pathIs('/login'));
    await page.getByRole('button', { name: 'SIGN IN' }).waitFor();
    expect(startPages).toContain('/');
    expect(await page.evaluate(() => localStorage.getItem('SessionVault'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('the admin takes a page from the librarian, who then no longer sees it', async () => {
    const librarian = await openPage();
    await signIn(librarian.page, 'librarian', '/staff_dashboard');
    expect(await menuLabels(librarian.page)).toContain('My Profile');

    const { page, errors } = await openPage();
    await signIn(page, 'admin', '/dashboard');
    await page.goto(appUrl(school.subdomain, '/set_access_right'));
    await page.getByRole('heading', { name: 'Set Access Rights' }).waitFor();
    await page.getByRole('textbox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Librarian' }).click();
    await page.waitForURL(/role_id=7/);
    await page.getByRole('button', { name: 'Show pages of Users' }).click();
    const myProfile = page.getByRole('checkbox', { name: 'My Profile', exact: true });
    expect(await myProfile.isChecked()).toBe(true);
    await myProfile.uncheck();
    await settle(page);
    await saveScreenshot(page, 'set-access-right');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/school/access-right') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'SAVE' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Access rights saved.').waitFor();
    await page.getByText('All changes saved.').waitFor();

    const after = await openPage();
    await signIn(after.page, 'librarian', '/staff_dashboard');
    const labels = await menuLabels(after.page);
    expect(labels).toContain('Staff Dashboard');
    expect(labels).not.toContain('My Profile');
    await after.page.goto(appUrl(school.subdomain, '/view_user_profile'));
    await after.page.waitForURL(pathIs('/staff_dashboard'));
    await after.page.getByRole('button', { name: /^Account menu/ }).click();
    expect(await after.page.getByRole('menuitem', { name: 'View Profile' }).count()).toBe(0);
    expect([...errors, ...librarian.errors, ...after.errors]).toEqual([]);
  });
});
