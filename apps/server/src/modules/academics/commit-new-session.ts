import type { NewSessionPlan } from '@shala/contracts';
import { sessionMessages } from '@shala/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { chunks } from '../../platform/db/bulk.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest } from '../../platform/errors.ts';
import { users } from '../auth/index.ts';
import { planNewSession } from './plan-new-session.ts';
import { findCurrentSession, findSession, lockSessionWrites } from './session-queries.ts';
import { loadStudentTables } from './student-tables.ts';
import { academicSessions, classSections, classSubjects, teacherAllocations } from './tables.ts';
import { clearCurrentSession, wasPromoted } from './write-sessions.ts';

/**
 * Starts the next session in the caller's (the request's) transaction: creates it and its
 * sub-sessions, copies class sections, class subjects and (optionally) teacher allocations,
 * promotes every active student, marks the last class PASSED_OUT and makes it current.
 * Any failure rolls all of it back. A source session is promoted once only.
 */
export async function commitNewSession(
  tx: Tx,
  tenantId: number,
  body: { source_session_id: number; copy_teacher_allocations: boolean },
): Promise<NewSessionPlan> {
  const { studentPrograms, students } = await loadStudentTables();
  await lockSessionWrites(tx, tenantId);
  const named = await findSession(tx, tenantId, body.source_session_id);
  if (named && (await wasPromoted(tx, tenantId, named.id)))
    throw badRequest(sessionMessages.alreadyStarted(named.name), 'source_session_id');
  const current = await findCurrentSession(tx, tenantId);
  if (!current) throw badRequest(sessionMessages.noCurrentSession, 'source_session_id');
  if (!named || named.id !== current.id)
    throw badRequest(sessionMessages.sourceChanged, 'source_session_id');

  const { plan, work } = await planNewSession(tx, tenantId, {
    copyTeachers: body.copy_teacher_allocations,
  });
  if (plan.problems.length > 0) throw badRequest(plan.problems[0]!, 'source_session_id');
  const sourceId = work.source.id;

  const [created] = await tx
    .insert(academicSessions)
    .values({
      tenantId,
      name: plan.target.session_name,
      startDate: plan.target.start_date,
      endDate: plan.target.end_date,
      promotedFromId: sourceId,
    })
    .returning({ id: academicSessions.id });
  const newId = created!.id;
  if (plan.target.sub_sessions.length > 0)
    await tx.insert(academicSessions).values(
      plan.target.sub_sessions.map((sub) => ({
        tenantId,
        name: sub.session_name,
        startDate: sub.start_date,
        endDate: sub.end_date,
        parentId: newId,
      })),
    );

  await tx.execute(sql`
    insert into ${classSections} (tenant_id, session_id, class_id, section_id)
    select tenant_id, ${newId}, class_id, section_id from ${classSections}
    where ${classSections.tenantId} = ${tenantId} and ${classSections.sessionId} = ${sourceId}`);
  await tx.execute(sql`
    insert into ${classSubjects} (tenant_id, session_id, class_id, subject_id)
    select tenant_id, ${newId}, class_id, subject_id from ${classSubjects}
    where ${classSubjects.tenantId} = ${tenantId} and ${classSubjects.sessionId} = ${sourceId}`);
  if (work.copyTeachers)
    await tx.execute(sql`
      insert into ${teacherAllocations}
        (tenant_id, session_id, class_id, section_id, subject_id, teacher_id)
      select a.tenant_id, ${newId}, a.class_id, a.section_id, a.subject_id, a.teacher_id
      from ${teacherAllocations} a
      join ${users} u on u.tenant_id = a.tenant_id and u.id = a.teacher_id
      where a.tenant_id = ${tenantId} and a.session_id = ${sourceId}
        and u.role_id = 6 and u.is_active`);

  for (const part of chunks(work.placements))
    await tx.insert(studentPrograms).values(
      part.map((placement) => ({
        tenantId,
        studentId: placement.student_id,
        sessionId: newId,
        classId: placement.class_id,
        sectionId: placement.section_id,
        rollNumber: placement.roll_number,
      })),
    );
  for (const part of chunks(work.passingOut))
    await tx
      .update(students)
      .set({ status: 'PASSED_OUT' })
      .where(and(eq(students.tenantId, tenantId), inArray(students.id, part)));

  await clearCurrentSession(tx, tenantId);
  await tx
    .update(academicSessions)
    .set({ isCurrent: true })
    .where(and(eq(academicSessions.tenantId, tenantId), eq(academicSessions.id, newId)));
  return { ...plan, new_session_id: newId };
}
