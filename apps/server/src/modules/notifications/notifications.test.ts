import {
  deletePlatformNotifications,
  forgetPushSubscription,
  getPushKey,
  listMyNotifications,
  listPlatformNotifications,
  markMyNotificationsRead,
  type NotificationPage,
  registerSchool,
  savePushSubscription,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { type Client, clientOf, signedInClient } from '../../../test/helpers/call.ts';
import { platformQuery } from '../../../test/helpers/school-rows.ts';
import { createTestApp, rootHost, signIn, type TestApp } from '../../../test/helpers/test-app.ts';
import { createWebPush } from '../../platform/push/web-push.ts';

let t: TestApp;
let parent: Client;
let teacher: Client;
let operator: Client;
let secondOperator: Client;
const ids: Record<string, number> = {};

async function idOf(username: string) {
  const [row] = await platformQuery<{ id: number; tenant_id: number }>(
    t,
    sql`select id, tenant_id from users where username = ${username}`,
  );
  return { id: Number(row!.id), tenantId: Number(row!.tenant_id) };
}

/** Adds notifications for a user straight in the table, `minutesAgo` apart, oldest first. */
async function addNotifications(tenantId: number, userId: number, titles: string[]) {
  for (const [index, title] of titles.entries()) {
    const minutesAgo = (titles.length - index) * 10;
    await platformQuery(
      t,
      sql`insert into notifications (tenant_id, user_id, title, message, link, created_at)
        values (${tenantId}, ${userId}, ${title}, ${`About ${title}`}, '/somewhere',
          now() - make_interval(mins => ${minutesAgo}))`,
    );
  }
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  parent = await signedInClient(t, 'greenwood', 'parent@greenwood');
  teacher = await signedInClient(t, 'greenwood', 'teacher@greenwood');
  operator = clientOf(t.app, {
    host: rootHost,
    cookie: await signIn(t.app, rootHost, 'superadmin', 'demo1234'),
  });
  await buildUser(t.database.db, t.platformId, {
    username: 'operator2',
    userType: 'SUPER_ADMIN',
    roleId: 1,
  });
  secondOperator = clientOf(t.app, {
    host: rootHost,
    cookie: await signIn(t.app, rootHost, 'operator2', testPassword),
  });
  for (const name of ['parent@greenwood', 'teacher@greenwood', 'superadmin']) {
    const user = await idOf(name);
    ids[name] = user.id;
    ids.greenwood ??= user.tenantId;
  }
});
afterAll(() => t?.close());

describe("one's in-app notifications (the bell)", () => {
  it("lists the user's own, newest first, with counts and relative times", async () => {
    const page: NotificationPage = await parent.ok(listMyNotifications, { query: {} });
    expect(page.count).toBe(2);
    expect(page.unread).toBe(1);
    expect(page.list.map((item) => [item.title, item.read, item.time_difference])).toEqual([
      ['Fee reminder', false, '5 hours ago'],
      ['Annual Sports Day', true, '3 days ago'],
    ]);
    expect(page.list[0]).toMatchObject({ link: '/notifications' });
    // The teacher's bell holds none of the parent's.
    expect(await teacher.ok(listMyNotifications, { query: {} })).toEqual({
      list: [],
      count: 0,
      unread: 0,
    });
  });

  it('pages by limit and page; a page past the end still counts', async () => {
    await addNotifications(ids.greenwood!, ids['parent@greenwood']!, ['N1', 'N2', 'N3']);
    const first: NotificationPage = await parent.ok(listMyNotifications, {
      query: { limit: 2, page: 1 },
    });
    expect(first.list.map((item) => item.title)).toEqual(['N3', 'N2']);
    expect(first).toMatchObject({ count: 5, unread: 4 });
    expect(first.list[0]!.time_difference).toBe('10 minutes ago');
    const second: NotificationPage = await parent.ok(listMyNotifications, {
      query: { limit: 2, page: 2 },
    });
    expect(second.list.map((item) => item.title)).toEqual(['N1', 'Fee reminder']);
    const past: NotificationPage = await parent.ok(listMyNotifications, {
      query: { limit: 2, page: 9 },
    });
    expect(past).toEqual({ list: [], count: 5, unread: 4 });
    await parent.refused(
      listMyNotifications,
      { query: { limit: 0 } },
      'limit',
      'Limit must be at least 1',
    );
    await parent.refused(
      listMyNotifications,
      { query: { page: 0 } },
      'page',
      'Page must be 1 or more',
    );
  });

  it('marks some or all read, never touching anyone else’s', async () => {
    const page: NotificationPage = await parent.ok(listMyNotifications, { query: { limit: 1 } });
    const [teacherOwn] = await platformQuery<{ id: number }>(
      t,
      sql`insert into notifications (tenant_id, user_id, message) values (${ids.greenwood!}, ${ids['teacher@greenwood']!}, 'Mine') returning id`,
    );
    const some = await parent.ok(markMyNotificationsRead, {
      body: { ids: [page.list[0]!.id, Number(teacherOwn!.id)] },
    });
    expect(some).toEqual({ unread: 3 });
    expect((await teacher.ok(listMyNotifications, { query: {} })).unread).toBe(1);
    expect(await parent.ok(markMyNotificationsRead, { body: { all: true } })).toEqual({
      unread: 0,
    });
    expect((await teacher.ok(listMyNotifications, { query: {} })).unread).toBe(1);
    await parent.refused(
      markMyNotificationsRead,
      { body: {} },
      'ids',
      'Please select notifications to mark as read',
    );
    await parent.refused(
      markMyNotificationsRead,
      { body: { ids: ['x'] } } as never,
      'ids.0',
      'Please select valid notifications',
    );
  });

  it("lists the super admin's own on the root host too", async () => {
    const page: NotificationPage = await operator.ok(listMyNotifications, { query: {} });
    expect(page.list.map((item) => item.message)).toContain(
      'New school Greenwood High School registered',
    );
  });
});

