import type { NewsItem } from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../test/helpers/call.ts';
import { clientOf, type SchoolClient } from '../../../test/helpers/school-api.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: SchoolClient;
let subadmin: SchoolClient;
let teacher: SchoolClient;
let parent: SchoolClient;
let riverside: SchoolClient;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await clientOf(t, 'greenwood', 'admin@greenwood');
  subadmin = await clientOf(t, 'greenwood', 'subadmin@greenwood');
  teacher = await clientOf(t, 'greenwood', 'teacher@greenwood');
  parent = await clientOf(t, 'greenwood', 'parent@greenwood');
  riverside = await clientOf(t, 'riverside', 'admin@riverside');
});
afterAll(() => t?.close());

const newNews = (overrides: Record<string, unknown> = {}) => ({
  title: 'Winter uniform',
  date: '2031-11-01',
  message: '<p>Winter uniform from <strong>1 December</strong>.</p>',
  ...overrides,
});

const listAll = async (client: SchoolClient) => {
  const answer = await client.get<NewsItem[]>('/admin/GetAllNews');
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
};

describe('add, edit and delete news', () => {
  it('adds a news item that the list then shows first (newest date first)', async () => {
    const answer = await admin.post<NewsItem>('/admin/AddNews', newNews());
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('News added.');
    expect(answer.body.data).toMatchObject(newNews());
    const rows = await listAll(admin);
    expect(rows[0]).toEqual(answer.body.data);
    const dates = rows.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sanitizes the markup before it is stored', async () => {
    const answer = await admin.post<NewsItem>(
      '/admin/AddNews',
      newNews({
        message:
          '<p onclick="steal()">Hello <img src="x" onerror="alert(1)"><a href="javascript:alert(1)">click</a> <a href="https://example.com">site</a></p><script>alert("x")</script>',
      }),
    );
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
      await admin.post('/admin/AddNews', newNews(overrides)),
      await admin.put('/admin/UpdateNews', { id: 1, ...newNews(overrides) }),
    ]) {
      expect(answer.status).toBe(400);
      expect(fieldErrorsOf(answer)[field]).toBe(message);
    }
  });

  it('edits a news item', async () => {
    const created = (await admin.post<NewsItem>('/admin/AddNews', newNews())).body.data;
    const changed = newNews({
      id: created.id,
      title: 'Winter uniform (changed)',
      message: '<p>From <em>15 December</em>.</p>',
    });
    const answer = await subadmin.put<NewsItem>('/admin/UpdateNews', changed);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('News updated.');
    expect(answer.body.data).toEqual(changed);
  });

  it('deletes a news item once', async () => {
    const created = (await admin.post<NewsItem>('/admin/AddNews', newNews())).body.data;
    const answer = await admin.del(`/admin/DeletedNews/${created.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('News deleted.');
    expect((await listAll(admin)).some((row) => row.id === created.id)).toBe(false);
    const again = await admin.del(`/admin/DeletedNews/${created.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('News not found.');
    expect((await admin.put('/admin/UpdateNews', { ...newNews(), id: created.id })).status).toBe(
      404,
    );
    expect((await admin.del('/admin/DeletedNews/x')).status).toBe(400);
  });

  it('pages when asked (skip, limit)', async () => {
    const rows = await listAll(admin);
    const second = await admin.get<NewsItem[]>('/admin/GetAllNews', { skip: 1, limit: 2 });
    expect(second.body.data).toEqual(rows.slice(1, 3));
    expect((await admin.get('/admin/GetAllNews', { limit: 0 })).status).toBe(400);
  });
});

describe('latest news', () => {
  it('gives every school user the newest three', async () => {
    const rows = await listAll(admin);
    for (const client of [admin, teacher, parent]) {
      const answer = await client.get<NewsItem[]>('/news/latest');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(rows.slice(0, 3));
    }
  });
});

describe('who may do what', () => {
  it('lets staff and parents read news but not write it', async () => {
    const someone = (await listAll(admin))[0]!;
    for (const client of [teacher, parent]) {
      expect((await client.get('/admin/GetAllNews')).status).toBe(200);
      expect((await client.post('/admin/AddNews', newNews())).status).toBe(403);
      expect((await client.put('/admin/UpdateNews', { ...newNews(), id: someone.id })).status).toBe(
        403,
      );
      expect((await client.del(`/admin/DeletedNews/${someone.id}`)).status).toBe(403);
    }
  });

  it('refuses the list to a role without the news pages', async () => {
    const set = (ids: number[]) => admin.put('/access-right', { role_id: 7, module_ids: ids });
    expect((await set([])).status).toBe(200);
    const librarian = await clientOf(t, 'greenwood', 'librarian@greenwood');
    expect((await librarian.get('/admin/GetAllNews')).status).toBe(403);
  });
});

describe("another school's news", () => {
  it('cannot be seen, edited or deleted (404), and stays as it was', async () => {
    const theirs = (await listAll(riverside))[0]!;
    expect((await listAll(admin)).some((row) => row.id === theirs.id)).toBe(false);
    const edit = await admin.put('/admin/UpdateNews', { ...newNews(), id: theirs.id });
    expect(edit.status).toBe(404);
    expect((await admin.del(`/admin/DeletedNews/${theirs.id}`)).status).toBe(404);
    expect((await listAll(riverside))[0]).toEqual(theirs);
  });
});
