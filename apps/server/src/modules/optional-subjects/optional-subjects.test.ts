import { addOptionalSubject, listOptionalSubjectStudents } from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecordsSchool, type RecordsSchool } from '../../../test/factories/student-records.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let s: RecordsSchool;
let other: RecordsSchool;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildRecordsSchool(t, 'choices');
  other = await buildRecordsSchool(t, 'choices2');
});
afterAll(() => t?.close());

const listSectionA = () =>
  s.admin.ok(listOptionalSubjectStudents, {
    body: { filterData: { class_id: s.five, section_id: s.sectionA } },
  });

describe('optional subjects', () => {
  it('saves one student per call, as the spec client sends them', async () => {
    await s.admin.ok(addOptionalSubject, {
      body: { formData: { student_id: s.students.asha, optional_subject_id: s.subjects.music } },
    });
    const rows = await listSectionA();
    const asha = rows.find((row) => row.id === s.students.asha)!;
    expect(asha).toMatchObject({
      optional_subject_id: s.subjects.music,
      subject_name: 'Music',
      optionalSubjects: [{ subjectDetails: { subject_name: 'Music' } }],
    });
  });

  it('saves a whole class in one call, and clears the unselected', async () => {
    const answer = await s.admin.ok(addOptionalSubject, {
      body: {
        formData: [
          { student_id: s.students.asha, optional_subject_id: null },
          { student_id: s.students.ravi, optional_subject_id: s.subjects.art },
          { student_id: s.students.meena, optional_subject_id: s.subjects.art },
        ],
      },
    });
    expect(answer.saved).toBe(3);
    const bySubject = Object.fromEntries(
      (await listSectionA()).map((r) => [r.student_name, r.subject_name]),
    );
    expect(bySubject).toEqual({ 'Asha Rao': null, 'Ravi Rao': 'Art', 'Meena Iyer': 'Art' });
  });

  it('saves nothing when one row is bad (a compulsory subject, another school’s student)', async () => {
    const before = await listSectionA();
    const compulsory = await s.admin.call(addOptionalSubject, {
      body: {
        formData: [
          { student_id: s.students.asha, optional_subject_id: s.subjects.music },
          { student_id: s.students.ravi, optional_subject_id: s.subjects.maths },
        ],
      },
    });
    expect(compulsory.status).toBe(400);
    expect(compulsory.body.message).toBe('This subject is not an optional subject');
    const foreign = await s.admin.call(addOptionalSubject, {
      body: {
        formData: [
          { student_id: s.students.asha, optional_subject_id: s.subjects.music },
          { student_id: other.students.asha, optional_subject_id: s.subjects.music },
        ],
      },
    });
    expect(foreign.status).toBe(400);
    expect(await listSectionA()).toEqual(before);
  });

  it('refuses missing input with its message, and parents', async () => {
    await s.admin.refused(
      listOptionalSubjectStudents,
      { body: { filterData: {} } } as never,
      'filterData.class_id',
      'Please select a class',
    );
    await s.admin.refused(addOptionalSubject, { body: { formData: [] } }, 'formData', /./);
    expect(
      (
        await s.parent.call(listOptionalSubjectStudents, {
          body: { filterData: { class_id: s.five } },
        })
      ).status,
    ).toBe(403);
  });
});
