import type { TeacherRoutine, TodayPeriod } from '@shala/contracts';
import { weekdayOf } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { findCurrentSession } from '../academics/index.ts';
import { listPeriods } from './periods-service.ts';
import { listCells, listProxyCells } from './routine-cells.ts';
import { getWorkingDays } from './timings-service.ts';

/**
 * A teacher's week in the current session, and on `date` the periods they take for absent
 * teachers and their own periods another teacher takes.
 */
export async function getTeacherRoutine(
  tx: Tx,
  tenantId: number,
  teacherId: number,
  date: string,
): Promise<TeacherRoutine> {
  const session = await findCurrentSession(tx, tenantId);
  const [periods, workingDays] = await Promise.all([
    listPeriods(tx, tenantId),
    getWorkingDays(tx, tenantId),
  ]);
  if (!session)
    return { periods, working_days: workingDays, cells: [], proxies_taken: [], proxies_given: [] };
  const inSession = sql`r.tenant_id = ${tenantId} and r.session_id = ${session.id}`;
  const [cells, proxies] = await Promise.all([
    listCells(tx, sql`${inSession} and r.teacher_id = ${teacherId}`),
    listProxyCells(
      tx,
      sql`${inSession} and pa.date = ${date} and (pa.proxy_teacher_id = ${teacherId} or r.teacher_id = ${teacherId})`,
    ),
  ]);
  return {
    periods,
    working_days: workingDays,
    cells,
    proxies_taken: proxies.filter((proxy) => proxy.proxy_teacher_id === teacherId),
    proxies_given: proxies.filter((proxy) => proxy.teacher_id === teacherId),
  };
}

/** The teacher's periods of `today`: their own (marked when a proxy takes them) and proxies. */
export async function listTodayPeriods(
  tx: Tx,
  tenantId: number,
  teacherId: number,
  today: string,
): Promise<TodayPeriod[]> {
  const routine = await getTeacherRoutine(tx, tenantId, teacherId, today);
  if (!routine.working_days.includes(weekdayOf(today))) return [];
  const givenTo = new Map(routine.proxies_given.map((p) => [p.id, p.proxy_teacher_name]));
  const own = routine.cells
    .filter((cell) => cell.weekday === weekdayOf(today))
    .map((cell) => ({ ...cell, is_proxy: false, given_to: givenTo.get(cell.id) ?? null }));
  const taken = routine.proxies_taken.map((cell) => ({ ...cell, is_proxy: true, given_to: null }));
  return [...own, ...taken]
    .sort((a, b) => a.start_time.localeCompare(b.start_time))
    .map((cell) => ({
      period_name: cell.period_name,
      start_time: cell.start_time,
      end_time: cell.end_time,
      class_name: cell.class_name,
      section_name: cell.section_name,
      subject_name: cell.subject_name,
      is_proxy: cell.is_proxy,
      given_to: cell.given_to,
    }));
}
