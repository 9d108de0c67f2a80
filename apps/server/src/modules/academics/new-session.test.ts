import {
  commitNewSession,
  createClass,
  createSection,
  createSession,
  createSubject,
  listSessions,
  previewNewSession,
  setClassSections,
  setClassSubjects,
  setClassTeacher,
  setCurrentSession,
  setSubjectTeacher,
} from '@shala/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { buildStudent } from '../../../test/factories/students.ts';
import { snapshotTables } from '../../../test/guards/table-checksum.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';
import { studentPrograms, students } from '../students/index.ts';
import { academicSessions } from './tables.ts';

/**
 * The new-session run on a school built for it: Nursery (no sections) → 1 (A, B) → 2 (A),
 * students in each, a discontinued one, a class teacher and a subject teacher.
 */
let t: TestApp;
let schoolId: number;
const ids: Record<string, number> = {};

let api: Client;
/** The first field error of a refusal. */
const firstError = (answer: { body: { data: unknown } }) =>
  (answer.body.data as { errors: Array<{ field: string; message: string }> }).errors[0]!;

async function addStudent(name: string, klass: string, section: string | null, status = 'ACTIVE') {
  ids[`student:${name}`] = await buildStudent(t.database.db, {
    tenantId: schoolId,
    sessionId: ids.session!,
    classId: ids[klass]!,
    sectionId: section ? ids[section]! : null,
    name,
    status: status as 'ACTIVE',
  });
}

const programsOf = (sessionId: number) =>
  withPlatform(t.database.db, (tx) =>
    tx
      .select({
        student: students.studentName,
        status: students.status,
        classId: studentPrograms.classId,
        sectionId: studentPrograms.sectionId,
        roll: studentPrograms.rollNumber,
      })
      .from(studentPrograms)
      .innerJoin(students, eq(students.id, studentPrograms.studentId))
      .where(and(eq(studentPrograms.tenantId, schoolId), eq(studentPrograms.sessionId, sessionId)))
      .orderBy(studentPrograms.classId, studentPrograms.sectionId, studentPrograms.rollNumber),
  );

