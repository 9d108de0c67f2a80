import { addDays, todayIn } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';

type Rows<T> = { rows: T[] };

const questions = [
  'Explains lessons clearly',
  'Gives useful homework and feedback',
  'Is approachable for parents',
];

/** The school's feedback questions, and a teacher's feedback on parent@<school>'s first child. */
export async function seedFeedback(tx: Tx, tenantId: number, subdomain: string) {
  for (const question of questions)
    await tx.execute(
      sql`insert into feedback_questions (tenant_id, question) values (${tenantId}, ${question})`,
    );
  const found = (await tx.execute(sql`
    select sp.session_id, sp.student_id,
      (select t.id from users t where t.tenant_id = u.tenant_id and t.role_id = 6 order by t.id limit 1) as teacher_id
    from users u
    join parents p on p.tenant_id = u.tenant_id and p.user_id = u.id
    join student_parents spa on spa.tenant_id = p.tenant_id and spa.parent_id = p.id
    join student_programs sp on sp.tenant_id = spa.tenant_id and sp.student_id = spa.student_id
    join academic_sessions s on s.tenant_id = sp.tenant_id and s.id = sp.session_id and s.is_current
    where u.tenant_id = ${tenantId} and u.username = ${`parent@${subdomain}`}
    order by sp.student_id limit 1`)) as unknown as Rows<{
    session_id: number;
    student_id: number;
    teacher_id: number | null;
  }>;
  const row = found.rows[0];
  if (!row?.teacher_id) return;
  await tx.execute(sql`
    insert into student_feedback (tenant_id, session_id, student_id, comment, date, given_by)
    values (${tenantId}, ${row.session_id}, ${row.student_id},
      'Participates well in class; needs to practise handwriting.',
      ${addDays(todayIn('Asia/Kolkata'), -5)}::date, ${row.teacher_id})`);
}
