import type { MarkAttendanceBody } from '@shala/contracts';
import { attendanceMessages } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { badRequest } from '../../platform/errors.ts';
import type { AfterCommit, SignedInScope } from '../../platform/scope.ts';
import { sendAbsenceAlerts } from './absence-alerts.ts';
import { findClosedReason, listRegisterRows, resolveRegisterPlace } from './register-service.ts';

const m = attendanceMessages;

/**
 * Saves a class's marks of a day (or period) in one statement. A mark that changes keeps who
 * marked it first and records who changed it and when. Children newly absent today alert
 * their parents, once per child and day.
 */
export async function markAttendance(
  scope: SignedInScope,
  after: AfterCommit,
  body: MarkAttendanceBody,
) {
  const tenantId = scope.tenantId;
  const today = scope.today;
  if (body.date > today) throw badRequest(m.futureDate, 'date');
  const { place, periodId } = await resolveRegisterPlace(scope, body);
  const closed = await findClosedReason(scope, body.date);
  if (closed) throw badRequest(`${m.closedDay} (${closed})`, 'date');
  const inClass = new Set(
    (await listRegisterRows(scope, place, body.date, periodId)).map((r) => r.student_id),
  );
  const entries = new Map(body.entries.map((entry) => [entry.student_id, entry]));
  if ([...entries.keys()].some((id) => !inClass.has(id)))
    throw badRequest(m.studentNotInClass, 'entries');
  const list = [...entries.values()];
  await scope.tx.execute(sql`
    insert into student_attendance (tenant_id, session_id, date, class_id, section_id, period_id,
      student_id, status, comments, marked_by)
    select ${tenantId}, ${place.sessionId}, ${body.date}, ${place.classId}, ${place.sectionId},
      ${periodId}, e.student_id, e.status, e.comments, ${scope.user.id}
    from unnest(${`{${list.map((e) => e.student_id).join(',')}}`}::bigint[],
      ${toTextArray(list.map((e) => e.status))}::text[],
      ${toTextArray(list.map((e) => e.comments))}::text[]) as e(student_id, status, comments)
    on conflict (tenant_id, student_id, date, coalesce(period_id, 0)) do update
      set status = excluded.status, comments = excluded.comments,
        class_id = excluded.class_id, section_id = excluded.section_id,
        updated_by = ${scope.user.id}, updated_at = now()
      where (student_attendance.status, student_attendance.comments)
        is distinct from (excluded.status, excluded.comments)`);
  const absent = list.filter((e) => e.status === 'absent').map((e) => e.student_id);
  const alerted =
    body.date === today
      ? await sendAbsenceAlerts(scope, after, { date: body.date, studentIds: absent })
      : 0;
  return { saved: list.length, absent: absent.length, alerted };
}

/** A PostgreSQL text[] literal of any strings (quoted and escaped). */
export function toTextArray(values: readonly string[]): string {
  const quoted = values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
  return `{${quoted.join(',')}}`;
}
