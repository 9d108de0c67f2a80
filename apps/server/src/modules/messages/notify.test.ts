import { createDecipheriv, createECDH, createHmac, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createMessage,
  getPushKey,
  listMyNotifications,
  type MessageRow,
  messageDeliveries,
  notifyMessage,
  savePushSubscription,
  smsUsage,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallInput, type Client, signedInClient } from '../../../test/helpers/call.ts';
import { platformQuery } from '../../../test/helpers/school-rows.ts';
import { type SmtpInbox, startSmtpInbox } from '../../../test/helpers/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { deliveryQueue } from './delivery-job.ts';

/**
 * Notify end to end, with jobs running: e-mail to a real SMTP server, SMS to an HTTP gateway,
 * web push to an HTTP push service (all in-process), and the in-app bell. Each delivery
 * reaches its recipient exactly once, however often notify is pressed or a job runs.
 */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let admin: Client;
let parent: Client;
let smtp: SmtpInbox;
let smsServer: Server;
let pushServer: Server;
const smsRequests: Received[] = [];
/** Numbers whose next SMS the gateway refuses (500), once. */
const smsFailOnce = new Set<string>();
const pushRequests: Received[] = [];
const ids: Record<string, number> = {};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

function httpServer(record: Received[], answer: (request: Received) => number): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      record.push(received);
      response.statusCode = answer(received);
      response.end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const portOf = (server: Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  smsServer = await httpServer(smsRequests, (request) => {
    const { to } = JSON.parse(request.body.toString('utf8')) as { to: string };
    return smsFailOnce.delete(to) ? 500 : 200;
  });
  pushServer = await httpServer(pushRequests, (request) =>
    request.path.startsWith('/gone/') ? 410 : 201,
  );
  t = await createTestApp({
    demo: true,
    jobs: true,
    smtpUrl: smtp.url,
    smsProviderUrl: `http://127.0.0.1:${portOf(smsServer)}/sms`,
    smsProviderKey: 'sms-secret',
  });
  admin = await signedInClient(t, 'greenwood', 'admin@greenwood');
  parent = await signedInClient(t, 'greenwood', 'parent@greenwood');
  const rows = await platformQuery<{ username: string; id: number; tenant_id: number }>(
    t,
    sql`select username, id, tenant_id from users where username in ('parent@greenwood', 'teacher@greenwood')`,
  );
  for (const row of rows) ids[row.username.split('@')[0]!] = Number(row.id);
  ids.greenwood = Number(rows[0]!.tenant_id);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  for (const server of [smsServer, pushServer])
    await new Promise((resolve) => server?.close(resolve));
});

type MessageFields = Partial<CallInput<typeof createMessage>['body']>;

async function write(fields: MessageFields): Promise<MessageRow> {
  const answer = await admin.call(createMessage, {
    body: {
      notification_name: 'Sports day moved',
      message: 'Sports day moves to Monday.',
      ...fields,
    },
  });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}

const notify = (id: number, channels: Omit<CallInput<typeof notifyMessage>['body'], 'id'>) =>
  admin.call(notifyMessage, { body: { id, ...channels } });

type Summary = Array<{
  channel: string;
  pending: number;
  sent: number;
  failed: number;
  skipped: number;
}>;
/** Waits until no delivery of the message is pending, and answers the counts. */
const settled = (messageId: number) =>
  waitFor(
    `deliveries of message ${messageId}`,
    async (): Promise<Summary> =>
      (await admin.call(messageDeliveries, { params: { id: messageId } })).body.data,
    (summary) => summary.length > 0 && summary.every((row) => row.pending === 0),
  );

const deliveryOf = async (messageId: number, channel: string) =>
  (
    await platformQuery<{
      id: number;
      status: string;
      attempts: number;
      address: string | null;
      error: string | null;
    }>(
      t,
      sql`select id, status, attempts, address, error from message_deliveries where message_id = ${messageId} and channel = ${channel}`,
    )
  )[0]!;

