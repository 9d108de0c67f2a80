import {
  createNews,
  deleteNews,
  listLatestNews,
  listNews,
  setAccessRight,
  updateNews,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, fieldErrorsOf, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: Client;
let subadmin: Client;
let teacher: Client;
let parent: Client;
let riverside: Client;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await signedInClient(t, 'greenwood', 'admin@greenwood');
  subadmin = await signedInClient(t, 'greenwood', 'subadmin@greenwood');
  teacher = await signedInClient(t, 'greenwood', 'teacher@greenwood');
  parent = await signedInClient(t, 'greenwood', 'parent@greenwood');
  riverside = await signedInClient(t, 'riverside', 'admin@riverside');
});
afterAll(() => t?.close());

const newNews = (overrides: Record<string, unknown> = {}) => ({
  title: 'Winter uniform',
  date: '2031-11-01',
  message: '<p>Winter uniform from <strong>1 December</strong>.</p>',
  ...overrides,
});

const listAll = (client: Client) => client.ok(listNews, { query: {} });

describe('add, edit and delete news', () => {
  it('adds a news item that the list then shows first (newest date first)', async () => {
    const answer = await admin.call(createNews, { body: newNews() });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('News added.');
    expect(answer.body.data).toMatchObject(newNews());
    const rows = await listAll(admin);
    expect(rows[0]).toEqual(answer.body.data);
    const dates = rows.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sanitizes the markup before it is stored', async () => {
    const answer = await admin.call(createNews, {
      body: newNews({
        message:
          '<p onclick="steal()">Hello <img src="x" onerror="alert(1)"><a href="javascript:alert(1)">click</a> <a href="https://example.com">site</a></p><script>alert("x")</script>',
      }),
    });
    expect(answer.status, answer.body.message).toBe(200);
    const stored = answer.body.data.message;
    expect(stored).toBe('<p>Hello <a>click</a> <a href="https://example.com">site</a></p>');
    expect((await listAll(admin)).find((row) => row.id === answer.body.data.id)?.message).toBe(
      stored,
    );
  });

  it.each([
    ['title', { title: undefined }, 'Please enter news title'],
    ['title', { title: ' ' }, 'Please enter news title'],
    ['title', { title: 'x'.repeat(151) }, 'Title must be at most 150 characters'],
    ['date', { date: undefined }, 'Please enter news date'],
    ['date', { date: '2031-13-01' }, 'Please enter a valid news date'],
    ['date', { date: '01-11-2031' }, 'Please enter a valid news date'],
    ['message', { message: undefined }, 'Please enter news description'],
    ['message', { message: '<p></p><p><br></p>' }, 'Please enter news description'],
    ['message', { message: `<p>${'x'.repeat(20_001)}</p>` }, 'Description is too long'],
    // Markup that is nothing but a script leaves nothing to read once sanitized.
    ['message', { message: '<script>alert(1)</script>' }, 'Please enter news description'],
  ])('refuses a bad %s (%j) with its message', async (field, overrides, message) => {
    for (const answer of [
      await admin.call(createNews, { body: newNews(overrides) }),
      await admin.call(updateNews, { body: { id: 1, ...newNews(overrides) } }),
    ]) {
      expect(answer.status).toBe(400);
      expect(fieldErrorsOf(answer)[field]).toBe(message);
    }
  });

  it('edits a news item', async () => {
    const created = (await admin.call(createNews, { body: newNews() })).body.data;
    const changed = newNews({
      id: created.id,
      title: 'Winter uniform (changed)',
      message: '<p>From <em>15 December</em>.</p>',
    });
    const answer = await subadmin.call(updateNews, { body: changed });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('News updated.');
    expect(answer.body.data).toEqual(changed);
  });

  it('deletes a news item once', async () => {
    const created = (await admin.call(createNews, { body: newNews() })).body.data;
    const answer = await admin.call(deleteNews, { params: { id: created.id } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('News deleted.');
    expect((await listAll(admin)).some((row) => row.id === created.id)).toBe(false);
    const again = await admin.call(deleteNews, { params: { id: created.id } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('News not found.');
    expect((await admin.call(updateNews, { body: { ...newNews(), id: created.id } })).status).toBe(
      404,
    );
    expect((await admin.call(deleteNews, { params: { id: 'x' } })).status).toBe(400);
  });

  it('pages when asked (skip, limit)', async () => {
    const rows = await listAll(admin);
    const second = await admin.call(listNews, { query: { skip: 1, limit: 2 } });
    expect(second.body.data).toEqual(rows.slice(1, 3));
    expect((await admin.call(listNews, { query: { limit: 0 } })).status).toBe(400);
  });
});

describe('latest news', () => {
  it('gives every school user the newest three', async () => {
    const rows = await listAll(admin);
    for (const client of [admin, teacher, parent]) {
      const answer = await client.call(listLatestNews);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(rows.slice(0, 3));
    }
  });
});

describe('who may do what', () => {
  it('lets staff and parents read news but not write it', async () => {
    const someone = (await listAll(admin))[0]!;
    for (const client of [teacher, parent]) {
      expect((await client.call(listNews, { query: {} })).status).toBe(200);
      expect((await client.call(createNews, { body: newNews() })).status).toBe(403);
      expect(
        (await client.call(updateNews, { body: { ...newNews(), id: someone.id } })).status,
      ).toBe(403);
      expect((await client.call(deleteNews, { params: { id: someone.id } })).status).toBe(403);
    }
  });

  it('refuses the list to a role without the news pages', async () => {
    const set = (ids: number[]) =>
      admin.call(setAccessRight, { body: { role_id: 7, module_ids: ids } });
    expect((await set([])).status).toBe(200);
    const librarian = await signedInClient(t, 'greenwood', 'librarian@greenwood');
    expect((await librarian.call(listNews, { query: {} })).status).toBe(403);
  });
});

describe("another school's news", () => {
  it('cannot be seen, edited or deleted (404), and stays as it was', async () => {
    const theirs = (await listAll(riverside))[0]!;
    expect((await listAll(admin)).some((row) => row.id === theirs.id)).toBe(false);
    const edit = await admin.call(updateNews, { body: { ...newNews(), id: theirs.id } });
    expect(edit.status).toBe(404);
    expect((await admin.call(deleteNews, { params: { id: theirs.id } })).status).toBe(404);
    expect((await listAll(riverside))[0]).toEqual(theirs);
  });
});
