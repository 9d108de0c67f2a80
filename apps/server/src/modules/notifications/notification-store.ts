import type { NotificationPage } from '@shala/contracts';
import { relativeTime } from '@shala/contracts';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { users } from '../auth/index.ts';
import { notifications } from './tables.ts';

/**
 * In-app notifications: the one place that writes and reads them. Other modules call these
 * functions (a message's delivery, a new school) rather than touching the table.
 */

export interface NewNotification {
  title: string | null;
  message: string;
  link: string | null;
}

const ownedBy = (tenantId: number, userId: number) =>
  and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));

/** One page of a user's notifications, newest first, with the total and unread counts. */
export async function listNotificationPage(
  tx: Tx,
  tenantId: number,
  userId: number,
  paging: { limit: number; page: number },
  now = new Date(),
): Promise<NotificationPage> {
  const rows = await tx
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      total: sql<number>`count(*) over ()`,
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null) over ()`,
    })
    .from(notifications)
    .where(ownedBy(tenantId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset((paging.page - 1) * paging.limit)
    .limit(paging.limit);
  let counts = { count: Number(rows[0]?.total ?? 0), unread: Number(rows[0]?.unread ?? 0) };
  // A page past the end has no rows to carry the counts.
  if (rows.length === 0 && paging.page > 1) counts = await countNotifications(tx, tenantId, userId);
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.message,
      link: row.link,
      time_difference: relativeTime(row.createdAt, now),
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    ...counts,
  };
}

async function countNotifications(tx: Tx, tenantId: number, userId: number) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)`,
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`,
    })
    .from(notifications)
    .where(ownedBy(tenantId, userId));
  return { count: Number(row?.count ?? 0), unread: Number(row?.unread ?? 0) };
}

/** Marks all, or the listed, of a user's notifications read; answers how many stay unread. */
export async function markNotificationsRead(
  tx: Tx,
  tenantId: number,
  userId: number,
  selection: { all: boolean; ids: number[] },
): Promise<number> {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        ownedBy(tenantId, userId),
        isNull(notifications.readAt),
        selection.all ? undefined : inArray(notifications.id, selection.ids),
      ),
    );
  return (await countNotifications(tx, tenantId, userId)).unread;
}

/** Deletes all (selectAll), or the listed, of a user's notifications; answers how many went. */
export async function deleteNotifications(
  tx: Tx,
  tenantId: number,
  userId: number,
  selection: { selectAll: boolean; ids: number[] },
): Promise<number> {
  const where: SQL | undefined = selection.selectAll
    ? ownedBy(tenantId, userId)
    : and(ownedBy(tenantId, userId), inArray(notifications.id, selection.ids));
  const deleted = await tx.delete(notifications).where(where).returning({ id: notifications.id });
  return deleted.length;
}

/** A message's notification for one recipient; a second delivery of it adds nothing. */
export async function addMessageNotification(
  tx: Tx,
  values: NewNotification & { tenantId: number; userId: number; messageId: number },
): Promise<void> {
  await tx.insert(notifications).values(values).onConflictDoNothing();
}

/** A deleted message leaves no notification behind. */
export async function deleteMessageNotifications(
  tx: Tx,
  tenantId: number,
  messageId: number,
): Promise<void> {
  await tx
    .delete(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.messageId, messageId)));
}

/** One notification for every active super admin (rows of the platform tenant), in one insert. */
export async function notifySuperAdmins(
  tx: Tx,
  platformId: number,
  notification: NewNotification,
): Promise<void> {
  await tx.execute(sql`
    insert into ${notifications} (tenant_id, user_id, title, message, link)
    select u.tenant_id, u.id, ${notification.title}::text, ${notification.message}::text, ${notification.link}::text
    from ${users} u
    where u.tenant_id = ${platformId} and u.user_type = 'SUPER_ADMIN' and u.is_active`);
}
