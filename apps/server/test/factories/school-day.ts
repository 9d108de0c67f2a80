import { teacherAllocations } from '../../src/modules/academics/tables.ts';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';
import { buildClass, buildSection, buildSession } from './academics.ts';
import { buildUser } from './auth.ts';
import { buildSchool } from './schools.ts';
import { buildParent, buildStudent } from './students.ts';

/** Allocates a teacher to a class and section (class teacher without a subject). */
export async function buildTeacherAllocation(
  db: AppDb,
  place: { tenantId: number; sessionId: number; classId: number; sectionId: number | null },
  teacherId: number,
  subjectId: number | null = null,
) {
  await withPlatform(db, (tx) =>
    tx.insert(teacherAllocations).values({ ...place, teacherId, subjectId }),
  );
}

/**
 * A school with a current session, class 5 section A with two students of two families
 * (each with a father account; the first also a mother), a class teacher, and a second
 * teacher who teaches elsewhere: what the student-daily modules' tests start from.
 */
export async function buildSchoolDay(db: AppDb, subdomain: string) {
  const school = await buildSchool(db, { subdomain });
  const tenantId = school.id;
  const session = await buildSession(db, tenantId);
  const klass = await buildClass(db, tenantId, { name: 'Class 5' });
  const section = await buildSection(
    db,
    { tenantId, sessionId: session.id, classId: klass.id },
    { name: 'A' },
  );
  const place = { tenantId, sessionId: session.id, classId: klass.id, sectionId: section.id };
  const asha = await buildStudent(db, { ...place, name: 'Asha Rao' });
  const ravi = await buildStudent(db, { ...place, name: 'Ravi Kumar' });
  const ashaFather = await buildParent(db, tenantId, [asha], { parentType: 1 });
  const ashaMother = await buildParent(db, tenantId, [asha], { parentType: 2 });
  const raviFather = await buildParent(db, tenantId, [ravi], { parentType: 1 });
  const admin = await buildUser(db, tenantId, { username: `admin@${subdomain}` });
  const teacher = await buildUser(db, tenantId, { username: `teacher@${subdomain}`, roleId: 6 });
  const otherTeacher = await buildUser(db, tenantId, {
    username: `teacher2@${subdomain}`,
    roleId: 6,
  });
  await buildTeacherAllocation(db, place, teacher.id);
  return {
    school,
    session,
    klass,
    section,
    place,
    asha,
    ravi,
    ashaFather,
    ashaMother,
    raviFather,
    admin,
    teacher,
    otherTeacher,
  };
}
