import { createMessage, notifyMessage, type SchoolRoleId } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import {
  type CallInput,
  type Client,
  fieldErrorsOf,
  signedInClient,
} from '../../../test/helpers/call.ts';
import { platformQuery } from '../../../test/helpers/school-rows.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';
import { parents } from '../students/index.ts';

/**
 * Audience resolution on a school of known people: who each "Message For" code and parent type
 * reaches, read from the deliveries notify records (jobs do not run here).
 */
let t: TestApp;
let admin: Client;
let schoolId: number;
const people: Record<string, number> = {};

async function addUser(key: string, roleId: SchoolRoleId, extra: { parentType?: number } = {}) {
  const user = await buildUser(t.database.db, schoolId, {
    username: `${key}@alpha`,
    roleId,
    ...extra,
  });
  people[key] = user.id;
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  schoolId = (await buildSchool(t.database.db, { subdomain: 'alpha' })).id;
  const beta = await buildSchool(t.database.db, { subdomain: 'beta' });
  await buildUser(t.database.db, beta.id, { username: 'teacher@beta', roleId: 6 });
  await buildUser(t.database.db, beta.id, { username: 'father@beta', roleId: 4, parentType: 1 });

  await addUser('admin', 2);
  await addUser('admin2', 2);
  await addUser('subadmin', 3);
  await addUser('accountant', 5);
  await addUser('teacher1', 6);
  await addUser('teacher2', 6);
  await addUser('librarian', 7);
  await addUser('driver', 8);
  await addUser('warden', 9);
  await addUser('vicepresident', 16);
  await addUser('maintenance', 17);
  await addUser('father', 4, { parentType: 1 });
  await addUser('mother', 4, { parentType: 2 });
  await addUser('guardian', 4, { parentType: 3 });
  // A father of one child who is the local guardian of another.
  await addUser('fatherAndGuardian', 4, { parentType: 1 });
  await addUser('formerTeacher', 6);
  await addUser('formerMother', 4, { parentType: 2 });
  await withPlatform(t.database.db, async (tx) => {
    await tx.insert(parents).values([
      { tenantId: schoolId, userId: people.fatherAndGuardian!, parentType: 1, fullName: 'F' },
      { tenantId: schoolId, userId: people.fatherAndGuardian!, parentType: 3, fullName: 'F' },
    ]);
  });
  await platformQuery(
    t,
    sql`update users set is_active = false where id in (${people.formerTeacher!}, ${people.formerMother!})`,
  );
  admin = await signedInClient(t, 'alpha', 'admin@alpha', testPassword);
});
afterAll(() => t?.close());

/** Who a message reaches: the user keys of its in-app deliveries. */
async function reach(
  fields: Omit<CallInput<typeof createMessage>['body'], 'notification_name' | 'message'>,
): Promise<string[]> {
  const created = await admin.call(createMessage, {
    body: { notification_name: 'Who gets this', message: 'Audience check', ...fields },
  });
  expect(created.status, created.body.message).toBe(200);
  const notified = await admin.call(notifyMessage, {
    body: { id: created.body.data.id, notify_web_app: true },
  });
  expect(notified.status).toBe(200);
  const rows = await platformQuery<{ id: number }>(
    t,
    sql`select recipient_user_id as id from message_deliveries where message_id = ${created.body.data.id} and channel = 'app'`,
  );
  const keyOf = new Map(Object.entries(people).map(([key, id]) => [id, key]));
  const keys = rows.map((row) => keyOf.get(Number(row.id)) ?? `unknown ${row.id}`).sort();
  expect(notified.body.data.recipients).toBe(keys.length);
  return keys;
}

const staff = [
  'admin2',
  'subadmin',
  'accountant',
  'teacher1',
  'teacher2',
  'librarian',
  'driver',
  'warden',
  'vicepresident',
  'maintenance',
];
const allParents = ['father', 'mother', 'guardian', 'fatherAndGuardian'];

describe('who a message reaches', () => {
  it('All (0): every active user of the school, staff and parents, except the sender', async () => {
    expect(await reach({ notify: 0 })).toEqual([...staff, ...allParents].sort());
  });

  it.each([
    [3, ['subadmin']],
    [5, ['accountant']],
    [6, ['teacher1', 'teacher2']],
    [7, ['librarian']],
    [8, ['driver']],
    [9, ['warden']],
    [16, ['vicepresident']],
    [17, ['maintenance']],
  ])('role %i: its active users', async (notify, expected) => {
    expect(await reach({ notify })).toEqual(expected.sort());
  });

  it.each([
    [0, allParents],
    [1, ['father', 'fatherAndGuardian']],
    [2, ['mother']],
    [3, ['fatherAndGuardian', 'guardian']],
  ])(
    'Parent, parent type %i: active parents of that type (by account or by link)',
    async (parentType, expected) => {
      expect(await reach({ notify: 4, parentType })).toEqual([...expected].sort());
    },
  );

  it('a named teacher or parent: that person alone', async () => {
    expect(await reach({ notify: 6, user_id: people.teacher2 })).toEqual(['teacher2']);
    expect(await reach({ notify: 4, parentType: 1, user_id: people.father })).toEqual(['father']);
    expect(await reach({ notify: 4, parentType: 3, user_id: people.fatherAndGuardian })).toEqual([
      'fatherAndGuardian',
    ]);
  });

  it('refuses a named person who does not fit, or is no longer active', async () => {
    for (const fields of [
      { notify: 6, user_id: people.formerTeacher },
      { notify: 6, user_id: people.librarian },
      { notify: 4, parentType: 2, user_id: people.fatherAndGuardian },
      { notify: 4, parentType: 2, user_id: people.formerMother },
    ]) {
      const answer = await admin.call(createMessage, {
        body: { notification_name: 'No', message: 'No', ...fields },
      });
      expect(answer.status).toBe(400);
      expect(fieldErrorsOf(answer).user_id).toBe('Please select a valid person');
    }
  });

  it('a person deactivated after the message was written is no longer reached', async () => {
    const created = await admin.call(createMessage, {
      body: { notification_name: 'Later', message: 'Later', notify: 6, user_id: people.teacher1 },
    });
    await platformQuery(t, sql`update users set is_active = false where id = ${people.teacher1!}`);
    const notified = await admin.call(notifyMessage, {
      body: { id: created.body.data.id, sms: true },
    });
    await platformQuery(t, sql`update users set is_active = true where id = ${people.teacher1!}`);
    expect(notified.body.data).toEqual({ recipients: 0, queued: 0 });
  });
});
