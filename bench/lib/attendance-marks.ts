import { psql } from './psql.ts';

/** The class a month's attendance report is measured on, and the month. */
export interface AttendanceBenchPlace {
  classId: number;
  sectionId: number | null;
  fromDate: string;
  toDate: string;
}

/**
 * Marks a month of daily attendance (every fifth mark absent) for the largest class and
 * section of a school's current session, in one statement, and answers that class.
 */
export function markBenchMonth(
  databaseUrl: string,
  tenantId: number,
  sessionId: number,
): AttendanceBenchPlace {
  const row = psql(
    databaseUrl,
    `with place as (
       select class_id, section_id from student_programs where tenant_id = ${tenantId} and session_id = ${sessionId}
       group by class_id, section_id order by count(*) desc limit 1),
     marker as (select id from users where tenant_id = ${tenantId} and role_id = 2 order by id limit 1),
     marked as (
       insert into student_attendance (tenant_id, session_id, date, class_id, section_id, student_id, status, marked_by)
       select ${tenantId}, ${sessionId}, d::date, sp.class_id, sp.section_id, sp.student_id,
         case when (sp.student_id + extract(day from d)::int) % 5 = 0 then 'absent' else 'present' end,
         (select id from marker)
       from place p join student_programs sp on sp.tenant_id = ${tenantId} and sp.session_id = ${sessionId}
         and sp.class_id = p.class_id and sp.section_id is not distinct from p.section_id
       cross join generate_series(date '2026-06-01', date '2026-06-30', interval '1 day') d
       on conflict do nothing returning 1)
     select p.class_id || ',' || coalesce(p.section_id::text, '') from place p, (select count(*) from marked) m`,
  );
  const [classId, sectionId] = row.split(',');
  return {
    classId: Number(classId),
    sectionId: sectionId ? Number(sectionId) : null,
    fromDate: '2026-06-01',
    toDate: '2026-06-30',
  };
}
