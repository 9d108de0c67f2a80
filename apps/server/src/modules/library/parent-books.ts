import { type BookAssignment, libraryMessages as m } from '@shala/contracts';
import { notFound } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { resolveSession } from '../academics/index.ts';
import { findStudentsByIds, listChildIds } from '../students/index.ts';
import { listStudentBooks } from './issue-queries.ts';

const parentRole = 4;

/**
 * A student's books of a session (Books Assigned). A parent names only their own children:
 * anyone else's child is answered 404, as if there were no such student.
 */
export async function listAssignedBooks(
  scope: SignedInScope,
  query: { student_id: number; session_id?: number },
): Promise<BookAssignment[]> {
  const tenantId = scope.tenantId;
  const known =
    scope.user.roleId === parentRole
      ? (await listChildIds(scope.tx, tenantId, scope.user.id)).includes(query.student_id)
      : (await findStudentsByIds(scope.tx, tenantId, [query.student_id])).length > 0;
  if (!known) throw notFound(m.studentNotFound);
  const session = await resolveSession(scope.tx, tenantId, query.session_id);
  return listStudentBooks(scope, query.student_id, {
    startDate: session.startDate,
    endDate: session.endDate,
  });
}
