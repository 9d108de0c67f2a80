import { type AnyColumn, and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { childrenOfAccount } from './student-queries.ts';
import { parents, studentParents, studentPrograms, students } from './tables.ts';

/**
 * The students module's public face for other modules: who is enrolled where, whose children
 * a parent account may see, and how to reach a child's parents. Other modules call these and
 * never read the students tables.
 */

export interface EnrolledStudent {
  studentId: number;
  studentName: string;
  admissionNo: string;
  gender: 'Male' | 'Female' | 'Other';
  classId: number;
  sectionId: number | null;
  rollNumber: number | null;
}

export interface ClassPlace {
  sessionId: number;
  classId: number;
  /** A section, or null/undefined for the whole class (all its sections). */
  sectionId?: number | null;
}

const enrolledColumns = {
  studentId: students.id,
  studentName: students.studentName,
  admissionNo: students.admissionNo,
  gender: students.gender,
  classId: studentPrograms.classId,
  sectionId: studentPrograms.sectionId,
  rollNumber: studentPrograms.rollNumber,
};

/** Active students of a class (or one section) in a session, by roll number then name. */
export async function listClassStudents(
  tx: Tx,
  tenantId: number,
  place: ClassPlace,
): Promise<EnrolledStudent[]> {
  return tx
    .select(enrolledColumns)
    .from(studentPrograms)
    .innerJoin(
      students,
      and(
        eq(students.tenantId, studentPrograms.tenantId),
        eq(students.id, studentPrograms.studentId),
      ),
    )
    .where(
      and(
        eq(studentPrograms.tenantId, tenantId),
        eq(studentPrograms.sessionId, place.sessionId),
        eq(studentPrograms.classId, place.classId),
        place.sectionId ? eq(studentPrograms.sectionId, place.sectionId) : undefined,
        eq(students.status, 'ACTIVE'),
      ),
    )
    .orderBy(
      sql`${studentPrograms.rollNumber} asc nulls last`,
      asc(students.studentName),
      asc(students.id),
    );
}

/** A student's place in a session (any status), or null when not enrolled in it. */
export async function findEnrolment(
  tx: Tx,
  tenantId: number,
  studentId: number,
  sessionId: number,
): Promise<(EnrolledStudent & { status: 'ACTIVE' | 'DISCONTINUED' | 'PASSED_OUT' }) | null> {
  const [row] = await tx
    .select({ ...enrolledColumns, status: students.status })
    .from(studentPrograms)
    .innerJoin(
      students,
      and(
        eq(students.tenantId, studentPrograms.tenantId),
        eq(students.id, studentPrograms.studentId),
      ),
    )
    .where(
      and(
        eq(studentPrograms.tenantId, tenantId),
        eq(studentPrograms.sessionId, sessionId),
        eq(studentPrograms.studentId, studentId),
      ),
    );
  return row ?? null;
}

/**
 * A subquery of a session's enrolment (`student_id, student_name, admission_no, class_id,
 * section_id, roll_number, status`), for a module's report that joins students in one query:
 * `.innerJoin(enrolment, eq(enrolment.studentId, myTable.studentId))`. Its ids are numbers on
 * both drivers (node-postgres answers a bigint in raw SQL as text).
 */
export function enrolmentOf(tx: Tx, tenantId: number, sessionId: number) {
  return tx
    .select({
      studentId: sql<number>`${studentPrograms.studentId}`
        .mapWith(Number)
        .as('enrolled_student_id'),
      studentName: sql<string>`${students.studentName}`.as('enrolled_student_name'),
      admissionNo: sql<string>`${students.admissionNo}`.as('enrolled_admission_no'),
      classId: sql<number>`${studentPrograms.classId}`.mapWith(Number).as('enrolled_class_id'),
      sectionId: sql<number | null>`${studentPrograms.sectionId}`
        .mapWith(Number)
        .as('enrolled_section_id'),
      rollNumber: sql<number | null>`${studentPrograms.rollNumber}`
        .mapWith(Number)
        .as('enrolled_roll_number'),
      status: sql<string>`${students.status}`.as('enrolled_status'),
      gender: sql<string>`${students.gender}`.as('enrolled_gender'),
    })
    .from(studentPrograms)
    .innerJoin(
      students,
      and(
        eq(students.tenantId, studentPrograms.tenantId),
        eq(students.id, studentPrograms.studentId),
      ),
    )
    .where(and(eq(studentPrograms.tenantId, tenantId), eq(studentPrograms.sessionId, sessionId)))
    .as('enrolment');
}

/**
 * A condition "this student id is one of the parent account's children" for a module's query
 * (`studentIdColumn` is the module's column naming the student).
 */
export function isChildOfAccount(
  studentIdColumn: AnyColumn | SQL,
  tenantId: number,
  userId: number,
): SQL {
  return sql`${studentIdColumn} in ${childrenOfAccount(tenantId, userId)}`;
}

/** The ids of a parent account's children (any status). */
export async function listChildIds(tx: Tx, tenantId: number, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ studentId: studentParents.studentId })
    .from(studentParents)
    .innerJoin(
      parents,
      and(eq(parents.tenantId, studentParents.tenantId), eq(parents.id, studentParents.parentId)),
    )
    .where(and(eq(studentParents.tenantId, tenantId), eq(parents.userId, userId)));
  return [...new Set(rows.map((row) => row.studentId))];
}

export interface ParentContact {
  studentId: number;
  /** 1 father, 2 mother, 3 local guardian (§6). */
  parentType: number;
  fullName: string;
  email: string | null;
  mobile: string | null;
  /** Their sign-in account, when they have one (notices go to accounts). */
  userId: number | null;
  presentAddress: string | null;
}

/** The parents of some students, optionally only some types (father, mother, local guardian). */
export async function listParentContacts(
  tx: Tx,
  tenantId: number,
  studentIds: readonly number[],
  parentTypes?: readonly number[],
): Promise<ParentContact[]> {
  if (!studentIds.length) return [];
  return tx
    .select({
      studentId: studentParents.studentId,
      parentType: studentParents.parentType,
      fullName: parents.fullName,
      email: parents.email,
      mobile: parents.mobile,
      userId: parents.userId,
      presentAddress: parents.presentAddress,
    })
    .from(studentParents)
    .innerJoin(
      parents,
      and(eq(parents.tenantId, studentParents.tenantId), eq(parents.id, studentParents.parentId)),
    )
    .where(
      and(
        eq(studentParents.tenantId, tenantId),
        inArray(studentParents.studentId, [...studentIds]),
        parentTypes?.length ? inArray(studentParents.parentType, [...parentTypes]) : undefined,
      ),
    );
}

/** Students of the school by id (for names on a module's rows), any status. */
export async function findStudentsByIds(tx: Tx, tenantId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  return tx
    .select({
      studentId: students.id,
      studentName: students.studentName,
      admissionNo: students.admissionNo,
      status: students.status,
      dateOfBirth: students.dateOfBirth,
      bloodGroup: students.bloodGroup,
      admissionDate: students.admissionDate,
      photoKey: students.photoKey,
    })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), inArray(students.id, [...ids])));
}
