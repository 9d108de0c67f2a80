import { addDays, todayIn, weekdayOf } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { periods, schoolTimings } from './tables.ts';

const demoPeriods = [
  ['Period 1', '08:00', '08:40'],
  ['Period 2', '08:40', '09:20'],
  ['Period 3', '09:20', '10:00'],
  ['Period 4', '10:20', '11:00'],
  ['Period 5', '11:00', '11:40'],
  ['Period 6', '11:40', '12:20'],
] as const;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A demo school's day: one shift and six periods; the first section of the first class gets
 * a routine for the week (four periods a day, the teachers in turn) and one proxy on the next
 * school day (tomorrow, or Monday when tomorrow is a Sunday), so the demo never lacks one.
 * Idempotent: a school with periods is left alone.
 */
export async function seedTimetable(tx: Tx, tenantId: number): Promise<void> {
  if (
    rowsOf(await tx.execute(sql`select 1 from periods where tenant_id = ${tenantId} limit 1`))
      .length
  )
    return;
  await tx
    .insert(schoolTimings)
    .values({ tenantId, shiftName: 'Morning', startTime: '07:45', endTime: '13:30' });
  const periodIds = (
    await tx
      .insert(periods)
      .values(
        demoPeriods.map(([name, startTime, endTime]) => ({ tenantId, name, startTime, endTime })),
      )
      .returning({ id: periods.id })
  ).map((row) => row.id);
  const [place] = rowsOf<{ session_id: string; class_id: string; section_id: string }>(
    await tx.execute(sql`
      select cs.session_id, cs.class_id, cs.section_id from class_sections cs
      join academic_sessions s on s.tenant_id = cs.tenant_id and s.id = cs.session_id and s.is_current
      join classes c on c.tenant_id = cs.tenant_id and c.id = cs.class_id
      where cs.tenant_id = ${tenantId} order by c.position, cs.section_id limit 1`),
  );
  const teachers = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from users where tenant_id = ${tenantId} and role_id = 6
      and user_type = 'SCHOOL_USER' and is_active order by id`),
  ).map((row) => Number(row.id));
  const subjects = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from subjects where tenant_id = ${tenantId} order by id`),
  ).map((row) => Number(row.id));
  if (!place || !teachers.length || !subjects.length) return;
  const cells = [1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    periodIds.slice(0, 4).map((periodId, index) => ({ weekday, periodId, turn: weekday + index })),
  );
  await tx.execute(sql`
    insert into routine_slots (tenant_id, session_id, class_id, section_id, weekday, period_id, subject_id, teacher_id)
    values ${sql.join(
      cells.map(
        (cell) => sql`(${tenantId}, ${place.session_id}, ${place.class_id}, ${place.section_id},
          ${cell.weekday}, ${cell.periodId}, ${subjects[cell.turn % subjects.length]},
          ${teachers[cell.turn % teachers.length]})`,
      ),
      sql`, `,
    )}`);
  const tomorrow = addDays(todayIn('Asia/Kolkata'), 1);
  const nextSchoolDay = weekdayOf(tomorrow) === 7 ? addDays(tomorrow, 1) : tomorrow;
  if (teachers.length < 2) return;
  await tx.execute(sql`
    insert into proxy_assignments (tenant_id, date, slot_id, proxy_teacher_id)
    select ${tenantId}, ${nextSchoolDay}, r.id,
      (select u.id from users u where u.tenant_id = r.tenant_id and u.role_id = 6 and u.id <> r.teacher_id
        and not exists (select 1 from routine_slots o where o.tenant_id = r.tenant_id and o.teacher_id = u.id
          and o.weekday = r.weekday and o.period_id = r.period_id) order by u.id limit 1)
    from routine_slots r where r.tenant_id = ${tenantId} and r.weekday = ${weekdayOf(nextSchoolDay)}
    order by r.period_id limit 1`);
}
