import { roleIds } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform, withTenant } from '../../platform/db/tenant-scope.ts';
import { type AfterCommit, scopeOf } from '../../platform/scope.ts';
import { type Notice, sendNotice } from './notices.ts';

let t: TestApp;
let school: Awaited<ReturnType<typeof buildSchool>>;
let teacher: Awaited<ReturnType<typeof buildUser>>;
let father: Awaited<ReturnType<typeof buildUser>>;
let mother: Awaited<ReturnType<typeof buildUser>>;
let otherSchoolParent: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  t = await createTestApp();
  school = await buildSchool(t.database.db);
  teacher = await buildUser(t.database.db, school.id, { roleId: roleIds.teacher });
  father = await buildUser(t.database.db, school.id, { roleId: roleIds.parent, parentType: 1 });
  mother = await buildUser(t.database.db, school.id, { roleId: roleIds.parent, parentType: 2 });
  const other = await buildSchool(t.database.db);
  otherSchoolParent = await buildUser(t.database.db, other.id, {
    roleId: roleIds.parent,
    parentType: 1,
  });
});
afterAll(() => t?.close());

/** Sends as the teacher, in a transaction of the teacher's school, as a route would. */
async function sendAsTeacher(notice: Notice) {
  const after: AfterCommit = { services: t.services, afterCommit: [] };
  const result = await withTenant(t.database.db, school.id, (tx) =>
    sendNotice(scopeOf(tx, school, { ...teacher, sessionId: 0 }), after, notice),
  );
  await Promise.all(after.afterCommit.map((work) => work()));
  return result;
}

const deliveries = () =>
  withPlatform(t.database.db, async (tx) => {
    const result = (await tx.execute(sql`
      select m.notification_for as "for", d.channel, d.recipient_user_id as "userId"
      from message_deliveries d join messages m on m.tenant_id = d.tenant_id and m.id = d.message_id
      where d.tenant_id = ${school.id} order by d.recipient_user_id, d.channel`)) as unknown as {
      rows: Array<{ for: string; channel: string; userId: string | number }>;
    };
    return result.rows.map((row) => ({ ...row, userId: Number(row.userId) }));
  });

it('delivers a notice once per person and channel, however often it is sent', async () => {
  const notice: Notice = {
    key: 'absence:1:2026-11-23',
    title: 'Absent today',
    body: 'Asha was marked absent today.',
    recipientUserIds: [father.id, mother.id, father.id, otherSchoolParent.id],
    channels: ['email', 'app'],
  };
  expect(await sendAsTeacher(notice)).toEqual({ recipients: 2 });
  expect(await sendAsTeacher(notice)).toEqual({ recipients: 0 });
  const sent = await deliveries();
  expect(sent).toHaveLength(4);
  expect(new Set(sent.map((row) => row.userId))).toEqual(new Set([father.id, mother.id]));
  expect(sent.find((row) => row.userId === father.id)?.for).toBe(father.fullName);
});

it('sends a new key again, and nothing for no recipients or no channels', async () => {
  expect(
    await sendAsTeacher({
      key: 'task:7',
      title: 'Homework',
      body: 'Read chapter 3',
      recipientUserIds: [father.id],
      channels: ['sms'],
    }),
  ).toEqual({ recipients: 1 });
  expect(
    await sendAsTeacher({
      key: 'task:8',
      title: 'Homework',
      body: 'x',
      recipientUserIds: [],
      channels: ['sms'],
    }),
  ).toEqual({ recipients: 0 });
  expect(
    await sendAsTeacher({
      key: 'task:9',
      title: 'Homework',
      body: 'x',
      recipientUserIds: [father.id],
      channels: [],
    }),
  ).toEqual({ recipients: 0 });
  expect(await deliveries()).toHaveLength(5);
});
