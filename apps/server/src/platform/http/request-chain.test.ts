import { connect, type Socket } from 'node:net';
import { pageIdsOfKeys } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import {
  createTestApp,
  hostOf,
  rootHost,
  signIn,
  type TestApp,
} from '../../../test/helpers/test-app.ts';
import { sessionCacheMs } from '../auth/session-cache.ts';
import { withPlatform } from '../db/tenant-scope.ts';
import { tenantCacheMs } from '../tenancy.ts';
import { maxJsonDepth, tooDeepMessage } from './json-body.ts';

let t: TestApp;
let port: number;
let alphaId: number;
let admin: string;
let accountant: string;
let operator: string;
const alpha = hostOf('alpha');

const terminated = { status: 'TERMINATE', result: false, data: null };

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { host?: string; cookie?: string; payload?: string | object } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      host: options.host ?? alpha,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(typeof options.payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });
const checkSession = (cookie: string, host = alpha) =>
  call('POST', '/api/common/session', { cookie, host });

/**
 * Sends only the head of a 300 MB multipart upload and answers the status line the server
 * replies with, or 'no answer' if none comes within 3 s (the server waits for the body).
 */
function sendUploadHead(cookie?: string): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('no answer');
    }, 3000);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      clearTimeout(timer);
      socket.destroy();
      resolve(answer.split('\r\n')[0] ?? '');
    });
    socket.on('error', () => {});
    socket.write(
      [
        'POST /api/school/school_banner HTTP/1.1',
        `Host: ${alpha}`,
        'Content-Type: multipart/form-data; boundary=x',
        `Content-Length: ${300 * 1024 * 1024}`,
        ...(cookie ? [`Cookie: ${cookie}`] : []),
        '',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n',
      ].join('\r\n'),
    );
  });
}

