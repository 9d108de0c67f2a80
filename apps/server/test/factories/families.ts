import { periods, routineSlots } from '../../src/modules/timetable/tables.ts';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { roleModuleAccess } from '../../src/platform/db/core-tables.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';
import { buildClass, buildSection, buildSession, buildSubject } from './academics.ts';
import { buildUser } from './auth.ts';
import { buildTeacherAllocation } from './school-day.ts';
import { buildSchool } from './schools.ts';
import { buildParent, buildStudent } from './students.ts';

/** Gives a role of the school more catalogue pages (ids of the module catalogue). */
export async function grantPages(db: AppDb, tenantId: number, roleId: number, pageIds: number[]) {
  await withPlatform(db, (tx) =>
    tx
      .insert(roleModuleAccess)
      .values(pageIds.map((moduleId) => ({ tenantId, roleId, moduleId })))
      .onConflictDoNothing(),
  );
}

/** A period of the routine in `place` taught by the teacher on Monday. */
export async function buildRoutinePeriod(
  db: AppDb,
  place: { tenantId: number; sessionId: number; classId: number; sectionId: number | null },
  teacherId: number,
) {
  const subject = await buildSubject(db, place.tenantId);
  await withPlatform(db, async (tx) => {
    const [period] = await tx
      .insert(periods)
      .values({
        tenantId: place.tenantId,
        name: `P${teacherId}`,
        startTime: '09:00',
        endTime: '09:40',
      })
      .returning();
    await tx
      .insert(routineSlots)
      .values({ ...place, weekday: 1, periodId: period!.id, subjectId: subject.id, teacherId });
  });
}

/**
 * A school with classes 1-A and 2-B this session, a family in each (1-A's student has a
 * father and a mother, 2-B's a father), and staff by username `<role>@<subdomain>`: admin,
 * accountant, the class teacher of 1-A (`teacher`), a teacher with a routine period in 2-B
 * (`routine`), a teacher of nothing (`idle`), a driver and a librarian.
 */
export async function buildFamiliesSchool(db: AppDb, subdomain: string) {
  const school = await buildSchool(db, { subdomain });
  const tenantId = school.id;
  const session = await buildSession(db, tenantId);
  const one = await buildClass(db, tenantId, { name: 'Class 1' });
  const two = await buildClass(db, tenantId, { name: 'Class 2' });
  const sectionA = await buildSection(
    db,
    { tenantId, sessionId: session.id, classId: one.id },
    { name: 'A' },
  );
  const sectionB = await buildSection(
    db,
    { tenantId, sessionId: session.id, classId: two.id },
    { name: 'B' },
  );
  const oneA = { tenantId, sessionId: session.id, classId: one.id, sectionId: sectionA.id };
  const twoB = { tenantId, sessionId: session.id, classId: two.id, sectionId: sectionB.id };
  const asha = await buildStudent(db, { ...oneA, name: 'Asha Rao' });
  const ravi = await buildStudent(db, { ...twoB, name: 'Ravi Kumar' });
  const ashaFather = await buildParent(db, tenantId, [asha], {
    parentType: 1,
    mobile: '9811100001',
  });
  const ashaMother = await buildParent(db, tenantId, [asha], {
    parentType: 2,
    mobile: '9811100002',
  });
  const raviFather = await buildParent(db, tenantId, [ravi], {
    parentType: 1,
    mobile: '9822200001',
  });
  const user = (role: string, roleId: 2 | 5 | 6 | 7 | 8) =>
    buildUser(db, tenantId, { username: `${role}@${subdomain}`, roleId });
  const staff = {
    admin: await user('admin', 2),
    accountant: await user('accountant', 5),
    teacher: await user('teacher', 6),
    routine: await user('routine', 6),
    idle: await user('idle', 6),
    driver: await user('driver', 8),
    librarian: await user('librarian', 7),
  };
  await buildTeacherAllocation(db, oneA, staff.teacher.id);
  await buildRoutinePeriod(db, twoB, staff.routine.id);
  return { school, session, oneA, twoB, asha, ravi, ashaFather, ashaMother, raviFather, staff };
}
