import {
  createClass,
  createSection,
  createSubject,
  deleteClass,
  deleteSection,
  deleteSubject,
  getCurrentSession,
  listClasses,
  listSections,
  listSubjects,
  orderClasses,
  updateClass,
  updateSection,
  updateSubject,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../../test/factories/students.ts';
import { schoolIdOf } from '../../../test/guards/demo-schools.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

/** Classes, sections and subjects of the demo school greenwood. */
let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  api = await signedInClient(t, 'greenwood', 'admin@greenwood');
});
afterAll(() => t?.close());

const positionMessage = 'Position must be a whole number from 0 to 10000';

describe('classes', () => {
  it('lists classes in promotion order with their sections this session', async () => {
    const { list, count } = await api.ok(listClasses, { query: { limit: 100 } });
    expect(count).toBe(13);
    expect(list.map((c) => c.class_name)).toEqual([
      'Nursery',
      'LKG',
      'UKG',
      ...Array.from({ length: 10 }, (_, i) => `${i + 1}`),
    ]);
    expect(list[7]!.sections.map((s) => s.section_name)).toEqual(['A', 'B']);
    expect(list[0]!.sections).toEqual([]);
    const found = await api.ok(listClasses, { query: { search: 'ur' } });
    expect(found.list.map((c) => c.class_name)).toEqual(['Nursery']);
  });

  it('creates, renames and deletes a class; names are unique in any case', async () => {
    const created = await api.ok(createClass, { body: { class_name: '11' } });
    expect(created).toMatchObject({
      class_name: '11',
      position: 14,
      sections: [],
      student_count: 0,
    });
    const id = created.id;
    const exists = 'This class already exists';
    await api.refused(createClass, { body: { class_name: 'nursery' } }, 'class_name', exists);
    await api.refused(
      createClass,
      { body: { class_name: '' } },
      'class_name',
      'Please enter class name',
    );
    await api.refused(createClass, { body: {} } as never, 'class_name', 'Please enter class name');
    const long = 'Class name must be at most 50 characters';
    await api.refused(createClass, { body: { class_name: 'x'.repeat(51) } }, 'class_name', long);
    for (const position of [-1, 1.5, 'top', 10_001])
      await api.refused(
        createClass,
        { body: { class_name: 'Z', position } } as never,
        'position',
        positionMessage,
      );
    const renamed = await api.ok(updateClass, { body: { id, class_name: 'XI', position: 20 } });
    expect(renamed).toMatchObject({ class_name: 'XI', position: 20 });
    await api.refused(
      updateClass,
      { body: { id, class_name: '10', position: 20 } },
      'class_name',
      exists,
    );
    const missing = await api.call(updateClass, {
      body: { id: 2e9, class_name: 'Q', position: 1 },
    });
    expect(missing.status).toBe(404);
    expect((await api.call(deleteClass, { params: { id } })).body.message).toBe('Class deleted.');
    expect((await api.call(deleteClass, { params: { id } })).status).toBe(404);
  });

  it('refuses to delete a class with students', async () => {
    const { list } = await api.ok(listClasses, { query: { search: '3' } });
    const third = list.find((c) => c.class_name === '3')!;
    const current = await api.ok(getCurrentSession);
    await buildStudent(t.database.db, {
      tenantId: await schoolIdOf(t, 'greenwood'),
      sessionId: current.id!,
      classId: third.id,
    });
    const message = 'This class has students and cannot be deleted';
    await api.refused(deleteClass, { params: { id: third.id } }, 'id', message);
  });

  it('sets the promotion order from a full list only', async () => {
    const { list } = await api.ok(listClasses, { query: { limit: 100 } });
    const ids: number[] = list.map((c) => c.id);
    const every = 'Please list every class once';
    await api.refused(orderClasses, { body: { class_ids: ids.slice(1) } }, 'class_ids', every);
    await api.refused(orderClasses, { body: { class_ids: [...ids, ids[0]!] } }, 'class_ids', every);
    await api.refused(orderClasses, { body: { class_ids: [] } }, 'class_ids', every);
    const reversed = await api.ok(orderClasses, { body: { class_ids: [...ids].reverse() } });
    expect(reversed[0]).toMatchObject({ id: ids.at(-1), position: 1 });
    const restored = await api.ok(orderClasses, { body: { class_ids: ids } });
    expect(restored.map((c) => c.position)).toEqual(ids.map((_, i) => i + 1));
  });
});

describe('sections and subjects', () => {
  it('manages sections, names unique in any case', async () => {
    const { list } = await api.ok(listSections, { query: {} });
    expect(list.map((s) => s.section_name)).toEqual(['A', 'B']);
    const c = await api.ok(createSection, { body: { section_name: 'C' } });
    const exists = 'This section already exists';
    await api.refused(createSection, { body: { section_name: 'c' } }, 'section_name', exists);
    await api.refused(
      createSection,
      { body: { section_name: ' ' } },
      'section_name',
      'Please enter section name',
    );
    await api.refused(
      updateSection,
      { body: { id: c.id, section_name: 'A' } },
      'section_name',
      exists,
    );
    expect(await api.ok(updateSection, { body: { id: c.id, section_name: 'D' } })).toMatchObject({
      section_name: 'D',
    });
    expect((await api.call(deleteSection, { params: { id: c.id } })).status).toBe(200);
  });

  it('manages subjects with is_optional 1/0', async () => {
    const sanskrit = { subject_name: 'Sanskrit', subject_code: 'SKT', is_optional: 1 } as const;
    const created = await api.ok(createSubject, { body: sanskrit });
    expect(created).toMatchObject(sanskrit);
    const exists = 'This subject already exists';
    await api.refused(createSubject, { body: { subject_name: 'english' } }, 'subject_name', exists);
    await api.refused(
      createSubject,
      { body: { subject_name: '' } },
      'subject_name',
      'Please enter subject name',
    );
    const code = 'Subject code must be at most 20 characters';
    await api.refused(
      createSubject,
      { body: { subject_name: 'Art', subject_code: 'x'.repeat(21) } },
      'subject_code',
      code,
    );
    const flag = 'Is optional must be 1 or 0';
    await api.refused(
      createSubject,
      { body: { subject_name: 'Art', is_optional: 'often' } } as never,
      'is_optional',
      flag,
    );
    const optional = await api.ok(listSubjects, { query: { is_optional: 1 } });
    expect(optional.list.map((s) => s.subject_name)).toEqual(['Computer', 'Sanskrit']);
    const edited = await api.ok(updateSubject, {
      body: { id: created.id, subject_name: 'Sanskrit', subject_code: '', is_optional: false },
    });
    expect(edited).toMatchObject({ subject_code: null, is_optional: 0 });
    expect((await api.call(deleteSubject, { params: { id: created.id } })).status).toBe(200);
    expect(
      (await api.call(updateSubject, { body: { id: created.id, subject_name: 'X' } })).status,
    ).toBe(404);
  });

  it('is read by any page of the set-up, written by its own page only', async () => {
    const teacher = await signedInClient(t, 'greenwood', 'teacher@greenwood');
    expect((await teacher.call(listClasses, { query: {} })).status).toBe(403);
    expect((await teacher.call(createClass, { body: { class_name: 'T' } })).status).toBe(403);
    expect((await teacher.call(listSubjects, { query: {} })).status).toBe(403);
  });
});
