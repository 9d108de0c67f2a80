import type { EventRow } from '@shala/contracts';
import {
  addDays,
  createEvent,
  defaultPageIdsFor,
  deleteEvent,
  eventPageSize,
  findModuleByKey,
  listEvents,
  listUpcomingEvents,
  pageIdsUnder,
  setAccessRight,
  todayIn,
  updateEvent,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, fieldErrorsOf, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: Client;
let teacher: Client;
let parent: Client;
let riverside: Client;
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await signedInClient(t, 'greenwood', 'admin@greenwood');
  teacher = await signedInClient(t, 'greenwood', 'teacher@greenwood');
  parent = await signedInClient(t, 'greenwood', 'parent@greenwood');
  riverside = await signedInClient(t, 'riverside', 'admin@riverside');
});
afterAll(() => t?.close());

const newEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Football Final',
  fromDate: '2031-01-10',
  toDate: '2031-01-11',
  description: 'Final of the inter-house football cup.',
  ...overrides,
});

async function listAll(client: Client): Promise<EventRow[]> {
  const rows: EventRow[] = [];
  for (let skip = 0; ; skip += eventPageSize) {
    const answer = await client.call(listEvents, { query: { skip, limit: eventPageSize } });
    expect(answer.status).toBe(200);
    rows.push(...answer.body.data);
    if (answer.body.data.length < eventPageSize) return rows;
  }
}

