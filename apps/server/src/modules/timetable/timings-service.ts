import type { SaveSchoolTimingBody, SchoolTimingRow } from '@shala/contracts';
import { defaultWorkingDays, timetableMessages } from '@shala/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { schoolTimings, timetableSettings } from './tables.ts';

const m = timetableMessages;

const presentTiming = (row: typeof schoolTimings.$inferSelect): SchoolTimingRow => ({
  id: row.id,
  shift_name: row.shiftName,
  start_time: row.startTime,
  end_time: row.endTime,
});

export async function listSchoolTimings(tx: Tx, tenantId: number): Promise<SchoolTimingRow[]> {
  const rows = await tx
    .select()
    .from(schoolTimings)
    .where(eq(schoolTimings.tenantId, tenantId))
    .orderBy(asc(schoolTimings.startTime), asc(schoolTimings.id));
  return rows.map(presentTiming);
}

/** Adds a timing, or changes the one named by `id` (404 when it is not the school's). */
export async function saveSchoolTiming(
  tx: Tx,
  tenantId: number,
  body: SaveSchoolTimingBody,
): Promise<SchoolTimingRow> {
  const values = { shiftName: body.shift_name, startTime: body.start_time, endTime: body.end_time };
  if (body.id === undefined) {
    const [row] = await tx
      .insert(schoolTimings)
      .values({ tenantId, ...values })
      .returning();
    return presentTiming(row!);
  }
  const [row] = await tx
    .update(schoolTimings)
    .set(values)
    .where(and(eq(schoolTimings.tenantId, tenantId), eq(schoolTimings.id, body.id)))
    .returning();
  if (!row) throw notFound(m.timingNotFound);
  return presentTiming(row);
}

export async function deleteSchoolTiming(tx: Tx, tenantId: number, id: number): Promise<void> {
  const [row] = await tx
    .delete(schoolTimings)
    .where(and(eq(schoolTimings.tenantId, tenantId), eq(schoolTimings.id, id)))
    .returning({ id: schoolTimings.id });
  if (!row) throw notFound(m.timingNotFound);
}

/** The school's working weekdays; Monday to Saturday until it sets them. */
export async function getWorkingDays(tx: Tx, tenantId: number): Promise<number[]> {
  const [row] = await tx
    .select({ days: timetableSettings.workingDays })
    .from(timetableSettings)
    .where(eq(timetableSettings.tenantId, tenantId));
  return row ? [...row.days].sort() : [...defaultWorkingDays];
}

export async function setWorkingDays(tx: Tx, tenantId: number, days: number[]): Promise<number[]> {
  await tx
    .insert(timetableSettings)
    .values({ tenantId, workingDays: days })
    .onConflictDoUpdate({ target: timetableSettings.tenantId, set: { workingDays: days } });
  return days;
}
