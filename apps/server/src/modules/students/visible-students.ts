import type { SignedInContext } from '../../platform/http/context.ts';
import { resolveSessionId } from '../academics/index.ts';
import { findFamilyScope } from './family-scope.ts';
import { listStudentRows, type StudentFilter } from './student-queries.ts';

/**
 * The students list as the caller may see it: the whole school for the office, a teacher's own
 * classes of the current session, nothing for an unknown session.
 */
export async function listVisibleStudents(
  ctx: SignedInContext,
  query: StudentFilter & { session_id?: number },
) {
  const tenantId = ctx.tenant.id;
  const sessionId = await resolveSessionId(ctx.tx, tenantId, query.session_id);
  if (query.session_id !== undefined && sessionId === null) return { list: [], count: 0 };
  const scope = await findFamilyScope(ctx);
  if (scope.all) return listStudentRows(ctx.tx, tenantId, sessionId, query);
  if (sessionId === null || sessionId !== scope.sessionId || scope.places.length === 0)
    return { list: [], count: 0 };
  return listStudentRows(ctx.tx, tenantId, sessionId, query, scope.places);
}
