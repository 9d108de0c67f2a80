import type { EventRow } from '@shala/contracts';
import {
  addDays,
  defaultPageIdsFor,
  eventPageSize,
  findModuleByKey,
  pageIdsUnder,
  todayIn,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../test/helpers/call.ts';
import { clientOf, type SchoolClient } from '../../../test/helpers/school-api.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: SchoolClient;
let teacher: SchoolClient;
let parent: SchoolClient;
let riverside: SchoolClient;
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await clientOf(t, 'greenwood', 'admin@greenwood');
  teacher = await clientOf(t, 'greenwood', 'teacher@greenwood');
  parent = await clientOf(t, 'greenwood', 'parent@greenwood');
  riverside = await clientOf(t, 'riverside', 'admin@riverside');
});
afterAll(() => t?.close());

const newEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Football Final',
  fromDate: '2031-01-10',
  toDate: '2031-01-11',
  description: 'Final of the inter-house football cup.',
  ...overrides,
});

async function listAll(client: SchoolClient): Promise<EventRow[]> {
  const rows: EventRow[] = [];
  for (let skip = 0; ; skip += eventPageSize) {
    const answer = await client.get<EventRow[]>('/event', { skip, limit: eventPageSize });
    expect(answer.status).toBe(200);
    rows.push(...answer.body.data);
    if (answer.body.data.length < eventPageSize) return rows;
  }
}

describe('add, edit and delete an event', () => {
  it('adds an event that the list then shows', async () => {
    const answer = await admin.post<EventRow>('/event', newEvent());
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Event added.');
    expect(answer.body.data).toMatchObject(newEvent());
    const rows = await listAll(admin);
    expect(rows.find((row) => row.id === answer.body.data.id)).toEqual(answer.body.data);
  });

  it('accepts an event of one day (to date equal to from date)', async () => {
    const answer = await admin.post('/event', newEvent({ toDate: '2031-01-10' }));
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
      await admin.post('/event', newEvent(overrides)),
      await admin.put('/event', { id: 1, ...newEvent(overrides) }),
    ]) {
      expect(answer.status).toBe(400);
      expect(fieldErrorsOf(answer)[field]).toBe(message);
    }
  });

  it('edits an event', async () => {
    const created = (await admin.post<EventRow>('/event', newEvent())).body.data;
    const changed = newEvent({
      id: created.id,
      title: 'Football Final (moved)',
      toDate: '2031-01-12',
    });
    const answer = await admin.put<EventRow>('/event', changed);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Event updated.');
    expect(answer.body.data).toEqual(changed);
  });

  it('deletes an event once', async () => {
    const created = (await admin.post<EventRow>('/event', newEvent())).body.data;
    const answer = await admin.del(`/event/${created.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Event deleted.');
    expect((await listAll(admin)).some((row) => row.id === created.id)).toBe(false);
    const again = await admin.del(`/event/${created.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Event not found.');
    expect((await admin.put('/event', { ...newEvent(), id: created.id })).status).toBe(404);
  });

  it('refuses a bad id', async () => {
    expect((await admin.del('/event/abc')).status).toBe(400);
    expect(fieldErrorsOf(await admin.put('/event', { ...newEvent(), id: 0 })).id).toBe(
      'Event not found.',
    );
  });
});

describe('the list', () => {
  it('pages by 6 (skip = 6 × (page − 1)), latest start first', async () => {
    const first = await admin.get<EventRow[]>('/event');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(eventPageSize);
    const second = await admin.get<EventRow[]>('/event', { skip: 6, limit: 6 });
    const ids = [...first.body.data, ...second.body.data].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await listAll(admin);
    const starts = rows.map((row) => `${row.fromDate}#${String(row.id).padStart(12, '0')}`);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('refuses bad paging', async () => {
    expect((await admin.get('/event', { skip: -1 })).status).toBe(400);
    expect((await admin.get('/event', { limit: 101 })).status).toBe(400);
  });
});

describe('upcoming events', () => {
  it('lists the next events whose to date is today or later, soonest first, at most 5', async () => {
    const ongoing = (
      await admin.post<EventRow>(
        '/event',
        newEvent({ title: 'Ends today', fromDate: addDays(today, -3), toDate: today }),
      )
    ).body.data;
    const over = (
      await admin.post<EventRow>(
        '/event',
        newEvent({
          title: 'Ended yesterday',
          fromDate: addDays(today, -3),
          toDate: addDays(today, -1),
        }),
      )
    ).body.data;
    for (const client of [admin, teacher, parent]) {
      const answer = await client.get<EventRow[]>('/event/upcoming');
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
    const mine = (await admin.get<EventRow[]>('/event/upcoming')).body.data.map((row) => row.id);
    const theirs = (await riverside.get<EventRow[]>('/event/upcoming')).body.data.map(
      (row) => row.id,
    );
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
  });
});

describe('who may do what', () => {
  it('lets staff and parents read events but not write them', async () => {
    const someone = (await admin.get<EventRow[]>('/event')).body.data[0]!;
    for (const client of [teacher, parent]) {
      expect((await client.get('/event')).status).toBe(200);
      expect((await client.post('/event', newEvent())).status).toBe(403);
      expect((await client.put('/event', { ...newEvent(), id: someone.id })).status).toBe(403);
      expect((await client.del(`/event/${someone.id}`)).status).toBe(403);
    }
  });

  it('refuses the list to a role whose events pages were taken away', async () => {
    const eventPages = new Set(pageIdsUnder(findModuleByKey('events')!.id));
    const without = defaultPageIdsFor(6).filter((id) => !eventPages.has(id));
    const set = (ids: number[]) => admin.put('/access-right', { role_id: 6, module_ids: ids });
    expect((await set(without)).status).toBe(200);
    try {
      expect((await teacher.get('/event')).status).toBe(403);
      // The home page's card is for every school user.
      expect((await teacher.get('/event/upcoming')).status).toBe(200);
    } finally {
      expect((await set(defaultPageIdsFor(6))).status).toBe(200);
    }
  });
});

describe("another school's events", () => {
  it('cannot be seen, edited or deleted (404), and stay as they were', async () => {
    const theirs = (await riverside.get<EventRow[]>('/event')).body.data[0]!;
    expect((await listAll(admin)).some((row) => row.id === theirs.id)).toBe(false);
    const edit = await admin.put('/event', { ...newEvent(), id: theirs.id });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe('Event not found.');
    expect((await admin.del(`/event/${theirs.id}`)).status).toBe(404);
    expect((await riverside.get<EventRow[]>('/event')).body.data[0]).toEqual(theirs);
  });
});
