import {
  type CreateStudentLeaveBody,
  type DecideStudentLeaveBody,
  roleIds,
  type StudentLeaveRow,
  studentLeaveMessages,
} from '@shala/contracts';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { AfterCommit, SignedInScope } from '../../platform/scope.ts';
import { resolveSession } from '../academics/index.ts';
import { sendNotice } from '../messages/index.ts';
import { findAssignedTeachers, listChildIds, listChildPlaces } from '../students/index.ts';
import { readLeaveRows } from './leave-rows.ts';
import { findSchoolOffice } from './school-office.ts';
import { studentLeaves } from './tables.ts';

const m = studentLeaveMessages;
const isParent = (scope: SignedInScope) => scope.user.roleId === roleIds.parent;

async function findLeave(scope: SignedInScope, id: number): Promise<StudentLeaveRow> {
  const [row] = await readLeaveRows(scope, eq(studentLeaves.id, id));
  if (!row) throw notFound(m.leaveNotFound);
  return row;
}

/**
 * Who receives a request: the chosen teacher, who must be the class teacher or a subject teacher
 * of the child's class and section; without one assigned there, the school office (its admin).
 */
async function chooseRecipient(
  scope: SignedInScope,
  child: Parameters<typeof findAssignedTeachers>[2],
  teacherId: number | undefined,
): Promise<number> {
  const teachers = await findAssignedTeachers(scope.tx, scope.tenantId, child);
  if (teacherId !== undefined) {
    if (!teachers.some((teacher) => teacher.user_id === teacherId))
      throw badRequest(m.notTheirTeacher, 'teacher_id');
    return teacherId;
  }
  if (teachers.length) throw badRequest(m.teacherRequired, 'teacher_id');
  const office = await findSchoolOffice(scope);
  if (office === null) throw badRequest(m.teacherRequired, 'teacher_id');
  return office;
}

/** A parent requests leave for their own child from one of the child's teachers. */
export async function createStudentLeave(scope: SignedInScope, body: CreateStudentLeaveBody) {
  if (!isParent(scope)) throw new AppError('FORBIDDEN', m.parentsOnly);
  const session = await resolveSession(scope.tx, scope.tenantId, undefined);
  const children = await listChildPlaces(scope.tx, scope.tenantId, scope.user.id, session.id);
  const child = children.find((place) => place.studentId === body.student_id);
  if (!child) {
    const ids = await listChildIds(scope.tx, scope.tenantId, scope.user.id);
    if (!ids.includes(body.student_id)) throw notFound('Student not found.');
    throw badRequest(m.noClass, 'student_id');
  }
  const teacherId = await chooseRecipient(scope, child, body.teacher_id);
  const [row] = await scope.tx
    .insert(studentLeaves)
    .values({
      tenantId: scope.tenantId,
      studentId: child.studentId,
      teacherId,
      parentId: scope.user.id,
      sessionId: session.id,
      classId: child.classId,
      sectionId: child.sectionId,
      title: body.title,
      startDate: body.start_date,
      toDate: body.to_date,
      message: body.message,
    })
    .returning({ id: studentLeaves.id });
  return findLeave(scope, row!.id);
}

/** A parent deletes their child's request while it is pending ('Not Allowed' after). */
export async function deleteStudentLeave(scope: SignedInScope, id: number) {
  const leave = await findLeave(scope, id);
  const children = isParent(scope)
    ? await listChildIds(scope.tx, scope.tenantId, scope.user.id)
    : [];
  if (!isParent(scope) || !children.includes(leave.student_id)) throw notFound(m.leaveNotFound);
  if (leave.status !== 'pending') throw badRequest(m.notAllowed, 'id');
  await scope.tx
    .delete(studentLeaves)
    .where(and(eq(studentLeaves.tenantId, scope.tenantId), eq(studentLeaves.id, id)));
}

interface LeaveFilter {
  session_id?: number;
  class_id?: number;
  section_id?: number;
  student_id?: number;
  from_date?: string;
  to_date?: string;
}

function filterConditions(sessionId: number, query: LeaveFilter): SQL[] {
  const conditions: SQL[] = [eq(studentLeaves.sessionId, sessionId)];
  if (query.class_id) conditions.push(eq(studentLeaves.classId, query.class_id));
  if (query.section_id) conditions.push(eq(studentLeaves.sectionId, query.section_id));
  if (query.student_id) conditions.push(eq(studentLeaves.studentId, query.student_id));
  // Leave that overlaps the from–to window.
  if (query.from_date) conditions.push(gte(studentLeaves.toDate, query.from_date));
  if (query.to_date) conditions.push(lte(studentLeaves.startDate, query.to_date));
  return conditions;
}

/** `student_leave/leave`: a parent's children's requests (one child with student_id). */
export async function listChildLeave(scope: SignedInScope, query: LeaveFilter) {
  const session = await resolveSession(scope.tx, scope.tenantId, query.session_id);
  if (!isParent(scope)) return readLeaveRows(scope, and(...filterConditions(session.id, query)));
  const children = await listChildIds(scope.tx, scope.tenantId, scope.user.id);
  if (query.student_id && !children.includes(query.student_id))
    throw notFound('Student not found.');
  if (children.length === 0) return [];
  return readLeaveRows(
    scope,
    and(
      eq(studentLeaves.sessionId, session.id),
      inArray(studentLeaves.studentId, query.student_id ? [query.student_id] : children),
    ),
  );
}

/** The staff search; a teacher (role 6) sees the requests sent to them. */
export async function searchStudentLeave(scope: SignedInScope, query: LeaveFilter) {
  if (isParent(scope)) throw new AppError('FORBIDDEN', m.staffOnly);
  const session = await resolveSession(scope.tx, scope.tenantId, query.session_id);
  const conditions = filterConditions(session.id, query);
  if (scope.user.roleId === roleIds.teacher)
    conditions.push(eq(studentLeaves.teacherId, scope.user.id));
  return readLeaveRows(scope, and(...conditions));
}

/**
 * Approves or rejects a pending request (a teacher only those sent to them), and tells the
 * parent who asked by e-mail, web push and the bell through the messages delivery.
 */
export async function decideStudentLeave(
  scope: SignedInScope,
  after: AfterCommit,
  body: DecideStudentLeaveBody,
) {
  if (isParent(scope)) throw new AppError('FORBIDDEN', m.staffOnly);
  const leave = await findLeave(scope, body.id);
  if (scope.user.roleId === roleIds.teacher && leave.teacher_id !== scope.user.id)
    throw notFound(m.leaveNotFound);
  if (leave.status !== 'pending') throw badRequest(m.alreadyDecided, 'id');
  await scope.tx
    .update(studentLeaves)
    .set({
      status: body.status,
      comment: body.comment || null,
      decidedBy: scope.user.id,
      decidedAt: sql`now()`,
    })
    .where(and(eq(studentLeaves.tenantId, scope.tenantId), eq(studentLeaves.id, body.id)));
  const decided = await findLeave(scope, body.id);
  const verdict = body.status === 'approved' ? 'approved' : 'rejected';
  await sendNotice(scope, after, {
    key: `student-leave:${leave.id}`,
    title: `Leave ${verdict}: ${decided.student_program.Student.student_name}`,
    body: `${decided.teacher.full_name} ${verdict} the leave "${decided.title}" (${decided.start_date} to ${decided.to_date}).${decided.comment ? `\nComment: ${decided.comment}` : ''}`,
    recipientUserIds: [leave.parent_id],
    channels: ['email', 'push', 'app'],
  });
  return decided;
}
