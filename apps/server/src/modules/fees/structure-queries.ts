import type { FeeStructureRow } from '@shala/contracts';
import { feeMessages, paiseToRupees } from '@shala/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { academicSessions, classes } from '../academics/index.ts';
import { presentStructures } from './present-structure.ts';
import { loadStructures } from './structure-store.ts';
import { feeStructureClasses, feeStructureComponents } from './tables.ts';

/** Structures of a session (optionally of some classes or one id), figures by the rules. */
export async function listFeeStructureDetails(
  tx: Tx,
  tenantId: number,
  query: { session_id: number; class_id?: number[]; id?: number },
): Promise<FeeStructureRow[]> {
  const structures = await loadStructures(tx, tenantId, {
    sessionId: query.session_id,
    classIds: query.class_id,
    id: query.id,
  });
  // Named by id (the edit page): a structure that is not there is a 404.
  if (query.id !== undefined && structures.length === 0)
    throw notFound(feeMessages.structureNotFound);
  return presentStructures(tx, tenantId, structures);
}

/** Every session and class with a structure, newest session first, in one query. */
export async function listCopyableFeeStructures(tx: Tx, tenantId: number) {
  const total = sql<number>`(select coalesce(sum(${feeStructureComponents.amountPaise}), 0) from ${feeStructureComponents} where ${feeStructureComponents.tenantId} = ${feeStructureClasses.tenantId} and ${feeStructureComponents.structureId} = ${feeStructureClasses.structureId})`;
  const rows = await tx
    .select({
      structureId: feeStructureClasses.structureId,
      sessionId: feeStructureClasses.sessionId,
      sessionName: academicSessions.name,
      classId: feeStructureClasses.classId,
      className: classes.name,
      totalPaise: total.mapWith(Number),
    })
    .from(feeStructureClasses)
    .innerJoin(
      academicSessions,
      and(
        eq(academicSessions.tenantId, feeStructureClasses.tenantId),
        eq(academicSessions.id, feeStructureClasses.sessionId),
      ),
    )
    .innerJoin(
      classes,
      and(
        eq(classes.tenantId, feeStructureClasses.tenantId),
        eq(classes.id, feeStructureClasses.classId),
      ),
    )
    .where(eq(feeStructureClasses.tenantId, tenantId))
    .orderBy(desc(academicSessions.startDate), asc(classes.position), asc(classes.name))
    .limit(1000);
  return rows.map((r) => ({
    structure_id: r.structureId,
    session_id: r.sessionId,
    session_name: r.sessionName,
    class_id: r.classId,
    class_name: r.className,
    total_fees: paiseToRupees(r.totalPaise),
  }));
}
