import { authMessages } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import {
  type ReceivedMail,
  type SmtpInbox,
  startSmtpInbox,
} from '../../../test/helpers/smtp-inbox.ts';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';

let t: TestApp;
let smtp: SmtpInbox;
let admin: { id: number };
let clerk: { id: number };
let cook: { id: number };

const host = hostOf('alpha');
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/authentication/${url}`, headers: { host }, payload });
const forgot = (username: string) => post('forgot-password', { username });
/** The reset grant cookie verify-otp sets, as a Cookie header value. */
const grantCookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name === 'shala_reset');
  return cookie ? `shala_reset=${cookie.value}` : '';
};
let lastGrantCookie = '';
const verify = async (username: string, otp: string) => {
  const response = await post('verify-otp', { username, otp });
  if (response.statusCode === 200) lastGrantCookie = grantCookieOf(response);
  return response;
};
/** Resets as the browser that verified last (it holds the grant cookie), unless told otherwise. */
const reset = (userId: number, newPassword: string, cookie = lastGrantCookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/reset-password',
    headers: { host, ...(cookie ? { cookie } : {}) },
    payload: { new_password: newPassword, userId, dbName: 'alpha' },
  });
const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    headers: { host },
    payload: { username, password },
  });
const session = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/common/session', headers: { host, cookie } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Mail leaves after the transaction commits, without being awaited: poll the smtp.mails. */
async function waitForMails(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  while (smtp.mails.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${smtp.mails.length}`);
    await sleep(20);
  }
  return smtp.mails;
}

/** The 6-digit code in a mail's body (soft line breaks of quoted-printable undone). */
function codeOf(mail: ReceivedMail): string {
  const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n')).replace(/=\r\n/g, '');
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in mail:\n${mail.raw}`);
  return code;
}

/** Asks for a code and answers it as received by mail. */
async function requestCode(username: string): Promise<string> {
  const before = smtp.mails.length;
  expect((await forgot(username)).statusCode).toBe(200);
  const mails = await waitForMails(before + 1);
  return codeOf(mails[mails.length - 1]!);
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: smtp.url });
  const alpha = await buildSchool(t.database.db, { subdomain: 'alpha', name: 'Alpha Academy' });
  admin = await buildUser(t.database.db, alpha.id, {
    username: 'admin@alpha',
    email: 'head@alpha.example',
  });
  clerk = await buildUser(t.database.db, alpha.id, { username: 'clerk@alpha' });
  await buildUser(t.database.db, alpha.id, { username: 'guard@alpha' });
  cook = await buildUser(t.database.db, alpha.id, { username: 'cook@alpha' });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('POST /api/authentication/forgot-password', () => {
  it('answers the same for an existing and an unknown account and mails only the existing one', async () => {
    const unknown = await forgot('nobody@alpha');
    const existing = await forgot('admin@alpha');
    for (const response of [unknown, existing]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: true,
        message: authMessages.otpSent,
        result: true,
        data: null,
      });
    }
    const [mail] = await waitForMails(1);
    await sleep(300); // room for a wrongly sent second mail to arrive
    expect(smtp.mails).toHaveLength(1);
    expect(mail!.to).toEqual(['head@alpha.example']);
    expect(codeOf(mail!)).toMatch(/^\d{6}$/);
    expect(mail!.raw).toContain('Alpha Academy');
  });
});

describe('POST /api/authentication/verify-otp', () => {
  it('refuses a wrong code with "Invalid OTP." and counts the attempts', async () => {
    const code = await requestCode('clerk@alpha');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await verify('clerk@alpha', otherThan(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ status: false, message: authMessages.invalidOtp });
    }
    const result = (await withPlatform(t.database.db, (tx) =>
      tx.execute(sql`select attempts from password_resets where user_id = ${clerk.id}
        and used_at is null`),
    )) as unknown as { rows: { attempts: unknown }[] };
    expect(result.rows.map((row) => Number(row.attempts))).toEqual([5]);
    const right = await verify('clerk@alpha', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(authMessages.invalidOtp);
  });

  it('answers the user id for the right code', async () => {
    const code = await requestCode('clerk@alpha');
    const response = await verify('clerk@alpha', code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, data: { userId: clerk.id } });
  });

  it('refuses a code for an unknown account the same way', async () => {
    const response = await verify('nobody@alpha', '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(authMessages.invalidOtp);
  });
});

describe('POST /api/authentication/reset-password', () => {
  it('refuses a reset without a verified code', async () => {
    const response = await reset(cook.id, 'Brand#New42', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(authMessages.resetExpired);
    expect((await login('cook@alpha', testPassword)).statusCode).toBe(200);
  });

  it('sets the new password once, ends every session and refuses the old password', async () => {
    const first = await signIn(t.app, host, 'admin@alpha', testPassword);
    const second = await signIn(t.app, host, 'admin@alpha', testPassword);
    const code = await requestCode('admin@alpha');
    expect((await verify('admin@alpha', code)).json().data.userId).toBe(admin.id);

    const common = await reset(admin.id, 'Password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(authMessages.commonPassword);
    const short = await reset(admin.id, 'ab#1');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters');

    const done = await reset(admin.id, 'Brand#New42');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      status: true,
      message: authMessages.passwordChanged,
      result: true,
      data: null,
    });
    const again = await reset(admin.id, 'Other#New42');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(authMessages.resetExpired);

    for (const cookie of [first, second]) {
      const response = await session(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json().status).toBe('TERMINATE');
    }
    expect((await login('admin@alpha', 'Brand#New42')).statusCode).toBe(200);
    expect((await login('admin@alpha', 'Other#New42')).statusCode).toBe(401);
    expect((await login('admin@alpha', testPassword)).statusCode).toBe(401);
  });

  it('sets the grant cookie HttpOnly, short-lived and only for the reset call', async () => {
    const code = await requestCode('cook@alpha');
    const response = await post('verify-otp', { username: 'cook@alpha', otp: code });
    const cookie = response.cookies.find((c) => c.name === 'shala_reset');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/authentication/reset-password',
      maxAge: 15 * 60,
    });
    expect(cookie!.value.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a reset by anyone but the browser that verified the code', async () => {
    const code = await requestCode('cook@alpha');
    const verified = await verify('cook@alpha', code);
    const userId = verified.json().data.userId as number;
    const owner = grantCookieOf(verified);
    for (const cookie of ['', 'shala_reset=forged-secret-of-the-right-length-000000']) {
      const response = await reset(userId, 'Stolen#Pass42', cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(authMessages.resetExpired);
    }
    expect((await login('cook@alpha', testPassword)).statusCode).toBe(200);
    const done = await reset(userId, 'Cooks#Own42', owner);
    expect(done.statusCode).toBe(200);
    expect(done.cookies.find((c) => c.name === 'shala_reset')?.value).toBe('');
    expect((await login('cook@alpha', 'Cooks#Own42')).statusCode).toBe(200);
  });

  it('refuses an expired grant', async () => {
    const code = await requestCode('guard@alpha');
    const userId = (await verify('guard@alpha', code)).json().data.userId as number;
    await withPlatform(t.database.db, (tx) =>
      tx.execute(sql`update password_resets set grant_expires_at = now() - interval '1 minute'
        where user_id = ${userId} and used_at is null`),
    );
    const response = await reset(userId, 'Brand#New42');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(authMessages.resetExpired);
    expect((await login('guard@alpha', testPassword)).statusCode).toBe(200);
  });

  it('refuses a reset meant for another school', async () => {
    const response = await post('reset-password', {
      new_password: 'Brand#New42',
      userId: clerk.id,
      dbName: 'beta',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(authMessages.resetExpired);
  });
});
