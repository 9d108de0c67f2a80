import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { isSchoolDaySql } from './school-days.ts';

export interface AttendanceDays {
  workingDays: number;
  daysPresent: number;
}

/**
 * Each student's working days and days present in a session, up to a day (a report card's):
 * working days are the school days their class and section's register was taken from their
 * admission date on; a day is present when they were marked present or late in it (one
 * period is enough where attendance is by period). One query for a whole class.
 */
export async function countAttendanceDays(
  tx: Tx,
  tenantId: number,
  query: { sessionId: number; studentIds: readonly number[]; upTo: string },
): Promise<Map<number, AttendanceDays>> {
  const days = new Map<number, AttendanceDays>();
  if (query.studentIds.length === 0) return days;
  const ids = `{${query.studentIds.map((id) => Math.trunc(id)).join(',')}}`;
  const result = (await tx.execute(sql`
    select sp.student_id,
      (select count(distinct d.date)::int from student_attendance d
        where d.tenant_id = sp.tenant_id and d.session_id = sp.session_id
          and d.class_id = sp.class_id and d.section_id is not distinct from sp.section_id
          and d.date between st.admission_date and ${query.upTo}::date
          and ${isSchoolDaySql(tenantId, sql`d.date`, 'students')}) as working_days,
      (select count(distinct a.date)::int from student_attendance a
        where a.tenant_id = sp.tenant_id and a.student_id = sp.student_id
          and a.session_id = sp.session_id and a.status in ('present', 'late')
          and a.date between st.admission_date and ${query.upTo}::date
          and ${isSchoolDaySql(tenantId, sql`a.date`, 'students')}) as days_present
    from student_programs sp
    join students st on st.tenant_id = sp.tenant_id and st.id = sp.student_id
    where sp.tenant_id = ${tenantId} and sp.session_id = ${query.sessionId}
      and sp.student_id = any(${ids}::bigint[])`)) as unknown as {
    rows: Array<{ student_id: unknown; working_days: unknown; days_present: unknown }>;
  };
  for (const row of result.rows)
    days.set(Number(row.student_id), {
      workingDays: Number(row.working_days),
      daysPresent: Number(row.days_present),
    });
  return days;
}
