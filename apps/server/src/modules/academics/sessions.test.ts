import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../../test/factories/students.ts';
import { schoolIdOf } from '../../../test/guards/demo-schools.ts';
import { apiCalls, type Method } from '../../../test/helpers/api-calls.ts';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';
import { academicSessions, classes } from './tables.ts';

let t: TestApp;
let greenwoodId: number;
const host = hostOf('greenwood');

let api: ReturnType<typeof apiCalls>;
const call = (...args: Parameters<ReturnType<typeof apiCalls>['call']>) => api.call(...args);
const refused = (method: Method, url: string, payload: object, field: string, message: string) =>
  api.refused(method, url, payload, field, message);

const currentSessions = () =>
  withPlatform(t.database.db, (tx) =>
    tx
      .select({ id: academicSessions.id, name: academicSessions.name })
      .from(academicSessions)
      .where(
        and(
          eq(academicSessions.tenantId, greenwoodId),
          eq(academicSessions.isCurrent, true),
          isNull(academicSessions.parentId),
        ),
      ),
  );

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  api = apiCalls(t, host, await signIn(t.app, host, 'admin@greenwood', 'demo1234'));
  greenwoodId = await schoolIdOf(t, 'greenwood');
});
afterAll(() => t?.close());

const base = { session_name: '2027-28', start_date: '2027-04-01', end_date: '2028-03-31' };
let nextId: number;

