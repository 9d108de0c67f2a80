import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createMessage,
  deleteMessage,
  listMessages,
  messageDeliveries,
  notifyMessage,
  outbox,
  smsUsage,
  updateMessage,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, fieldErrorsOf, signedInClient } from '../../../test/helpers/call.ts';
import { platformQuery } from '../../../test/helpers/school-rows.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { mailTenantHeader } from '../../platform/mail/outbox.ts';

let t: TestApp;
let admin: Client;
let subadmin: Client;
let teacher: Client;
let parent: Client;
let riverside: Client;
const ids: Record<string, number> = {};

/** Ids of demo users and schools, read outside the API. */
async function idOf(username: string): Promise<number> {
  const rows = await platformQuery<{ id: number }>(
    t,
    sql`select id from users where username = ${username}`,
  );
  return Number(rows[0]!.id);
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await signedInClient(t, 'greenwood', 'admin@greenwood');
  subadmin = await signedInClient(t, 'greenwood', 'subadmin@greenwood');
  teacher = await signedInClient(t, 'greenwood', 'teacher@greenwood');
  parent = await signedInClient(t, 'greenwood', 'parent@greenwood');
  riverside = await signedInClient(t, 'riverside', 'admin@riverside');
  for (const name of ['admin', 'subadmin', 'teacher', 'parent', 'accountant'])
    ids[name] = await idOf(`${name}@greenwood`);
  ids.riversideTeacher = await idOf('teacher@riverside');
  const [school] = await platformQuery<{ id: number }>(
    t,
    sql`select id from schools where subdomain = 'greenwood'`,
  );
  ids.greenwood = Number(school!.id);
});
afterAll(() => t?.close());

const toAll = { notification_name: 'Library week', notify: 0, message: 'Books for everyone.' };
/** Sends a message, valid or refused on purpose. */
const create = (body: object) => admin.call(createMessage, { body } as never);
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
const todayInKolkata = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe('write a message', () => {
  it('keeps the signed-in user as its author and derives "For", whatever the client sends', async () => {
    const answer = await create({ ...toAll, added_by: 1, notification_for: 'Someone else' });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Message added.');
    expect(answer.body.data).toMatchObject({
      notification_name: 'Library week',
      notify: 0,
      notify_label: 'All',
      notification_for: 'All',
      parentType: null,
      user_id: null,
      message: 'Books for everyone.',
      added_by: ids.admin,
      current_date: todayInKolkata(),
    });
  });

  it('names the parent type or the person in "For"', async () => {
    const fathers = await create({ ...toAll, notify: 4, parentType: 1 });
    expect(fathers.body.data).toMatchObject({ notify_label: 'Parent', notification_for: 'Father' });
    const everyParent = await create({ ...toAll, notify: 4, parentType: 0 });
    expect(everyParent.body.data).toMatchObject({ parentType: 0, notification_for: 'All' });
    const kavita = await create({ ...toAll, notify: 6, user_id: ids.teacher });
    expect(kavita.body.data).toMatchObject({
      notify_label: 'Teacher',
      notification_for: 'Kavita Rao',
      user_id: ids.teacher,
    });
    const suresh = await create({ ...toAll, notify: 4, parentType: 1, user_id: ids.parent });
    expect(suresh.body.data).toMatchObject({ notification_for: 'Suresh Iyer', parentType: 1 });
  });

  it('takes the parent type from notification_for, as the spec’s client sends it', async () => {
    const mothers = await create({ ...toAll, notify: 4, added_by: 1, notification_for: 'Mother' });
    expect(mothers.status, mothers.body.message).toBe(200);
    expect(mothers.body.data).toMatchObject({ parentType: 2, notification_for: 'Mother' });
    const guardians = await create({ ...toAll, notify: 4, notification_for: 3 });
    expect(guardians.body.data).toMatchObject({
      parentType: 3,
      notification_for: 'Local Guardian',
    });
    const every = await create({ ...toAll, notify: 4, notification_for: 'all' });
    expect(every.body.data).toMatchObject({ parentType: 0, notification_for: 'All' });
    // The form's parentType wins; a name that is no parent type is still refused.
    const fathers = await create({ ...toAll, notify: 4, parentType: 1, notification_for: 'All' });
    expect(fathers.body.data).toMatchObject({ parentType: 1 });
    const unknown = await create({ ...toAll, notify: 4, notification_for: 'Kavita Rao' });
    expect(fieldErrorsOf(unknown).parentType).toBe('Please select parent type');
  });

  it('drops a person or parent type where the audience takes none', async () => {
    const answer = await create({ ...toAll, notify: 5, parentType: 2, user_id: ids.teacher });
    expect(answer.body.data).toMatchObject({ notify: 5, parentType: null, user_id: null });
    const anyParent = await create({ ...toAll, notify: 4, parentType: 0, user_id: ids.parent });
    expect(anyParent.body.data.user_id).toBeNull();
  });

  it.each([
    ['a non-teacher for Teacher', () => ({ notify: 6, user_id: ids.accountant })],
    ['a father as a mother', () => ({ notify: 4, parentType: 2, user_id: ids.parent })],
    ['a teacher as a father', () => ({ notify: 4, parentType: 1, user_id: ids.teacher })],
    ["another school's teacher", () => ({ notify: 6, user_id: ids.riversideTeacher })],
    ['nobody at all', () => ({ notify: 6, user_id: 2_000_000_000 })],
  ])('refuses %s as the named person', async (_case, fields) => {
    const answer = await create({ ...toAll, ...fields() });
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf(answer).user_id).toBe('Please select a valid person');
  });

  it.each([
    ['notification_name', 'blank', { notification_name: '  ' }, 'Please enter message title'],
    ['notification_name', '151 characters', { notification_name: 'x'.repeat(151) }, /at most 150/],
    ['notify', 'missing', { notify: undefined }, 'Please select message for'],
    ['notify', 'not an audience code', { notify: 1 }, 'Please select message for'],
    ['notify', 'text', { notify: 'teachers' }, 'Please select message for'],
    ['parentType', 'missing for Parent', { notify: 4 }, 'Please select parent type'],
    ['parentType', 'out of range', { notify: 4, parentType: 4 }, 'Please select parent type'],
    ['user_id', 'negative', { notify: 6, user_id: -3 }, 'Please select a valid person'],
    ['message', 'empty', { message: '' }, 'Please enter message'],
    ['message', '5001 characters', { message: 'x'.repeat(5001) }, /at most 5000/],
  ])('refuses a bad %s (%s)', async (field, _label, fields, message) => {
    const answer = await create({ ...toAll, ...fields });
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf(answer)[field]).toEqual(
      message instanceof RegExp ? expect.stringMatching(message) : message,
    );
  });

  it('is refused to a role without the Add Message page: teacher, parent', async () => {
    for (const caller of [teacher, parent]) {
      expect((await caller.call(createMessage, { body: toAll })).status).toBe(403);
    }
  });
});

