import { authMessages, messages } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { CookieJar } from '../../../test/helpers/cookie-jar.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../db/tenant-scope.ts';
import { ipKey, RateLimiter } from '../rate-limit.ts';
import { FailureLimiter, SprayDetector } from '../sign-in-limits.ts';

let t: TestApp;
let userId: number;
const host = hostOf('alpha');

/** One call to a rate-limited route from a given client address. */
const call = (route: string, payload: object, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/authentication/${route}`,
    headers: { host },
    payload,
    remoteAddress: ip,
  });
const login = (username: string, password: string, ip: string) =>
  call('login', { username, password }, ip);

const tooMany = {
  status: false,
  message: messages.tooManyAttempts,
  result: false,
  data: null,
};

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      perAccount: 3,
      perIp: 5,
      signInFreeFailures: 3,
      signInSprayAccounts: 5,
      signInBaseDelayMs: 10 * 60_000,
    },
  });
  const alpha = await buildSchool(t.database.db, { subdomain: 'alpha' });
  await buildUser(t.database.db, alpha.id, { username: 'admin@alpha' });
  const mom = await buildUser(t.database.db, alpha.id, {
    username: 'mom@alpha',
    email: 'mom@alpha.example',
  });
  await withPlatform(t.database.db, (tx) =>
    tx.execute(sql`update users set mobile = '9800000001' where id = ${mom.id}`),
  );
  await buildUser(t.database.db, alpha.id, { username: 'teacher@alpha' });
  await buildUser(t.database.db, alpha.id, { username: 'clerk@alpha' });
  userId = (await buildUser(t.database.db, alpha.id, { username: 'reset@alpha' })).id;
});
afterAll(() => t?.close());

describe('rate limits of sign-in and password reset', () => {
  it('slows guessing of one account from anywhere, but lets its owner in from a browser it used', async () => {
    const own = new CookieJar();
    const signIn = { username: 'admin@alpha', password: testPassword };
    expect(
      (await own.post(t.app, host, '/api/authentication/login', signIn, '10.0.1.9')).statusCode,
    ).toBe(200);
    for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3'])
      expect((await login('admin@alpha', 'wrong', ip)).statusCode).toBe(401);
    const fourth = await login('ADMIN@alpha', 'wrong', '10.0.1.4');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(authMessages.signInCodeSent);
    expect((await login('admin@alpha', testPassword, '10.0.1.5')).statusCode).toBe(429);
    // The owner's browser is not held back by someone else's guesses, from any address.
    expect(
      (await own.post(t.app, host, '/api/authentication/login', signIn, '10.0.1.6')).statusCode,
    ).toBe(200);
    expect((await login('clerk@alpha', testPassword, '10.0.1.4')).statusCode).toBe(200);
  });

  it('counts failures per account, whichever of user name, e-mail or mobile is typed', async () => {
    for (const name of ['mom@alpha', 'mom@alpha.example', '9800000001'])
      expect((await login(name, 'wrong', '10.0.6.1')).statusCode).toBe(401);
    expect((await login('MOM@ALPHA.EXAMPLE', 'wrong', '10.0.6.2')).statusCode).toBe(429);
  });

  it('never counts a successful sign-in: a school behind one address signs everyone in', async () => {
    for (let n = 1; n <= 20; n += 1)
      expect((await login('teacher@alpha', testPassword, '10.0.7.1')).statusCode).toBe(200);
    expect((await login('teacher@alpha', 'wrong', '10.0.7.1')).statusCode).toBe(401);
    expect((await login('teacher@alpha', testPassword, '10.0.7.1')).statusCode).toBe(200);
  });

  it('slows one address after failures on 5 accounts; IPv6 counts by /64', async () => {
    for (let n = 1; n <= 5; n += 1)
      expect((await login(`someone${n}@alpha`, 'wrong', '10.0.2.1')).statusCode).toBe(401);
    const sixth = await login('someone6@alpha', 'wrong', '10.0.2.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(tooMany);
    expect((await login('someone6@alpha', 'wrong', '10.0.2.2')).statusCode).toBe(401);
    for (let n = 1; n <= 5; n += 1) {
      const ip = `2001:db8:1:2::${n.toString(16)}`;
      expect((await login(`v6-${n}@alpha`, 'wrong', ip)).statusCode).toBe(401);
    }
    expect((await login('v6-6@alpha', 'wrong', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await login('v6-6@alpha', 'wrong', '2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('limits forgot-password per account', async () => {
    const ask = (ip: string) => call('forgot-password', { username: 'forgetful@alpha' }, ip);
    for (const ip of ['10.0.3.1', '10.0.3.2', '10.0.3.3'])
      expect((await ask(ip)).statusCode).toBe(200);
    const fourth = await ask('10.0.3.4');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(tooMany);
  });

  it('limits verify-otp per account, so codes cannot be guessed from many addresses', async () => {
    const guess = (ip: string) =>
      call('verify-otp', { username: 'guesser@alpha', otp: '123456' }, ip);
    for (const ip of ['10.0.4.1', '10.0.4.2', '10.0.4.3'])
      expect((await guess(ip)).statusCode).toBe(400);
    const fourth = await guess('10.0.4.4');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(messages.tooManyAttempts);
  });

  it('limits reset-password per user id', async () => {
    const attempt = (ip: string) =>
      call('reset-password', { new_password: 'Brand#New42', userId, dbName: 'alpha' }, ip);
    for (const ip of ['10.0.5.1', '10.0.5.2', '10.0.5.3'])
      expect((await attempt(ip)).statusCode).toBe(400);
    expect((await attempt('10.0.5.4')).statusCode).toBe(429);
  });
});

describe('FailureLimiter', () => {
  it('lets the free failures through, then asks for a doubling wait, capped, until the window ends', () => {
    const limiter = new FailureLimiter(2, 60_000, 4_000, 1_000);
    limiter.fail('k', 0);
    limiter.fail('k', 0);
    expect(limiter.waitMs('k', 0)).toBe(1_000);
    expect(limiter.waitMs('k', 1_000)).toBe(0);
    limiter.fail('k', 1_000);
    expect(limiter.waitMs('k', 1_000)).toBe(2_000);
    limiter.fail('k', 3_000);
    limiter.fail('k', 7_000);
    expect(limiter.waitMs('k', 7_000)).toBe(4_000);
    expect(limiter.waitMs('k', 7_000 + 60_001)).toBe(0);
    limiter.clear('k');
    expect(limiter.waitMs('k', 8_000)).toBe(0);
  });
});

describe('SprayDetector', () => {
  it('slows an address past its free accounts, forgives an account signed in to, forgets after the window', () => {
    const spray = new SprayDetector(2, 60_000, 4_000, 1_000);
    spray.fail('a', 'x', 0);
    spray.fail('a', 'x', 0);
    expect(spray.waitMs('a', 0)).toBe(0); // one account, however often
    spray.fail('a', 'y', 0);
    expect(spray.waitMs('a', 0)).toBe(1_000);
    expect(spray.waitMs('b', 0)).toBe(0);
    spray.fail('a', 'z', 500);
    expect(spray.waitMs('a', 500)).toBe(2_000);
    spray.forgive('a', 'z');
    expect(spray.waitMs('a', 500)).toBe(500);
    expect(spray.waitMs('a', 60_001)).toBe(0);
  });
});

describe('ipKey', () => {
  it('keeps an IPv4 address, and an IPv6 address by its /64', () => {
    expect(ipKey('10.1.2.3')).toBe('10.1.2.3');
    expect(ipKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(ipKey('2001:db8:1:2::5')).toBe(ipKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(ipKey('2001:db8:1:2::5')).not.toBe(ipKey('2001:db8:1:3::5'));
    expect(ipKey('::1')).toBe(ipKey('0:0:0:0::2'));
  });
});

describe('RateLimiter', () => {
  it('allows `limit` hits per key in a window and starts over when the window ends', () => {
    const limiter = new RateLimiter(2, 1000);
    expect(limiter.hit('a', 0)).toBe(true);
    expect(limiter.hit('a', 10)).toBe(true);
    expect(limiter.hit('a', 20)).toBe(false);
    expect(limiter.hit('b', 20)).toBe(true);
    expect(limiter.hit('a', 999)).toBe(false);
    expect(limiter.hit('a', 1000)).toBe(true);
    expect(limiter.hit('a', 1500)).toBe(true);
    expect(limiter.hit('a', 1999)).toBe(false);
    expect(limiter.hit('b', 1020)).toBe(true);
  });

  it('keeps counting refused hits inside the window', () => {
    const limiter = new RateLimiter(1, 100);
    expect(limiter.hit('k', 0)).toBe(true);
    for (let now = 1; now < 100; now += 10) expect(limiter.hit('k', now)).toBe(false);
    expect(limiter.hit('k', 100)).toBe(true);
  });
});
