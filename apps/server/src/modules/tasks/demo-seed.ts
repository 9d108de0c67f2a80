import { addDays, todayIn } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';

type Rows<T> = { rows: T[] };

/**
 * For the class of parent@<school>'s first child, on the school's today: a homework set today,
 * one set yesterday and due in two days, and this month's planner.
 */
export async function seedTasks(tx: Tx, tenantId: number, subdomain: string): Promise<void> {
  const places = (await tx.execute(sql`
    select sp.session_id, sp.class_id, sp.section_id
    from users u
    join parents p on p.tenant_id = u.tenant_id and p.user_id = u.id
    join student_parents spa on spa.tenant_id = p.tenant_id and spa.parent_id = p.id
    join student_programs sp on sp.tenant_id = spa.tenant_id and sp.student_id = spa.student_id
    join academic_sessions s on s.tenant_id = sp.tenant_id and s.id = sp.session_id and s.is_current
    where u.tenant_id = ${tenantId} and u.username = ${`parent@${subdomain}`}
    order by sp.student_id limit 1`)) as unknown as Rows<{
    session_id: number;
    class_id: number;
    section_id: number | null;
  }>;
  const place = places.rows[0];
  const admin = (await tx.execute(sql`
    select id from users where tenant_id = ${tenantId} and role_id = 2 order by id limit 1`)) as unknown as Rows<{
    id: number;
  }>;
  const createdBy = admin.rows[0]?.id;
  if (!place || !createdBy) return;
  const today = todayIn('Asia/Kolkata');
  const date = (days: number) => sql`${addDays(today, days)}::date`;
  await tx.execute(sql`
    insert into tasks (tenant_id, session_id, class_id, section_id, type, title, remarks,
      created_date, submission_date, month, have_grade, min_marks, full_marks, created_by)
    values
      (${tenantId}, ${place.session_id}, ${place.class_id}, ${place.section_id}, 'homework',
        'Learn the multiplication table of 7', 'Write it out twice in the notebook.',
        ${date(0)}, ${date(1)}, null, false, null, null, ${createdBy}),
      (${tenantId}, ${place.session_id}, ${place.class_id}, ${place.section_id}, 'homework',
        'Read chapter 3 and answer the questions', 'Answer questions 1 to 5 in the notebook.',
        ${date(-1)}, ${date(2)}, null, true, 4, 10, ${createdBy}),
      (${tenantId}, ${place.session_id}, ${place.class_id}, null, 'monthly_planner',
        'Monthly planner', 'Revision of units 1 and 2; a class test in the last week.',
        ${date(-3)}, null, lower(to_char(${date(0)}, 'FMmonth')), false, null, null, ${createdBy})`);
}
