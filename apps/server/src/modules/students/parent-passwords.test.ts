import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importStudents, studentImportColumns } from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSession } from '../../../test/factories/academics.ts';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { type SmtpInbox, startSmtpInbox } from '../../../test/helpers/smtp-inbox.ts';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';

/**
 * Imported parents get a first password as admitted ones do: by e-mail when they have one,
 * else by SMS, sent by a background job once the import has committed.
 */
let t: TestApp;
let admin: Client;
let smtp: SmtpInbox;
let smsServer: Server;
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
    jobs: true,
    smtpUrl: smtp.url,
    smsProviderUrl: `http://127.0.0.1:${(smsServer.address() as AddressInfo).port}/sms`,
  });
  const tenantId = (await buildSchool(t.database.db, { subdomain: 'lotus' })).id;
  await buildSession(t.database.db, tenantId);
  await buildClass(t.database.db, tenantId, { name: 'Nursery' });
  await buildUser(t.database.db, tenantId, { username: 'admin@lotus' });
  admin = await signedInClient(t, 'lotus', 'admin@lotus', testPassword);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await new Promise<void>((resolve) => (smsServer ? smsServer.close(() => resolve()) : resolve()));
});

const csv = (lines: Array<Record<string, string>>) =>
  [
    studentImportColumns.join(','),
    ...lines.map((line) => studentImportColumns.map((c) => line[c] ?? '').join(',')),
  ].join('\n');

const student = (n: number, parent: Record<string, string>) => ({
  first_name: `Lotus${n}`,
  last_name: 'Child',
  gender: 'F',
  date_of_birth: '2022-03-01',
  admission_date: '2026-04-10',
  class: 'Nursery',
  ...parent,
});

async function waitFor<T>(what: string, read: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('imported parents', () => {
  it('get a first password by e-mail, or by SMS without one, and can sign in with it', async () => {
    const file = csv([
      student(1, { father_name: 'Mail Father', father_email: 'mail.father@example.com' }),
      student(2, { mother_name: 'Phone Mother', mother_mobile: '6312345678' }),
    ]);
    const done = await admin.call(importStudents, {
      body: { content_base64: Buffer.from(file).toString('base64') },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.accounts_created).toBe(2);

    const mail = await waitFor('the mail', () =>
      smtp.mails.find((m) => m.to.includes('mail.father@example.com')),
    );
    const mailed = /First password: (\w{10})/.exec(mail.raw)?.[1];
    expect(mailed).toMatch(/^\w{10}$/);
    const text = await waitFor('the SMS', () => sms.find((m) => m.to === '6312345678'));
    const texted = /first password (\w{10})/.exec(text.text)?.[1];
    expect(texted).toMatch(/^\w{10}$/);

    await signIn(t.app, hostOf('lotus'), 'mail.father@example.com', mailed!);
    await signIn(t.app, hostOf('lotus'), '6312345678', texted!);
    // One message each, even if a job ran twice.
    expect(smtp.mails.filter((m) => m.to.includes('mail.father@example.com'))).toHaveLength(1);
    expect(sms.filter((m) => m.to === '6312345678')).toHaveLength(1);
  });
});
