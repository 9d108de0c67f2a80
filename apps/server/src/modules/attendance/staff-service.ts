import type { MarkStaffAttendanceBody, StaffRegisterRow, StaffReportRow } from '@shala/contracts';
import { attendanceMessages, roleNames, type SchoolRoleId } from '@shala/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../platform/errors.ts';
import type { SignedInScope, TenantScope } from '../../platform/scope.ts';
import { toTextArray } from './mark-service.ts';
import { countColumns, isSchoolDaySql } from './school-days.ts';

const m = attendanceMessages;
const parentRole = 4;
const roleName = (roleId: unknown) => roleNames[Number(roleId) as SchoolRoleId] ?? 'Staff';

/** Active staff of the school: every school user who is not a parent. */
const staffWhere = (tenantId: number): SQL =>
  sql`u.tenant_id = ${tenantId} and u.user_type = 'SCHOOL_USER' and u.is_active
    and u.role_id is not null and u.role_id <> ${parentRole}`;

/** Every member of staff with their mark of a day (present when not marked yet): one query. */
export async function getStaffRegister(
  scope: TenantScope,
  date: string,
): Promise<StaffRegisterRow[]> {
  const { tx, tenantId } = scope;
  const result = (await tx.execute(sql`
    select u.id as user_id, u.full_name, u.role_id, a.status, a.comments, mu.full_name as marked_by
    from users u
    left join staff_attendance a on a.tenant_id = u.tenant_id and a.user_id = u.id and a.date = ${date}
    left join users mu on mu.tenant_id = a.tenant_id and mu.id = a.marked_by
    where ${staffWhere(tenantId)}
    order by u.full_name, u.id`)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows.map((row) => ({
    user_id: Number(row.user_id),
    full_name: String(row.full_name),
    role_name: roleName(row.role_id),
    status: (row.status as StaffRegisterRow['status'] | null) ?? 'present',
    comments: String(row.comments ?? ''),
    marked: row.status !== null,
    marked_by: (row.marked_by as string | null) ?? null,
  }));
}

/** Saves the staff marks of a day in one statement; a change records who and when. */
export async function markStaffAttendance(scope: SignedInScope, body: MarkStaffAttendanceBody) {
  const tenantId = scope.tenantId;
  if (body.date > scope.today) throw badRequest(m.futureDate, 'date');
  const entries = [...new Map(body.entries.map((e) => [e.user_id, e])).values()];
  const ids = `{${entries.map((e) => e.user_id).join(',')}}`;
  const staff = (await scope.tx.execute(
    sql`select count(*)::int as n from users u where ${staffWhere(tenantId)} and u.id = any(${ids}::bigint[])`,
  )) as unknown as { rows: Array<{ n: number }> };
  if (Number(staff.rows[0]!.n) !== entries.length) throw badRequest(m.staffNotFound, 'entries');
  await scope.tx.execute(sql`
    insert into staff_attendance (tenant_id, date, user_id, status, comments, marked_by)
    select ${tenantId}, ${body.date}, e.user_id, e.status, e.comments, ${scope.user.id}
    from unnest(${ids}::bigint[], ${toTextArray(entries.map((e) => e.status))}::text[],
      ${toTextArray(entries.map((e) => e.comments))}::text[]) as e(user_id, status, comments)
    on conflict (tenant_id, user_id, date) do update
      set status = excluded.status, comments = excluded.comments,
        updated_by = ${scope.user.id}, updated_at = now()
      where (staff_attendance.status, staff_attendance.comments)
        is distinct from (excluded.status, excluded.comments)`);
  const absent = entries.filter((e) => e.status === 'absent').length;
  return { saved: entries.length, absent, alerted: 0 };
}

/** Per member of staff: counts and percentage over a range, staff school days only: one query. */
export async function getStaffReport(
  scope: TenantScope,
  range: { fromDate: string; toDate: string },
): Promise<StaffReportRow[]> {
  const { tx, tenantId } = scope;
  const result = (await tx.execute(sql`
    select u.id as user_id, u.full_name, u.role_id, ${countColumns}
    from users u
    left join staff_attendance a on a.tenant_id = u.tenant_id and a.user_id = u.id
      and a.date between ${range.fromDate} and ${range.toDate}
      and ${isSchoolDaySql(tenantId, sql`a.date`, 'staff')}
    where ${staffWhere(tenantId)}
    group by u.id, u.full_name, u.role_id
    order by u.full_name, u.id`)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows.map((row) => ({
    user_id: Number(row.user_id),
    full_name: String(row.full_name),
    role_name: roleName(row.role_id),
    present: Number(row.present),
    absent: Number(row.absent),
    late: Number(row.late),
    leave: Number(row.leave),
    total: Number(row.total),
    percentage: row.percentage === null ? null : Number(row.percentage),
  }));
}
