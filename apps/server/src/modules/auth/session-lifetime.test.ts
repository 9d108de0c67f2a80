import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';

let t: TestApp;
let admin: { id: number };
let mom: { id: number };
const host = hostOf('alpha');

const session = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/common/session', headers: { host, cookie } });

/**
 * SQL straight on the database, as another process would write it; this process's session
 * cache is then emptied, as it would be after its bound.
 */
async function runSql(query: ReturnType<typeof sql>) {
  const result = (await withPlatform(t.database.db, (tx) => tx.execute(query))) as unknown as {
    rows: Record<string, unknown>[];
  };
  forgetCachedSessions();
  return result.rows;
}

/** Makes every live session of the user look last used `interval` ago. */
const idleFor = (userId: number, interval: string) =>
  runSql(sql`update sessions set last_seen_at = now() - ${interval}::interval
    where user_id = ${userId} and revoked_at is null`);

const lastSeenAgeSeconds = async (userId: number) => {
  const rows = await runSql(sql`select extract(epoch from now() - max(last_seen_at)) as age
    from sessions where user_id = ${userId} and revoked_at is null`);
  return Number(rows[0]!.age);
};

beforeAll(async () => {
  t = await createTestApp();
  const alpha = await buildSchool(t.database.db, { subdomain: 'alpha' });
  admin = await buildUser(t.database.db, alpha.id, { username: 'admin@alpha', roleId: 2 });
  mom = await buildUser(t.database.db, alpha.id, {
    username: 'mom@alpha',
    roleId: 4,
    parentType: 2,
  });
});
afterAll(() => t.close());

describe('idle timeout', () => {
  it('ends a staff session idle for more than 8 hours, and keeps one idle for less', async () => {
    const cookie = await signIn(t.app, host, 'admin@alpha', testPassword);
    await idleFor(admin.id, '7 hours 50 minutes');
    expect((await session(cookie)).statusCode).toBe(200);
    await idleFor(admin.id, '8 hours 1 minute');
    const response = await session(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe('TERMINATE');
  });

  it('keeps a parent session idle for days, and ends one idle for more than 14 days', async () => {
    const cookie = await signIn(t.app, host, 'mom@alpha', testPassword);
    await idleFor(mom.id, '13 days');
    expect((await session(cookie)).statusCode).toBe(200);
    await idleFor(mom.id, '14 days 1 minute');
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('refreshes the last use at most once a minute', async () => {
    const cookie = await signIn(t.app, host, 'admin@alpha', testPassword);
    await idleFor(admin.id, '30 seconds');
    expect((await session(cookie)).statusCode).toBe(200);
    expect(await lastSeenAgeSeconds(admin.id)).toBeGreaterThanOrEqual(29);
    await idleFor(admin.id, '2 minutes');
    expect((await session(cookie)).statusCode).toBe(200);
    expect(await lastSeenAgeSeconds(admin.id)).toBeLessThan(10);
  });

  it('still ends a session in use at its absolute expiry', async () => {
    const cookie = await signIn(t.app, host, 'mom@alpha', testPassword);
    await runSql(sql`update sessions set expires_at = now() - interval '1 second'
      where user_id = ${mom.id}`);
    expect((await session(cookie)).statusCode).toBe(401);
  });
});

describe('POST /api/common/logout-all-devices', () => {
  it('ends every session of the user, the current one included, and no one else’s', async () => {
    const phone = await signIn(t.app, host, 'admin@alpha', testPassword);
    const laptop = await signIn(t.app, host, 'admin@alpha', testPassword);
    const other = await signIn(t.app, host, 'mom@alpha', testPassword);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/common/logout-all-devices',
      headers: { host, cookie: laptop },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, message: 'Signed out of all devices.' });
    expect(response.cookies.find((c) => c.name === 'shala_session')?.value).toBe('');
    for (const cookie of [phone, laptop]) expect((await session(cookie)).statusCode).toBe(401);
    expect((await session(other)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/common/logout-all-devices',
      headers: { host },
    });
    expect(response.statusCode).toBe(401);
  });

  it('a password change ends the other sessions and keeps the current one', async () => {
    const phone = await signIn(t.app, host, 'admin@alpha', testPassword);
    const laptop = await signIn(t.app, host, 'admin@alpha', testPassword);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/common/change-password',
      headers: { host, cookie: laptop },
      payload: { old_password: testPassword, new_password: 'Fresh#Pass42' },
    });
    expect(change.statusCode).toBe(200);
    expect((await session(phone)).statusCode).toBe(401);
    expect((await session(laptop)).statusCode).toBe(200);
  });
});
