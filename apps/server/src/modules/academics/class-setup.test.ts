import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../../test/factories/students.ts';
import { schoolIdOf } from '../../../test/guards/demo-schools.ts';
import { apiCalls } from '../../../test/helpers/api-calls.ts';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';
import { users } from '../auth/tables.ts';

/** Sections and subjects of classes per session, and class and subject teachers (greenwood). */
let t: TestApp;
let api: ReturnType<typeof apiCalls>;
const host = hostOf('greenwood');
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
  api = apiCalls(t, host, await signIn(t.app, host, 'admin@greenwood', 'demo1234'));
  const { list } = await api.ok('GET', '/class_section');
  type Row = { class_id: number; class_name: string; sections: Place['sections'] };
  const byName = (name: string) => {
    const row = (list as Row[]).find((c) => c.class_name === name)!;
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
    const current = await api.ok('GET', '/admin/getCurrentSession');
    await buildStudent(t.database.db, {
      tenantId: await schoolIdOf(t, 'greenwood'),
      sessionId: current.id,
      classId: five.id,
      sectionId: b.id,
    });
    const url = '/class_section';
    await api.refused(
      'PUT',
      url,
      { class_id: five.id, section_ids: [a.id] },
      'section_ids',
      'Section B of this class has students in this session and cannot be removed',
    );
    const unknown = 'Some of the selected sections do not exist';
    await api.refused(
      'PUT',
      url,
      { class_id: five.id, section_ids: [a.id, 2e9] },
      'section_ids',
      unknown,
    );
    await api.refused(
      'PUT',
      url,
      { class_id: five.id, section_ids: 'A' },
      'section_ids.0',
      unknown,
    );
    await api.refused(
      'PUT',
      url,
      { class_id: 2e9, section_ids: [] },
      'class_id',
      'Please select a class',
    );
    const noSession = { class_id: five.id, section_ids: [], session_id: 2e9 };
    await api.refused('PUT', url, noSession, 'session_id', 'Please select a session');
    const withA = await api.ok('PUT', url, { class_id: nursery.id, section_ids: [a.id] });
    expect(withA.sections).toEqual([{ id: a.id, section_name: 'A' }]);
    expect((await api.ok('PUT', url, { class_id: nursery.id, section_ids: [] })).sections).toEqual(
      [],
    );
  });
});

describe('subjects of a class', () => {
  it('sets them per session', async () => {
    const { list } = await api.ok('GET', '/subject?limit=100');
    const byName = (name: string) =>
      list.find((s: { subject_name: string }) => s.subject_name === name).id;
    const set = await api.ok('PUT', '/class_subject', {
      class_id: nursery.id,
      subject_ids: [byName('English'), byName('Computer')],
    });
    expect(
      set.subjects.map((s: { subject_name: string; is_optional: number }) => [
        s.subject_name,
        s.is_optional,
      ]),
    ).toEqual([
      ['Computer', 1],
      ['English', 0],
    ]);
    const unknown = 'Some of the selected subjects do not exist';
    await api.refused(
      'PUT',
      '/class_subject',
      { class_id: nursery.id, subject_ids: [2e9] },
      'subject_ids',
      unknown,
    );
    expect((await api.ok('GET', '/class_subject')).list).toHaveLength(13);
  });
});

describe('teachers', () => {
  it('sets a class teacher; only an active teacher of this school may be one', async () => {
    const teacher = await userId('teacher@greenwood');
    const b = five.sections[1]!;
    const url = '/teacher_allocation/class_teacher';
    const row = await api.ok('PUT', url, {
      class_id: five.id,
      section_id: b.id,
      teacher_id: teacher,
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
        'PUT',
        url,
        { class_id: five.id, section_id: b.id, teacher_id: other },
        'teacher_id',
        'Please select a teacher',
      );
    const pick = 'This class has sections: please select one';
    await api.refused('PUT', url, { class_id: five.id, teacher_id: teacher }, 'section_id', pick);
    const notHere = 'This section is not part of the class in this session';
    await api.refused(
      'PUT',
      url,
      { class_id: nursery.id, section_id: b.id, teacher_id: teacher },
      'section_id',
      notHere,
    );
  });

  it('sets and removes a subject teacher of a subject the class has', async () => {
    const teacher = await userId('teacher@greenwood');
    const b = five.sections[1]!;
    const { list } = await api.ok('GET', '/subject?limit=100');
    const science = list.find((s: { subject_name: string }) => s.subject_name === 'Science').id;
    const url = '/teacher_allocation/subject_teacher';
    const slot = { class_id: five.id, section_id: b.id, subject_id: science };
    const row = await api.ok('PUT', url, { ...slot, teacher_id: teacher });
    expect(row).toMatchObject({ subject_name: 'Science', is_class_teacher: 0 });
    const notTaught = 'This subject is not taught in this class in this session';
    await api.refused(
      'PUT',
      url,
      { class_id: nursery.id, subject_id: science, teacher_id: teacher },
      'subject_id',
      notTaught,
    );
    const listed = await api.ok('GET', `/teacher_allocation?class_id=${five.id}`);
    expect(
      listed.map((r: { section_name: string; subject_name: string | null }) => [
        r.section_name,
        r.subject_name,
      ]),
    ).toEqual([
      ['A', null],
      ['B', null],
      ['B', 'Science'],
    ]);
    const removed = await api.call('PUT', url, { ...slot, teacher_id: null });
    expect(removed.body).toMatchObject({ message: 'Subject teacher removed.', data: null });
    expect(await api.ok('GET', `/teacher_allocation?class_id=${five.id}&kind=subject`)).toEqual([]);
  });

  it('is written from its own page only', async () => {
    const teacher = apiCalls(t, host, await signIn(t.app, host, 'teacher@greenwood', 'demo1234'));
    expect((await teacher.call('GET', '/teacher_allocation')).status).toBe(403);
    const body = { class_id: five.id, teacher_id: null };
    expect((await teacher.call('PUT', '/teacher_allocation/class_teacher', body)).status).toBe(403);
  });
});
