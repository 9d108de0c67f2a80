import { roleIds, taskMessages } from '@shala/contracts';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { listChildPlaces } from '../students/index.ts';
import { coversTaughtPlace, listTaughtPlaces } from '../timetable/index.ts';
import { tasks } from './tables.ts';

export const isParent = (scope: SignedInScope) => scope.user.roleId === roleIds.parent;

/**
 * The tasks of a session a parent may see: those of their children's classes, for the whole
 * class or the child's section. With `studentId`, one child only (another family's: none).
 * Staff with a tasks page see every task: undefined.
 */
export async function parentTaskScope(
  scope: SignedInScope,
  sessionId: number,
  studentId?: number,
): Promise<SQL | undefined> {
  if (!isParent(scope)) return undefined;
  const places = (await listChildPlaces(scope.tx, scope.tenantId, scope.user.id, sessionId)).filter(
    (place) => studentId === undefined || place.studentId === studentId,
  );
  if (studentId !== undefined && places.length === 0) throw notFound('Student not found.');
  if (places.length === 0) return sql`false`;
  return or(
    ...places.map((place) =>
      and(
        eq(tasks.classId, place.classId),
        place.sectionId === null
          ? isNull(tasks.sectionId)
          : or(isNull(tasks.sectionId), eq(tasks.sectionId, place.sectionId)),
      ),
    ),
  );
}

/**
 * A teacher (the Teacher role) adds, edits and deletes the tasks of the classes they teach
 * only: class or subject teacher, or periods in the routine, in the task's session. Other
 * staff with a tasks page write every class's.
 */
export async function checkTeachesTaskClass(
  scope: SignedInScope,
  place: { sessionId: number; classId: number; sectionId: number | null },
): Promise<void> {
  if (scope.user.roleId !== roleIds.teacher) return;
  const places = await listTaughtPlaces(scope.tx, scope.tenantId, place.sessionId, scope.user.id);
  if (!coversTaughtPlace(places, place)) throw forbidden(taskMessages.notYourClass);
}
