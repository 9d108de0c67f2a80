import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource, RouteInput, SampleEnv } from '../../platform/module.ts';

/**
 * Samples and id sources of the events and news routes (spread into route-samples.ts).
 * The demo seeds both schools alike with events and news items; the sources name the
 * latest of each (the samples' writes then change a row no other check relies on).
 */
const latestEvent: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from events where tenant_id = ${schoolId} order by id desc limit 1`);
const latestNews: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from news where tenant_id = ${schoolId} order by id desc limit 1`);

export const eventsNewsIdSources: Record<string, Record<string, IdSource>> = {
  'events.update': { id: latestEvent },
  'events.delete': { id: latestEvent },
  'news.update': { id: latestNews },
  'news.delete': { id: latestNews },
};

const event = {
  title: 'Guard Event',
  fromDate: '2040-05-01',
  toDate: '2040-05-02',
  description: 'An event the guard suites write.',
};
const newsItem = {
  title: 'Guard News',
  date: '2040-05-01',
  message: '<p>News the <strong>guard suites</strong> write.</p>',
};

export const eventsNewsHandSamples: Record<string, (env: SampleEnv) => RouteInput> = {
  'events.create': () => ({ body: event }),
  'events.update': () => ({ body: event }),
  'news.create': () => ({ body: newsItem }),
  'news.update': () => ({ body: newsItem }),
};
