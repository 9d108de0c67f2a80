import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import {
  cookieOf,
  createTestApp,
  hostOf,
  rootHost,
  signIn,
  type TestApp,
} from '../../../test/helpers/test-app.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';

let t: TestApp;
const login = (host: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    headers: { host, ...headers },
    payload: payload as object,
  });
const session = (host: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/common/session',
    headers: { host, ...(cookie ? { cookie } : {}) },
  });

beforeAll(async () => {
  t = await createTestApp();
  const alpha = await buildSchool(t.database.db, { subdomain: 'alpha', name: 'Alpha Academy' });
  const beta = await buildSchool(t.database.db, { subdomain: 'beta' });
  await buildSchool(t.database.db, { subdomain: 'closed', status: 'SUSPENDED' });
  await buildUser(t.database.db, alpha.id, {
    username: 'admin@alpha',
    roleId: 2,
    email: 'head@alpha.example',
  });
  await buildUser(t.database.db, alpha.id, { username: 'mom@alpha', roleId: 4, parentType: 2 });
  await buildUser(t.database.db, beta.id, { username: 'admin@beta', roleId: 2 });
  await buildUser(t.database.db, t.platformId, {
    username: 'operator',
    roleId: 1,
    userType: 'SUPER_ADMIN',
  });
});
afterAll(() => t.close());

