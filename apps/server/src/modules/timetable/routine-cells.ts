import type { RoutineCell } from '@shala/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';

/** A row of `routine_slots r` joined to its names, as a cell. */
const cellColumns = sql`r.id, r.class_id, c.class_name, r.section_id, s.section_name, r.weekday,
  r.period_id, p.period_name, p.start_time, p.end_time, r.subject_id, sub.subject_name,
  r.teacher_id, u.full_name as teacher_name`;

const cellJoins = sql`from routine_slots r
  join classes c on c.tenant_id = r.tenant_id and c.id = r.class_id
  left join sections s on s.tenant_id = r.tenant_id and s.id = r.section_id
  join periods p on p.tenant_id = r.tenant_id and p.id = r.period_id
  join subjects sub on sub.tenant_id = r.tenant_id and sub.id = r.subject_id
  join users u on u.tenant_id = r.tenant_id and u.id = r.teacher_id`;

type RawCell = Record<keyof RoutineCell, unknown>;

export const toCell = (row: RawCell): RoutineCell => ({
  id: Number(row.id),
  class_id: Number(row.class_id),
  class_name: String(row.class_name),
  section_id: row.section_id === null ? null : Number(row.section_id),
  section_name: row.section_name === null ? null : String(row.section_name),
  weekday: Number(row.weekday),
  period_id: Number(row.period_id),
  period_name: String(row.period_name),
  start_time: String(row.start_time),
  end_time: String(row.end_time),
  subject_id: Number(row.subject_id),
  subject_name: String(row.subject_name),
  teacher_id: Number(row.teacher_id),
  teacher_name: String(row.teacher_name),
});

/** Routine cells matching `where` (on `r`), by day and time: one query. */
export async function listCells(tx: Tx, where: SQL): Promise<RoutineCell[]> {
  const result = (await tx.execute(
    sql`select ${cellColumns} ${cellJoins} where ${where} order by r.weekday, p.start_time, c.class_name`,
  )) as unknown as { rows: RawCell[] };
  return result.rows.map(toCell);
}

/**
 * Proxy assignments of a date matching `where` (on `r` the cell, `pa` the assignment),
 * each with its cell and the proxy teacher.
 */
export async function listProxyCells(tx: Tx, where: SQL) {
  const result = (await tx.execute(sql`
    select ${cellColumns}, pa.id as proxy_id, pa.date::text as date, pa.proxy_teacher_id,
      pu.full_name as proxy_teacher_name
    from proxy_assignments pa
    join routine_slots r on r.tenant_id = pa.tenant_id and r.id = pa.slot_id
    join users pu on pu.tenant_id = pa.tenant_id and pu.id = pa.proxy_teacher_id
    join classes c on c.tenant_id = r.tenant_id and c.id = r.class_id
    left join sections s on s.tenant_id = r.tenant_id and s.id = r.section_id
    join periods p on p.tenant_id = r.tenant_id and p.id = r.period_id
    join subjects sub on sub.tenant_id = r.tenant_id and sub.id = r.subject_id
    join users u on u.tenant_id = r.tenant_id and u.id = r.teacher_id
    where ${where} order by p.start_time`)) as unknown as {
    rows: Array<RawCell & Record<string, unknown>>;
  };
  return result.rows.map((row) => ({
    ...toCell(row),
    proxy_id: Number(row.proxy_id),
    date: String(row.date),
    proxy_teacher_id: Number(row.proxy_teacher_id),
    proxy_teacher_name: String(row.proxy_teacher_name),
  }));
}
