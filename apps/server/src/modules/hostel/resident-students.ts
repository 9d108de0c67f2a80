import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { roomAllocations } from './tables.ts';

/** The students living in a hostel in the session (not discontinued): their ids. */
export async function listResidentStudentIds(
  tx: Tx,
  tenantId: number,
  sessionId: number,
): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ studentId: roomAllocations.studentId })
    .from(roomAllocations)
    .where(
      and(
        eq(roomAllocations.tenantId, tenantId),
        eq(roomAllocations.sessionId, sessionId),
        eq(roomAllocations.isDiscontinue, false),
        isNotNull(roomAllocations.studentId),
      ),
    );
  return rows.map((row) => row.studentId!);
}
