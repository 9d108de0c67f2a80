import { describeRecipients } from '@shala/contracts';
import { and, eq, like } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import type { DemoSchoolSeed } from '../../platform/module.ts';
import { users } from '../auth/index.ts';
import { notifications } from '../notifications/index.ts';
import { messageDeliveries, messages } from './tables.ts';

const daysAgo = (days: number, hours = 0) =>
  new Date(Date.now() - (days * 24 + hours) * 60 * 60_000);

/**
 * Messages of a demo school (one to everyone, one to fathers, one to a teacher by name), the
 * in-app notifications and SMS they gave parent@<school>, so the bell and the SMS usage page
 * show something.
 */
export async function seedMessages(
  tx: Tx,
  tenantId: number,
  school: DemoSchoolSeed['school'],
): Promise<void> {
  const people = await tx
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      mobile: users.mobile,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), like(users.username, `%@${school.subdomain}`)));
  const byKey = (key: string) => people.find((p) => p.username === `${key}@${school.subdomain}`)!;
  const admin = byKey('admin');
  const parent = byKey('parent');
  const teacher = byKey('teacher');

  const written = await tx
    .insert(messages)
    .values([
      {
        tenantId,
        title: 'Annual Sports Day',
        audience: 0,
        audienceLabel: describeRecipients({ notify: 0, parentType: null, recipientName: null }),
        body: 'Sports Day is on Saturday at 8:30 am on the main ground. Families are welcome.',
        addedBy: admin.id,
        createdAt: daysAgo(3),
        updatedAt: daysAgo(3),
      },
      {
        tenantId,
        title: 'Staff meeting',
        audience: 6,
        recipientUserId: teacher.id,
        audienceLabel: describeRecipients({
          notify: 6,
          parentType: null,
          recipientName: teacher.fullName,
        }),
        body: 'Please bring the term plan for class 5 to the meeting on Friday.',
        addedBy: admin.id,
        createdAt: daysAgo(2),
        updatedAt: daysAgo(2),
      },
      {
        tenantId,
        title: 'Fee reminder',
        audience: 4,
        parentType: 1,
        audienceLabel: describeRecipients({ notify: 4, parentType: 1, recipientName: null }),
        body: 'The second term fee is due by the 10th. Please pay at the office or online.',
        addedBy: admin.id,
        createdAt: daysAgo(0, 5),
        updatedAt: daysAgo(0, 5),
      },
    ])
    .returning({ id: messages.id, title: messages.title, body: messages.body });
  const sportsDay = written[0]!;
  const feeReminder = written[2]!;

  await tx.insert(notifications).values([
    {
      tenantId,
      userId: parent.id,
      title: sportsDay.title,
      message: sportsDay.body,
      link: '/notifications',
      messageId: sportsDay.id,
      createdAt: daysAgo(3),
      readAt: daysAgo(2),
    },
    {
      tenantId,
      userId: parent.id,
      title: feeReminder.title,
      message: feeReminder.body,
      link: '/notifications',
      messageId: feeReminder.id,
      createdAt: daysAgo(0, 5),
    },
  ]);
  const sent = (messageId: number, channel: 'app' | 'sms', at: Date, address: string | null) => ({
    tenantId,
    messageId,
    channel,
    recipientUserId: parent.id,
    address,
    status: 'sent' as const,
    attempts: 1,
    createdAt: at,
    sentAt: at,
  });
  await tx
    .insert(messageDeliveries)
    .values([
      sent(sportsDay.id, 'app', daysAgo(3), null),
      sent(feeReminder.id, 'app', daysAgo(0, 5), null),
      sent(feeReminder.id, 'sms', daysAgo(0, 5), parent.mobile),
    ]);
}