describe('web push subscriptions', () => {
  const keys = { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) };
  const endpoint = 'https://push.example.com/send/abc';
  const subscriptionsOf = (endpointUrl: string) =>
    platformQuery<{ user_id: number; p256dh: string }>(
      t,
      sql`select user_id::int as user_id, p256dh from push_subscriptions where endpoint = ${endpointUrl}`,
    );

  it("answers the server's VAPID public key", async () => {
    const answer = await parent.ok(getPushKey);
    expect(answer.public_key).toBe(t.services.push.publicKey);
    expect(answer.public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });

  it('saves a subscription per endpoint; the browser moves to whoever signs in there', async () => {
    expect(await parent.ok(savePushSubscription, { body: { endpoint, keys } })).toBeNull();
    expect(await parent.ok(savePushSubscription, { body: { endpoint, keys } })).toBeNull();
    expect(await subscriptionsOf(endpoint)).toEqual([
      { user_id: ids['parent@greenwood'], p256dh: keys.p256dh },
    ]);
    const renewed = { ...keys, p256dh: `B${'z'.repeat(86)}` };
    await teacher.ok(savePushSubscription, { body: { endpoint, keys: renewed } });
    expect(await subscriptionsOf(endpoint)).toEqual([
      { user_id: ids['teacher@greenwood'], p256dh: renewed.p256dh },
    ]);
  });

  it('forgets only one’s own subscription', async () => {
    const other = 'https://push.example.com/send/other';
    await teacher.ok(savePushSubscription, { body: { endpoint: other, keys } });
    await parent.ok(forgetPushSubscription, { body: { endpoint: other } });
    expect(await subscriptionsOf(other)).toHaveLength(1);
    await teacher.ok(forgetPushSubscription, { body: { endpoint: other } });
    expect(await subscriptionsOf(other)).toEqual([]);
  });

  it.each([
    ['a non-URL endpoint', { endpoint: 'not a url', keys }, 'endpoint'],
    ['an ftp endpoint', { endpoint: 'ftp://push.example.com/x', keys }, 'endpoint'],
    ['a short key', { endpoint, keys: { ...keys, p256dh: 'BAAA' } }, 'keys.p256dh'],
    [
      'a key not a P-256 point',
      { endpoint, keys: { ...keys, p256dh: `A${'x'.repeat(86)}` } },
      'keys.p256dh',
    ],
    ['a long auth secret', { endpoint, keys: { ...keys, auth: 'y'.repeat(30) } }, 'keys.auth'],
    ['no keys', { endpoint }, 'keys'],
  ])('refuses %s', async (_case, body, field) => {
    await parent.refused(
      savePushSubscription,
      { body } as never,
      field,
      'This browser did not give a valid push subscription',
    );
  });

  it('refuses a plain-http or internal endpoint unless PUSH_ALLOW_HTTP is set', async () => {
    const original = t.services.push;
    t.services.push = createWebPush({
      keys: { publicKey: original.publicKey, privateKey: 'unused' },
      subject: 'mailto:admin@shala.localhost',
      allowHttp: false,
      lookup: async (host) => {
        if (host !== 'localtest.me') throw new Error(`ENOTFOUND ${host}`);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    try {
      await parent.refused(
        savePushSubscription,
        { body: { endpoint: 'http://127.0.0.1:9/push', keys } },
        'endpoint',
        'This browser did not give a valid push subscription',
      );
      for (const internal of [
        'https://169.254.169.254/push',
        'https://localhost/push',
        'https://localhost./push',
        'https://[::ffff:127.0.0.1]/push',
        'https://[64:ff9b::7f00:1]/push',
        'https://224.0.0.1/push',
        'https://localtest.me/push',
      ]) {
        await parent.refused(
          savePushSubscription,
          { body: { endpoint: internal, keys } },
          'endpoint',
          'This browser did not give a valid push subscription',
        );
      }
    } finally {
      t.services.push = original;
    }
    expect(
      await parent.ok(savePushSubscription, {
        body: { endpoint: 'http://127.0.0.1:9/push', keys },
      }),
    ).toBeNull();
  });
});

describe("the super admin's notification dropdown", () => {
  it('announces a new school to every super admin, linking to its information page', async () => {
    const registered = await operator.ok(registerSchool, {
      body: {
        school_name: 'Hillview Convent',
        subdomain: 'hillview',
        primary_color: '#3366cc',
        admin_full_name: 'Mary Thomas',
        admin_username: 'mary',
        admin_email: 'mary@hillview.example',
        admin_mobile: '9876543210',
        admin_password: 'Hill#view1',
      },
    });
    for (const who of [operator, secondOperator]) {
      const page: NotificationPage = await who.ok(listPlatformNotifications, { query: {} });
      expect(page.list[0]).toMatchObject({
        message: 'New school Hillview Convent registered',
        link: `/school/information/${registered.id}`,
        time_difference: 'just now',
      });
    }
  });

  it('pages by 15 by default, and by limit and page', async () => {
    const superadmin = ids.superadmin!;
    await addNotifications(
      t.platformId,
      superadmin,
      Array.from({ length: 20 }, (_, i) => `Enquiry ${i + 1}`),
    );
    const first: NotificationPage = await operator.ok(listPlatformNotifications, { query: {} });
    expect(first.list).toHaveLength(15);
    const total = first.count;
    expect(total).toBe(20 + 3);
    const last: NotificationPage = await operator.ok(listPlatformNotifications, {
      query: { limit: 10, page: 3 },
    });
    expect(last.list).toHaveLength(3);
    await operator.refused(
      listPlatformNotifications,
      { query: { limit: 101 } },
      'limit',
      'Limit must be at most 100',
    );
  });

  it('deletes the selected ones, only its own, then all with selectAll', async () => {
    const mine: NotificationPage = await operator.ok(listPlatformNotifications, {
      query: { limit: 2 },
    });
    const theirs: NotificationPage = await secondOperator.ok(listPlatformNotifications, {
      query: {},
    });
    const deleted = await operator.ok(deletePlatformNotifications, {
      body: { selectAll: false, ids: [...mine.list.map((item) => item.id), theirs.list[0]!.id] },
    });
    expect(deleted).toEqual({ deleted: 2 });
    expect((await operator.ok(listPlatformNotifications, { query: {} })).count).toBe(
      mine.count - 2,
    );
    expect((await secondOperator.ok(listPlatformNotifications, { query: {} })).count).toBe(
      theirs.count,
    );
    await operator.refused(
      deletePlatformNotifications,
      { body: { selectAll: false, ids: [] } },
      'ids',
      'Please select notifications to delete',
    );
    const all = await operator.ok(deletePlatformNotifications, {
      body: { selectAll: true, ids: [1] },
    });
    expect(all).toEqual({ deleted: mine.count - 2 });
    expect(await operator.ok(listPlatformNotifications, { query: {} })).toEqual({
      list: [],
      count: 0,
      unread: 0,
    });
    expect((await secondOperator.ok(listPlatformNotifications, { query: {} })).count).toBe(
      theirs.count,
    );
  });

  it('is refused to school users', async () => {
    const schoolAdmin = await signedInClient(t, 'greenwood', 'admin@greenwood');
    const answer = await schoolAdmin.call(listPlatformNotifications, { query: {} });
    expect(answer.status).toBe(403);
  });
});
