import { allSchoolPageIds, defaultPageIdsFor, moduleCatalogue } from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: string;
let teacher: string;
const host = hostOf('greenwood');
const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object, h = host) =>
  t.app.inject({ method, url, headers: { host: h, cookie }, ...(payload ? { payload } : {}) });
const idOf = (url: string) => moduleCatalogue.find((entry) => entry.url === url)!.id;

beforeAll(async () => {
  t = await createTestApp();
  const greenwood = await buildSchool(t.database.db, { subdomain: 'greenwood' });
  const riverside = await buildSchool(t.database.db, { subdomain: 'riverside' });
  await buildUser(t.database.db, greenwood.id, { username: 'admin@greenwood', roleId: 2 });
  await buildUser(t.database.db, greenwood.id, { username: 'teacher@greenwood', roleId: 6 });
  await buildUser(t.database.db, greenwood.id, { username: 'librarian@greenwood', roleId: 7 });
  await buildUser(t.database.db, riverside.id, { username: 'admin@riverside', roleId: 2 });
  admin = await signIn(t.app, host, 'admin@greenwood', testPassword);
  teacher = await signIn(t.app, host, 'teacher@greenwood', testPassword);
});
afterAll(() => t.close());

describe('access rights', () => {
  it('answers the role defaults, and every page for the school admin', async () => {
    const teacherRights = (await call('GET', '/api/school/access-right?role_id=6', admin)).json()
      .data;
    expect(teacherRights).toMatchObject({
      role_id: 6,
      role_name: 'Teacher',
      editable: true,
      module_ids: defaultPageIdsFor(6),
    });
    const adminRights = (await call('GET', '/api/school/access-right?role_id=2', admin)).json()
      .data;
    expect(adminRights).toMatchObject({ editable: false, module_ids: allSchoolPageIds() });
    const all = (await call('GET', '/api/school/access-rights', admin)).json().data;
    expect(all).toHaveLength(10);
  });

  it('puts the accessible pages in the session', async () => {
    const session = (
      await t.app.inject({
        method: 'POST',
        url: '/api/common/session',
        headers: { host, cookie: teacher },
      })
    ).json();
    expect(session.data.user.accessibleModules).toEqual(defaultPageIdsFor(6));
  });

  it('lets the admin replace a role pages, effective at once', async () => {
    const librarian = await signIn(t.app, host, 'librarian@greenwood', testPassword);
    const pages = [idOf('/staff_dashboard'), idOf('/view_access_right')];
    const saved = await call('PUT', '/api/school/access-right', admin, {
      role_id: 7,
      module_ids: pages,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Access rights saved.',
      data: { module_ids: pages.sort((a, b) => a - b) },
    });
    // The librarian may now view (module "roles") but not set (module "roles:set_access_right").
    expect((await call('GET', '/api/school/access-rights', librarian)).statusCode).toBe(200);
    expect(
      (await call('PUT', '/api/school/access-right', librarian, { role_id: 7, module_ids: [] }))
        .statusCode,
    ).toBe(403);
    await call('PUT', '/api/school/access-right', admin, { role_id: 7, module_ids: [] });
    const refused = await call('GET', '/api/school/access-rights', librarian);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      status: false,
      message: 'You do not have access to this page.',
    });
  });

  it('refuses to change the school admin, unknown pages and platform pages', async () => {
    const own = await call('PUT', '/api/school/access-right', admin, {
      role_id: 2,
      module_ids: [],
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('The school admin always has every module.');
    const unknown = await call('PUT', '/api/school/access-right', admin, {
      role_id: 6,
      module_ids: [999_999],
    });
    expect(unknown.json().message).toBe('Some of the selected modules do not exist.');
    const platformPage = await call('PUT', '/api/school/access-right', admin, {
      role_id: 6,
      module_ids: [idOf('/school/schoollist')],
    });
    expect(platformPage.statusCode).toBe(400);
    const badRole = await call('GET', '/api/school/access-right?role_id=1', admin);
    expect(badRole.json()).toMatchObject({ message: 'Please select a role' });
  });

  it('refuses a teacher, and keeps each school to its own rights', async () => {
    expect((await call('GET', '/api/school/access-rights', teacher)).statusCode).toBe(403);
    const riversideAdmin = await signIn(
      t.app,
      hostOf('riverside'),
      'admin@riverside',
      testPassword,
    );
    await call('PUT', '/api/school/access-right', admin, {
      role_id: 8,
      module_ids: [idOf('/staff_dashboard')],
    });
    const riverside = await call(
      'GET',
      '/api/school/access-right?role_id=8',
      riversideAdmin,
      undefined,
      hostOf('riverside'),
    );
    expect(riverside.json().data.module_ids).toEqual(defaultPageIdsFor(8));
  });
});
