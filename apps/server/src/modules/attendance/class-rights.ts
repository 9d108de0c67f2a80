import { attendanceMessages } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/current-user.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { forbidden } from '../../platform/errors.ts';
import type { ClassPlace } from '../timetable/index.ts';

const teacherRole = 6;

/**
 * A teacher (role 6) marks only a class they teach: its class or subject teacher in the
 * session, a teacher of its routine, or its proxy on that date. Other roles with the page
 * mark every class.
 */
export async function checkTeachesClass(
  tx: Tx,
  user: Pick<AuthUser, 'id' | 'roleId' | 'tenantId'>,
  place: ClassPlace,
  date: string,
): Promise<void> {
  if (user.roleId !== teacherRole) return;
  const tenantId = user.tenantId;
  const section = (column: string) =>
    place.sectionId === null
      ? sql`${sql.raw(column)} is null`
      : sql`(${sql.raw(column)} = ${place.sectionId} or ${sql.raw(column)} is null)`;
  const result = (await tx.execute(sql`
    select exists (select 1 from teacher_allocations t where t.tenant_id = ${tenantId}
        and t.session_id = ${place.sessionId} and t.class_id = ${place.classId}
        and ${section('t.section_id')} and t.teacher_id = ${user.id})
      or exists (select 1 from routine_slots r where r.tenant_id = ${tenantId}
        and r.session_id = ${place.sessionId} and r.class_id = ${place.classId}
        and ${section('r.section_id')} and r.teacher_id = ${user.id})
      or exists (select 1 from proxy_assignments pa join routine_slots r
          on r.tenant_id = pa.tenant_id and r.id = pa.slot_id
        where pa.tenant_id = ${tenantId} and pa.date = ${date} and pa.proxy_teacher_id = ${user.id}
          and r.class_id = ${place.classId} and ${section('r.section_id')}) as teaches`)) as unknown as {
    rows: Array<{ teaches: boolean }>;
  };
  if (!result.rows[0]?.teaches) throw forbidden(attendanceMessages.notYourClass);
}
