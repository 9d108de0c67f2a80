import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { classSubjects, teacherAllocations } from './tables.ts';

/**
 * Makes a teacher the subject teacher of a class-section for the class's first subject of the
 * session (the demo's teacher teaches the demo parent's child: homework, incidents and leave
 * meet in one class).
 */
export async function seedSubjectTeacher(
  tx: Tx,
  tenantId: number,
  place: { sessionId: number; classId: number; sectionId: number | null },
  teacherId: number,
): Promise<void> {
  const [subject] = await tx
    .select({ id: classSubjects.subjectId })
    .from(classSubjects)
    .where(
      and(
        eq(classSubjects.tenantId, tenantId),
        eq(classSubjects.sessionId, place.sessionId),
        eq(classSubjects.classId, place.classId),
      ),
    )
    .orderBy(asc(classSubjects.subjectId))
    .limit(1);
  if (!subject) return;
  await tx
    .insert(teacherAllocations)
    .values({ tenantId, ...place, subjectId: subject.id, teacherId });
}
