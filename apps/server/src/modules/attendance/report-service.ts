import type { DayReportRow, StudentReportRow } from '@shala/contracts';
import { attendanceMessages, monthOf } from '@shala/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { countColumns, currentSessionSql, isSchoolDaySql } from './school-days.ts';

const int = (value: unknown) => Number(value);
const toStudentRow = (row: Record<string, unknown>): StudentReportRow => ({
  student_id: int(row.student_id),
  student_name: String(row.student_name),
  roll_number: row.roll_number === null ? null : int(row.roll_number),
  class_name: String(row.class_name),
  section_name: (row.section_name as string | null) ?? null,
  present: int(row.present),
  absent: int(row.absent),
  late: int(row.late),
  leave: int(row.leave),
  total: int(row.total),
  percentage: row.percentage === null ? null : Number(row.percentage),
});

/**
 * Active students of the current session matching `where` (on `sp`, `st`) with their marks
 * between two dates on school days: one query. `having` filters the groups.
 */
async function listStudentCounts(
  scope: TenantScope,
  range: { fromDate: string | SQL; toDate: string | SQL },
  where: SQL,
  having: SQL = sql`true`,
) {
  const { tx, tenantId } = scope;
  const result = (await tx.execute(sql`
    select st.id as student_id, st.student_name, sp.roll_number, c.class_name, s.section_name,
      ${countColumns}
    from student_programs sp
    join students st on st.tenant_id = sp.tenant_id and st.id = sp.student_id and st.status = 'ACTIVE'
    join classes c on c.tenant_id = sp.tenant_id and c.id = sp.class_id
    left join sections s on s.tenant_id = sp.tenant_id and s.id = sp.section_id
    left join student_attendance a on a.tenant_id = sp.tenant_id and a.student_id = sp.student_id
      and a.date between ${range.fromDate} and ${range.toDate}
      and ${isSchoolDaySql(tenantId, sql`a.date`, 'students')}
    where sp.tenant_id = ${tenantId} and sp.session_id = ${currentSessionSql(tenantId)} and ${where}
    group by st.id, st.student_name, sp.roll_number, c.class_name, c.position, s.section_name
    having ${having}
    order by c.position, c.class_name, s.section_name nulls first, sp.roll_number nulls last, st.student_name, st.id`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  return result.rows.map(toStudentRow);
}

/** Per student of a class (and section, or one student): counts and percentage over a range. */
export function getStudentReport(
  scope: TenantScope,
  query: {
    fromDate: string;
    toDate: string;
    class_id: number;
    section_id?: number;
    student_id?: number;
  },
) {
  return listStudentCounts(
    scope,
    query,
    sql`sp.class_id = ${query.class_id}
      ${query.section_id === undefined ? sql`` : sql`and sp.section_id = ${query.section_id}`}
      ${query.student_id === undefined ? sql`` : sql`and sp.student_id = ${query.student_id}`}`,
  );
}

/**
 * The term a "this term" figure covers: the current sub-session holding today, else the
 * current session, from its start to today (or its end, if over).
 */
export async function getBelowThreshold(
  scope: TenantScope,
  today: string,
  threshold: number,
  classId: number | undefined,
) {
  const { tx, tenantId } = scope;
  const session = currentSessionSql(tenantId);
  const term = sql`(select t.start_date, least(t.end_date, ${today}::date) as end_date from academic_sessions t
    where t.tenant_id = ${tenantId} and (t.parent_id = ${session} and ${today}::date between t.start_date and t.end_date
      or t.id = ${session}) order by t.parent_id nulls last limit 1)`;
  const result = (await tx.execute(
    sql`select start_date::text as "fromDate", end_date::text as "toDate" from ${term} t`,
  )) as unknown as { rows: Array<{ fromDate: string; toDate: string }> };
  const range = result.rows[0] ?? { fromDate: today, toDate: today };
  const rows = await listStudentCounts(
    scope,
    range,
    classId === undefined ? sql`true` : sql`sp.class_id = ${classId}`,
    sql`count(a.id) > 0 and count(a.id) filter (where a.status in ('present', 'late')) * 100.0 / count(a.id) < ${threshold}`,
  );
  return { threshold_percent: threshold, ...range, rows };
}

/** Every class and section of the current session on a day: counts and whether it was marked. */
export async function getDayReport(scope: TenantScope, date: string): Promise<DayReportRow[]> {
  const { tx, tenantId } = scope;
  const result = (await tx.execute(sql`
    select sp.class_id, c.class_name, sp.section_id, s.section_name,
      count(distinct sp.student_id)::int as students, count(a.id) > 0 as marked, ${countColumns}
    from student_programs sp
    join students st on st.tenant_id = sp.tenant_id and st.id = sp.student_id and st.status = 'ACTIVE'
    join classes c on c.tenant_id = sp.tenant_id and c.id = sp.class_id
    left join sections s on s.tenant_id = sp.tenant_id and s.id = sp.section_id
    left join student_attendance a on a.tenant_id = sp.tenant_id and a.student_id = sp.student_id
      and a.date = ${date}
    where sp.tenant_id = ${tenantId} and sp.session_id = ${currentSessionSql(tenantId)}
    group by sp.class_id, c.class_name, c.position, sp.section_id, s.section_name
    order by c.position, c.class_name, s.section_name nulls first`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  return result.rows.map((row) => ({
    class_id: int(row.class_id),
    class_name: String(row.class_name),
    section_id: row.section_id === null ? null : int(row.section_id),
    section_name: (row.section_name as string | null) ?? null,
    students: int(row.students),
    marked: Boolean(row.marked),
    present: int(row.present),
    absent: int(row.absent),
    late: int(row.late),
    leave: int(row.leave),
    percentage: row.percentage === null ? null : Number(row.percentage),
  }));
}

/** Ids of the children linked to a parent account, as SQL. */
const childrenOf = (tenantId: number, userId: number) =>
  sql`(select sp.student_id from student_parents sp join parents p on p.tenant_id = sp.tenant_id
    and p.id = sp.parent_id where sp.tenant_id = ${tenantId} and p.user_id = ${userId})`;

/**
 * A student's marks over a range, with the period, the teacher (the period's routine teacher,
 * or for daily marks the class teacher) and who marked it. A parent asks only about their own
 * children; any other student is "not found", as one of another school.
 */
export async function getStudentMarks(
  scope: TenantScope,
  viewer: { userId: number; isParent: boolean },
  query: { student_id: number; fromDate: string; toDate: string },
) {
  const { tx, tenantId } = scope;
  const own = viewer.isParent ? sql`and st.id in ${childrenOf(tenantId, viewer.userId)}` : sql``;
  const result = (await tx.execute(sql`
    select st.id as student_id, a.date::text as attendance_date, a.status, a.comments,
      p.period_name, mu.full_name as marked_by,
      coalesce(pu.full_name, ru.full_name, ctu.full_name) as teacher_name
    from students st
    left join student_attendance a on a.tenant_id = st.tenant_id and a.student_id = st.id
      and a.date between ${query.fromDate} and ${query.toDate}
    left join periods p on p.tenant_id = a.tenant_id and p.id = a.period_id
    left join users mu on mu.tenant_id = a.tenant_id and mu.id = a.marked_by
    left join routine_slots r on r.tenant_id = a.tenant_id and r.session_id = a.session_id
      and r.class_id = a.class_id and coalesce(r.section_id, 0) = coalesce(a.section_id, 0)
      and r.period_id = a.period_id and r.weekday = extract(isodow from a.date)
    left join users ru on ru.tenant_id = r.tenant_id and ru.id = r.teacher_id
    left join proxy_assignments pa on pa.tenant_id = r.tenant_id and pa.slot_id = r.id and pa.date = a.date
    left join users pu on pu.tenant_id = pa.tenant_id and pu.id = pa.proxy_teacher_id
    left join teacher_allocations ta on a.period_id is null and ta.tenant_id = a.tenant_id
      and ta.session_id = a.session_id and ta.class_id = a.class_id and ta.subject_id is null
      and coalesce(ta.section_id, 0) = coalesce(a.section_id, 0)
    left join users ctu on ctu.tenant_id = ta.tenant_id and ctu.id = ta.teacher_id
    where st.tenant_id = ${tenantId} and st.id = ${query.student_id} ${own}
    order by a.date, p.start_time nulls first`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  if (!result.rows.length) throw notFound(attendanceMessages.studentNotFound);
  return result.rows
    .filter((row) => row.attendance_date !== null)
    .map((row) => ({
      attendance_date: String(row.attendance_date),
      teacher_name: (row.teacher_name as string | null) ?? null,
      period_name: (row.period_name as string | null) ?? null,
      status: row.status as 'present' | 'absent' | 'late' | 'leave',
      comments: String(row.comments ?? ''),
      marked_by: (row.marked_by as string | null) ?? null,
    }));
}

/** Each of a parent's children: their attendance this month, school days only. */
export async function listChildrenMonth(scope: TenantScope, userId: number, today: string) {
  const { tenantId } = scope;
  const month = monthOf(today);
  const rows = await listStudentCounts(
    scope,
    { fromDate: month.fromDate, toDate: today },
    sql`st.id in ${childrenOf(tenantId, userId)}`,
  );
  return rows.map((row) => ({
    student_id: row.student_id,
    student_name: row.student_name,
    present: row.present + row.late,
    total: row.total,
    percentage: row.percentage,
  }));
}
