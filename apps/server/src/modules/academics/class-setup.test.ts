import {
  getCurrentSession,
  listClassSections,
  listClassSubjects,
  listSubjects,
  listTeacherAllocations,
  setClassSections,
  setClassSubjects,
  setClassTeacher,
  setSubjectTeacher,
} from '@shala/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../../test/factories/students.ts';
import { schoolIdOf } from '../../../test/guards/demo-schools.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';
import { users } from '../auth/index.ts';

/** Sections and subjects of classes per session, and class and subject teachers (greenwood). */
let t: TestApp;
let api: Client;
type Place = { id: number; sections: Array<{ id: number; section_name: string }> };
let five: Place;
let nursery: Place;

const userId = async (username: string) =>
  (
    await withPlatform(t.database.db, (tx) =>
      tx.select().from(users).where(eq(users.username, username)),
    )
  )[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  api = await signedInClient(t, 'greenwood', 'admin@greenwood');
  const { list } = await api.ok(listClassSections, { query: {} });
  const byName = (name: string) => {
    const row = list.find((c) => c.class_name === name)!;
    return { id: row.class_id, sections: row.sections };
  };
  five = byName('5');
  nursery = byName('Nursery');
});
afterAll(() => t?.close());

describe('sections of a class', () => {
  it('sets them per session; a section with students stays', async () => {
    expect(five.sections.map((s) => s.section_name)).toEqual(['A', 'B']);
    const [a, b] = [five.sections[0]!, five.sections[1]!];
    const current = await api.ok(getCurrentSession);
    await buildStudent(t.database.db, {
      tenantId: await schoolIdOf(t, 'greenwood'),
      sessionId: current.id!,
      classId: five.id,
      sectionId: b.id,
    });
    await api.refused(
      setClassSections,
      { body: { class_id: five.id, section_ids: [a.id] } },
      'section_ids',
      'Section B of this class has students in this session and cannot be removed',
    );
    const unknown = 'Some of the selected sections do not exist';
    await api.refused(
      setClassSections,
      { body: { class_id: five.id, section_ids: [a.id, 2e9] } },
      'section_ids',
      unknown,
    );
    await api.refused(
      setClassSections,
      { body: { class_id: five.id, section_ids: 'A' } },
      'section_ids.0',
      unknown,
    );
    await api.refused(
      setClassSections,
      { body: { class_id: 2e9, section_ids: [] } },
      'class_id',
      'Please select a class',
    );
    const noSession = { class_id: five.id, section_ids: [], session_id: 2e9 };
    await api.refused(
      setClassSections,
      { body: noSession },
      'session_id',
      'Please select a session',
    );
    const withA = await api.ok(setClassSections, {
      body: { class_id: nursery.id, section_ids: [a.id] },
    });
    expect(withA.sections).toEqual([{ id: a.id, section_name: 'A' }]);
    expect(
      (await api.ok(setClassSections, { body: { class_id: nursery.id, section_ids: [] } }))
        .sections,
    ).toEqual([]);
  });
});

describe('subjects of a class', () => {
  it('sets them per session', async () => {
    const { list } = await api.ok(listSubjects, { query: { limit: 100 } });
    const byName = (name: string) => list.find((s) => s.subject_name === name)!.id;
    const set = await api.ok(setClassSubjects, {
      body: { class_id: nursery.id, subject_ids: [byName('English'), byName('Computer')] },
    });
    expect(set.subjects.map((s) => [s.subject_name, s.is_optional])).toEqual([
      ['Computer', 1],
      ['English', 0],
    ]);
    const unknown = 'Some of the selected subjects do not exist';
    await api.refused(
      setClassSubjects,
      { body: { class_id: nursery.id, subject_ids: [2e9] } },
      'subject_ids',
      unknown,
    );
    expect((await api.ok(listClassSubjects, { query: {} })).list).toHaveLength(13);
  });
});

describe('teachers', () => {
  it('sets a class teacher; only an active teacher of this school may be one', async () => {
    const teacher = await userId('teacher@greenwood');
    const b = five.sections[1]!;
    const row = await api.ok(setClassTeacher, {
      body: { class_id: five.id, section_id: b.id, teacher_id: teacher },
    });
    expect(row).toMatchObject({
      class_name: '5',
      section_name: 'B',
      subject_id: null,
      teacher_name: 'Kavita Rao',
      is_class_teacher: 1,
    });
    const others = [
      await userId('accountant@greenwood'),
      await userId('teacher@riverside'),
      2e9,
      'x',
    ];
    for (const other of others)
      await api.refused(
        setClassTeacher,
        { body: { class_id: five.id, section_id: b.id, teacher_id: other as number } },
        'teacher_id',
        'Please select a teacher',
      );
    const pick = 'This class has sections: please select one';
    await api.refused(
      setClassTeacher,
      { body: { class_id: five.id, teacher_id: teacher } },
      'section_id',
      pick,
    );
    const notHere = 'This section is not part of the class in this session';
    await api.refused(
      setClassTeacher,
      { body: { class_id: nursery.id, section_id: b.id, teacher_id: teacher } },
      'section_id',
      notHere,
    );
  });

  it('sets and removes a subject teacher of a subject the class has', async () => {
    const teacher = await userId('teacher@greenwood');
    const b = five.sections[1]!;
    const { list } = await api.ok(listSubjects, { query: { limit: 100 } });
    const science = list.find((s) => s.subject_name === 'Science')!.id;
    const slot = { class_id: five.id, section_id: b.id, subject_id: science };
    const row = await api.ok(setSubjectTeacher, { body: { ...slot, teacher_id: teacher } });
    expect(row).toMatchObject({ subject_name: 'Science', is_class_teacher: 0 });
    const notTaught = 'This subject is not taught in this class in this session';
    await api.refused(
      setSubjectTeacher,
      { body: { class_id: nursery.id, subject_id: science, teacher_id: teacher } },
      'subject_id',
      notTaught,
    );
    const listed = await api.ok(listTeacherAllocations, { query: { class_id: five.id } });
    expect(listed.map((r) => [r.section_name, r.subject_name])).toEqual([
      ['A', null],
      ['B', null],
      ['B', 'Science'],
    ]);
    const removed = await api.call(setSubjectTeacher, { body: { ...slot, teacher_id: null } });
    expect(removed.body).toMatchObject({ message: 'Subject teacher removed.', data: null });
    expect(
      await api.ok(listTeacherAllocations, { query: { class_id: five.id, kind: 'subject' } }),
    ).toEqual([]);
  });

  it('is written from its own page only', async () => {
    const teacher = await signedInClient(t, 'greenwood', 'teacher@greenwood');
    expect((await teacher.call(listTeacherAllocations, { query: {} })).status).toBe(403);
    const body = { class_id: five.id, teacher_id: null };
    expect((await teacher.call(setClassTeacher, { body })).status).toBe(403);
  });
});