describe('add, edit and delete an event', () => {
  it('adds an event that the list then shows', async () => {
    const answer = await admin.call(createEvent, { body: newEvent() });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Event added.');
    expect(answer.body.data).toMatchObject(newEvent());
    const rows = await listAll(admin);
    expect(rows.find((row) => row.id === answer.body.data.id)).toEqual(answer.body.data);
  });

  it('accepts an event of one day (to date equal to from date)', async () => {
    const answer = await admin.call(createEvent, { body: newEvent({ toDate: '2031-01-10' }) });
    expect(answer.status, answer.body.message).toBe(200);
  });

  it.each([
    ['title', { title: undefined }, 'Please enter event title'],
    ['title', { title: '   ' }, 'Please enter event title'],
    ['title', { title: 'x'.repeat(151) }, 'Title must be at most 150 characters'],
    ['fromDate', { fromDate: undefined }, 'Please enter from date'],
    ['fromDate', { fromDate: '' }, 'Please enter from date'],
    ['fromDate', { fromDate: '2031-02-30' }, 'Please enter a valid from date'],
    ['fromDate', { fromDate: '10-01-2031' }, 'Please enter a valid from date'],
    ['toDate', { toDate: undefined }, 'Please enter to date'],
    ['toDate', { toDate: 'tomorrow' }, 'Please enter a valid to date'],
    ['toDate', { toDate: '2031-01-09' }, 'To date cannot be before the from date'],
    ['description', { description: '' }, 'Please enter description'],
    [
      'description',
      { description: 'x'.repeat(2001) },
      'Description must be at most 2000 characters',
    ],
  ])('refuses a bad %s (%j) with its message', async (field, overrides, message) => {
    for (const answer of [
      await admin.call(createEvent, { body: newEvent(overrides) }),
      await admin.call(updateEvent, { body: { id: 1, ...newEvent(overrides) } }),
    ]) {
      expect(answer.status).toBe(400);
      expect(fieldErrorsOf(answer)[field]).toBe(message);
    }
  });

  it('edits an event', async () => {
    const created = (await admin.call(createEvent, { body: newEvent() })).body.data;
    const changed = newEvent({
      id: created.id,
      title: 'Football Final (moved)',
      toDate: '2031-01-12',
    });
    const answer = await admin.call(updateEvent, { body: changed });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Event updated.');
    expect(answer.body.data).toEqual(changed);
  });

  it('deletes an event once', async () => {
    const created = (await admin.call(createEvent, { body: newEvent() })).body.data;
    const answer = await admin.call(deleteEvent, { params: { id: created.id } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Event deleted.');
    expect((await listAll(admin)).some((row) => row.id === created.id)).toBe(false);
    const again = await admin.call(deleteEvent, { params: { id: created.id } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Event not found.');
    expect(
      (await admin.call(updateEvent, { body: { ...newEvent(), id: created.id } })).status,
    ).toBe(404);
  });

  it('refuses a bad id', async () => {
    expect((await admin.call(deleteEvent, { params: { id: 'abc' } })).status).toBe(400);
    expect(
      fieldErrorsOf(await admin.call(updateEvent, { body: { ...newEvent(), id: 0 } })).id,
    ).toBe('Event not found.');
  });
});

describe('the list', () => {
  it('pages by 6 (skip = 6 × (page − 1)), latest start first', async () => {
    const first = await admin.call(listEvents, { query: {} });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(eventPageSize);
    const second = await admin.call(listEvents, { query: { skip: 6, limit: 6 } });
    const ids = [...first.body.data, ...second.body.data].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await listAll(admin);
    const starts = rows.map((row) => `${row.fromDate}#${String(row.id).padStart(12, '0')}`);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('refuses bad paging', async () => {
    expect((await admin.call(listEvents, { query: { skip: -1 } })).status).toBe(400);
    expect((await admin.call(listEvents, { query: { limit: 101 } })).status).toBe(400);
  });
});

describe('upcoming events', () => {
  it('lists the next events whose to date is today or later, soonest first, at most 5', async () => {
    const ongoing = (
      await admin.call(createEvent, {
        body: newEvent({ title: 'Ends today', fromDate: addDays(today, -3), toDate: today }),
      })
    ).body.data;
    const over = (
      await admin.call(createEvent, {
        body: newEvent({
          title: 'Ended yesterday',
          fromDate: addDays(today, -3),
          toDate: addDays(today, -1),
        }),
      })
    ).body.data;
    for (const client of [admin, teacher, parent]) {
      const answer = await client.call(listUpcomingEvents);
      expect(answer.status, answer.body.message).toBe(200);
      const rows = answer.body.data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(5);
      expect(rows.every((row) => row.toDate >= today)).toBe(true);
      expect(rows.map((row) => row.fromDate)).toEqual(rows.map((row) => row.fromDate).sort());
      expect(rows.some((row) => row.id === ongoing.id)).toBe(true);
      expect(rows.some((row) => row.id === over.id)).toBe(false);
    }
  });

  it("shows only the school's own events", async () => {
    const mine = (await admin.call(listUpcomingEvents)).body.data.map((row) => row.id);
    const theirs = (await riverside.call(listUpcomingEvents)).body.data.map((row) => row.id);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
  });
});

describe('who may do what', () => {
  it('lets staff and parents read events but not write them', async () => {
    const someone = (await admin.call(listEvents, { query: {} })).body.data[0]!;
    for (const client of [teacher, parent]) {
      expect((await client.call(listEvents, { query: {} })).status).toBe(200);
      expect((await client.call(createEvent, { body: newEvent() })).status).toBe(403);
      expect(
        (await client.call(updateEvent, { body: { ...newEvent(), id: someone.id } })).status,
      ).toBe(403);
      expect((await client.call(deleteEvent, { params: { id: someone.id } })).status).toBe(403);
    }
  });

  it('refuses the list to a role whose events pages were taken away', async () => {
    const eventPages = new Set(pageIdsUnder(findModuleByKey('events')!.id));
    const without = defaultPageIdsFor(6).filter((id) => !eventPages.has(id));
    const set = (ids: number[]) =>
      admin.call(setAccessRight, { body: { role_id: 6, module_ids: ids } });
    expect((await set(without)).status).toBe(200);
    try {
      expect((await teacher.call(listEvents, { query: {} })).status).toBe(403);
      // The home page's card is for every school user.
      expect((await teacher.call(listUpcomingEvents)).status).toBe(200);
    } finally {
      expect((await set(defaultPageIdsFor(6))).status).toBe(200);
    }
  });
});

describe("another school's events", () => {
  it('cannot be seen, edited or deleted (404), and stay as they were', async () => {
    const theirs = (await riverside.call(listEvents, { query: {} })).body.data[0]!;
    expect((await listAll(admin)).some((row) => row.id === theirs.id)).toBe(false);
    const edit = await admin.call(updateEvent, { body: { ...newEvent(), id: theirs.id } });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe('Event not found.');
    expect((await admin.call(deleteEvent, { params: { id: theirs.id } })).status).toBe(404);
    expect((await riverside.call(listEvents, { query: {} })).body.data[0]).toEqual(theirs);
  });
});
