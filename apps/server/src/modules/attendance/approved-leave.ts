import type { TenantScope } from '../../platform/scope.ts';
import { listApprovedStudentLeave } from '../student-leave/index.ts';

/**
 * The students of `studentIds` (one class) whose approved leave covers `date`: their register
 * starts them on leave instead of present.
 */
export async function listStudentsOnLeave(
  scope: TenantScope,
  query: { date: string; classId: number; studentIds: readonly number[] },
): Promise<Set<number>> {
  const { tx, tenantId } = scope;
  if (!query.studentIds.length) return new Set();
  const wanted = new Set(query.studentIds);
  const leaves = await listApprovedStudentLeave(tx, tenantId, {
    classId: query.classId,
    date: query.date,
  });
  return new Set(leaves.map((leave) => leave.studentId).filter((id) => wanted.has(id)));
}