describe('list messages', () => {
  it('pages newest first by 6 and searches title and text, taking % literally', async () => {
    for (let i = 1; i <= 8; i += 1)
      await create({ ...toAll, notification_name: `Paging ${i}`, message: `Body 100%-${i}` });
    const first = await admin.call(listMessages, { query: { search: 'paging' } });
    expect(first.body.data.map((m) => m.notification_name)).toEqual(
      [8, 7, 6, 5, 4, 3].map((i) => `Paging ${i}`),
    );
    const second = await admin.call(listMessages, { query: { search: 'paging', skip: 6 } });
    expect(second.body.data.map((m) => m.notification_name)).toEqual(['Paging 2', 'Paging 1']);
    const byText = await admin.call(listMessages, { query: { search: '100%-7' } });
    expect(byText.body.data.map((m) => m.notification_name)).toEqual(['Paging 7']);
    const none = await admin.call(listMessages, { query: { search: '100%x' } });
    expect(none.body.data).toEqual([]);
  });

  it('refuses bad paging', async () => {
    const answer = await admin.call(listMessages, { query: { limit: 0 } });
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf(answer).limit).toBe('Limit must be at least 1');
    expect((await admin.call(listMessages, { query: { skip: -1 } })).status).toBe(400);
  });

  it('is refused to a parent (403)', async () => {
    const answer = await parent.call(listMessages, { query: {} });
    expect(answer.status).toBe(403);
  });

  it("shows a reader only what is addressed to them: not parents' or another teacher's", async () => {
    const otherTeacher = await platformQuery<{ id: number }>(
      t,
      sql`select id from users where tenant_id = ${ids.greenwood} and role_id = 6 and id <> ${ids.teacher} limit 1`,
    );
    const titles = {
      all: 'Visible: everyone',
      teachers: 'Visible: all teachers',
      me: 'Visible: Kavita by name',
      parents: 'Hidden: parents',
      other: 'Hidden: another teacher',
      accountants: 'Hidden: accountants',
    };
    await create({ ...toAll, notification_name: titles.all });
    await create({ ...toAll, notify: 6, notification_name: titles.teachers });
    await create({ ...toAll, notify: 6, user_id: ids.teacher, notification_name: titles.me });
    await create({ ...toAll, notify: 4, parentType: 0, notification_name: titles.parents });
    await create({
      ...toAll,
      notify: 6,
      user_id: Number(otherTeacher[0]!.id),
      notification_name: titles.other,
    });
    await create({ ...toAll, notify: 5, notification_name: titles.accountants });
    const seen = await teacher.call(listMessages, { query: { search: 'Visible', limit: 50 } });
    expect(seen.status).toBe(200);
    expect(seen.body.data.map((m) => m.notification_name).sort()).toEqual(
      [titles.all, titles.teachers, titles.me].sort(),
    );
    const hidden = await teacher.call(listMessages, { query: { search: 'Hidden' } });
    expect(hidden.body.data).toEqual([]);
    const everything = await admin.call(listMessages, { query: { search: 'Hidden' } });
    expect(everything.body.data).toHaveLength(3);
  });
});

