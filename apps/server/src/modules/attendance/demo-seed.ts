import { addDays, todayIn } from '@shala/contracts';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { findCurrentSession } from '../academics/index.ts';
import { listStaffUsers } from '../staff/index.ts';
import { listApprovedLeaveBetween } from '../student-leave/index.ts';
import { enrolmentOf } from '../students/index.ts';
import { isSchoolDaySql } from './school-days.ts';
import { studentAttendance } from './tables.ts';

/**
 * Daily attendance of a demo school's current-session students on every school day of the
 * session before today (the school's today; today's register is left to take), marked by the
 * school's admin: most present, a few late or absent, the same from seed to seed; on leave on
 * the days of an approved leave. Idempotent:
 * a school with any mark is left alone.
 */
export async function seedAttendance(tx: Tx, tenantId: number): Promise<void> {
  const [any] = await tx
    .select({ id: studentAttendance.id })
    .from(studentAttendance)
    .where(eq(studentAttendance.tenantId, tenantId))
    .limit(1);
  const session = await findCurrentSession(tx, tenantId);
  const admin = (await listStaffUsers(tx, tenantId)).find((user) => user.role_id === 2);
  if (any || !session || !admin) return;
  const yesterday = addDays(todayIn('Asia/Kolkata'), -1);
  const lastDay = yesterday < session.endDate ? yesterday : session.endDate;
  if (lastDay < session.startDate) return;
  const enrolment = enrolmentOf(tx, tenantId, session.id);
  // A number from the student and the day that looks random: 1 in 25 absent, 1 in 25 late.
  const draw = sql`((enrolment.enrolled_student_id * 7 + (d.day - date '2000-01-01')) % 25)`;
  await tx.execute(sql`
    insert into student_attendance (tenant_id, session_id, date, class_id, section_id,
      student_id, status, marked_by, marked_at)
    select ${tenantId}, ${session.id}, d.day, enrolment.enrolled_class_id, enrolment.enrolled_section_id,
      enrolment.enrolled_student_id,
      case ${draw} when 0 then 'absent' when 1 then 'late' else 'present' end,
      ${admin.user_id}, d.day + time '09:30'
    from (select s::date as day from generate_series(${session.startDate}::date,
      ${lastDay}::date, interval '1 day') s) d
    cross join ${enrolment}
    where enrolment.enrolled_status = 'ACTIVE' and ${isSchoolDaySql(tenantId, sql`d.day`, 'students')}`);
  // A student on approved leave (the leave seed runs first) is marked on leave those days.
  const range = { fromDate: session.startDate, toDate: lastDay };
  for (const leave of await listApprovedLeaveBetween(tx, tenantId, range))
    await tx
      .update(studentAttendance)
      .set({ status: 'leave' })
      .where(
        and(
          eq(studentAttendance.tenantId, tenantId),
          eq(studentAttendance.studentId, leave.studentId),
          between(studentAttendance.date, leave.startDate, leave.toDate),
        ),
      );
}
