import type { FeeTitleRow } from '@shala/contracts';
import { feeMessages as m } from '@shala/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { feeStructureComponents, feeTitles } from './tables.ts';

const present = (row: { id: number; name: string }): FeeTitleRow => ({
  id: row.id,
  fee_type_name: row.name,
});
const taken = () => badRequest(m.titleExists, 'title');

export async function listFeeTitles(tx: Tx, tenantId: number): Promise<FeeTitleRow[]> {
  const rows = await tx
    .select({ id: feeTitles.id, name: feeTitles.name })
    .from(feeTitles)
    .where(eq(feeTitles.tenantId, tenantId))
    .orderBy(asc(sql`lower(${feeTitles.name})`), asc(feeTitles.id));
  return rows.map(present);
}

export async function createFeeTitle(tx: Tx, tenantId: number, name: string): Promise<FeeTitleRow> {
  const [row] = await refuseConflicts(
    () => tx.insert(feeTitles).values({ tenantId, name }).returning(),
    { unique: taken },
  );
  return present(row!);
}

export async function updateFeeTitle(
  tx: Tx,
  tenantId: number,
  id: number,
  name: string,
): Promise<FeeTitleRow> {
  const [row] = await refuseConflicts(
    () =>
      tx
        .update(feeTitles)
        .set({ name })
        .where(and(eq(feeTitles.tenantId, tenantId), eq(feeTitles.id, id)))
        .returning(),
    { unique: () => badRequest(m.titleExists, 'fee_type_name') },
  );
  if (!row) throw notFound(m.titleNotFound);
  return present(row);
}

/** Deletes a title no structure (nor concession) uses; a used one is refused with its reason. */
export async function deleteFeeTitle(tx: Tx, tenantId: number, id: number): Promise<void> {
  const [used] = await tx
    .select({ id: feeStructureComponents.structureId })
    .from(feeStructureComponents)
    .where(
      and(eq(feeStructureComponents.tenantId, tenantId), eq(feeStructureComponents.feeTitleId, id)),
    )
    .limit(1);
  if (used) throw badRequest(m.titleInUse, 'id');
  const [row] = await refuseConflicts(
    () =>
      tx
        .delete(feeTitles)
        .where(and(eq(feeTitles.tenantId, tenantId), eq(feeTitles.id, id)))
        .returning({ id: feeTitles.id }),
    { foreignKey: () => badRequest(m.titleInUse, 'id') },
  );
  if (!row) throw notFound(m.titleNotFound);
}