describe('edit and delete', () => {
  it('edits a message; the editor becomes its author', async () => {
    const created = (await create(toAll)).body.data;
    const answer = await subadmin.call(updateMessage, {
      body: {
        ...toAll,
        id: created.id,
        notification_name: 'Library fortnight',
        notify: 6,
        user_id: ids.teacher,
        added_by: ids.admin,
      },
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Message updated.');
    expect(answer.body.data).toMatchObject({
      id: created.id,
      notification_name: 'Library fortnight',
      notification_for: 'Kavita Rao',
      added_by: ids.subadmin,
      current_date: created.current_date,
    });
    const refused = await admin.call(updateMessage, {
      body: {
        ...toAll,
        id: created.id,
        notify: 6,
        user_id: ids.parent,
      },
    });
    expect(fieldErrorsOf(refused).user_id).toBe('Please select a valid person');
  });

  it("answers 404 for an unknown message or another school's, and changes nothing there", async () => {
    const theirs = (await riverside.call(createMessage, { body: toAll })).body.data;
    for (const id of [theirs.id, 2_000_000_000]) {
      const edit = await admin.call(updateMessage, { body: { ...toAll, id } });
      expect(edit.status).toBe(404);
      expect(edit.body.message).toBe('Message not found.');
      expect((await admin.call(deleteMessage, { params: { id } })).status).toBe(404);
      expect((await admin.call(messageDeliveries, { params: { id } })).status).toBe(404);
      expect((await admin.call(notifyMessage, { body: { id, email: true } })).status).toBe(404);
    }
    const still = await riverside.call(listMessages, { query: { search: 'Library week' } });
    expect(still.body.data.map((m) => m.id)).toContain(theirs.id);
    expect(still.body.data.find((m) => m.id === theirs.id)!.notification_name).toBe('Library week');
  });

  it('deletes a message with its deliveries and the notifications it put in bells', async () => {
    const created = (await create({ ...toAll, notification_name: 'To be deleted' })).body.data;
    const notified = await admin.call(notifyMessage, {
      body: {
        id: created.id,
        notify_web_app: true,
      },
    });
    expect(notified.status).toBe(200);
    await platformQuery(
      t,
      sql`insert into notifications (tenant_id, user_id, title, message, link, message_id)
        values (${ids.greenwood}, ${ids.parent}, 'To be deleted', 'x', '/notifications', ${created.id})`,
    );
    const answer = await admin.call(deleteMessage, { params: { id: created.id } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Message deleted.');
    const left = await platformQuery<{ n: number }>(
      t,
      sql`select (select count(*) from message_deliveries where message_id = ${created.id})
        + (select count(*) from notifications where message_id = ${created.id}) as n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect((await admin.call(deleteMessage, { params: { id: created.id } })).status).toBe(404);
  });

  it('refuses bad ids', async () => {
    expect((await admin.call(deleteMessage, { params: { id: 'abc' } } as never)).status).toBe(400);
    expect((await admin.call(updateMessage, { body: { ...toAll, id: 0 } })).status).toBe(400);
  });
});

describe('notify (queueing)', () => {
  it('needs at least one way to notify', async () => {
    const created = (await create(toAll)).body.data;
    const answer = await admin.call(notifyMessage, { body: { ...created, sms: false } });
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf(answer).notify_web_app).toBe('Please select at least one way to notify');
    const bad = await admin.call(notifyMessage, {
      body: { id: created.id, email: 'yes' },
    } as never);
    expect(fieldErrorsOf(bad).email).toBe('Email must be true or false');
  });

  it('queues one delivery per recipient and channel, and never one already sent', async () => {
    const created = (await create({ ...toAll, notify: 4, parentType: 0 })).body.data;
    const parents = await platformQuery<{ n: number }>(
      t,
      sql`select count(*)::int as n from users where tenant_id = ${ids.greenwood} and role_id = 4 and is_active`,
    );
    const expected = Number(parents[0]!.n);
    // The spec's client posts the whole message object with the popup's choices.
    const answer = await admin.call(notifyMessage, {
      body: { ...created, email: true, sms: true },
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data).toEqual({ recipients: expected, queued: 2 * expected });
    expect(answer.body.message).toBe(`Sending to ${expected} recipients.`);
    const summary = await admin.call(messageDeliveries, { params: { id: created.id } });
    expect(summary.body.data).toEqual([
      { channel: 'email', pending: expected, sent: 0, failed: 0, skipped: 0 },
      { channel: 'sms', pending: expected, sent: 0, failed: 0, skipped: 0 },
    ]);
    await platformQuery(
      t,
      sql`update message_deliveries set status = 'sent' where message_id = ${created.id} and channel = 'email'`,
    );
    const again = await admin.call(notifyMessage, { body: { id: created.id, email: true } });
    expect(again.body.data).toEqual({ recipients: expected, queued: 0 });
    const more = await admin.call(notifyMessage, {
      body: { id: created.id, notify_web_app: true },
    });
    expect(more.body.data).toEqual({ recipients: expected, queued: 2 * expected });
  });

  it('says so when nobody matches', async () => {
    const created = (await create({ ...toAll, notify: 6, user_id: ids.teacher })).body.data;
    await platformQuery(t, sql`update users set is_active = false where id = ${ids.teacher}`);
    const answer = await admin.call(notifyMessage, { body: { id: created.id, sms: true } });
    await platformQuery(t, sql`update users set is_active = true where id = ${ids.teacher}`);
    expect(answer.body.data).toEqual({ recipients: 0, queued: 0 });
    expect(answer.body.message).toBe('Nobody matches this message yet.');
  });

  it('is refused to a teacher (403), who may still read delivery counts of what they see', async () => {
    const created = (await create(toAll)).body.data;
    expect(
      (await teacher.call(notifyMessage, { body: { id: created.id, sms: true } })).status,
    ).toBe(403);
    expect((await teacher.call(messageDeliveries, { params: { id: created.id } })).status).toBe(
      200,
    );
  });
});

describe('SMS usage and outbox', () => {
  it("counts the school's SMS and lists the latest", async () => {
    const answer = await admin.call(smsUsage, { query: {} });
    expect(answer.status).toBe(200);
    const usage = answer.body.data;
    expect(usage.provider).toBe('log');
    expect(usage.sent).toBeGreaterThanOrEqual(1);
    expect(usage.this_month).toBeLessThanOrEqual(usage.sent);
    expect(usage.list.length).toBe(Math.min(usage.count, 15));
    const all = await admin.call(smsUsage, { query: { limit: 100, skip: usage.count - 1 } });
    expect(all.body.data.list).toHaveLength(1);
    // The oldest is the demo's, sent before this file queued any.
    const seeded = all.body.data.list[0]!;
    expect(seeded).toMatchObject({ recipient: 'Suresh Iyer', status: 'sent', error: null });
    expect(new Date(seeded.time).toISOString()).toBe(seeded.time);
    expect((await admin.call(smsUsage, { query: { limit: 1000 } })).status).toBe(400);
    expect((await teacher.call(smsUsage, { query: {} })).status).toBe(403);
  });

  it("lists the school's own mails written to the data folder, newest first", async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), 'shala-outbox-'));
    const original = t.services.mailer;
    t.services.mailer = createMailer({ mailDir });
    try {
      const greenwood = ids.greenwood!;
      const tagged = (tenant: number, subject: string) => ({
        to: 'asha@example.com',
        subject,
        text: `Text of ${subject}`,
        headers: { [mailTenantHeader]: String(tenant) },
      });
      await t.services.mailer.send(tagged(greenwood, 'Older'));
      await pause();
      await t.services.mailer.send(tagged(greenwood + 1000, 'Another school'));
      await t.services.mailer.send({ to: 'x@example.com', subject: 'Reset code', text: '123456' });
      await pause();
      await t.services.mailer.send(tagged(greenwood, 'Newer — नया'));
      const answer = await admin.call(outbox);
      expect(answer.status).toBe(200);
      expect(answer.body.data.enabled).toBe(true);
      expect(answer.body.data.list.map((mail) => mail.subject)).toEqual(['Newer — नया', 'Older']);
      expect(answer.body.data.list[0]).toMatchObject({
        to: 'asha@example.com',
        text: 'Text of Newer — नया',
      });
      expect((await teacher.call(outbox)).status).toBe(403);
    } finally {
      t.services.mailer = original;
    }
    t.services.mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', mailDir });
    try {
      const answer = await admin.call(outbox);
      expect(answer.body.data).toEqual({ enabled: false, list: [] });
    } finally {
      t.services.mailer = original;
    }
  });
});