describe('e-mail', () => {
  it('sends exactly one mail per recipient, also when notify is pressed twice', async () => {
    const message = await write({ notify: 6 });
    const teachers = await platformQuery<{ email: string | null }>(
      t,
      sql`select email from users where tenant_id = ${ids.greenwood} and role_id = 6 and is_active`,
    );
    const addresses = teachers.flatMap((row) => (row.email ? [row.email.toLowerCase()] : []));
    const first = await notify(message.id, { email: true });
    expect(first.body.data).toEqual({ recipients: teachers.length, queued: teachers.length });
    const second = await notify(message.id, { email: true });
    expect(second.body.data.recipients).toBe(teachers.length);
    const summary = await settled(message.id);
    expect(summary).toEqual([
      {
        channel: 'email',
        pending: 0,
        sent: addresses.length,
        failed: 0,
        skipped: teachers.length - addresses.length,
      },
    ]);
    expect((await notify(message.id, { email: true })).body.data.queued).toBe(0);
    await sleep(1500);
    const mails = smtp.mails.filter((mail) => mail.raw.includes('Sports day moves to Monday.'));
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual(addresses.sort());
    expect(mails[0]!.raw).toContain(`X-Shala-Tenant: ${ids.greenwood}`);
    expect(mails[0]!.raw).toContain('Subject: Greenwood High School: Sports day moved');
  });

  it('retries a refused mail and still sends it once', async () => {
    const message = await write({ notify: 6, user_id: ids.teacher, message: 'Retry me.' });
    const [teacher] = await platformQuery<{ email: string }>(
      t,
      sql`select email from users where id = ${ids.teacher!}`,
    );
    smtp.refuseOnce.add(teacher!.email);
    await notify(message.id, { email: true });
    await settled(message.id);
    const delivery = await deliveryOf(message.id, 'email');
    expect(delivery).toMatchObject({
      status: 'sent',
      attempts: 2,
      address: teacher!.email,
      error: null,
    });
    expect(smtp.mails.filter((mail) => mail.raw.includes('Retry me.'))).toHaveLength(1);
  });

  it('does nothing when the job of a delivery already sent runs again', async () => {
    const message = await write({ notify: 6, user_id: ids.teacher, message: 'Only once.' });
    await notify(message.id, { email: true });
    await settled(message.id);
    const delivery = await deliveryOf(message.id, 'email');
    await t.services.jobs.send(deliveryQueue, [
      { data: { tenantId: ids.greenwood!, deliveryId: Number(delivery.id) }, key: 'run-again' },
    ]);
    await waitFor(
      'the repeated job',
      async () =>
        (
          await t.database.executeSql(
            "select state from pgboss.job where singleton_key = 'run-again'",
            [],
          )
        ).rows as Array<{ state: string }>,
      (rows) => rows[0]?.state === 'completed',
    );
    expect(smtp.mails.filter((mail) => mail.raw.includes('Only once.'))).toHaveLength(1);
    expect((await deliveryOf(message.id, 'email')).attempts).toBe(1);
  });
});

describe('SMS', () => {
  it('posts {to, text} with the bearer key to the gateway, retrying a refusal', async () => {
    const [row] = await platformQuery<{ mobile: string }>(
      t,
      sql`select mobile from users where id = ${ids.parent!}`,
    );
    smsFailOnce.add(row!.mobile);
    const message = await write({
      notify: 4,
      parentType: 1,
      user_id: ids.parent,
      message: 'Fees due.',
    });
    await notify(message.id, { sms: true });
    await settled(message.id);
    const calls = smsRequests.filter((request) => request.body.toString().includes('Fees due.'));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.authorization).toBe('Bearer sms-secret');
    expect(calls[1]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(calls[1]!.body.toString())).toEqual({
      to: row!.mobile,
      text: 'Greenwood High School: Sports day moved\nFees due.',
    });
    expect(await deliveryOf(message.id, 'sms')).toMatchObject({ status: 'sent', attempts: 2 });
    const usage = await admin.call(smsUsage, { query: {} });
    expect(usage.body.data.provider).toBe(`127.0.0.1:${portOf(smsServer)}`);
  });

  it('skips a recipient without a mobile number', async () => {
    const [before] = await platformQuery<{ mobile: string }>(
      t,
      sql`select mobile from users where id = ${ids.teacher!}`,
    );
    await platformQuery(t, sql`update users set mobile = null where id = ${ids.teacher!}`);
    try {
      const message = await write({ notify: 6, user_id: ids.teacher, message: 'No phone.' });
      await notify(message.id, { sms: true });
      await settled(message.id);
      expect(await deliveryOf(message.id, 'sms')).toMatchObject({
        status: 'skipped',
        error: 'No mobile number',
      });
      expect(smsRequests.some((request) => request.body.toString().includes('No phone.'))).toBe(
        false,
      );
    } finally {
      await platformQuery(
        t,
        sql`update users set mobile = ${before!.mobile} where id = ${ids.teacher!}`,
      );
    }
  });
});

