import type { SignedInScope } from '../../platform/scope.ts';
import { resolveSessionId } from '../academics/index.ts';
import { findFamilyScope } from './family-scope.ts';
import { listStudentRows, type StudentFilter } from './student-queries.ts';

/**
 * The students list as the caller may see it: the whole school for the office, a teacher's own
 * classes of the current session, nothing for an unknown session.
 */
export async function listVisibleStudents(
  scope: SignedInScope,
  query: StudentFilter & { session_id?: number },
) {
  const { tx, tenantId } = scope;
  const sessionId = await resolveSessionId(tx, tenantId, query.session_id);
  if (query.session_id !== undefined && sessionId === null) return { list: [], count: 0 };
  const family = await findFamilyScope(scope);
  if (family.all) return listStudentRows(tx, tenantId, sessionId, query);
  if (sessionId === null || sessionId !== family.sessionId || family.places.length === 0)
    return { list: [], count: 0 };
  return listStudentRows(tx, tenantId, sessionId, query, family.places);
}
