import {
  parents,
  studentParents,
  studentPrograms,
  students,
} from '../../src/modules/students/tables.ts';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';
import { buildUser } from './auth.ts';

let sequence = 0;

/** A student in a class (and section) of a session, written directly. Answers the student id. */
export async function buildStudent(
  db: AppDb,
  place: {
    tenantId: number;
    sessionId: number;
    classId: number;
    sectionId?: number | null;
    rollNumber?: number | null;
    name?: string;
    status?: 'ACTIVE' | 'DISCONTINUED' | 'PASSED_OUT';
    gender?: 'Male' | 'Female';
  },
): Promise<number> {
  sequence += 1;
  const name = place.name ?? `Student ${sequence}`;
  return withPlatform(db, async (tx) => {
    const [student] = await tx
      .insert(students)
      .values({
        tenantId: place.tenantId,
        admissionNo: `TEST/${process.pid}/${sequence}`,
        firstName: name,
        studentName: name,
        gender: place.gender ?? 'Female',
        dateOfBirth: '2016-06-01',
        admissionDate: '2026-04-01',
        status: place.status ?? 'ACTIVE',
      })
      .returning({ id: students.id });
    await tx.insert(studentPrograms).values({
      tenantId: place.tenantId,
      studentId: student!.id,
      sessionId: place.sessionId,
      classId: place.classId,
      sectionId: place.sectionId ?? null,
      rollNumber: place.rollNumber ?? null,
    });
    return student!.id;
  });
}

/**
 * A parent of the given students (father unless told otherwise) with a sign-in account
 * (role 4, password `testPassword`). Answers the parent row and the account.
 */
export async function buildParent(
  db: AppDb,
  tenantId: number,
  studentIds: number[],
  overrides: { parentType?: 1 | 2 | 3; fullName?: string; mobile?: string } = {},
) {
  const parentType = overrides.parentType ?? 1;
  const user = await buildUser(db, tenantId, {
    roleId: 4,
    parentType,
  });
  const parent = await withPlatform(db, async (tx) => {
    const [row] = await tx
      .insert(parents)
      .values({
        tenantId,
        userId: user.id,
        parentType,
        fullName: overrides.fullName ?? user.fullName,
        email: user.email,
        mobile: overrides.mobile ?? user.mobile,
      })
      .returning();
    if (studentIds.length)
      await tx
        .insert(studentParents)
        .values(
          studentIds.map((studentId) => ({ tenantId, studentId, parentId: row!.id, parentType })),
        );
    return row!;
  });
  return { parent, user };
}
