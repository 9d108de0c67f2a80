import { addDays, todayIn } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';

type Rows<T> = { rows: T[] };

/**
 * Three incidents of the current session in the days before the school's today, one of them
 * about parent@<school>'s first child.
 */
export async function seedIncidents(tx: Tx, tenantId: number): Promise<void> {
  const students = (await tx.execute(sql`
    select sp.session_id, sp.class_id, sp.section_id, sp.student_id
    from student_programs sp join academic_sessions s on s.tenant_id = sp.tenant_id and s.id = sp.session_id
    where sp.tenant_id = ${tenantId} and s.is_current
    order by sp.student_id limit 3`)) as unknown as Rows<{
    session_id: number;
    class_id: number;
    section_id: number | null;
    student_id: number;
  }>;
  const admin = (await tx.execute(sql`
    select id from users where tenant_id = ${tenantId} and role_id = 2 order by id limit 1`)) as unknown as Rows<{
    id: number;
  }>;
  const addedBy = admin.rows[0]?.id;
  if (!addedBy) return;
  const today = todayIn('Asia/Kolkata');
  const kinds = [
    ['Fighting', 'Pushed a classmate during the lunch break.', 'Warning and a note to parents'],
    [
      'Late arrival',
      'Came to school after the assembly three days in a row.',
      'Detention for a day',
    ],
    ['Uniform', 'Not in school uniform on Monday.', 'Verbal warning'],
  ] as const;
  for (const [index, student] of students.rows.entries()) {
    const [type, details, consequences] = kinds[index % kinds.length]!;
    await tx.execute(sql`
      insert into incidents (tenant_id, session_id, class_id, section_id, student_id, incident_type,
        incident_date, consequences, incident_details, added_by)
      values (${tenantId}, ${student.session_id}, ${student.class_id}, ${student.section_id},
        ${student.student_id}, ${type}, ${addDays(today, -index - 2)}::date, ${consequences}, ${details}, ${addedBy})`);
  }
}
