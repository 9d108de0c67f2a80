import {
  createSession,
  deleteSession,
  listSessions,
  setCurrentSession,
  updateSession,
} from '@shala/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../../test/factories/students.ts';
import { schoolIdOf } from '../../../test/guards/demo-schools.ts';
import {
  type CallInput,
  type Client,
  signedInClient,
  type WireInput,
} from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';
import { academicSessions, classes } from './tables.ts';

let t: TestApp;
let greenwoodId: number;

let api: Client;
const sessions = () => api.call(listSessions, { query: {} });
const create = (body: CallInput<typeof createSession>['body']) => api.call(createSession, { body });
/** Refuses input, some of which the schemas refuse on purpose, hence untyped. */
const refused = (
  route: typeof createSession | typeof updateSession | typeof setCurrentSession,
  body: object,
  field: string,
  message: string,
) => api.refused(route, { body } as WireInput as never, field, message);

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
  api = await signedInClient(t, 'greenwood', 'admin@greenwood');
  greenwoodId = await schoolIdOf(t, 'greenwood');
});
afterAll(() => t?.close());

const base = { session_name: '2027-28', start_date: '2027-04-01', end_date: '2028-03-31' };
let nextId: number;

describe('sessions', () => {
  it('lists the main sessions newest first, the current one marked 1', async () => {
    const { status, body } = await api.call(listSessions, { query: { skip: 0, limit: 10 } });
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
    expect(body.data.list[1]!.is_current).toBe(0);
    const paged = await api.call(listSessions, { query: { skip: 1, limit: 1 } });
    expect(paged.body.data).toMatchObject({ count: 2, list: [{ session_name: '2025-26' }] });
  });

  it('creates a session; it stays not current while another is', async () => {
    const { status, body } = await create(base);
    expect(status).toBe(200);
    expect(body.message).toBe('Session created.');
    expect(body.data).toMatchObject({ ...base, is_current: 0, student_count: 0 });
    nextId = body.data.id;
  });

  it('refuses bad input of every field, naming it', async () => {
    const name = 'Please enter session name';
    await refused(createSession, { ...base, session_name: undefined }, 'session_name', name);
    await refused(createSession, { ...base, session_name: '   ' }, 'session_name', name);
    const start = 'Please enter a start date like 2026-04-01';
    for (const bad of [undefined, '2024-02-30', '31-12-2024', 'soon', '1800-04-01', 20270401])
      await refused(createSession, { ...base, start_date: bad }, 'start_date', start);
    const end = 'Please enter an end date like 2027-03-31';
    for (const bad of [undefined, '2028-13-01', ''])
      await refused(createSession, { ...base, end_date: bad }, 'end_date', end);
    const order = 'End date must be after the start date';
    await refused(createSession, { ...base, end_date: '2027-03-31' }, 'end_date', order);
    await refused(createSession, { ...base, end_date: base.start_date }, 'end_date', order);
    const parent = 'Please select the main session of this sub-session';
    await refused(createSession, { ...base, parent_id: 'x' }, 'parent_id', parent);
    await refused(createSession, { ...base, parent_id: 2_000_000_000 }, 'parent_id', parent);
    await refused(
      createSession,
      { ...base, is_current: 'perhaps' },
      'is_current',
      'Is current must be 1 or 0',
    );
  });

  it('refuses a name in use (any case) and dates overlapping another session', async () => {
    await refused(
      createSession,
      { ...base, session_name: '2026-27', start_date: '2030-04-01', end_date: '2031-03-31' },
      'session_name',
      'This session already exists',
    );
    await refused(
      createSession,
      { session_name: 'Overlap', start_date: '2026-12-01', end_date: '2027-02-28' },
      'start_date',
      'These dates overlap the session 2026-27',
    );
  });

  it('keeps sub-sessions inside their session, one level deep, names unique per session', async () => {
    const term = { session_name: 'Term 1', start_date: '2027-04-01', end_date: '2027-09-30' };
    const created = await create({ ...term, parent_id: nextId });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ parent_id: nextId, is_current: 0 });
    const termId = created.body.data.id;
    await refused(
      createSession,
      { ...term, session_name: 'Term 2', end_date: '2028-06-30', parent_id: nextId },
      'start_date',
      'A sub-session must lie within the dates of its session',
    );
    await refused(
      createSession,
      { ...term, parent_id: termId },
      'parent_id',
      'A sub-session cannot have sub-sessions of its own',
    );
    await refused(
      createSession,
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
      createSession,
      { ...term, parent_id: nextId, is_current: 1 },
      'is_current',
      'Only a main session can be the current session',
    );
    // The same term name under another session is fine.
    const list = await sessions();
    const current = list.body.data.list.find((s: { is_current: number }) => s.is_current === 1)!;
    const other = await create({
      ...term,
      start_date: '2026-04-01',
      end_date: '2026-09-30',
      parent_id: current.id,
    });
    expect(other.status).toBe(200);
    const again = await sessions();
    const next = again.body.data.list.find((s: { id: number }) => s.id === nextId)!;
    expect(next.sub_sessions).toEqual([{ id: termId, ...term, parent_id: nextId }]);
  });

  it('updates a session, keeping its sub-sessions inside', async () => {
    const renamed = await api.call(updateSession, {
      body: { ...base, id: nextId, session_name: '2027-2028' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      message: 'Session updated.',
      data: { session_name: '2027-2028' },
    });
    await refused(
      updateSession,
      { ...base, id: nextId, start_date: '2027-06-01' },
      'start_date',
      'Some sub-sessions would fall outside these dates; change them first',
    );
    await refused(updateSession, { ...base, id: 'abc' }, 'id', 'Session not found.');
    const missing = await api.call(updateSession, { body: { ...base, id: 2_000_000_000 } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Session not found.');
  });

  it('keeps exactly one current session when switching', async () => {
    const switched = await api.call(setCurrentSession, { body: { id: nextId } });
    expect(switched.status).toBe(200);
    expect(switched.body.data.is_current).toBe(1);
    expect(await currentSessions()).toEqual([{ id: nextId, name: '2027-2028' }]);
    const sub = (await sessions()).body.data.list[0]!.sub_sessions[0]!;
    await refused(
      setCurrentSession,
      { id: sub.id },
      'id',
      'Only a main session can be the current session',
    );
    expect((await api.call(setCurrentSession, { body: { id: 2_000_000_000 } })).status).toBe(404);
    expect(await currentSessions()).toHaveLength(1);
  });

  it('keeps exactly one current session under concurrent switches', async () => {
    const list = (await sessions()).body.data.list as Array<{ id: number }>;
    const [a, b] = [list[0]!.id, list[1]!.id];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.call(setCurrentSession, { body: { id: i % 2 ? a : b } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const current = await currentSessions();
    expect(current).toHaveLength(1);
    expect([a, b]).toContain(current[0]!.id);
    // Concurrent creates of one name: one wins, the others are told it exists.
    const creates = await Promise.all(
      Array.from({ length: 6 }, () =>
        create({
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
    await api.refused(
      deleteSession,
      { params: { id: current.id } },
      'id',
      'The current session cannot be deleted',
    );
    const list = (await sessions()).body.data.list as Array<{
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
    await api.refused(
      deleteSession,
      { params: { id: withStudents.id } },
      'id',
      'This session has students and cannot be deleted',
    );
    const race = list.find((s) => s.session_name === 'Race')!;
    const deleted = await api.call(deleteSession, { params: { id: race.id } });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Session deleted.' } });
    expect((await api.call(deleteSession, { params: { id: race.id } })).status).toBe(404);
  });

  it('is for staff with the sessions page only, and each school sees its own', async () => {
    const teacher = await signedInClient(t, 'greenwood', 'teacher@greenwood');
    expect((await teacher.call(listSessions, { query: {} })).status).toBe(403);
    expect((await teacher.call(createSession, { body: base })).status).toBe(403);
    const riverside = await signedInClient(t, 'riverside', 'admin@riverside');
    expect((await riverside.call(listSessions, { query: {} })).body.data.count).toBe(2);
    const foreign = await riverside.call(setCurrentSession, { body: { id: nextId } });
    expect(foreign.status).toBe(404);
  });
});
