import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildClass, buildSection, buildSession } from '../../../test/factories/academics.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { buildParent, buildStudent } from '../../../test/factories/students.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import {
  enrolmentOf,
  findEnrolment,
  isChildOfAccount,
  listChildIds,
  listClassStudents,
  listParentContacts,
} from './enrolment-queries.ts';
import { studentPrograms } from './tables.ts';

let t: TestApp;
let tenantId: number;
let sessionId: number;
let classId: number;
let sectionA: number;
let sectionB: number;
const ids: Record<string, number> = {};
let fatherUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenantId = (await buildSchool(db)).id;
  sessionId = (await buildSession(db, tenantId)).id;
  classId = (await buildClass(db, tenantId)).id;
  sectionA = (await buildSection(db, { tenantId, sessionId, classId })).id;
  sectionB = (await buildSection(db, { tenantId, sessionId, classId })).id;
  ids.asha = await buildStudent(db, {
    tenantId,
    sessionId,
    classId,
    sectionId: sectionA,
    name: 'Asha',
  });
  ids.bala = await buildStudent(db, {
    tenantId,
    sessionId,
    classId,
    sectionId: sectionB,
    name: 'Bala',
  });
  ids.left = await buildStudent(db, {
    tenantId,
    sessionId,
    classId,
    sectionId: sectionA,
    name: 'Chitra',
    status: 'DISCONTINUED',
  });
  const father = await buildParent(db, tenantId, [ids.asha!, ids.bala!]);
  await buildParent(db, tenantId, [ids.asha!], { parentType: 2 });
  fatherUserId = father.user.id;
});
afterAll(() => t?.close());

const inSchool = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.database.db, tenantId, work);

it('lists the active students of a section, or of the whole class without one', async () => {
  const section = await inSchool((tx) =>
    listClassStudents(tx, tenantId, { sessionId, classId, sectionId: sectionA }),
  );
  expect(section.map((row) => row.studentName)).toEqual(['Asha']);
  const whole = await inSchool((tx) => listClassStudents(tx, tenantId, { sessionId, classId }));
  expect(whole.map((row) => row.studentName)).toEqual(['Asha', 'Bala']);
});

it("finds a student's place in a session, whatever their status", async () => {
  const place = await inSchool((tx) => findEnrolment(tx, tenantId, ids.left!, sessionId));
  expect(place).toMatchObject({ classId, sectionId: sectionA, status: 'DISCONTINUED' });
  expect(
    await inSchool((tx) => findEnrolment(tx, tenantId, ids.left!, sessionId + 1000)),
  ).toBeNull();
});

it("knows a parent account's children, as ids and as a condition", async () => {
  expect((await inSchool((tx) => listChildIds(tx, tenantId, fatherUserId))).sort()).toEqual(
    [ids.asha, ids.bala].sort(),
  );
  const visible = await inSchool((tx) =>
    tx
      .select({ studentId: studentPrograms.studentId })
      .from(studentPrograms)
      .where(
        and(
          eq(studentPrograms.tenantId, tenantId),
          isChildOfAccount(studentPrograms.studentId, tenantId, fatherUserId),
        ),
      ),
  );
  expect(visible.map((row) => row.studentId).sort()).toEqual([ids.asha, ids.bala].sort());
});

it("lists a child's parents, optionally of some types", async () => {
  const all = await inSchool((tx) => listParentContacts(tx, tenantId, [ids.asha!]));
  expect(all.map((row) => row.parentType).sort()).toEqual([1, 2]);
  expect(all.every((row) => row.userId !== null)).toBe(true);
  const mothers = await inSchool((tx) =>
    listParentContacts(tx, tenantId, [ids.asha!, ids.bala!], [2]),
  );
  expect(mothers).toHaveLength(1);
});

it('joins the enrolment of a session in one query', async () => {
  const rows = await inSchool((tx) => {
    const enrolment = enrolmentOf(tx, tenantId, sessionId);
    return tx.select({ name: enrolment.studentName, status: enrolment.status }).from(enrolment);
  });
  expect(rows.map((row) => row.name).sort()).toEqual(['Asha', 'Bala', 'Chitra']);
});
