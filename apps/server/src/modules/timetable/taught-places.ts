import { roleIds, type TaughtPlaces } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { findCurrentSession, listTeacherPlaces } from '../academics/index.ts';
import { listRoutinePlaces } from './routine-places.ts';
import { proxyAssignments, routineSlots } from './tables.ts';

/** A class and section; a null section is the whole class (a class without sections). */
export interface TaughtPlace {
  classId: number;
  sectionId: number | null;
}

/** The classes and sections whose periods a teacher takes as a proxy on a date. */
async function listProxyPlaces(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  teacherId: number,
  date: string,
): Promise<TaughtPlace[]> {
  return tx
    .selectDistinct({ classId: routineSlots.classId, sectionId: routineSlots.sectionId })
    .from(proxyAssignments)
    .innerJoin(
      routineSlots,
      and(
        eq(routineSlots.tenantId, proxyAssignments.tenantId),
        eq(routineSlots.id, proxyAssignments.slotId),
      ),
    )
    .where(
      and(
        eq(proxyAssignments.tenantId, tenantId),
        eq(proxyAssignments.proxyTeacherId, teacherId),
        eq(proxyAssignments.date, date),
        eq(routineSlots.sessionId, sessionId),
      ),
    );
}

/**
 * The places a teacher teaches in a session: class or subject teacher (allocations), periods
 * in the class routine and, on `date`, the periods they take as a proxy. The same classes
 * attendance lets a teacher mark.
 */
export async function listTaughtPlaces(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  teacherId: number,
  date?: string,
): Promise<TaughtPlace[]> {
  const found = [
    ...(await listTeacherPlaces(tx, tenantId, sessionId, teacherId)),
    ...(await listRoutinePlaces(tx, tenantId, sessionId, teacherId)),
    ...(date ? await listProxyPlaces(tx, tenantId, sessionId, teacherId, date) : []),
  ];
  const unique = new Map(found.map((place) => [`${place.classId}:${place.sectionId}`, place]));
  return [...unique.values()].sort(
    (a, b) => a.classId - b.classId || (a.sectionId ?? 0) - (b.sectionId ?? 0),
  );
}

/** True when the places cover this class and section (a whole-class place covers its sections). */
export function coversTaughtPlace(
  places: readonly TaughtPlace[],
  place: { classId: number; sectionId: number | null },
): boolean {
  return places.some(
    (p) => p.classId === place.classId && (p.sectionId === null || p.sectionId === place.sectionId),
  );
}

/**
 * The answer of `GET teacher_routine/classes`: a teacher's places in the current session, or
 * every class for the other roles (only the Teacher role is held to its classes).
 */
export async function getTaughtPlaces(
  tx: Tx,
  user: { tenantId: number; id: number; roleId: number | null },
  date?: string,
): Promise<TaughtPlaces> {
  if (user.roleId !== roleIds.teacher) return { all: true, places: [] };
  const session = await findCurrentSession(tx, user.tenantId);
  const places = session
    ? await listTaughtPlaces(tx, user.tenantId, session.id, user.id, date)
    : [];
  return {
    all: false,
    places: places.map((place) => ({ class_id: place.classId, section_id: place.sectionId })),
  };
}