/** Rows of a set-up table in a session, counted outside row-level security. */
async function countIn(
  table: 'class_sections' | 'class_subjects' | 'teacher_allocations',
  id: number,
) {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where session_id = ${id}`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

beforeAll(async () => {
  t = await createTestApp();
  schoolId = (await buildSchool(t.database.db, { subdomain: 'promo' })).id;
  await buildUser(t.database.db, schoolId, { username: 'promo-admin', roleId: 2 });
  const teacher = await buildUser(t.database.db, schoolId, {
    username: 'promo-teacher',
    roleId: 6,
  });
  api = await signedInClient(t, 'promo', 'promo-admin', testPassword);
  const dates = { start_date: '2026-04-01', end_date: '2027-03-31' };
  const session = await api.ok(createSession, { body: { session_name: '2026-27', ...dates } });
  ids.session = session.id;
  expect(session.is_current).toBe(1); // the first session becomes current
  const term = { session_name: 'Term 1', ...dates, end_date: '2026-09-30', parent_id: session.id };
  await api.ok(createSession, { body: term });
  for (const [position, name] of ['Nursery', '1', '2'].entries())
    ids[name] = (
      await api.ok(createClass, { body: { class_name: name, position: position + 1 } })
    ).id;
  for (const name of ['A', 'B'])
    ids[name] = (await api.ok(createSection, { body: { section_name: name } })).id;
  ids.english = (await api.ok(createSubject, { body: { subject_name: 'English' } })).id;
  ids.maths = (await api.ok(createSubject, { body: { subject_name: 'Mathematics' } })).id;
  await api.ok(setClassSections, {
    body: { class_id: ids['1']!, section_ids: [ids.A!, ids.B!] },
  });
  await api.ok(setClassSections, { body: { class_id: ids['2']!, section_ids: [ids.A!] } });
  for (const name of ['Nursery', '1', '2'])
    await api.ok(setClassSubjects, {
      body: { class_id: ids[name]!, subject_ids: [ids.english!, ids.maths!] },
    });
  const slot = { class_id: ids['1']!, section_id: ids.A!, teacher_id: teacher.id };
  await api.ok(setClassTeacher, { body: slot });
  await api.ok(setSubjectTeacher, {
    body: { ...slot, class_id: ids['2']!, subject_id: ids.maths! },
  });

  const pupils =
    'Zara Nursery -,Arjun Nursery -,Priya 1 A,aditi 1 A,Mohan 1 A,Kiran 1 B,Bela 1 B,Sam 2 A,Rita 2 A';
  for (const [name, klass, section] of pupils.split(',').map((p) => p.split(' ')))
    await addStudent(name!, klass!, section === '-' ? null : section!);
  await addStudent('Left', '1', 'A', 'DISCONTINUED');
});
afterAll(() => t?.close());

let preview: Record<string, unknown> & { source: { id: number } };

describe('new session', () => {
  it('previews the next session, the copies and every move', async () => {
    preview = await api.ok(previewNewSession, { query: {} });
    expect(preview).toMatchObject({
      source: { id: ids.session, session_name: '2026-27' },
      target: {
        session_name: '2027-28',
        start_date: '2027-04-01',
        end_date: '2028-03-31',
        sub_sessions: [
          { session_name: 'Term 1', start_date: '2027-04-01', end_date: '2027-09-30' },
        ],
      },
      copies: { class_sections: 3, class_subjects: 6, teacher_allocations: 2 },
      totals: { promoted: 7, passing_out: 2 },
      problems: [],
      new_session_id: null,
    });
    const classes = preview.classes as Array<Record<string, unknown>>;
    expect(
      classes.map((c) => [c.class_name, c.student_count, c.next_class_name, c.passing_out]),
    ).toEqual([
      ['Nursery', 2, '1', false],
      ['1', 5, '2', false],
      ['2', 2, null, true],
    ]);
    expect(classes.map((c) => [c.copied_sections, c.copied_subjects])).toEqual([
      [[], ['English', 'Mathematics']],
      [
        ['A', 'B'],
        ['English', 'Mathematics'],
      ],
      [['A'], ['English', 'Mathematics']],
    ]);
    expect(classes[1]!.sections).toEqual([
      {
        section_id: ids.A,
        section_name: 'A',
        student_count: 3,
        next_section_id: ids.A,
        next_section_name: 'A',
      },
      {
        section_id: ids.B,
        section_name: 'B',
        student_count: 2,
        next_section_id: null,
        next_section_name: null,
      },
    ]);
    const withoutTeachers = await api.ok(previewNewSession, {
      query: { copy_teacher_allocations: 0 },
    });
    expect(withoutTeachers.copies.teacher_allocations).toBe(0);
    const bad = await api.call(previewNewSession, {
      query: { copy_teacher_allocations: 'maybe' },
    } as never);
    expect(bad.status).toBe(400);
    expect(firstError(bad)).toEqual({
      field: 'copy_teacher_allocations',
      message: 'Copy teacher allocations must be 1 or 0',
    });
  });

  it('refuses a stale or missing source session', async () => {
    for (const source of [2_000_000_000, 'abc']) {
      const answer = await api.call(commitNewSession, {
        body: { source_session_id: source },
      } as never);
      expect(answer.status).toBe(400);
      expect(firstError(answer).field).toBe('source_session_id');
    }
  });

  it('changes nothing when the run fails half-way', async () => {
    // A failure at the last writes: the session, its copies and the promotions are in by then.
    for (const statement of [
      `create function fail_passing_out() returns trigger language plpgsql as $$
       begin
         if new.status = 'PASSED_OUT' then raise exception 'injected failure'; end if;
         return new;
       end $$`,
      `create trigger fail_passing_out before update on students
       for each row execute function fail_passing_out()`,
    ])
      await t.database.db.execute(sql.raw(statement));
    const before = await snapshotTables(t.database.db);
    const failed = await api.call(commitNewSession, { body: { source_session_id: ids.session } });
    expect(failed.status).toBe(500);
    expect(failed.body.message).not.toContain('injected');
    expect(await snapshotTables(t.database.db)).toEqual(before);
    await t.database.db.execute(sql.raw('drop trigger fail_passing_out on students'));
    await t.database.db.execute(sql.raw('drop function fail_passing_out()'));
  });

  it('commits exactly what the preview showed, in one go', async () => {
    const answer = await api.call(commitNewSession, { body: { source_session_id: ids.session } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Session 2027-28 started: 7 students promoted, 2 passed out.');
    const committed = answer.body.data;
    expect({ ...committed, new_session_id: null }).toEqual(preview);
    const newId = committed.new_session_id as number;

    const sessions = await withPlatform(t.database.db, (tx) =>
      tx
        .select({
          id: academicSessions.id,
          name: academicSessions.name,
          current: academicSessions.isCurrent,
          parent: academicSessions.parentId,
        })
        .from(academicSessions)
        .where(eq(academicSessions.tenantId, schoolId))
        .orderBy(academicSessions.id),
    );
    expect(sessions.filter((s) => s.current)).toEqual([
      { id: newId, name: '2027-28', current: true, parent: null },
    ]);
    expect(sessions.filter((s) => s.parent === newId).map((s) => s.name)).toEqual(['Term 1']);
    expect(await countIn('class_sections', newId)).toBe(3);
    expect(await countIn('class_subjects', newId)).toBe(6);
    expect(await countIn('teacher_allocations', newId)).toBe(2);

    const moved = await programsOf(newId);
    const place = (name: string) => moved.find((p) => p.student === name);
    // Nursery → 1 (no section), roll numbers by name.
    expect([place('Arjun'), place('Zara')]).toMatchObject([
      { classId: ids['1'], sectionId: null, roll: 1 },
      { classId: ids['1'], sectionId: null, roll: 2 },
    ]);
    // 1 A → 2 A, alphabetical ignoring case: aditi, Mohan, Priya.
    expect(['aditi', 'Mohan', 'Priya'].map((n) => [place(n)?.sectionId, place(n)?.roll])).toEqual([
      [ids.A, 1],
      [ids.A, 2],
      [ids.A, 3],
    ]);
    // 1 B → 2 (class 2 has no B): no section.
    expect(
      ['Bela', 'Kiran'].map((n) => [place(n)?.classId, place(n)?.sectionId, place(n)?.roll]),
    ).toEqual([
      [ids['2'], null, 1],
      [ids['2'], null, 2],
    ]);
    expect(place('Left')).toBeUndefined();
    expect(moved).toHaveLength(committed.totals.promoted);
    const statuses = await withPlatform(t.database.db, (tx) =>
      tx
        .select({ name: students.studentName, status: students.status })
        .from(students)
        .where(eq(students.tenantId, schoolId))
        .orderBy(students.studentName),
    );
    expect(statuses.filter((s) => s.status === 'PASSED_OUT').map((s) => s.name)).toEqual([
      'Rita',
      'Sam',
    ]);
    expect(statuses.find((s) => s.name === 'Left')?.status).toBe('DISCONTINUED');
    // The old session keeps its own rows.
    expect(await programsOf(ids.session!)).toHaveLength(10);
  });

  it('refuses to run twice from the same session, even when it is made current again', async () => {
    const twice = await api.call(commitNewSession, { body: { source_session_id: ids.session } });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('A new session has already been started from 2026-27');
    await api.ok(setCurrentSession, { body: { id: ids.session! } });
    const again = await api.ok(previewNewSession, { query: {} });
    expect(again.problems).toEqual(['A new session has already been started from 2026-27']);
    const before = await snapshotTables(t.database.db);
    const refused = await api.call(commitNewSession, { body: { source_session_id: ids.session } });
    expect(refused.body.message).toBe('A new session has already been started from 2026-27');
    expect(await snapshotTables(t.database.db)).toEqual(before);
  });

  it('refuses a run whose next class is ambiguous, writing nothing', async () => {
    const sessions = (await api.ok(listSessions, { query: {} })).list as Array<{
      id: number;
      session_name: string;
    }>;
    const next = sessions.find((s) => s.session_name === '2027-28')!;
    await api.ok(setCurrentSession, { body: { id: next.id } });
    // Classes "2" and "2 Plus" now share the position after 1.
    await api.ok(createClass, { body: { class_name: '2 Plus', position: 3 } });
    const plan = await api.ok(previewNewSession, { query: {} });
    expect(plan.problems).toEqual([
      'Students of class 1 cannot be promoted: classes 2 and 2 Plus share the next position. Please give them different positions.',
    ]);
    const before = await snapshotTables(t.database.db);
    const refused = await api.call(commitNewSession, { body: { source_session_id: next.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(plan.problems[0]);
    expect(await snapshotTables(t.database.db)).toEqual(before);
  });

  it('is for the sessions page only', async () => {
    const teacher = await signedInClient(t, 'promo', 'promo-teacher', testPassword);
    expect((await teacher.call(previewNewSession, { query: {} })).status).toBe(403);
    const body = { source_session_id: ids.session! };
    expect((await teacher.call(commitNewSession, { body })).status).toBe(403);
  });
});
