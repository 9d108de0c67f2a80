import type { PeriodRow, SavePeriodBody } from '@shala/contracts';
import { timetableMessages } from '@shala/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { periods } from './tables.ts';

const m = timetableMessages;

export const presentPeriod = (row: typeof periods.$inferSelect): PeriodRow => ({
  id: row.id,
  period_name: row.name,
  start_time: row.startTime,
  end_time: row.endTime,
});

/** The periods of the day, earliest first. */
export async function listPeriods(tx: Tx, tenantId: number): Promise<PeriodRow[]> {
  const rows = await tx
    .select()
    .from(periods)
    .where(eq(periods.tenantId, tenantId))
    .orderBy(asc(periods.startTime), asc(periods.name));
  return rows.map(presentPeriod);
}

export async function findPeriod(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(periods)
    .where(and(eq(periods.tenantId, tenantId), eq(periods.id, id)));
  return row ?? null;
}

/** Adds a period, or changes the one named by `id`; names are unique in a school. */
export async function savePeriod(tx: Tx, tenantId: number, body: SavePeriodBody) {
  const values = { name: body.period_name, startTime: body.start_time, endTime: body.end_time };
  const taken = () => badRequest(m.periodNameTaken, 'period_name');
  const [row] = await refuseConflicts(
    () =>
      body.id === undefined
        ? tx
            .insert(periods)
            .values({ tenantId, ...values })
            .returning()
        : tx
            .update(periods)
            .set(values)
            .where(and(eq(periods.tenantId, tenantId), eq(periods.id, body.id)))
            .returning(),
    { unique: taken },
  );
  if (!row) throw notFound(m.periodNotFound);
  return presentPeriod(row);
}

/** Deletes a period that no routine cell and no attendance mark uses. */
export async function deletePeriod(tx: Tx, tenantId: number, id: number): Promise<void> {
  const result = (await tx.execute(sql`
    select exists (select 1 from routine_slots where tenant_id = ${tenantId} and period_id = ${id})
      or exists (select 1 from student_attendance where tenant_id = ${tenantId} and period_id = ${id})
      as used`)) as unknown as { rows: Array<{ used: boolean }> };
  if (result.rows[0]?.used) throw badRequest(m.periodInUse);
  const [row] = await tx
    .delete(periods)
    .where(and(eq(periods.tenantId, tenantId), eq(periods.id, id)))
    .returning({ id: periods.id });
  if (!row) throw notFound(m.periodNotFound);
}
