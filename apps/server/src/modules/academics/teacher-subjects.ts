import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { classSubjects, subjects, teacherAllocations } from './tables.ts';

/**
 * Subjects of a class in a session as options. With `teacherId`, only those the teacher is
 * allocated to teach there; when they teach none of them (a class teacher), all of them.
 */
export async function listTeacherSubjectOptions(
  tx: Tx,
  tenantId: number,
  place: { sessionId: number; classId: number; teacherId?: number },
) {
  const rows = await tx
    .select({ label: subjects.name, value: subjects.id })
    .from(classSubjects)
    .innerJoin(
      subjects,
      and(eq(subjects.tenantId, classSubjects.tenantId), eq(subjects.id, classSubjects.subjectId)),
    )
    .where(
      and(
        eq(classSubjects.tenantId, tenantId),
        eq(classSubjects.sessionId, place.sessionId),
        eq(classSubjects.classId, place.classId),
      ),
    )
    .orderBy(asc(subjects.name), asc(subjects.id));
  if (place.teacherId === undefined) return rows;
  const taught = await tx
    .selectDistinct({ id: teacherAllocations.subjectId })
    .from(teacherAllocations)
    .where(
      and(
        eq(teacherAllocations.tenantId, tenantId),
        eq(teacherAllocations.sessionId, place.sessionId),
        eq(teacherAllocations.classId, place.classId),
        eq(teacherAllocations.teacherId, place.teacherId),
        inArray(
          teacherAllocations.subjectId,
          rows.map((row) => row.value),
        ),
      ),
    );
  const ids = new Set(taught.map((row) => row.id));
  return ids.size ? rows.filter((row) => ids.has(row.value)) : rows;
}

/** The classes and sections a teacher is allocated to in a session (class or subject teacher). */
export async function listTeacherPlaces(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  teacherId: number,
): Promise<Array<{ classId: number; sectionId: number | null }>> {
  return tx
    .selectDistinct({
      classId: teacherAllocations.classId,
      sectionId: teacherAllocations.sectionId,
    })
    .from(teacherAllocations)
    .where(
      and(
        eq(teacherAllocations.tenantId, tenantId),
        eq(teacherAllocations.sessionId, sessionId),
        eq(teacherAllocations.teacherId, teacherId),
      ),
    );
}
