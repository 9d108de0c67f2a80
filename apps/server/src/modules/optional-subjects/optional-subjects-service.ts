import type { OptionalSubjectAssignment, OptionalSubjectStudent } from '@shala/contracts';
import { optionalSubjectMessages as m } from '@shala/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { badRequest } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { subjects } from '../academics/index.ts';
import { studentPrograms, students } from '../students/index.ts';
import { optionalSubjectAssignments as assignments } from './tables.ts';

/** Active students of a class (and section) of the session, with their optional subject. */
export async function listOptionalSubjectStudents(
  scope: TenantScope,
  sessionId: number,
  place: { classId: number; sectionId: number | null },
): Promise<OptionalSubjectStudent[]> {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select({
      id: students.id,
      student_name: students.studentName,
      roll_number: studentPrograms.rollNumber,
      optional_subject_id: assignments.subjectId,
      subject_name: subjects.name,
    })
    .from(studentPrograms)
    .innerJoin(
      students,
      and(
        eq(students.tenantId, studentPrograms.tenantId),
        eq(students.id, studentPrograms.studentId),
      ),
    )
    .leftJoin(
      assignments,
      and(
        eq(assignments.tenantId, studentPrograms.tenantId),
        eq(assignments.sessionId, studentPrograms.sessionId),
        eq(assignments.studentId, studentPrograms.studentId),
      ),
    )
    .leftJoin(
      subjects,
      and(eq(subjects.tenantId, assignments.tenantId), eq(subjects.id, assignments.subjectId)),
    )
    .where(
      and(
        eq(studentPrograms.tenantId, tenantId),
        eq(studentPrograms.sessionId, sessionId),
        eq(studentPrograms.classId, place.classId),
        place.sectionId ? eq(studentPrograms.sectionId, place.sectionId) : undefined,
        eq(students.status, 'ACTIVE'),
      ),
    )
    .orderBy(sql`${studentPrograms.rollNumber} asc nulls last`, asc(students.studentName))
    .limit(500);
  return rows.map((row) => ({
    ...row,
    Student: { id: row.id, student_name: row.student_name },
    optionalSubjects: row.subject_name
      ? [{ subjectDetails: { subject_name: row.subject_name } }]
      : [],
  }));
}

/**
 * Saves the assignments of one session in one statement each (upsert, then clear the
 * unselected): all of them or, on a bad student or subject, none.
 */
export async function saveOptionalSubjects(
  scope: TenantScope,
  assignedBy: number,
  sessionId: number,
  items: readonly OptionalSubjectAssignment[],
): Promise<number> {
  const { tx, tenantId } = scope;
  const studentIds = [...new Set(items.map((item) => item.student_id))];
  const subjectIds = [
    ...new Set(
      items.flatMap((item) => (item.optional_subject_id ? [item.optional_subject_id] : [])),
    ),
  ];
  const enrolled = await tx
    .select({ id: studentPrograms.studentId })
    .from(studentPrograms)
    .where(
      and(
        eq(studentPrograms.tenantId, tenantId),
        eq(studentPrograms.sessionId, sessionId),
        inArray(studentPrograms.studentId, studentIds),
      ),
    );
  if (enrolled.length !== studentIds.length) throw badRequest(m.notInSession, 'formData');
  if (subjectIds.length) {
    const optional = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(
        and(
          eq(subjects.tenantId, tenantId),
          inArray(subjects.id, subjectIds),
          eq(subjects.isOptional, true),
        ),
      );
    if (optional.length !== subjectIds.length) throw badRequest(m.notOptional, 'formData');
  }
  // The last word per student wins, as when the spec's client sends one call per student.
  const last = new Map(items.map((item) => [item.student_id, item.optional_subject_id]));
  const chosen = [...last].flatMap(([studentId, subjectId]) =>
    subjectId ? [{ tenantId, sessionId, studentId, subjectId, assignedBy }] : [],
  );
  const cleared = [...last].flatMap(([studentId, subjectId]) => (subjectId ? [] : [studentId]));
  if (chosen.length)
    await tx
      .insert(assignments)
      .values(chosen)
      .onConflictDoUpdate({
        target: [assignments.tenantId, assignments.sessionId, assignments.studentId],
        set: {
          subjectId: sql`excluded.subject_id`,
          assignedBy: sql`excluded.assigned_by`,
          updatedAt: sql`now()`,
        },
      });
  if (cleared.length)
    await tx
      .delete(assignments)
      .where(
        and(
          eq(assignments.tenantId, tenantId),
          eq(assignments.sessionId, sessionId),
          inArray(assignments.studentId, cleared),
        ),
      );
  return last.size;
}
