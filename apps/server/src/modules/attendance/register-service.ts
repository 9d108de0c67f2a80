import type { AttendanceStatus, Register, RegisterQuery } from '@shala/contracts';
import { attendanceMessages, isSchoolDay, type Weekday, weekdayNames } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { badRequest } from '../../platform/errors.ts';
import type { SignedInScope, TenantScope } from '../../platform/scope.ts';
import { listClosures } from '../holidays/index.ts';
import {
  type ClassPlace,
  findPeriod,
  getWorkingDays,
  resolveClassPlace,
} from '../timetable/index.ts';
import { listStudentsOnLeave } from './approved-leave.ts';
import { checkTeachesClass } from './class-rights.ts';
import { getAttendanceSettings } from './settings-service.ts';

const m = attendanceMessages;

/** Why the school is closed for students on `date`, or null on a school day. */
export async function findClosedReason(scope: TenantScope, date: string) {
  const { tx, tenantId } = scope;
  const [workingDays, closures] = await Promise.all([
    getWorkingDays(tx, tenantId),
    listClosures(tx, tenantId, { fromDate: date, toDate: date, audience: 'students' }),
  ]);
  if (isSchoolDay(date, { workingDays, holidays: closures })) return null;
  const holiday = closures[0];
  if (holiday) return `Holiday: ${holiday.name}`;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return `${weekdayNames[(day === 0 ? 7 : day) as Weekday]} is not a working day`;
}

/** The class, section and period a register is for, checked; a teacher only for their class. */
export async function resolveRegisterPlace(
  scope: SignedInScope,
  query: { date: string; class_id: number; section_id?: number | null; period_id?: number | null },
) {
  const { tx, tenantId, user } = scope;
  const [place, settings] = await Promise.all([
    resolveClassPlace(tx, tenantId, query, m),
    getAttendanceSettings(scope),
  ]);
  let periodId: number | null = null;
  if (settings.attendance_type === 'period') {
    if (!query.period_id) throw badRequest(m.choosePeriod, 'period_id');
    const period = await findPeriod(tx, tenantId, query.period_id);
    if (!period) throw badRequest(m.choosePeriod, 'period_id');
    periodId = period.id;
  }
  await checkTeachesClass(tx, user, place, query.date);
  return { place, periodId, settings };
}

const samePlace = (place: ClassPlace) =>
  place.sectionId === null ? sql`sp.section_id is null` : sql`sp.section_id = ${place.sectionId}`;

interface RegisterRow {
  student_id: unknown;
  student_name: string;
  roll_number: number | null;
  admission_no: string;
  status: AttendanceStatus | null;
  comments: string | null;
  marked_by: string | null;
  marked_at: string | null;
  updated_by: string | null;
  updated_at: string | null;
}

/** The active students of the class with their saved mark of the date (and period): one query. */
async function listRegisterRows(
  scope: TenantScope,
  place: ClassPlace,
  date: string,
  periodId: number | null,
) {
  const { tx, tenantId } = scope;
  const result = (await tx.execute(sql`
    select st.id as student_id, st.student_name, sp.roll_number, st.admission_no,
      a.status, a.comments, mu.full_name as marked_by, a.marked_at::text as marked_at,
      uu.full_name as updated_by, a.updated_at::text as updated_at
    from student_programs sp
    join students st on st.tenant_id = sp.tenant_id and st.id = sp.student_id and st.status = 'ACTIVE'
    left join student_attendance a on a.tenant_id = sp.tenant_id and a.student_id = sp.student_id
      and a.date = ${date} and coalesce(a.period_id, 0) = ${periodId ?? 0}
    left join users mu on mu.tenant_id = a.tenant_id and mu.id = a.marked_by
    left join users uu on uu.tenant_id = a.tenant_id and uu.id = a.updated_by
    where sp.tenant_id = ${tenantId} and sp.session_id = ${place.sessionId}
      and sp.class_id = ${place.classId} and ${samePlace(place)}
    order by sp.roll_number nulls last, st.student_name, st.id`)) as unknown as {
    rows: RegisterRow[];
  };
  return result.rows.map((row) => ({ ...row, student_id: Number(row.student_id) }));
}

/** A class's register of a day (or period): saved marks; else approved leave, else present. */
export async function getRegister(scope: SignedInScope, query: RegisterQuery): Promise<Register> {
  const { place, periodId, settings } = await resolveRegisterPlace(scope, query);
  const [rows, closedReason] = await Promise.all([
    listRegisterRows(scope, place, query.date, periodId),
    findClosedReason(scope, query.date),
  ]);
  const onLeave = await listStudentsOnLeave(scope, {
    date: query.date,
    classId: place.classId,
    studentIds: rows.map((row) => row.student_id),
  });
  const marked = rows.filter((row) => row.status !== null);
  const first = [...marked].sort((a, b) => (a.marked_at ?? '').localeCompare(b.marked_at ?? ''))[0];
  const last = [...marked]
    .filter((row) => row.updated_at)
    .sort((a, b) => (b.updated_at ?? '').localeCompare(a.updated_at ?? ''))[0];
  return {
    date: query.date,
    attendance_type: settings.attendance_type,
    closed_reason: closedReason,
    marked: marked.length > 0,
    marked_by: first?.marked_by ?? null,
    marked_at: first?.marked_at ?? null,
    updated_by: last?.updated_by ?? null,
    updated_at: last?.updated_at ?? null,
    students: rows.map((row) => ({
      student_id: row.student_id,
      student_name: row.student_name,
      roll_number: row.roll_number,
      admission_no: row.admission_no,
      status: row.status ?? (onLeave.has(row.student_id) ? 'leave' : 'present'),
      comments: row.comments ?? '',
      on_leave: onLeave.has(row.student_id),
    })),
  };
}

export { listRegisterRows };
