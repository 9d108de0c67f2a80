import { authMessages, messages } from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { CookieJar } from '../../../test/helpers/cookie-jar.ts';
import { type SmtpInbox, startSmtpInbox } from '../../../test/helpers/smtp-inbox.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/helpers/test-app.ts';

// Production limits, on a clock the tests move: nobody sleeps.
let t: TestApp;
let smtp: SmtpInbox;
let schoolId: number;
let now = Date.parse('2026-11-27T03:00:00Z');
const host = hostOf('alpha');
const minute = 60_000;

const login = (jar: CookieJar, ip: string, username: string, password: string, otp?: string) =>
  jar.post(t.app, host, '/api/authentication/login', { username, password, otp }, ip);

/** The 6-digit code of the last sign-in mail to `to` (mail leaves after commit: poll). */
async function codeMailedTo(to: string, sentBefore: number): Promise<string> {
  for (let tries = 0; tries < 500; tries += 1) {
    const mails = smtp.mails.slice(sentBefore).filter((mail) => mail.to.includes(to));
    const mail = mails[mails.length - 1];
    const code = mail && /sign in to .+? is (\d{6})/s.exec(mail.raw.replace(/=\r\n/g, ''))?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no sign-in code mailed to ${to}`);
}

/** An attacker trying `account` from 40 addresses, once each, without waiting. */
async function guessFromEverywhere(account: string, network: string): Promise<void> {
  for (let n = 1; n <= 40; n += 1)
    expect([401, 429]).toContain(
      (await login(new CookieJar(), `${network}.${n}`, account, 'x')).statusCode,
    );
}

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: smtp.url, rateLimits: { clock: () => now } });
  schoolId = (await buildSchool(t.database.db, { subdomain: 'alpha', name: 'Alpha Academy' })).id;
  await buildUser(t.database.db, schoolId, {
    username: 'owner@alpha',
    email: 'owner@alpha.example',
  });
  await buildUser(t.database.db, schoolId, { username: 'target@alpha' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('the owner is locked out by nobody', () => {
  it('lets a browser that signed in before through with the right password, whatever others guessed', async () => {
    const laptop = new CookieJar();
    expect((await login(laptop, '10.1.0.1', 'owner@alpha', testPassword)).statusCode).toBe(200);
    expect(laptop.has('shala_device')).toBe(true);
    await guessFromEverywhere('owner@alpha', '10.66.0');
    // A new browser on a new address is held back (and a code is mailed) …
    const sentBefore = smtp.mails.length;
    const refused = await login(new CookieJar(), '10.1.0.2', 'owner@alpha', testPassword);
    expect(refused.statusCode).toBe(429);
    expect(await codeMailedTo('owner@alpha.example', sentBefore)).toMatch(/^\d{6}$/);
    // … the owner's laptop is not, on any address; its own typos do not lock it either.
    expect((await login(laptop, '10.1.0.3', 'owner@alpha', testPassword)).statusCode).toBe(200);
    expect((await login(laptop, '10.1.0.3', 'owner@alpha', 'typo')).statusCode).toBe(401);
    expect((await login(laptop, '10.1.0.3', 'owner@alpha', testPassword)).statusCode).toBe(200);
  });

  it('lets a new browser in with the code mailed to the account, and trusts it from then on', async () => {
    const phone = new CookieJar();
    const sentBefore = smtp.mails.length;
    // Throttled, a wrong and a right password get the same answer; only the right one mails.
    const wrong = await login(phone, '10.1.1.1', 'owner@alpha', 'nope');
    const offer = await login(phone, '10.1.1.1', 'owner@alpha', testPassword);
    expect(offer.statusCode).toBe(429);
    expect(offer.json()).toEqual({
      status: false,
      message: authMessages.signInCodeSent,
      result: false,
      data: { codeSentTo: ['o•••@a•••.example', expect.stringMatching(/^••••••\d\d$/)] },
    });
    expect(wrong.json()).toEqual(offer.json());
    const code = await codeMailedTo('owner@alpha.example', sentBefore);
    await new Promise((resolve) => setTimeout(resolve, 300)); // room for a wrong second mail
    expect(smtp.mails.slice(sentBefore)).toHaveLength(1);

    // Someone else's wrong codes do not use up this browser's tries …
    const stranger = new CookieJar();
    await login(stranger, '10.66.1.1', 'owner@alpha', 'x');
    for (let n = 0; n < 6; n += 1) {
      const wrong = await login(stranger, '10.66.1.1', 'owner@alpha', 'x', '000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(authMessages.invalidOtp);
    }
    // … a wrong password with the right code is refused and uses one try …
    expect((await login(phone, '10.1.1.1', 'owner@alpha', 'nope', code)).statusCode).toBe(401);
    const signedIn = await login(phone, '10.1.1.1', 'owner@alpha', testPassword, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.full_name).toBe('Test owner@alpha');
    // … the code is spent, and the phone is now a trusted browser of the account.
    expect((await login(phone, '10.1.1.1', 'owner@alpha', testPassword, code)).statusCode).toBe(
      400,
    );
    await guessFromEverywhere('owner@alpha', '10.66.2');
    expect((await login(phone, '10.1.1.9', 'owner@alpha', testPassword)).statusCode).toBe(200);
  });

  it('offers no code for an unknown account', async () => {
    now += 2 * 60 * minute;
    const jar = new CookieJar();
    for (let n = 0; n < 5; n += 1) await login(jar, '10.1.2.1', 'target@alpha', 'x');
    const held = await login(jar, '10.1.2.1', 'target@alpha', testPassword);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(authMessages.signInCodeSent);
    now += 2 * 60 * minute;
    for (let n = 0; n < 5; n += 1)
      expect((await login(jar, '10.1.2.2', 'ghost@alpha', 'x')).statusCode).toBe(401);
    expect((await login(jar, '10.1.2.2', 'ghost@alpha', 'x')).json()).toEqual({
      status: false,
      message: messages.tooManyAttempts,
      result: false,
      data: null,
    });
  });
});

describe('a slowed account costs little', () => {
  it('checks a slowed password at most 5 times an hour per address; beyond, answers alike and sends no code', async () => {
    now += 2 * 60 * minute;
    await buildUser(t.database.db, schoolId, { username: 'bounded@alpha' });
    const jar = new CookieJar();
    const attempt = (password: string) => login(jar, '10.1.3.1', 'bounded@alpha', password);
    for (let n = 0; n < 5; n += 1) expect((await attempt('x')).statusCode).toBe(401);
    for (let n = 0; n < 5; n += 1) expect((await attempt('x')).statusCode).toBe(429);
    const sentBefore = smtp.mails.length;
    const unchecked = await attempt(testPassword);
    expect(unchecked.json().message).toBe(authMessages.signInCodeSent);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.slice(sentBefore)).toHaveLength(0);
    // The waits were a second long: the owner is not locked out.
    now += minute;
    expect((await attempt(testPassword)).statusCode).toBe(200);
  });
});

describe('guessing is slow', () => {
  it('answers at most 1,000 guesses of an account a day, from any number of addresses', async () => {
    now += 2 * 60 * minute;
    await buildUser(t.database.db, schoolId, { username: 'victim@alpha' });
    const dayEnds = now + 24 * 60 * minute;
    let answered = 0;
    let address = 0;
    // Every minute of the day, from a fresh address each time, until refused.
    while (now < dayEnds) {
      address += 1;
      const ip = `10.${100 + (address >> 16)}.${(address >> 8) & 255}.${address & 255}`;
      const response = await login(new CookieJar(), ip, 'victim@alpha', `guess-${address}`);
      if (response.statusCode === 401) answered += 1;
      else now += minute;
    }
    expect(answered).toBeGreaterThan(10);
    expect(answered).toBeLessThanOrEqual(1000);
  }, 120_000);

  it('closes an account to new browsers for a day after its 1,000th failure, not to its own', async () => {
    const user = await buildUser(t.database.db, schoolId, { username: 'capped@alpha' });
    const own = new CookieJar();
    expect((await login(own, '10.2.0.1', 'capped@alpha', testPassword)).statusCode).toBe(200);
    // 999 failures already counted today (spread over the day, so no other limit holds).
    const perDay = t.services.rateLimits.signIn.perAccountDay;
    for (let n = 0; n < 999; n += 1) perDay.fail(`${schoolId}:id:${user.id}`, now);
    expect((await login(new CookieJar(), '10.2.0.2', 'capped@alpha', 'x')).statusCode).toBe(401);
    const next = () => login(new CookieJar(), '10.2.0.3', 'capped@alpha', testPassword);
    expect((await next()).statusCode).toBe(429);
    now += 23 * 60 * minute;
    expect((await next()).statusCode).toBe(429);
    expect((await login(own, '10.2.0.4', 'capped@alpha', testPassword)).statusCode).toBe(200);
    now += 61 * minute;
    expect((await next()).statusCode).toBe(200);
  });
});

describe("a school's shared address", () => {
  it('signs in 300 different people within 10 minutes, after one of them failed 250 times', async () => {
    now += 2 * 24 * 60 * minute;
    const school = '10.50.0.1';
    const people: string[] = [];
    for (let n = 1; n <= 300; n += 1) {
      people.push(`person${n}@alpha`);
      await buildUser(t.database.db, schoolId, { username: `person${n}@alpha` });
    }
    // One of them forgot their password and has kept trying, as often as let, for days.
    for (let n = 0; n < 250; n += 1) {
      now += 16 * minute;
      expect((await login(new CookieJar(), school, 'person1@alpha', 'x')).statusCode).toBe(401);
    }
    const held = await login(new CookieJar(), school, 'person1@alpha', testPassword);
    expect(held.statusCode).toBe(429);
    const start = now;
    for (const [index, person] of people.slice(1).entries()) {
      now += 2_000;
      // Every tenth person mistypes first.
      if (index % 10 === 0)
        expect((await login(new CookieJar(), school, person, 'typo')).statusCode).toBe(401);
      const response = await login(new CookieJar(), school, person, testPassword);
      expect(response.statusCode, person).toBe(200);
    }
    expect(now - start).toBeLessThanOrEqual(10 * minute);
  }, 120_000);

  it('slows an address that fails across many accounts, sparing other addresses and known browsers', async () => {
    now += 2 * 60 * minute;
    const sprayer = '10.60.0.1';
    const colleague = new CookieJar();
    expect((await login(colleague, sprayer, 'person2@alpha', testPassword)).statusCode).toBe(200);
    for (let n = 3; n < 23; n += 1)
      expect((await login(new CookieJar(), sprayer, `person${n}@alpha`, 'x')).statusCode).toBe(401);
    // 20 accounts failed: the next try from the address waits 1 s, the one after 2 s …
    const spray = (n: number) => login(new CookieJar(), sprayer, `person${n}@alpha`, 'x');
    expect((await spray(23)).statusCode).toBe(429);
    now += 1_000;
    expect((await spray(23)).statusCode).toBe(401);
    expect((await spray(24)).statusCode).toBe(429);
    now += 1_000;
    expect((await spray(24)).statusCode).toBe(429);
    now += 1_000;
    expect((await spray(24)).statusCode).toBe(401);
    // Another address is not slowed; a browser that signed in here before is let through.
    expect(
      (await login(new CookieJar(), '10.60.0.2', 'person30@alpha', testPassword)).statusCode,
    ).toBe(200);
    expect((await login(colleague, sprayer, 'person2@alpha', testPassword)).statusCode).toBe(200);
  });
});
