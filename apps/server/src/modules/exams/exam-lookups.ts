import { examMessages } from '@shala/contracts';
import { notFound } from '../../platform/errors.ts';
import { hasModuleAccess } from '../../platform/http/module-access.ts';
import type { SignedInScope, TenantScope } from '../../platform/scope.ts';
import { listClassOptions, listSubjectOptions, resolveSession } from '../academics/index.ts';
import { listStaffUsers } from '../staff/index.ts';
import { findEnrolment, listChildIds, listClassStudents } from '../students/index.ts';

const parentRoleId = 4;
export const isParent = (scope: SignedInScope) => scope.user.roleId === parentRoleId;

/** The exam admin: whoever may set exams up (the school admin by default) sees and enters all. */
export const isExamAdmin = (scope: SignedInScope) =>
  hasModuleAccess(scope.tx, scope.user, 'exams:add_exam_type');

export async function sessionIdOf(scope: TenantScope, sessionId: number | undefined) {
  const { tx, tenantId } = scope;
  return (await resolveSession(tx, tenantId, sessionId)).id;
}

/** Names by id of the school's classes, subjects and staff: one query each, for a whole list. */
export async function loadNames(scope: TenantScope) {
  const { tx, tenantId } = scope;
  const [classOptions, subjectOptions] = await Promise.all([
    listClassOptions(tx, tenantId),
    listSubjectOptions(tx, tenantId, {}),
  ]);
  return {
    className: new Map(classOptions.map((o) => [o.value, o.label])),
    subjectName: new Map(subjectOptions.map((o) => [o.value, o.label])),
  };
}
export type Names = Awaited<ReturnType<typeof loadNames>>;

export async function loadTeacherNames(scope: TenantScope) {
  const { tx, tenantId } = scope;
  const staff = await listStaffUsers(tx, tenantId);
  return new Map(staff.map((user) => [user.user_id, user.full_name]));
}

/** A class's students of a session by section, roll number and name. */
export async function listClassRoster(scope: TenantScope, sessionId: number, classId: number) {
  const { tx, tenantId } = scope;
  const list = await listClassStudents(tx, tenantId, { sessionId, classId });
  return list
    .map((row) => ({
      student_id: row.studentId,
      student_name: row.studentName,
      roll_number: row.rollNumber,
      section_id: row.sectionId ?? 0,
      class_id: classId,
    }))
    .sort(
      (a, b) =>
        a.section_id - b.section_id ||
        (a.roll_number ?? Number.MAX_SAFE_INTEGER) - (b.roll_number ?? Number.MAX_SAFE_INTEGER) ||
        a.student_name.localeCompare(b.student_name),
    );
}

/** Ids of the children of the signed-in parent, in id order. */
export async function listOwnChildren(scope: SignedInScope): Promise<number[]> {
  return (await listChildIds(scope.tx, scope.tenantId, scope.user.id)).sort((a, b) => a - b);
}

/**
 * A student and their place in a session; a parent reaches only their own children (another
 * family's child is "not found", exactly like a missing one).
 */
export async function findStudentPlace(scope: SignedInScope, studentId: number, sessionId: number) {
  if (isParent(scope) && !(await listOwnChildren(scope)).includes(studentId))
    throw notFound(examMessages.studentNotFound);
  const enrolment = await findEnrolment(scope.tx, scope.tenantId, studentId, sessionId);
  if (!enrolment) throw notFound(examMessages.studentNotFound);
  const names = await loadNames(scope);
  return {
    student_id: studentId,
    student_name: enrolment.studentName,
    class_id: enrolment.classId,
    class_name: names.className.get(enrolment.classId) ?? '',
    roll_number: enrolment.rollNumber,
  };
}
