import {
  addDays,
  discontinueStudent,
  listDiscontinuableStudents,
  listDiscontinuedStudents,
  readmitStudent,
  todayIn,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecordsSchool, type RecordsSchool } from '../../../test/factories/student-records.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let s: RecordsSchool;
let other: RecordsSchool;
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp();
  s = await buildRecordsSchool(t, 'leavers');
  other = await buildRecordsSchool(t, 'elsewhere');
});
afterAll(() => t?.close());

const record = (overrides: Record<string, unknown> = {}) => ({
  session_id: s.sessionId,
  class_id: s.five,
  section_id: s.sectionA,
  student_id: s.students.meena,
  date_of_leaving: today,
  reason: 'Family moved to Pune',
  ...overrides,
});

describe('discontinue a student', () => {
  it('lists the active students of the class and section', async () => {
    const rows = await s.admin.ok(listDiscontinuableStudents, {
      query: { class_id: s.five, section_id: s.sectionA },
    });
    expect(rows.map((row) => row.student_name).sort()).toEqual([
      'Asha Rao',
      'Meena Iyer',
      'Ravi Rao',
    ]);
  });

  it.each([
    ['date_of_leaving', { date_of_leaving: undefined }, 'Date of Leaving is required'],
    ['date_of_leaving', { date_of_leaving: '' }, 'Date of Leaving is required'],
    ['date_of_leaving', { date_of_leaving: '2026-02-30' }, 'Date of Leaving is required'],
    [
      'date_of_leaving',
      { date_of_leaving: addDays(today, 1) },
      'Date of Leaving cannot be later than today',
    ],
    [
      'date_of_leaving',
      { date_of_leaving: '2020-01-01' },
      'Date of Leaving cannot be before the admission date',
    ],
    ['student_id', { student_id: undefined }, 'Please select a student'],
    ['class_id', { class_id: undefined }, 'Please select a class'],
  ])('refuses a bad %s (%j)', async (field, overrides, message) => {
    await s.admin.refused(discontinueStudent, { body: record(overrides) } as never, field, message);
  });

  it('refuses a student who is not in the chosen section', async () => {
    await s.admin.refused(
      discontinueStudent,
      { body: record({ section_id: s.sectionB }) } as never,
      'student_id',
      'This student is not in the selected class and section',
    );
  });

  it('discontinues: out of the class list, into the discontinued list; readmission undoes it', async () => {
    const row = await s.admin.ok(discontinueStudent, { body: record() });
    expect(row).toMatchObject({
      student_name: 'Meena Iyer',
      date_of_leaving: today,
      reason: 'Family moved to Pune',
      class_name: 'Class 5',
      section_name: 'A',
      Student: { student_name: 'Meena Iyer' },
    });
    const active = await s.admin.ok(listDiscontinuableStudents, { query: { class_id: s.five } });
    expect(active.map((r) => r.student_id)).not.toContain(s.students.meena);
    const listed = await s.admin.ok(listDiscontinuedStudents, {
      query: { session_id: s.sessionId, class_id: s.five, section_id: s.sectionA },
    });
    expect(listed.map((r) => r.student_id)).toEqual([s.students.meena]);

    const again = await s.admin.call(discontinueStudent, { body: record() });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This student is already discontinued');

    await s.admin.ok(readmitStudent, { body: { student_id: s.students.meena } });
    expect(await s.admin.ok(listDiscontinuedStudents, { query: {} })).toEqual([]);
    const back = await s.admin.ok(listDiscontinuableStudents, { query: { class_id: s.five } });
    expect(back.map((r) => r.student_id)).toContain(s.students.meena);
    expect(
      (await s.admin.call(readmitStudent, { body: { student_id: s.students.meena } })).status,
    ).toBe(404);
  });

  it('searches the discontinued list by one student, in a class without sections too', async () => {
    await s.admin.ok(discontinueStudent, {
      body: record({ class_id: s.nursery, section_id: null, student_id: s.students.tiny }),
    });
    const rows = await s.admin.ok(listDiscontinuedStudents, {
      query: { student_id: s.students.tiny },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ class_name: 'Nursery', section_name: null });
  });

  it("never reaches another school's student, and parents may not discontinue", async () => {
    const foreign = await s.admin.call(discontinueStudent, {
      body: record({ student_id: other.students.meena }),
    });
    expect(foreign.status).toBe(404);
    expect((await s.parent.call(discontinueStudent, { body: record() })).status).toBe(403);
    expect((await s.parent.call(listDiscontinuedStudents, { query: {} })).status).toBe(403);
  });
});
