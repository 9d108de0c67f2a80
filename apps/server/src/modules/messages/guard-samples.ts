import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource, RouteInput, SampleEnv } from '../../platform/module.ts';

/**
 * Samples and id sources of the messages and notification routes (spread into
 * route-samples.ts). The demo seeds both schools alike with three messages; writes name the
 * first (edited in place), the delete names the latest, and a named recipient is the school's
 * demo teacher.
 */
const firstMessage: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from messages where tenant_id = ${schoolId} order by id limit 1`);
const latestMessage: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from messages where tenant_id = ${schoolId} order by id desc limit 1`);
const demoTeacher: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from users where tenant_id = ${schoolId} and role_id = 6 and username like 'teacher@%'`,
  );

export const messagesIdSources: Record<string, Record<string, IdSource>> = {
  'messages.create': { user_id: demoTeacher },
  'messages.update': { id: firstMessage, user_id: demoTeacher },
  'messages.delete': { id: latestMessage },
  'messages.notify': { id: firstMessage },
  'messages.deliveries': { id: firstMessage },
};

const toTeacher = {
  notification_name: 'Guard message',
  notify: 6,
  message: 'A message the guard suites write.',
};
/** A browser subscription on an https push service (the guard suites never send to it). */
const subscription = {
  endpoint: 'https://push.example.com/guard-suite',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

export const messagesHandSamples: Record<string, (env: SampleEnv) => RouteInput> = {
  'messages.create': () => ({ body: toTeacher }),
  'messages.update': () => ({ body: toTeacher }),
  // The in-app bell only: no mail or SMS leaves a guard run.
  'messages.notify': () => ({ body: { notify_web_app: true } }),
  'notifications.platformDelete': () => ({ body: { ids: [2_000_000_000] } }),
  'notifications.markRead': () => ({ body: { all: true } }),
  'notifications.saveFcmToken': () => ({ body: subscription }),
  'notifications.forgetFcmToken': () => ({ body: { endpoint: subscription.endpoint } }),
};
