import type { StudentLeaveRow } from '@shala/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TenantScope } from '../../platform/scope.ts';
import { users } from '../auth/index.ts';
import { findStudentPlaces, type StudentPlace } from '../students/index.ts';
import { studentLeaves } from './tables.ts';

const teacher = alias(users, 'teacher');
const parent = alias(users, 'parent');
const decider = alias(users, 'decider');

/** Leave requests matching `where`, latest first, with the names a row shows. */
export async function readLeaveRows(
  scope: TenantScope,
  where: SQL | undefined,
): Promise<StudentLeaveRow[]> {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select({
      leave: studentLeaves,
      teacherName: teacher.fullName,
      parentName: parent.fullName,
      decidedBy: decider.fullName,
    })
    .from(studentLeaves)
    .innerJoin(
      teacher,
      and(eq(teacher.tenantId, studentLeaves.tenantId), eq(teacher.id, studentLeaves.teacherId)),
    )
    .innerJoin(
      parent,
      and(eq(parent.tenantId, studentLeaves.tenantId), eq(parent.id, studentLeaves.parentId)),
    )
    .leftJoin(
      decider,
      and(eq(decider.tenantId, studentLeaves.tenantId), eq(decider.id, studentLeaves.decidedBy)),
    )
    .where(and(eq(studentLeaves.tenantId, tenantId), where))
    .orderBy(desc(studentLeaves.startDate), desc(studentLeaves.id))
    .limit(500);
  const places = new Map<string, StudentPlace>();
  for (const sessionId of new Set(rows.map((row) => row.leave.sessionId))) {
    const ids = rows
      .filter((row) => row.leave.sessionId === sessionId)
      .map((row) => row.leave.studentId);
    for (const [id, place] of await findStudentPlaces(tx, tenantId, sessionId, ids))
      places.set(`${sessionId}:${id}`, place);
  }
  return rows.map(({ leave, teacherName, parentName, decidedBy }) => {
    const place = places.get(`${leave.sessionId}:${leave.studentId}`);
    return {
      id: leave.id,
      student_id: leave.studentId,
      teacher_id: leave.teacherId,
      parent_id: leave.parentId,
      session_id: leave.sessionId,
      class_id: leave.classId,
      section_id: leave.sectionId,
      title: leave.title,
      start_date: leave.startDate,
      to_date: leave.toDate,
      message: leave.message,
      status: leave.status,
      comment: leave.comment,
      decided_by: decidedBy,
      created_on: leave.createdAt.toISOString(),
      teacher: { full_name: teacherName },
      parent: { full_name: parentName },
      student_program: {
        Student: { student_name: place?.studentName ?? '' },
        class: { class_name: place?.className ?? '' },
        section: place?.sectionName ? { section_name: place.sectionName } : null,
        roll_number: place?.rollNumber ?? null,
      },
    };
  });
}
