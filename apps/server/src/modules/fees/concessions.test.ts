import {
  assignStudentConcession,
  createConcessionCategory,
  deleteConcessionCategory,
  getStudentFeeSchedule,
  listConcessionCategories,
  listStudentConcessions,
  feeMessages as m,
  manageFeeStructure,
  removeStudentConcession,
  updateConcessionCategory,
} from '@shala/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildClass, buildSession } from '../../../test/factories/academics.ts';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildFeeTitle, structureBody } from '../../../test/factories/fees.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { buildStudent } from '../../../test/factories/students.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: Client;
let sessionId: number;
let classId: number;
let tuition: number;
let elder: number;
let younger: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const school = await buildSchool(db, { subdomain: 'feesc' });
  sessionId = (await buildSession(db, school.id)).id;
  classId = (await buildClass(db, school.id, { name: 'Five' })).id;
  tuition = (await buildFeeTitle(db, school.id, 'Tuition')).id;
  const sports = (await buildFeeTitle(db, school.id, 'Sports')).id;
  elder = await buildStudent(db, { tenantId: school.id, sessionId, classId, name: 'Asha' });
  younger = await buildStudent(db, { tenantId: school.id, sessionId, classId, name: 'Ravi' });
  await buildUser(db, school.id, { username: 'admin@feesc' });
  admin = await signedInClient(t, 'feesc', 'admin@feesc', testPassword);
  await admin.ok(manageFeeStructure, {
    body: structureBody({
      session_id: sessionId,
      class_id: [classId],
      fees: [
        [tuition, 36_000],
        [sports, 2_400],
      ],
    }),
  });
});
afterAll(() => t?.close());

const sibling = {
  name: 'Sibling (2nd child)',
  type: 'percentage' as const,
  value: 10,
  apply_to: 0,
  is_state_receivable: false,
  description: '10% of tuition',
};
const schedule = (studentId: number) =>
  admin.ok(getStudentFeeSchedule, { query: { session_id: sessionId, student_id: studentId } });

it('defines, edits and lists concession categories; refuses a taken name and bad values', async () => {
  const created = await admin.ok(createConcessionCategory, {
    body: { ...sibling, apply_to: tuition },
  });
  expect(created).toMatchObject({ apply_to: tuition, apply_to_name: 'Tuition', students: 0 });
  const body = { ...sibling, apply_to: tuition };
  await admin.refused(
    createConcessionCategory,
    { body: { ...body, name: 'SIBLING (2nd child)' } },
    'name',
    m.categoryExists,
  );
  await admin.refused(
    createConcessionCategory,
    { body: { ...body, name: 'x', value: 101 } },
    'value',
    m.percentOver,
  );
  await admin.refused(
    createConcessionCategory,
    { body: { ...body, value: 0 } },
    'value',
    m.valuePositive,
  );
  await admin.refused(
    createConcessionCategory,
    { body: { ...body, name: '' } },
    'name',
    m.enterCategoryName,
  );
  await admin.refused(
    createConcessionCategory,
    { body: { ...body, name: 'y', apply_to: 999_999 } },
    'apply_to',
    m.applyToUnknown,
  );
  const edited = await admin.ok(updateConcessionCategory, {
    body: { ...body, id: created.id, value: 15, name: 'Sibling (3rd child)' },
  });
  expect(edited).toMatchObject({ value: 15, name: 'Sibling (3rd child)' });
  await admin.ok(updateConcessionCategory, { body: { ...body, id: created.id } });
  await admin.ok(createConcessionCategory, {
    body: {
      ...sibling,
      name: 'RTE 25% quota',
      value: 100,
      apply_to: 'total',
      is_state_receivable: true,
    },
  });
  await admin.ok(createConcessionCategory, {
    body: {
      ...sibling,
      name: 'Merit scholarship',
      type: 'amount',
      value: 5_000,
      apply_to: 'total',
    },
  });
  const names = (await admin.ok(listConcessionCategories)).map((c) => c.name);
  expect(names).toEqual(['Merit scholarship', 'RTE 25% quota', 'Sibling (2nd child)']);
});

it("gives a student a concession (approver, date) and recomputes the student's dues", async () => {
  const categories = await admin.ok(listConcessionCategories);
  const byName = (name: string) => categories.find((c) => c.name === name)!.id;
  const before = await schedule(younger);
  const april = (s: typeof before) => s!.installments.find((i) => i.key === '2026-27:monthly:04')!;
  expect(april(before)).toMatchObject({ amount: 3_200, concession: 0, parent_due: 3_200 });
  const given = await admin.call(assignStudentConcession, {
    body: {
      student_id: younger,
      session_id: sessionId,
      category_id: byName('Sibling (2nd child)'),
      approved_by: 'Principal',
      approved_on: '2026-04-02',
    },
  });
  expect(given.body.message).toBe(m.assignmentSaved);
  expect(given.body.data).toMatchObject({
    student_name: 'Ravi',
    class_name: 'Five',
    approved_by: 'Principal',
  });
  expect(april(await schedule(younger))).toMatchObject({ concession: 300, parent_due: 2_900 });
  expect(april(await schedule(elder)).concession).toBe(0);
  const again = {
    student_id: younger,
    session_id: sessionId,
    category_id: byName('Sibling (2nd child)'),
    approved_by: 'Principal',
    approved_on: '2026-04-02',
  };
  await admin.refused(assignStudentConcession, { body: again }, 'category_id', m.alreadyAssigned);
  await admin.refused(
    assignStudentConcession,
    { body: { ...again, approved_by: '' } },
    'approved_by',
    m.enterApprover,
  );
  await admin.refused(
    assignStudentConcession,
    { body: { ...again, approved_on: '2026-02-30' } },
    'approved_on',
    m.enterApprovedOn,
  );
  await admin.refused(
    assignStudentConcession,
    { body: { ...again, student_id: 999_999 } },
    'student_id',
    m.studentNotFound,
  );

  await admin.ok(assignStudentConcession, {
    body: { ...again, student_id: elder, category_id: byName('RTE 25% quota') },
  });
  const rte = april(await schedule(elder));
  expect(rte).toMatchObject({
    concession: 3_200,
    state_receivable: 3_200,
    parent_due: 0,
    late_fee: 0,
  });

  const list = await admin.ok(listStudentConcessions, { query: { session_id: sessionId } });
  expect(list.map((r) => r.student_name)).toEqual(['Asha', 'Ravi']);
  await admin.refused(
    deleteConcessionCategory,
    { params: { id: byName('RTE 25% quota') } },
    'id',
    m.categoryInUse,
  );
  const removed = await admin.call(removeStudentConcession, { params: { id: list[0]!.id } });
  expect(removed.body.message).toBe(m.assignmentRemoved);
  expect(april(await schedule(elder)).parent_due).toBe(3_200);
  const deleted = await admin.call(deleteConcessionCategory, {
    params: { id: byName('RTE 25% quota') },
  });
  expect(deleted.body.message).toBe(m.categoryDeleted);
});
