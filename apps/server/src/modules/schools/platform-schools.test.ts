import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  hostOf,
  rootHost,
  signIn,
  type TestApp,
} from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';

let t: TestApp;
let operator: string;
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload?: object,
  host = rootHost,
) => t.app.inject({ method, url, headers: { host, cookie }, ...(payload ? { payload } : {}) });

const newSchool = {
  school_name: 'Hillview Convent',
  subdomain: 'Hillview',
  primary_color: '#3366cc',
  admin_full_name: 'Mary Thomas',
  admin_username: 'mary',
  admin_email: 'mary@hillview.example',
  admin_mobile: '9876543210',
  admin_password: 'Hill#view1',
};

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  operator = await signIn(t.app, rootHost, 'superadmin', 'demo1234');
});
afterAll(() => t.close());

/** Users of every school by kind, as the demo seeded them (staff and parents of the people seed). */
async function countUsers() {
  const result = await withPlatform(t.database.db, (tx) =>
    tx.execute(
      sql`select count(*) filter (where role_id <> 4)::int as staff, count(*) filter (where role_id = 4)::int as parents from users where user_type = 'SCHOOL_USER'`,
    ),
  );
  return (result as unknown as { rows: Array<{ staff: number; parents: number }> }).rows[0]!;
}

describe('super-admin schools', () => {
  it('counts schools and users on the dashboard', async () => {
    const response = await call('GET', '/api/super-admin/dashboard', operator);
    expect(response.statusCode).toBe(200);
    const users = await countUsers();
    expect(users.parents).toBeGreaterThan(2);
    expect(response.json().data).toMatchObject({
      schools: { total: 2, active: 2, suspended: 0 },
      users: { staff: users.staff, parents: users.parents },
    });
  });

  it('registers a school with its admin, who can then sign in on the new host', async () => {
    const response = await call('POST', '/api/super-admin/school', operator, newSchool);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      subdomain: 'hillview',
      school_name: 'Hillview Convent',
      user_count: 1,
      url: 'http://hillview.shala.localhost:3000/login',
    });
    const cookie = await signIn(t.app, hostOf('hillview'), 'mary', 'Hill#view1');
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/common/session',
      headers: { host: hostOf('hillview'), cookie },
    });
    expect(session.json().data.schoolData).toMatchObject({
      school_name: 'Hillview Convent',
      primary_color: '#3366cc',
    });
    const duplicate = await call('POST', '/api/super-admin/school', operator, newSchool);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('This subdomain is already taken');
  });

  it('validates every field with its message', async () => {
    const cases: Array<[object, string]> = [
      [{ school_name: '' }, 'Please enter school name'],
      [
        { subdomain: 'bad_name' },
        'Subdomain may contain only lowercase letters, digits and hyphens',
      ],
      [{ subdomain: 'www' }, 'This subdomain is reserved'],
      [{ admin_email: 'nope' }, 'Please enter a valid e-mail'],
      [{ admin_mobile: '12345' }, 'Please enter a valid 10-digit mobile number'],
      [{ primary_color: 'red' }, 'Please enter a colour like #efa48d'],
      [{ time_zone: 'Mars/Olympus' }, 'Please choose a time zone'],
      [{ time_zone: '<script>' }, 'Please choose a time zone'],
    ];
    for (const [override, message] of cases) {
      const response = await call('POST', '/api/super-admin/school', operator, {
        ...newSchool,
        subdomain: 'other',
        ...override,
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('lists, searches and filters schools with paging', async () => {
    const all = (await call('GET', '/api/super-admin/school?limit=2', operator)).json().data;
    expect(all.count).toBeGreaterThanOrEqual(3);
    expect(all.list).toHaveLength(2);
    const search = (await call('GET', '/api/super-admin/school?search=green', operator)).json()
      .data;
    expect(search.list.map((s: { subdomain: string }) => s.subdomain)).toEqual(['greenwood']);
    const wildcard = (await call('GET', '/api/super-admin/school?search=%25', operator)).json()
      .data;
    expect(wildcard.count).toBe(0);
  });

  it('edits and suspends a school; a suspended school cannot be used', async () => {
    const list = (await call('GET', '/api/super-admin/school?search=riverside', operator)).json()
      .data.list;
    const id = list[0].id as number;
    const teacher = await signIn(t.app, hostOf('riverside'), 'teacher@riverside', 'demo1234');
    const update = await call('PUT', '/api/super-admin/school', operator, {
      id,
      school_name: 'Riverside PS',
      status: 'SUSPENDED',
    });
    expect(update.json().data).toMatchObject({ school_name: 'Riverside PS', status: 'SUSPENDED' });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/common/session',
      headers: { host: hostOf('riverside'), cookie: teacher },
    });
    expect(session.statusCode).toBe(401);
    const info = (await call('GET', `/api/super-admin/school/${id}`, operator)).json().data;
    expect(info.admin).toMatchObject({ username: 'admin@riverside', role_name: 'School Admin' });
    expect(info.users_by_role).toHaveLength(10);
    expect((await call('GET', '/api/super-admin/school/999999', operator)).statusCode).toBe(404);
    await call('PUT', '/api/super-admin/school', operator, {
      id,
      school_name: 'Riverside Public School',
      status: 'ACTIVE',
    });
  });

  it('lists users of every school, filtered by school and role', async () => {
    const parents = (await call('GET', '/api/super-admin/school-users?role_id=4', operator)).json()
      .data;
    expect(parents.count).toBe((await countUsers()).parents);
    expect(parents.list[0]).toMatchObject({ role_name: 'Parent' });
    const search = (
      await call('GET', '/api/super-admin/school-users?search=anita', operator)
    ).json().data;
    // The demo's admins, and any seeded staff named Anita, of both schools.
    expect(search.list.map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(['admin@greenwood', 'admin@riverside']),
    );
    expect(search.list.every((u: { full_name: string }) => /anita/i.test(u.full_name))).toBe(true);
  });

  it('is refused to school users, even a school admin', async () => {
    const admin = await signIn(t.app, hostOf('greenwood'), 'admin@greenwood', 'demo1234');
    expect(
      (await call('GET', '/api/super-admin/school', admin, undefined, hostOf('greenwood')))
        .statusCode,
    ).toBe(403);
  });
});

describe('change password', () => {
  it('checks the current password, refuses weak ones and ends other sessions', async () => {
    const host = hostOf('greenwood');
    const first = await signIn(t.app, host, 'warden@greenwood', 'demo1234');
    const second = await signIn(t.app, host, 'warden@greenwood', 'demo1234');
    const put = (payload: object) =>
      call('PUT', '/api/common/change-password', first, payload, host);
    expect((await put({ old_password: 'wrong', new_password: 'Warden#2026' })).json().message).toBe(
      'Current password is not correct',
    );
    expect((await put({ old_password: 'demo1234', new_password: 'abc' })).json().message).toBe(
      'Password must be at least 6 characters',
    );
    expect((await put({ old_password: 'demo1234', new_password: 'password' })).statusCode).toBe(
      400,
    );
    const ok = await put({ old_password: 'demo1234', new_password: 'Warden#2026' });
    expect(ok.statusCode).toBe(200);
    const still = await t.app.inject({
      method: 'POST',
      url: '/api/common/session',
      headers: { host, cookie: first },
    });
    expect(still.statusCode).toBe(200);
    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/common/session',
      headers: { host, cookie: second },
    });
    expect(ended.statusCode).toBe(401);
    await signIn(t.app, host, 'warden@greenwood', 'Warden#2026');
  });
});
