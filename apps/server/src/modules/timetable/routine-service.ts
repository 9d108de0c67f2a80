import type { ClassRoutine, RoutineCell, SaveRoutineCellBody } from '@shala/contracts';
import { timetableMessages, type Weekday, weekdayNames } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { resolveClassPlace } from './class-place.ts';
import { findPeriod, listPeriods } from './periods-service.ts';
import { listCells } from './routine-cells.ts';
import { getWorkingDays } from './timings-service.ts';

const m = timetableMessages;
const teacherRole = 6;

const samePlace = (sectionId: number | null) =>
  sectionId === null ? sql`r.section_id is null` : sql`r.section_id = ${sectionId}`;

/** The routine of a class and section: the periods, the working days and every cell. */
export async function getClassRoutine(
  tx: Tx,
  tenantId: number,
  query: { session_id?: number; class_id: number; section_id?: number | null },
): Promise<ClassRoutine> {
  const place = await resolveClassPlace(tx, tenantId, query, m);
  const [periods, workingDays, cells] = await Promise.all([
    listPeriods(tx, tenantId),
    getWorkingDays(tx, tenantId),
    listCells(
      tx,
      sql`r.tenant_id = ${tenantId} and r.session_id = ${place.sessionId}
        and r.class_id = ${place.classId} and ${samePlace(place.sectionId)}`,
    ),
  ]);
  return { periods, working_days: workingDays, cells };
}

/** The cell where the teacher already is at that time of that weekday, elsewhere. */
async function findClash(
  tx: Tx,
  tenantId: number,
  cell: { sessionId: number; teacherId: number; weekday: number; start: string; end: string },
  except: { classId: number; sectionId: number | null },
): Promise<RoutineCell | null> {
  const [clash] = await listCells(
    tx,
    sql`r.tenant_id = ${tenantId} and r.session_id = ${cell.sessionId}
      and r.teacher_id = ${cell.teacherId} and r.weekday = ${cell.weekday}
      and p.start_time < ${cell.end} and ${cell.start} < p.end_time
      and not (r.class_id = ${except.classId} and ${samePlace(except.sectionId)})`,
  );
  return clash ?? null;
}

const placeName = (cell: { class_name: string; section_name: string | null }) =>
  cell.section_name ? `${cell.class_name} - ${cell.section_name}` : cell.class_name;

/** "Asha Rao already teaches 5 - A in Period 2 on Monday": the refusal names the clash. */
export const clashMessage = (clash: RoutineCell) =>
  `${clash.teacher_name} already teaches ${placeName(clash)} in ${clash.period_name} on ${weekdayNames[clash.weekday as Weekday]}`;

async function checkSubjectAndTeacher(tx: Tx, tenantId: number, body: SaveRoutineCellBody) {
  const result = (await tx.execute(sql`
    select exists (select 1 from subjects where tenant_id = ${tenantId} and id = ${body.subject_id}) as subject,
      exists (select 1 from users where tenant_id = ${tenantId} and id = ${body.teacher_id}
        and role_id = ${teacherRole} and user_type = 'SCHOOL_USER' and is_active) as teacher`)) as unknown as {
    rows: Array<{ subject: boolean; teacher: boolean }>;
  };
  const row = result.rows[0]!;
  if (!row.subject) throw badRequest(m.chooseSubject, 'subject_id');
  if (!row.teacher) throw badRequest(m.chooseTeacher, 'teacher_id');
}

/**
 * Sets a cell's subject and teacher. Refused when the day is not a working day, or when the
 * teacher is elsewhere at an overlapping time that weekday (the message names where).
 */
export async function saveRoutineCell(
  tx: Tx,
  tenantId: number,
  body: SaveRoutineCellBody,
): Promise<RoutineCell> {
  const place = await resolveClassPlace(tx, tenantId, body, m);
  const period = await findPeriod(tx, tenantId, body.period_id);
  if (!period) throw badRequest(m.choosePeriod, 'period_id');
  if (!(await getWorkingDays(tx, tenantId)).includes(body.weekday))
    throw badRequest(m.notWorkingDay, 'weekday');
  await checkSubjectAndTeacher(tx, tenantId, body);
  // Two saves for one teacher at once: the second waits here and then sees the first.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`shala.routine.${tenantId}.${body.teacher_id}`}, 0))`,
  );
  const clash = await findClash(
    tx,
    tenantId,
    {
      sessionId: place.sessionId,
      teacherId: body.teacher_id,
      weekday: body.weekday,
      start: period.startTime,
      end: period.endTime,
    },
    place,
  );
  if (clash) throw badRequest(clashMessage(clash), 'teacher_id');
  let id: number;
  try {
    const result = (await tx.execute(sql`
      insert into routine_slots (tenant_id, session_id, class_id, section_id, weekday, period_id, subject_id, teacher_id)
      values (${tenantId}, ${place.sessionId}, ${place.classId}, ${place.sectionId}, ${body.weekday},
        ${period.id}, ${body.subject_id}, ${body.teacher_id})
      on conflict (tenant_id, session_id, class_id, coalesce(section_id, 0), weekday, period_id)
      do update set subject_id = excluded.subject_id, teacher_id = excluded.teacher_id
      returning id`)) as unknown as { rows: Array<{ id: unknown }> };
    id = Number(result.rows[0]!.id);
  } catch (error) {
    // The same class and section already has this teacher at an overlapping period that day.
    if (isUniqueViolation(error)) throw badRequest(m.chooseTeacher, 'teacher_id');
    throw error;
  }
  const [cell] = await listCells(tx, sql`r.tenant_id = ${tenantId} and r.id = ${id}`);
  return cell!;
}

export async function deleteRoutineCell(tx: Tx, tenantId: number, id: number): Promise<void> {
  const result = (await tx.execute(
    sql`delete from routine_slots where tenant_id = ${tenantId} and id = ${id} returning id`,
  )) as unknown as { rows: unknown[] };
  if (!result.rows.length) throw notFound(m.slotNotFound);
}