/** A browser's side of a push subscription: its key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** Decrypts an aes128gcm push message (RFC 8291) as the browser would. */
function decryptPush(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
  const salt = body.subarray(0, 16);
  const keyLength = body[20]!;
  const serverKey = body.subarray(21, 21 + keyLength);
  const cipherText = body.subarray(21 + keyLength);
  const prkKey = hmac(auth, ecdh.computeSecret(serverKey));
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    serverKey,
    Buffer.from([1]),
  ]);
  const prk = hmac(salt, hmac(prkKey, keyInfo));
  const derive = (label: string, length: number) =>
    hmac(
      prk,
      Buffer.concat([Buffer.from(`Content-Encoding: ${label}\0`), Buffer.from([1])]),
    ).subarray(0, length);
  const decipher = createDecipheriv('aes-128-gcm', derive('aes128gcm', 16), derive('nonce', 12));
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const plain = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (plain[end] === 0) end -= 1;
  return plain.subarray(0, end).toString('utf8');
}

describe('web push and the in-app bell', () => {
  it('pushes to each browser with VAPID, forgets a gone one, and rings the bell once', async () => {
    const live = browserKeys();
    const gone = browserKeys();
    const pushBase = `http://127.0.0.1:${portOf(pushServer)}`;
    await parent.ok(savePushSubscription, {
      body: { endpoint: `${pushBase}/push/parent-laptop`, keys: live.keys },
    });
    await parent.ok(savePushSubscription, {
      body: { endpoint: `${pushBase}/gone/parent-old-phone`, keys: gone.keys },
    });
    const message = await write({
      notify: 4,
      parentType: 1,
      user_id: ids.parent,
      message: 'Bus is late.',
    });
    expect((await notify(message.id, { notify_web_app: true })).body.data).toEqual({
      recipients: 1,
      queued: 2,
    });
    expect(await settled(message.id)).toEqual([
      { channel: 'push', pending: 0, sent: 1, failed: 0, skipped: 0 },
      { channel: 'app', pending: 0, sent: 1, failed: 0, skipped: 0 },
    ]);
    expect(await deliveryOf(message.id, 'push')).toMatchObject({ address: '1' });

    const toLaptop = pushRequests.find((request) => request.path === '/push/parent-laptop')!;
    const publicKey = (await parent.ok(getPushKey)).public_key;
    expect(publicKey).toBe(t.services.push.publicKey);
    expect(toLaptop.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(toLaptop.headers['content-encoding']).toBe('aes128gcm');
    expect(toLaptop.headers.ttl).toBe('86400');
    expect(JSON.parse(decryptPush(toLaptop.body, live.ecdh, live.auth))).toEqual({
      title: 'Sports day moved',
      body: 'Bus is late.',
      url: '/notifications',
    });
    expect(pushRequests.some((request) => request.path === '/gone/parent-old-phone')).toBe(true);
    const left = await platformQuery<{ endpoint: string }>(
      t,
      sql`select endpoint from push_subscriptions where user_id = ${ids.parent!}`,
    );
    expect(left.map((row) => row.endpoint)).toEqual([`${pushBase}/push/parent-laptop`]);

    // The bell: once, even when notify is pressed again or the job runs again.
    await notify(message.id, { notify_web_app: true });
    const app = await deliveryOf(message.id, 'app');
    await platformQuery(
      t,
      sql`update message_deliveries set status = 'pending' where id = ${app.id}`,
    );
    await t.services.jobs.send(deliveryQueue, [
      { data: { tenantId: ids.greenwood!, deliveryId: Number(app.id) }, key: 'bell-again' },
    ]);
    await settled(message.id);
    const bell = await parent.ok(listMyNotifications, { query: {} });
    const items = bell.list.filter((item) => item.title === 'Sports day moved');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      message: 'Bus is late.',
      link: '/notifications',
      read: false,
      time_difference: 'just now',
    });
    expect(pushRequests.filter((request) => request.path === '/push/parent-laptop')).toHaveLength(
      1,
    );
  });

  it('skips push for a recipient with no browser subscribed', async () => {
    const message = await write({ notify: 6, user_id: ids.teacher, message: 'No browser.' });
    await notify(message.id, { notify_web_app: true });
    await settled(message.id);
    expect(await deliveryOf(message.id, 'push')).toMatchObject({
      status: 'skipped',
      error: 'No browser subscribed to notifications',
    });
    expect(await deliveryOf(message.id, 'app')).toMatchObject({ status: 'sent' });
  });
});
