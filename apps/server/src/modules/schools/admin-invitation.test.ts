import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authMessages, schoolMessages } from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ReceivedMail,
  type SmtpInbox,
  startSmtpInbox,
} from '../../../test/helpers/smtp-inbox.ts';
import {
  createTestApp,
  hostOf,
  rootHost,
  signIn,
  type TestApp,
} from '../../../test/helpers/test-app.ts';

/**
 * A school the operator registers invites its first admin by e-mail (and SMS through a
 * configured gateway) with a link that carries the set-password code; the operator no longer
 * has to pass a password on.
 */
let t: TestApp;
let smtp: SmtpInbox;
let smsServer: Server;
let operator: string;
const sms: Array<{ to: string; text: string }> = [];

beforeAll(async () => {
  smtp = await startSmtpInbox();
  smsServer = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      sms.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.end();
    });
  });
  await new Promise<void>((resolve) => smsServer.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    demo: true,
    smtpUrl: smtp.url,
    smsProviderUrl: `http://127.0.0.1:${(smsServer.address() as AddressInfo).port}/sms`,
  });
  operator = await signIn(t.app, rootHost, 'superadmin', 'demo1234');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await new Promise<void>((resolve) => (smsServer ? smsServer.close(() => resolve()) : resolve()));
});

const school = (subdomain: string, extra: object = {}) => ({
  school_name: `${subdomain} School`,
  subdomain,
  admin_full_name: 'Asha Rao',
  admin_username: `head@${subdomain}`,
  admin_email: `head@${subdomain}.example`,
  admin_mobile: '9876501234',
  ...extra,
});
const register = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/super-admin/school',
    headers: { host: rootHost, cookie: operator },
    payload: body,
  });
const auth = (subdomain: string, path: string, payload: object, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/authentication/${path}`,
    headers: { host: hostOf(subdomain), ...(cookie ? { cookie } : {}) },
    payload,
  });
const grantOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
  `shala_reset=${response.cookies.find((c) => c.name === 'shala_reset')?.value}`;

async function waitFor<T>(what: string, read: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const bodyOf = (mail: ReceivedMail) => mail.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
const mailTo = (address: string, match: RegExp) =>
  waitFor(`a mail to ${address}`, () =>
    smtp.mails.findLast((mail) => mail.to.includes(address) && match.test(bodyOf(mail))),
  ).then(bodyOf);

describe('inviting a new school admin', () => {
  it('mails and texts a link that sets the password; no password is needed at registration', async () => {
    const response = await register(school('lakeside'));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(schoolMessages.registered);

    const mail = await mailTo('head@lakeside.example', /your admin account is ready/);
    const link = /(http:\/\/lakeside\.shala\.localhost:3000\/forgot_password\?\S+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.searchParams.get('username')).toBe('head@lakeside');
    const code = url.searchParams.get('code')!;
    expect(code).toMatch(/^\d{6}$/);
    const text = await waitFor('the SMS', () => sms.find((m) => m.to === '9876501234'));
    expect(text.text).toContain(link!);

    // The account has no usable password until the admin chooses one.
    const before = await auth('lakeside', 'login', {
      username: 'head@lakeside',
      password: 'Lake#side42',
    });
    expect(before.statusCode).toBe(401);

    const verified = await auth('lakeside', 'verify-otp', { username: 'head@lakeside', otp: code });
    expect(verified.statusCode).toBe(200);
    const done = await auth(
      'lakeside',
      'reset-password',
      { new_password: 'Lake#side42', userId: verified.json().data.userId, dbName: 'lakeside' },
      grantOf(verified),
    );
    expect(done.statusCode).toBe(200);
    await signIn(t.app, hostOf('lakeside'), 'head@lakeside', 'Lake#side42');
  });

  it('keeps the invitation code valid after "Send code" mails a new one, until a password is set', async () => {
    expect((await register(school('hilltop'))).statusCode).toBe(200);
    const invitation = await mailTo('head@hilltop.example', /your admin account is ready/);
    const invited = /code=(\d{6})/.exec(invitation)![1]!;

    const forgot = await auth('hilltop', 'forgot-password', { username: 'head@hilltop' });
    expect(forgot.statusCode).toBe(200);
    const reset = await mailTo('head@hilltop.example', /password reset code|code to reset/);
    const asked = /password is (\d{6})/.exec(reset)![1]!;

    // The newer code works, and the invitation's still does; a wrong one is refused.
    const wrong = invited === '000000' || asked === '000000' ? '999999' : '000000';
    const refused = await auth('hilltop', 'verify-otp', { username: 'head@hilltop', otp: wrong });
    expect(refused.json().message).toBe(authMessages.invalidOtp);
    expect(
      (await auth('hilltop', 'verify-otp', { username: 'head@hilltop', otp: asked })).statusCode,
    ).toBe(200);
    const verified = await auth('hilltop', 'verify-otp', {
      username: 'head@hilltop',
      otp: invited,
    });
    expect(verified.statusCode).toBe(200);
    const userId = verified.json().data.userId as number;
    const set = await auth(
      'hilltop',
      'reset-password',
      { new_password: 'Hill#top42', userId, dbName: 'hilltop' },
      grantOf(verified),
    );
    expect(set.statusCode).toBe(200);

    // Once the password is chosen, no code of the account works any more.
    for (const otp of [invited, asked]) {
      const again = await auth('hilltop', 'verify-otp', { username: 'head@hilltop', otp });
      expect(again.statusCode).toBe(400);
    }
  });

  it('still accepts a first password the operator types, and invites the admin all the same', async () => {
    const response = await register(school('seaview', { admin_password: 'Sea#view42' }));
    expect(response.statusCode).toBe(200);
    await signIn(t.app, hostOf('seaview'), 'head@seaview', 'Sea#view42');
    await mailTo('head@seaview.example', /code=\d{6}/);
    const short = await register(school('shortpw', { admin_password: 'abc' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(authMessages.passwordTooShort);
  });
});
