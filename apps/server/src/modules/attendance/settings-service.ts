import type { AttendanceSettings } from '@shala/contracts';
import { eq } from 'drizzle-orm';
import type { TenantScope } from '../../platform/scope.ts';
import { attendanceSettings } from './tables.ts';

const defaults: AttendanceSettings = {
  attendance_type: 'daily',
  threshold_percent: 75,
  alert_email: true,
  alert_sms: false,
  alert_push: true,
};

/** The school's attendance settings; the defaults until it saves its own. */
export async function getAttendanceSettings(scope: TenantScope): Promise<AttendanceSettings> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select()
    .from(attendanceSettings)
    .where(eq(attendanceSettings.tenantId, tenantId));
  if (!row) return { ...defaults };
  return {
    attendance_type: row.attendanceType,
    threshold_percent: row.thresholdPercent,
    alert_email: row.alertEmail,
    alert_sms: row.alertSms,
    alert_push: row.alertPush,
  };
}

export async function saveAttendanceSettings(
  scope: TenantScope,
  body: AttendanceSettings,
): Promise<AttendanceSettings> {
  const { tx, tenantId } = scope;
  const values = {
    attendanceType: body.attendance_type,
    thresholdPercent: body.threshold_percent,
    alertEmail: body.alert_email,
    alertSms: body.alert_sms,
    alertPush: body.alert_push,
  };
  await tx
    .insert(attendanceSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: attendanceSettings.tenantId, set: values });
  return body;
}
