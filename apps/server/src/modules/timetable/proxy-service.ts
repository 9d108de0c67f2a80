import type { AssignProxyBody, ProxyPlanRow } from '@shala/contracts';
import { timetableMessages, weekdayOf } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { findCurrentSession } from '../academics/index.ts';
import { listCells, listProxyCells } from './routine-cells.ts';

const m = timetableMessages;
const teacherRole = 6;

/**
 * Active teachers free at a cell's time on a date: no own cell at an overlapping time that
 * weekday (other than one a proxy takes from them that day) and no proxy at that time that
 * date. Those who teach the cell's subject somewhere come first. One query.
 */
async function listFreeTeachers(
  tx: Tx,
  tenantId: number,
  cell: {
    id: number;
    teacher_id: number;
    subject_id: number;
    start_time: string;
    end_time: string;
  },
  sessionId: number,
  date: string,
) {
  const weekday = weekdayOf(date);
  const result = (await tx.execute(sql`
    select u.id as teacher_id, u.full_name as teacher_name,
      exists (select 1 from routine_slots t where t.tenant_id = u.tenant_id and t.session_id = ${sessionId}
        and t.teacher_id = u.id and t.subject_id = ${cell.subject_id}) as same_subject
    from users u
    where u.tenant_id = ${tenantId} and u.role_id = ${teacherRole} and u.user_type = 'SCHOOL_USER'
      and u.is_active and u.id <> ${cell.teacher_id}
      and not exists (select 1 from routine_slots r join periods p on p.tenant_id = r.tenant_id and p.id = r.period_id
        where r.tenant_id = u.tenant_id and r.session_id = ${sessionId} and r.teacher_id = u.id
          and r.weekday = ${weekday} and p.start_time < ${cell.end_time} and ${cell.start_time} < p.end_time
          and not exists (select 1 from proxy_assignments g where g.tenant_id = r.tenant_id
            and g.slot_id = r.id and g.date = ${date}))
      and not exists (select 1 from proxy_assignments pa
        join routine_slots r on r.tenant_id = pa.tenant_id and r.id = pa.slot_id
        join periods p on p.tenant_id = r.tenant_id and p.id = r.period_id
        where pa.tenant_id = u.tenant_id and pa.proxy_teacher_id = u.id and pa.date = ${date}
          and pa.slot_id <> ${cell.id}
          and p.start_time < ${cell.end_time} and ${cell.start_time} < p.end_time)
    order by same_subject desc, u.full_name, u.id`)) as unknown as {
    rows: Array<{ teacher_id: unknown; teacher_name: string; same_subject: boolean }>;
  };
  return result.rows.map((row) => ({
    teacher_id: Number(row.teacher_id),
    teacher_name: row.teacher_name,
    same_subject: row.same_subject,
  }));
}

/** An absent teacher's periods on a date, each with its proxy (if any) and free teachers. */
export async function getProxyPlan(
  tx: Tx,
  tenantId: number,
  query: { date: string; teacher_id: number },
): Promise<ProxyPlanRow[]> {
  const session = await findCurrentSession(tx, tenantId);
  if (!session) return [];
  const inSession = sql`r.tenant_id = ${tenantId} and r.session_id = ${session.id}`;
  const [cells, proxies] = await Promise.all([
    listCells(
      tx,
      sql`${inSession} and r.teacher_id = ${query.teacher_id} and r.weekday = ${weekdayOf(query.date)}`,
    ),
    listProxyCells(
      tx,
      sql`${inSession} and r.teacher_id = ${query.teacher_id} and pa.date = ${query.date}`,
    ),
  ]);
  return Promise.all(
    cells.map(async (cell) => {
      const proxy = proxies.find((p) => p.id === cell.id);
      return {
        cell,
        proxy: proxy
          ? {
              id: proxy.proxy_id,
              teacher_id: proxy.proxy_teacher_id,
              teacher_name: proxy.proxy_teacher_name,
            }
          : null,
        suggestions: await listFreeTeachers(tx, tenantId, cell, session.id, query.date),
      };
    }),
  );
}

/** Gives a cell of its date's weekday to a free teacher (replacing an earlier proxy of it). */
export async function assignProxy(
  tx: Tx,
  tenantId: number,
  assignedBy: number,
  body: AssignProxyBody,
) {
  const session = await findCurrentSession(tx, tenantId);
  const [cell] = session
    ? await listCells(
        tx,
        sql`r.tenant_id = ${tenantId} and r.session_id = ${session.id} and r.id = ${body.routine_id}`,
      )
    : [];
  if (!session || !cell || cell.weekday !== weekdayOf(body.date))
    throw badRequest(m.slotNotFound, 'routine_id');
  if (cell.teacher_id === body.proxy_teacher_id)
    throw badRequest(m.proxySameTeacher, 'proxy_teacher_id');
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`shala.proxy.${tenantId}.${body.date}`}, 0))`,
  );
  const free = await listFreeTeachers(tx, tenantId, cell, session.id, body.date);
  const teacher = free.find((t) => t.teacher_id === body.proxy_teacher_id);
  if (!teacher) throw badRequest(m.proxyNotFree, 'proxy_teacher_id');
  const result = (await tx.execute(sql`
    insert into proxy_assignments (tenant_id, date, slot_id, proxy_teacher_id, assigned_by)
    values (${tenantId}, ${body.date}, ${cell.id}, ${teacher.teacher_id}, ${assignedBy})
    on conflict (tenant_id, slot_id, date) do update set proxy_teacher_id = excluded.proxy_teacher_id,
      assigned_by = excluded.assigned_by
    returning id`)) as unknown as { rows: Array<{ id: unknown }> };
  return {
    id: Number(result.rows[0]!.id),
    teacher_id: teacher.teacher_id,
    teacher_name: teacher.teacher_name,
  };
}

export async function deleteProxy(tx: Tx, tenantId: number, id: number): Promise<void> {
  const result = (await tx.execute(
    sql`delete from proxy_assignments where tenant_id = ${tenantId} and id = ${id} returning id`,
  )) as unknown as { rows: unknown[] };
  if (!result.rows.length) throw notFound(m.proxyNotFound);
}
