import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { routineSlots } from './tables.ts';

/** The classes and sections a teacher has periods with in a session's class routine. */
export async function listRoutinePlaces(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  teacherId: number,
): Promise<Array<{ classId: number; sectionId: number | null }>> {
  return tx
    .selectDistinct({ classId: routineSlots.classId, sectionId: routineSlots.sectionId })
    .from(routineSlots)
    .where(
      and(
        eq(routineSlots.tenantId, tenantId),
        eq(routineSlots.sessionId, sessionId),
        eq(routineSlots.teacherId, teacherId),
      ),
    );
}
