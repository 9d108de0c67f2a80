import { type BookAssignment, libraryMessages as m } from '@shala/contracts';
import { notFound } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { resolveSession } from '../academics/index.ts';
import { findStudentsByIds, listChildIds } from '../students/index.ts';
import { listStudentBooks } from './issue-queries.ts';

const parentRole = 4;

/**
 * A student's books of a session (Books Assigned). A parent names only their own children:
 * anyone else's child is answered 404, as if there were no such student.
 */
export async function listAssignedBooks(
  ctx: SignedInContext,
  query: { student_id: number; session_id?: number },
): Promise<BookAssignment[]> {
  const tenantId = ctx.tenant.id;
  const known =
    ctx.user.roleId === parentRole
      ? (await listChildIds(ctx.tx, tenantId, ctx.user.id)).includes(query.student_id)
      : (await findStudentsByIds(ctx.tx, tenantId, [query.student_id])).length > 0;
  if (!known) throw notFound(m.studentNotFound);
  const session = await resolveSession(ctx.tx, tenantId, query.session_id);
  return listStudentBooks(ctx.tx, tenantId, query.student_id, {
    startDate: session.startDate,
    endDate: session.endDate,
  });
}
