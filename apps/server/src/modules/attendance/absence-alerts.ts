import { attendanceMessages, type DeliveryChannel, displayDate } from '@shala/contracts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { sendNotice } from '../messages/index.ts';
import { findStudentsByIds, listParentContacts } from '../students/index.ts';
import { getAttendanceSettings } from './settings-service.ts';

/** The channels the school chose for absence alerts; the in-app bell always. */
async function alertChannels(ctx: SignedInContext): Promise<DeliveryChannel[]> {
  const settings = await getAttendanceSettings(ctx.tx, ctx.tenant.id);
  const channels: DeliveryChannel[] = ['app'];
  if (settings.alert_push) channels.push('push');
  if (settings.alert_email) channels.push('email');
  if (settings.alert_sms) channels.push('sms');
  return channels;
}

/**
 * Alerts the parents (their accounts) of children absent on `date` through the messages
 * delivery, keyed `absence:<student>:<date>`: a child's parents hear of a day's absence once,
 * however often (or concurrently) the class is marked. Answers how many children's parents
 * were alerted now.
 */
export async function sendAbsenceAlerts(
  ctx: SignedInContext,
  absence: { date: string; studentIds: readonly number[] },
): Promise<number> {
  if (!absence.studentIds.length) return 0;
  const tenantId = ctx.tenant.id;
  const [children, parents, channels] = await Promise.all([
    findStudentsByIds(ctx.tx, tenantId, absence.studentIds),
    listParentContacts(ctx.tx, tenantId, absence.studentIds),
    alertChannels(ctx),
  ]);
  let alerted = 0;
  for (const child of children) {
    const recipientUserIds = parents
      .filter((parent) => parent.studentId === child.studentId && parent.userId !== null)
      .map((parent) => parent.userId!);
    const { recipients } = await sendNotice(ctx, {
      key: `absence:${child.studentId}:${absence.date}`,
      title: attendanceMessages.alertTitle,
      body: `${child.studentName} was marked absent on ${displayDate(absence.date)}.`,
      recipientUserIds,
      channels,
    });
    if (recipients > 0) alerted += 1;
  }
  return alerted;
}
