import { messages } from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/helpers/test-app.ts';
import { RateLimiter } from '../rate-limit.ts';

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
  t = await createTestApp({ rateLimits: { perAccount: 3, perIp: 5 } });
  const alpha = await buildSchool(t.database.db, { subdomain: 'alpha' });
  await buildUser(t.database.db, alpha.id, { username: 'admin@alpha' });
  await buildUser(t.database.db, alpha.id, { username: 'clerk@alpha' });
  userId = (await buildUser(t.database.db, alpha.id, { username: 'reset@alpha' })).id;
});
afterAll(() => t?.close());

describe('rate limits of sign-in and password reset', () => {
  it('answers 429 on the 4th attempt for one account, from any address, while another account still works', async () => {
    for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3'])
      expect((await login('admin@alpha', 'wrong', ip)).statusCode).toBe(401);
    const fourth = await login('ADMIN@alpha', testPassword, '10.0.1.4');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(tooMany);
    expect((await login('clerk@alpha', testPassword, '10.0.1.4')).statusCode).toBe(200);
  });

  it('answers 429 after 5 attempts from one address, whatever the account', async () => {
    for (let n = 1; n <= 5; n += 1)
      expect((await login(`someone${n}@alpha`, 'wrong', '10.0.2.1')).statusCode).toBe(401);
    const sixth = await login('someone6@alpha', 'wrong', '10.0.2.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(tooMany);
    expect((await login('someone6@alpha', 'wrong', '10.0.2.2')).statusCode).toBe(401);
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