beforeAll(async () => {
  t = await createTestApp();
  alphaId = (await buildSchool(t.database.db, { subdomain: 'alpha' })).id;
  await buildSchool(t.database.db, { subdomain: 'beta' });
  await buildUser(t.database.db, alphaId, { username: 'admin@alpha' });
  await buildUser(t.database.db, alphaId, { username: 'accountant@alpha', roleId: 5 });
  await buildUser(t.database.db, t.platformId, { username: 'operator', userType: 'SUPER_ADMIN' });
  admin = await signIn(t.app, alpha, 'admin@alpha', testPassword);
  accountant = await signIn(t.app, alpha, 'accountant@alpha', testPassword);
  operator = await signIn(t.app, rootHost, 'operator', testPassword);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, 180_000);
afterAll(() => t?.close());

describe('the request chain authenticates before it reads the body', () => {
  it('answers 401 to an anonymous caller whatever the body: invalid fields or not JSON at all', async () => {
    const invalid = await call('PUT', '/api/school/access-right', { payload: { role_id: 'x' } });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toMatchObject(terminated);
    const garbage = await call('PUT', '/api/school/access-right', { payload: '{not json' });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toMatchObject(terminated);
  });

  it('answers 401 to a caller signed in at another school, and 400 to its own school', async () => {
    const payload = { role_id: 'x' };
    const cross = await call('PUT', '/api/school/access-right', {
      host: hostOf('beta'),
      cookie: admin,
      payload,
    });
    expect(cross.statusCode).toBe(401);
    expect(cross.json()).toMatchObject(terminated);
    const own = await call('PUT', '/api/school/access-right', { cookie: admin, payload });
    expect(own.statusCode).toBe(400);
  });

  it('answers 403 before the body to a signed-in role without the module', async () => {
    const refused = await call('PUT', '/api/school/access-right', {
      cookie: accountant,
      payload: '{not json',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses text holding a NUL character, naming the field, nested ones too', async () => {
    const refused = await call('POST', '/api/school/accounts/makePaymentReceipt', {
      cookie: admin,
      payload: {
        idempotency_key: 'nul-check-0001',
        student_id: 1,
        payment_date: '2026-04-05',
        payment_mode: 'cash',
        paid_amount: 100,
        purpose: 'fees',
        payment_structure: [{ due_key: 'a\u0000b', fee_amount: 100 }],
      },
    });
    expect(refused.statusCode).toBe(400);
    const message = 'Text may not contain a NUL character';
    expect(refused.json()).toMatchObject({
      message,
      data: { errors: [{ field: 'payment_structure.0.due_key', message }] },
    });
  });

  it('refuses a body nested deeper than the limit with 400 on any route, webhooks too', async () => {
    const nest = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const refusal = { message: tooDeepMessage, data: { errors: [{ field: 'body' }] } };
    const webhook = '/api/school/accounts/razorpay/webhook';
    for (const depth of [maxJsonDepth + 1, 100_000]) {
      const deep = await call('POST', webhook, { payload: `{"payload":${nest(depth)}}` });
      expect(deep.statusCode).toBe(400);
      expect(deep.json()).toMatchObject(refusal);
    }
    const arrays = `{"username":"a","password":"b","x":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const login = await call('POST', '/api/authentication/login', { payload: arrays });
    expect(login.json()).toMatchObject(refusal);
    // At the limit, and with brackets inside strings, the body goes on to the route.
    const atLimit = await call('POST', webhook, { payload: nest(maxJsonDepth) });
    expect(atLimit.json().message).toBe('Online payment is not set up for this school.');
    const quoted = JSON.stringify({ event: '{['.repeat(40), payload: { a: '\\"[[' } });
    const text = await call('POST', webhook, { payload: quoted });
    expect(text.json().message).toBe('Online payment is not set up for this school.');
  });

  it('refuses an oversized upload from its head, without waiting for the body', async () => {
    expect(await sendUploadHead()).toBe('HTTP/1.1 401 Unauthorized');
    expect(await sendUploadHead(admin)).toBe('HTTP/1.1 413 Payload Too Large');
  });
});

describe('what the chain remembers, and when it forgets', () => {
  it("applies a role's saved access rights to its next request", async () => {
    const grant = (keys: string[]) =>
      call('PUT', '/api/school/access-right', {
        cookie: admin,
        payload: { role_id: 5, module_ids: pageIdsOfKeys(keys) },
      });
    expect((await grant(['roles'])).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/school/access-rights', { cookie: accountant })).statusCode,
    ).toBe(200);
    expect((await grant([])).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/school/access-rights', { cookie: accountant })).statusCode,
    ).toBe(403);
  });

  it('refuses a session at once after its logout', async () => {
    const cookie = await signIn(t.app, alpha, 'accountant@alpha', testPassword);
    expect((await checkSession(cookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/common/logout', { cookie })).statusCode).toBe(200);
    expect((await checkSession(cookie)).statusCode).toBe(401);
  });

  it('refuses every just-cached session of the user at once after sign-out of all devices', async () => {
    await buildUser(t.database.db, alphaId, { username: 'devices@alpha', roleId: 6 });
    const phone = await signIn(t.app, alpha, 'devices@alpha', testPassword);
    const laptop = await signIn(t.app, alpha, 'devices@alpha', testPassword);
    for (const cookie of [phone, laptop]) expect((await checkSession(cookie)).statusCode).toBe(200);
    const out = await call('POST', '/api/common/logout-all-devices', { cookie: phone });
    expect(out.statusCode).toBe(200);
    for (const cookie of [phone, laptop]) expect((await checkSession(cookie)).statusCode).toBe(401);
  });

  it('refuses a user deactivated on this process at once (the session was just cached)', async () => {
    const user = await buildUser(t.database.db, alphaId, { username: 'leaver@alpha', roleId: 6 });
    const cookie = await signIn(t.app, alpha, 'leaver@alpha', testPassword);
    expect((await checkSession(cookie)).statusCode).toBe(200);
    const deactivate = await call('PUT', '/api/school/user/status', {
      cookie: admin,
      payload: { id: user.id, is_active: false },
    });
    expect(deactivate.statusCode).toBe(200);
    expect((await checkSession(cookie)).statusCode).toBe(401);
  });

  it('sees a user deactivated by another process within the session cache bound', async () => {
    const user = await buildUser(t.database.db, alphaId, { username: 'gone@alpha', roleId: 6 });
    const cookie = await signIn(t.app, alpha, 'gone@alpha', testPassword);
    expect((await checkSession(cookie)).statusCode).toBe(200);
    await withPlatform(t.database.db, (tx) =>
      tx.execute(sql`update users set is_active = false where id = ${user.id}`),
    );
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + sessionCacheMs);
    try {
      expect((await checkSession(cookie)).statusCode).toBe(401);
    } finally {
      clock.mockRestore();
    }
  });

  it('forgets a school edited on this process at once', async () => {
    expect((await checkSession(admin)).statusCode).toBe(200);
    const suspend = (status: 'ACTIVE' | 'SUSPENDED') =>
      call('PUT', '/api/super-admin/school', {
        host: rootHost,
        cookie: operator,
        payload: { id: alphaId, school_name: 'Alpha', status },
      });
    expect((await suspend('SUSPENDED')).statusCode).toBe(200);
    expect((await checkSession(admin)).statusCode).toBe(401);
    expect((await suspend('ACTIVE')).statusCode).toBe(200);
    expect((await checkSession(admin)).statusCode).toBe(200);
  });

  it('sees a school edited by another process within the cache bound', async () => {
    expect((await checkSession(admin)).statusCode).toBe(200);
    const setStatus = (status: string) =>
      withPlatform(t.database.db, (tx) =>
        tx.execute(sql`update schools set status = ${status} where id = ${alphaId}`),
      );
    await setStatus('SUSPENDED');
    const later = Date.now() + tenantCacheMs + 1;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await checkSession(admin)).statusCode).toBe(401);
    } finally {
      clock.mockRestore();
      await setStatus('ACTIVE');
    }
  });
});
