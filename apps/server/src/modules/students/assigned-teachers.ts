import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { subjects, teacherAllocations } from '../academics/index.ts';
import { users } from '../auth/index.ts';

const teacherRole = 6;

/** A class and its section (null for a class without sections there) in a session. */
export interface ClassPlace {
  sessionId: number;
  classId: number;
  sectionId: number | null;
}

/**
 * The class teacher and subject teachers allocated to exactly this class and section in the
 * session who are still active teachers of the school (a teacher moved to another role keeps
 * their allocation rows). The caller checks the section is one of the class's there: an
 * allocation to the whole class left from before it had sections answers nothing.
 */
export async function findAssignedTeachers(tx: Tx, tenantId: number, place: ClassPlace) {
  const t = teacherAllocations;
  const rows = await tx
    .select({
      user_id: users.id,
      full_name: users.fullName,
      subject_id: t.subjectId,
      subject_name: subjects.name,
    })
    .from(t)
    .innerJoin(users, and(eq(users.tenantId, t.tenantId), eq(users.id, t.teacherId)))
    .leftJoin(subjects, and(eq(subjects.tenantId, t.tenantId), eq(subjects.id, t.subjectId)))
    .where(
      and(
        eq(t.tenantId, tenantId),
        eq(t.sessionId, place.sessionId),
        eq(t.classId, place.classId),
        place.sectionId === null ? isNull(t.sectionId) : eq(t.sectionId, place.sectionId),
        eq(users.roleId, teacherRole),
        eq(users.userType, 'SCHOOL_USER'),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(sql`${t.subjectId} is not null`), asc(subjects.name), asc(users.fullName));
  return rows.map((row) => ({ ...row, is_class_teacher: row.subject_id === null }));
}
