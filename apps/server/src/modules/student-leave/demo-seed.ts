import { addDays, todayIn } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';

type Rows<T> = { rows: T[] };

/** parent@<school> asks leave for their first child: one pending, one approved (the school's today). */
export async function seedStudentLeave(tx: Tx, tenantId: number, subdomain: string) {
  const found = (await tx.execute(sql`
    select u.id as parent_id, sp.student_id, sp.session_id, sp.class_id, sp.section_id,
      coalesce(
        (select ta.teacher_id from teacher_allocations ta where ta.tenant_id = sp.tenant_id
          and ta.session_id = sp.session_id and ta.class_id = sp.class_id
          and ta.section_id is not distinct from sp.section_id order by ta.subject_id nulls first limit 1),
        (select t.id from users t where t.tenant_id = u.tenant_id and t.role_id = 6 order by t.id limit 1)
      ) as teacher_id
    from users u
    join parents p on p.tenant_id = u.tenant_id and p.user_id = u.id
    join student_parents spa on spa.tenant_id = p.tenant_id and spa.parent_id = p.id
    join student_programs sp on sp.tenant_id = spa.tenant_id and sp.student_id = spa.student_id
    join academic_sessions s on s.tenant_id = sp.tenant_id and s.id = sp.session_id and s.is_current
    where u.tenant_id = ${tenantId} and u.username = ${`parent@${subdomain}`}
    order by sp.student_id limit 1`)) as unknown as Rows<{
    parent_id: number;
    student_id: number;
    session_id: number;
    class_id: number;
    section_id: number | null;
    teacher_id: number | null;
  }>;
  const row = found.rows[0];
  if (!row?.teacher_id) return;
  const today = todayIn('Asia/Kolkata');
  const date = (days: number) => sql`${addDays(today, days)}::date`;
  await tx.execute(sql`
    insert into student_leaves (tenant_id, student_id, teacher_id, parent_id, session_id, class_id,
      section_id, title, start_date, to_date, message, status, comment, decided_by, decided_at)
    values
      (${tenantId}, ${row.student_id}, ${row.teacher_id}, ${row.parent_id}, ${row.session_id},
        ${row.class_id}, ${row.section_id}, 'Family wedding', ${date(-20)}, ${date(-18)},
        'We travel to Jaipur for a family wedding.', 'approved', 'Enjoy!', ${row.teacher_id}, now()),
      (${tenantId}, ${row.student_id}, ${row.teacher_id}, ${row.parent_id}, ${row.session_id},
        ${row.class_id}, ${row.section_id}, 'Fever', ${date(1)}, ${date(2)},
        'The doctor advised two days of rest.', 'pending', null, null, null)`);
}