describe('sessions', () => {
  it('lists the main sessions newest first, the current one marked 1', async () => {
    const { status, body } = await call('GET', '/session?skip=0&limit=10');
    expect(status).toBe(200);
    expect(body.data.count).toBe(2);
    expect(body.data.list.map((s: { session_name: string }) => s.session_name)).toEqual([
      '2026-27',
      '2025-26',
    ]);
    expect(body.data.list[0]).toMatchObject({
      is_current: 1,
      start_date: '2026-04-01',
      end_date: '2027-03-31',
      start_year: 2026,
      end_year: 2027,
      parent_id: null,
      sub_sessions: [],
    });
    expect(body.data.list[1].is_current).toBe(0);
    const paged = await call('GET', '/session?skip=1&limit=1');
    expect(paged.body.data).toMatchObject({ count: 2, list: [{ session_name: '2025-26' }] });
  });

  it('creates a session; it stays not current while another is', async () => {
    const { status, body } = await call('POST', '/session', base);
    expect(status).toBe(200);
    expect(body.message).toBe('Session created.');
    expect(body.data).toMatchObject({ ...base, is_current: 0, student_count: 0 });
    nextId = body.data.id;
  });

  it('refuses bad input of every field, naming it', async () => {
    const name = 'Please enter session name';
    await refused('POST', '/session', { ...base, session_name: undefined }, 'session_name', name);
    await refused('POST', '/session', { ...base, session_name: '   ' }, 'session_name', name);
    const start = 'Please enter a start date like 2026-04-01';
    for (const bad of [undefined, '2024-02-30', '31-12-2024', 'soon', '1800-04-01', 20270401])
      await refused('POST', '/session', { ...base, start_date: bad }, 'start_date', start);
    const end = 'Please enter an end date like 2027-03-31';
    for (const bad of [undefined, '2028-13-01', ''])
      await refused('POST', '/session', { ...base, end_date: bad }, 'end_date', end);
    const order = 'End date must be after the start date';
    await refused('POST', '/session', { ...base, end_date: '2027-03-31' }, 'end_date', order);
    await refused('POST', '/session', { ...base, end_date: base.start_date }, 'end_date', order);
    const parent = 'Please select the main session of this sub-session';
    await refused('POST', '/session', { ...base, parent_id: 'x' }, 'parent_id', parent);
    await refused('POST', '/session', { ...base, parent_id: 2_000_000_000 }, 'parent_id', parent);
    await refused(
      'POST',
      '/session',
      { ...base, is_current: 'perhaps' },
      'is_current',
      'Is current must be 1 or 0',
    );
  });

  it('refuses a name in use (any case) and dates overlapping another session', async () => {
    await refused(
      'POST',
      '/session',
      { ...base, session_name: '2026-27', start_date: '2030-04-01', end_date: '2031-03-31' },
      'session_name',
      'This session already exists',
    );
    await refused(
      'POST',
      '/session',
      { session_name: 'Overlap', start_date: '2026-12-01', end_date: '2027-02-28' },
      'start_date',
      'These dates overlap the session 2026-27',
    );
  });

  it('keeps sub-sessions inside their session, one level deep, names unique per session', async () => {
    const term = { session_name: 'Term 1', start_date: '2027-04-01', end_date: '2027-09-30' };
    const created = await call('POST', '/session', { ...term, parent_id: nextId });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ parent_id: nextId, is_current: 0 });
    const termId = created.body.data.id;
    await refused(
      'POST',
      '/session',
      { ...term, session_name: 'Term 2', end_date: '2028-06-30', parent_id: nextId },
      'start_date',
      'A sub-session must lie within the dates of its session',
    );
    await refused(
      'POST',
      '/session',
      { ...term, parent_id: termId },
      'parent_id',
      'A sub-session cannot have sub-sessions of its own',
    );
    await refused(
      'POST',
      '/session',
      {
        ...term,
        session_name: 'term 1',
        start_date: '2027-10-01',
        end_date: '2027-12-31',
        parent_id: nextId,
      },
      'session_name',
      'This sub-session already exists in its session',
    );
    await refused(
      'POST',
      '/session',
      { ...term, parent_id: nextId, is_current: 1 },
      'is_current',
      'Only a main session can be the current session',
    );
    // The same term name under another session is fine.
    const list = await call('GET', '/session');
    const current = list.body.data.list.find((s: { is_current: number }) => s.is_current === 1);
    const other = await call('POST', '/session', {
      ...term,
      start_date: '2026-04-01',
      end_date: '2026-09-30',
      parent_id: current.id,
    });
    expect(other.status).toBe(200);
    const again = await call('GET', '/session');
    const next = again.body.data.list.find((s: { id: number }) => s.id === nextId);
    expect(next.sub_sessions).toEqual([{ id: termId, ...term, parent_id: nextId }]);
  });

  it('updates a session, keeping its sub-sessions inside', async () => {
    const renamed = await call('PUT', '/session', {
      ...base,
      id: nextId,
      session_name: '2027-2028',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      message: 'Session updated.',
      data: { session_name: '2027-2028' },
    });
    await refused(
      'PUT',
      '/session',
      { ...base, id: nextId, start_date: '2027-06-01' },
      'start_date',
      'Some sub-sessions would fall outside these dates; change them first',
    );
    await refused('PUT', '/session', { ...base, id: 'abc' }, 'id', 'Session not found.');
    const missing = await call('PUT', '/session', { ...base, id: 2_000_000_000 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Session not found.');
  });

  it('keeps exactly one current session when switching', async () => {
    const switched = await call('PUT', '/session/current', { id: nextId });
    expect(switched.status).toBe(200);
    expect(switched.body.data.is_current).toBe(1);
    expect(await currentSessions()).toEqual([{ id: nextId, name: '2027-2028' }]);
    const sub = (await call('GET', '/session')).body.data.list[0].sub_sessions[0];
    await refused(
      'PUT',
      '/session/current',
      { id: sub.id },
      'id',
      'Only a main session can be the current session',
    );
    expect((await call('PUT', '/session/current', { id: 2_000_000_000 })).status).toBe(404);
    expect(await currentSessions()).toHaveLength(1);
  });

  it('keeps exactly one current session under concurrent switches', async () => {
    const list = (await call('GET', '/session')).body.data.list as Array<{ id: number }>;
    const [a, b] = [list[0]!.id, list[1]!.id];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call('PUT', '/session/current', { id: i % 2 ? a : b })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const current = await currentSessions();
    expect(current).toHaveLength(1);
    expect([a, b]).toContain(current[0]!.id);
    // Concurrent creates of one name: one wins, the others are told it exists.
    const creates = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/session', {
          session_name: 'Race',
          start_date: '2035-04-01',
          end_date: '2036-03-31',
        }),
      ),
    );
    expect(creates.filter((c) => c.status === 200)).toHaveLength(1);
    for (const c of creates.filter((c) => c.status !== 200))
      expect(c.body.message).toMatch(/already exists|overlap/);
  });

  it('refuses to delete the current session or one with students; deletes the rest', async () => {
    const current = (await currentSessions())[0]!;
    await refused(
      'DELETE',
      `/session/${current.id}`,
      {},
      'id',
      'The current session cannot be deleted',
    );
    const list = (await call('GET', '/session')).body.data.list as Array<{
      id: number;
      session_name: string;
    }>;
    const withStudents = list.find((s) => s.session_name === '2025-26')!;
    const [place] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(classes).where(eq(classes.tenantId, greenwoodId)).limit(1),
    );
    await buildStudent(t.database.db, {
      tenantId: greenwoodId,
      sessionId: withStudents.id,
      classId: place!.id,
    });
    await refused(
      'DELETE',
      `/session/${withStudents.id}`,
      {},
      'id',
      'This session has students and cannot be deleted',
    );
    const race = list.find((s) => s.session_name === 'Race')!;
    const deleted = await call('DELETE', `/session/${race.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Session deleted.' } });
    expect((await call('DELETE', `/session/${race.id}`)).status).toBe(404);
  });

  it('is for staff with the sessions page only, and each school sees its own', async () => {
    const teacher = apiCalls(t, host, await signIn(t.app, host, 'teacher@greenwood', 'demo1234'));
    expect((await teacher.call('GET', '/session')).status).toBe(403);
    expect((await teacher.call('POST', '/session', base)).status).toBe(403);
    const river = hostOf('riverside');
    const riverside = apiCalls(t, river, await signIn(t.app, river, 'admin@riverside', 'demo1234'));
    expect((await riverside.call('GET', '/session')).body.data.count).toBe(2);
    const foreign = await riverside.call('PUT', '/session/current', { id: nextId });
    expect(foreign.status).toBe(404);
  });
});
