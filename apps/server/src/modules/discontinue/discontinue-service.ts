import type { DiscontinuedRow, DiscontinueFilter } from '@shala/contracts';
import { discontinueMessages as m, todayIn } from '@shala/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { classes, sections } from '../academics/index.ts';
import { studentPrograms, students } from '../students/index.ts';
import { discontinuations } from './tables.ts';

/** Where a student is in a session: the place a discontinuation records. */
export interface Placement {
  studentId: number;
  sessionId: number;
  classId: number;
  sectionId: number | null;
}

/** The program filter of both lists (session, class, section, one student). */
function placeConditions(tenantId: number, sessionId: number, filter: DiscontinueFilter) {
  const conditions: SQL[] = [
    eq(studentPrograms.tenantId, tenantId),
    eq(studentPrograms.sessionId, sessionId),
  ];
  if (filter.class_id) conditions.push(eq(studentPrograms.classId, filter.class_id));
  if (filter.section_id) conditions.push(eq(studentPrograms.sectionId, filter.section_id));
  if (filter.student_id) conditions.push(eq(studentPrograms.studentId, filter.student_id));
  return conditions;
}

const studentOfProgram = and(
  eq(students.tenantId, studentPrograms.tenantId),
  eq(students.id, studentPrograms.studentId),
);

/** Active students of the session's class and section (or one student), by roll number and name. */
export async function listDiscontinuableStudents(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  filter: DiscontinueFilter,
) {
  return tx
    .select({
      student_id: students.id,
      student_name: students.studentName,
      first_name: students.firstName,
      middle_name: students.middleName,
      last_name: students.lastName,
      roll_number: studentPrograms.rollNumber,
    })
    .from(studentPrograms)
    .innerJoin(students, studentOfProgram)
    .where(and(...placeConditions(tenantId, sessionId, filter), eq(students.status, 'ACTIVE')))
    .orderBy(asc(studentPrograms.rollNumber), asc(students.studentName), asc(students.id))
    .limit(500);
}

/** The student's program in the session, or 400 when not in that class and section. */
export async function findPlacement(
  tx: Tx,
  tenantId: number,
  place: { studentId: number; sessionId: number; classId?: number; sectionId?: number | null },
): Promise<{ placement: Placement; status: string; admissionDate: string }> {
  const [row] = await tx
    .select({
      classId: studentPrograms.classId,
      sectionId: studentPrograms.sectionId,
      status: students.status,
      admissionDate: students.admissionDate,
    })
    .from(studentPrograms)
    .innerJoin(students, studentOfProgram)
    .where(
      and(
        eq(studentPrograms.tenantId, tenantId),
        eq(studentPrograms.sessionId, place.sessionId),
        eq(studentPrograms.studentId, place.studentId),
      ),
    );
  if (!row) throw notFound(m.studentNotFound);
  const otherClass = place.classId !== undefined && row.classId !== place.classId;
  const otherSection = place.sectionId && row.sectionId !== place.sectionId;
  if (otherClass || otherSection) throw badRequest(m.notInClass, 'student_id');
  const placement = {
    studentId: place.studentId,
    sessionId: place.sessionId,
    classId: row.classId,
    sectionId: row.sectionId,
  };
  return { placement, status: row.status, admissionDate: row.admissionDate };
}

/**
 * Records the withdrawal (or moves its date and reason, when the student already left) and
 * makes the student DISCONTINUED: from then on out of class lists, roll numbers and dues.
 */
export async function recordDiscontinuation(
  tx: Tx,
  tenantId: number,
  createdBy: number | null,
  place: Placement,
  leaving: { dateOfLeaving: string; reason: string | null },
): Promise<number> {
  const [row] = await tx
    .insert(discontinuations)
    .values({ tenantId, createdBy, ...place, ...leaving })
    .onConflictDoUpdate({
      target: [discontinuations.tenantId, discontinuations.studentId],
      set: { ...place, ...leaving },
    })
    .returning({ id: discontinuations.id });
  await tx
    .update(students)
    .set({ status: 'DISCONTINUED' })
    .where(and(eq(students.tenantId, tenantId), eq(students.id, place.studentId)));
  return row!.id;
}

/** Checks the leaving date against today (the school's day) and the admission date. */
export function checkLeavingDate(
  dateOfLeaving: string,
  admissionDate: string,
  timeZone: string,
  messages: { future: string; field: string },
): void {
  if (dateOfLeaving > todayIn(timeZone)) throw badRequest(messages.future, messages.field);
  if (dateOfLeaving < admissionDate) throw badRequest(m.leavingBeforeAdmission, messages.field);
}

/** Discontinued students of the session, by class, section and roll number. */
export async function listDiscontinued(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  filter: DiscontinueFilter,
): Promise<DiscontinuedRow[]> {
  const rows = await tx
    .select({
      id: discontinuations.id,
      student_id: students.id,
      student_name: students.studentName,
      roll_number: studentPrograms.rollNumber,
      class_name: classes.name,
      section_name: sections.name,
      date_of_leaving: discontinuations.dateOfLeaving,
      reason: discontinuations.reason,
    })
    .from(discontinuations)
    .innerJoin(
      studentPrograms,
      and(
        eq(studentPrograms.tenantId, discontinuations.tenantId),
        eq(studentPrograms.studentId, discontinuations.studentId),
        eq(studentPrograms.sessionId, discontinuations.sessionId),
      ),
    )
    .innerJoin(students, studentOfProgram)
    .leftJoin(
      classes,
      and(eq(classes.tenantId, studentPrograms.tenantId), eq(classes.id, studentPrograms.classId)),
    )
    .leftJoin(
      sections,
      and(
        eq(sections.tenantId, studentPrograms.tenantId),
        eq(sections.id, studentPrograms.sectionId),
      ),
    )
    .where(
      and(eq(discontinuations.tenantId, tenantId), ...placeConditions(tenantId, sessionId, filter)),
    )
    .orderBy(
      asc(classes.position),
      asc(sections.name),
      sql`${studentPrograms.rollNumber} asc nulls last`,
      asc(students.studentName),
    )
    .limit(1000);
  return rows.map((row) => ({
    ...row,
    Student: { student_name: row.student_name, studentProgram: { roll_number: row.roll_number } },
  }));
}

/** Readmission: the student is active again and the withdrawal is forgotten. */
export async function readmitStudent(tx: Tx, tenantId: number, studentId: number): Promise<void> {
  const [row] = await tx
    .delete(discontinuations)
    .where(and(eq(discontinuations.tenantId, tenantId), eq(discontinuations.studentId, studentId)))
    .returning({ id: discontinuations.id });
  if (!row) throw notFound(m.notDiscontinued);
  await tx
    .update(students)
    .set({ status: 'ACTIVE' })
    .where(and(eq(students.tenantId, tenantId), eq(students.id, studentId)));
}