describe('POST /api/authentication/login', () => {
  it('signs a school user in on their school host with the spec session shape and a cookie', async () => {
    const response = await login(hostOf('alpha'), {
      username: 'admin@alpha',
      password: testPassword,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, result: true });
    expect(body.data.user).toMatchObject({
      userType: 'SCHOOL_USER',
      user_role_id: 2,
      redirectUrl: '/dashboard',
      theme: 'LIGHT',
    });
    expect(body.data.schoolData).toMatchObject({
      db_name: 'alpha',
      school_name: 'Alpha Academy',
      primary_color: '#efa48d',
      text_color: '#efa48d',
    });
    expect(body.data.token).toBeUndefined();
    const cookie = response.cookies.find((c) => c.name === 'shala_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('accepts the e-mail or the mobile number as the user name', async () => {
    expect(
      (await login(hostOf('alpha'), { username: 'HEAD@alpha.example', password: testPassword }))
        .statusCode,
    ).toBe(200);
  });

  it('gives a parent the parent home and parent type', async () => {
    const body = (
      await login(hostOf('alpha'), { username: 'mom@alpha', password: testPassword })
    ).json();
    expect(body.data.user).toMatchObject({
      redirectUrl: '/parent_dashboard',
      parent_type: 2,
      user_role_id: 4,
    });
  });

  it('refuses a user on another school host', async () => {
    const response = await login(hostOf('beta'), {
      username: 'admin@alpha',
      password: testPassword,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      status: false,
      message: 'Invalid username or password.',
    });
  });

  it('signs platform users in only on the root host', async () => {
    expect(
      (await login(rootHost, { username: 'operator', password: testPassword })).json().data.user,
    ).toMatchObject({
      userType: 'SUPER_ADMIN',
      user_role_id: 1,
      redirectUrl: '/dashboard',
    });
    expect(
      (await login(hostOf('alpha'), { username: 'operator', password: testPassword })).statusCode,
    ).toBe(401);
    expect(
      (await login(rootHost, { username: 'admin@alpha', password: testPassword })).statusCode,
    ).toBe(401);
  });

  it('refuses a wrong password, an unknown school and a suspended school', async () => {
    expect(
      (await login(hostOf('alpha'), { username: 'admin@alpha', password: 'nope' })).statusCode,
    ).toBe(401);
    expect(
      (await login(hostOf('nowhere'), { username: 'admin@alpha', password: testPassword }))
        .statusCode,
    ).toBe(404);
    const suspended = await login(hostOf('closed'), { username: 'x', password: testPassword });
    expect(suspended.statusCode).toBe(403);
  });

  it('answers 400 naming the field for bad input', async () => {
    const missing = await login(hostOf('alpha'), { password: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter e-mail, mobile number or user name');
    expect(missing.json().data.errors[0].field).toBe('username');
    const wrongType = await login(hostOf('alpha'), { username: 'a', password: 12 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('Please enter password');
  });

  it('answers the token in the body only to the native wrapper (tenant header) and accepts it as Bearer', async () => {
    const response = await login(
      'api.example.org',
      { username: 'admin@alpha', password: testPassword },
      { 'x-tenant': 'alpha' },
    );
    const token = response.json().data.token as string;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/common/session',
      headers: { host: 'api.example.org', 'x-tenant': 'alpha', authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('session, theme and logout', () => {
  it('answers the session shape for the current session', async () => {
    const cookie = await signIn(t.app, hostOf('alpha'), 'admin@alpha', testPassword);
    const response = await session(hostOf('alpha'), cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.full_name).toBe('Test admin@alpha');
  });

  it('answers 401 TERMINATE without a session, with a bogus token, and on another school host', async () => {
    const cookie = await signIn(t.app, hostOf('alpha'), 'admin@alpha', testPassword);
    for (const response of [
      await session(hostOf('alpha')),
      await session(hostOf('alpha'), 'shala_session=bogus'),
      await session(hostOf('beta'), cookie),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 'TERMINATE', result: false });
    }
  });

  it('answers 401 TERMINATE for an expired session', async () => {
    const cookie = await signIn(t.app, hostOf('alpha'), 'admin@alpha', testPassword);
    await withPlatform(t.database.db, (tx) =>
      tx.execute(sql`update sessions set expires_at = now() - interval '1 minute'`),
    );
    forgetCachedSessions(); // as another process's change, seen after the cache's bound
    expect((await session(hostOf('alpha'), cookie)).json().status).toBe('TERMINATE');
  });

  it('stores the theme and answers it in the next session', async () => {
    const cookie = await signIn(t.app, hostOf('alpha'), 'admin@alpha', testPassword);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/common/user/theme',
      headers: { host: hostOf('alpha'), cookie },
      payload: { theme: 'DARK' },
    });
    expect(put.statusCode).toBe(200);
    expect((await session(hostOf('alpha'), cookie)).json().data.user.theme).toBe('DARK');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/common/user/theme',
      headers: { host: hostOf('alpha'), cookie },
      payload: { theme: 'PINK' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Theme must be LIGHT, DARK or SYSTEM');
  });

  it('revokes the session on logout, and logout without a session still succeeds', async () => {
    const cookie = await signIn(t.app, hostOf('alpha'), 'admin@alpha', testPassword);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/common/logout',
      headers: { host: hostOf('alpha'), cookie },
      payload: { subdomain: 'alpha' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'shala_session')?.value).toBe('');
    expect((await session(hostOf('alpha'), cookie)).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/common/logout',
      headers: { host: hostOf('alpha') },
      payload: {},
    });
    expect(anonymous.statusCode).toBe(200);
  });

  it('keeps other sessions of the user alive on logout', async () => {
    const first = await signIn(t.app, hostOf('alpha'), 'admin@alpha', testPassword);
    const second = cookieOf(
      await login(hostOf('alpha'), { username: 'admin@alpha', password: testPassword }),
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/common/logout',
      headers: { host: hostOf('alpha'), cookie: first },
      payload: {},
    });
    expect((await session(hostOf('alpha'), second)).statusCode).toBe(200);
  });

  it('answers the own profile of the signed-in user', async () => {
    const cookie = await signIn(t.app, hostOf('alpha'), 'mom@alpha', testPassword);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/common/profile',
      headers: { host: hostOf('alpha'), cookie },
    });
    expect(response.json().data).toMatchObject({
      username: 'mom@alpha',
      role_id: 4,
      role_name: 'Parent',
      parent_type: 2,
      school_name: 'Alpha Academy',
    });
  });
});
