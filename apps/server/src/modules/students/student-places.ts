import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { containing } from '../../platform/db/like.ts';
import { classes, sections } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { listChildIds } from './enrolment-queries.ts';
import { classJoin, programJoin, sectionJoin } from './student-queries.ts';
import { parents, studentParents, studentPrograms, students } from './tables.ts';

/** A student with their class, section and roll number in a session (the spec's program). */
export interface StudentPlace {
  studentId: number;
  studentName: string;
  sessionId: number;
  classId: number;
  className: string;
  sectionId: number | null;
  sectionName: string | null;
  rollNumber: number | null;
}

function selectPlaces(tx: Tx, sessionId: number, where: SQL | undefined) {
  return tx
    .select({
      studentId: students.id,
      studentName: students.studentName,
      sessionId: studentPrograms.sessionId,
      classId: studentPrograms.classId,
      className: classes.name,
      sectionId: studentPrograms.sectionId,
      sectionName: sections.name,
      rollNumber: studentPrograms.rollNumber,
    })
    .from(students)
    .innerJoin(studentPrograms, programJoin(sessionId))
    .innerJoin(classes, classJoin)
    .leftJoin(sections, sectionJoin)
    .where(where)
    .orderBy(asc(studentPrograms.rollNumber), asc(students.studentName), asc(students.id));
}

/** The places of some students in a session, by student id (one query). */
export async function findStudentPlaces(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  studentIds: readonly number[],
): Promise<Map<number, StudentPlace>> {
  if (studentIds.length === 0) return new Map();
  const rows = await selectPlaces(
    tx,
    sessionId,
    and(eq(students.tenantId, tenantId), inArray(students.id, [...new Set(studentIds)])),
  );
  return new Map(rows.map((row) => [row.studentId, row]));
}

/** Active students of a class (and section, when given) in a session, by roll number. */
export async function listStudentPlaces(
  tx: Tx,
  tenantId: number,
  place: { sessionId: number; classId: number; sectionId?: number | null; search?: string },
): Promise<StudentPlace[]> {
  return selectPlaces(
    tx,
    place.sessionId,
    and(
      eq(students.tenantId, tenantId),
      eq(students.status, 'ACTIVE'),
      eq(studentPrograms.classId, place.classId),
      place.sectionId ? eq(studentPrograms.sectionId, place.sectionId) : undefined,
      place.search ? ilike(students.studentName, containing(place.search)) : undefined,
    ),
  );
}

/** True when the school has this student (any status). */
export async function studentExists(tx: Tx, tenantId: number, studentId: number) {
  const [row] = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), eq(students.id, studentId)));
  return row !== undefined;
}

/** The active sign-in accounts of the chosen parent types of some students. */
export async function listParentAccounts(
  tx: Tx,
  tenantId: number,
  studentIds: readonly number[],
  parentTypes: readonly number[],
): Promise<Array<{ userId: number; fullName: string; parentType: 1 | 2 | 3; studentId: number }>> {
  if (studentIds.length === 0 || parentTypes.length === 0) return [];
  return tx
    .select({
      userId: users.id,
      fullName: users.fullName,
      parentType: sql<1 | 2 | 3>`${studentParents.parentType}`,
      studentId: studentParents.studentId,
    })
    .from(studentParents)
    .innerJoin(
      parents,
      and(eq(parents.tenantId, studentParents.tenantId), eq(parents.id, studentParents.parentId)),
    )
    .innerJoin(users, and(eq(users.tenantId, parents.tenantId), eq(users.id, parents.userId)))
    .where(
      and(
        eq(studentParents.tenantId, tenantId),
        inArray(studentParents.studentId, [...studentIds]),
        inArray(studentParents.parentType, [...parentTypes]),
        eq(users.isActive, true),
        sql`${users.roleId} = 4`,
      ),
    )
    .orderBy(asc(users.id));
}

/** A parent's children with their places in a session (those without a class there left out). */
export async function listChildPlaces(
  tx: Tx,
  tenantId: number,
  parentUserId: number,
  sessionId: number,
): Promise<StudentPlace[]> {
  return findStudentPlaces(
    tx,
    tenantId,
    sessionId,
    await listChildIds(tx, tenantId, parentUserId),
  ).then((places) => [...places.values()]);
}
