import { attendanceMessages, type DeliveryChannel, displayDate } from '@shala/contracts';
import type { AfterCommit, SignedInScope } from '../../platform/scope.ts';
import { sendNotice } from '../messages/index.ts';
import { findStudentsByIds, listParentContacts } from '../students/index.ts';
import { getAttendanceSettings } from './settings-service.ts';

/** The channels the school chose for absence alerts; the in-app bell always. */
async function alertChannels(scope: SignedInScope): Promise<DeliveryChannel[]> {
  const settings = await getAttendanceSettings(scope);
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
  scope: SignedInScope,
  after: AfterCommit,
  absence: { date: string; studentIds: readonly number[] },
): Promise<number> {
  if (!absence.studentIds.length) return 0;
  const tenantId = scope.tenantId;
  const [children, parents, channels] = await Promise.all([
    findStudentsByIds(scope.tx, tenantId, absence.studentIds),
    listParentContacts(scope.tx, tenantId, absence.studentIds),
    alertChannels(scope),
  ]);
  let alerted = 0;
  for (const child of children) {
    const recipientUserIds = parents
      .filter((parent) => parent.studentId === child.studentId && parent.userId !== null)
      .map((parent) => parent.userId!);
    const { recipients } = await sendNotice(scope, after, {
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
