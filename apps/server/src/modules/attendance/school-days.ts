import { type SQL, sql } from 'drizzle-orm';

/** The school's working weekdays as SQL (Monday to Saturday until it sets them). */
const workingDays = (tenantId: number) =>
  sql`coalesce((select ts.working_days from timetable_settings ts where ts.tenant_id = ${tenantId}), '{1,2,3,4,5,6}'::smallint[])`;

/**
 * True in SQL when `day` is a school day for `audience`: a working weekday inside no holiday
 * of theirs. Reports count only marks on such days, so a holiday declared later drops out.
 */
export function isSchoolDaySql(tenantId: number, day: SQL, audience: 'students' | 'staff'): SQL {
  return sql`(extract(isodow from ${day})::smallint = any(${workingDays(tenantId)})
    and not exists (select 1 from holidays h where h.tenant_id = ${tenantId}
      and h.applies_to in ('all', ${audience}) and ${day} between h.start_date and h.end_date))`;
}

/** The current main session's id, as SQL. */
export const currentSessionSql = (tenantId: number) =>
  sql`(select s.id from academic_sessions s where s.tenant_id = ${tenantId} and s.is_current and s.parent_id is null)`;

/** Counts of each status and the percentage, over marks `a` (present and late attend). */
export const countColumns = sql`count(a.id) filter (where a.status = 'present')::int as present,
  count(a.id) filter (where a.status = 'absent')::int as absent,
  count(a.id) filter (where a.status = 'late')::int as late,
  count(a.id) filter (where a.status = 'leave')::int as leave,
  count(a.id)::int as total,
  case when count(a.id) = 0 then null
    else round(count(a.id) filter (where a.status in ('present', 'late')) * 100.0 / count(a.id), 2)::float8 end as percentage`;
