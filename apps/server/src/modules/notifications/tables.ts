import {
  bigint,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { users } from '../auth/table-refs.ts';

/**
 * An in-app notification for one user: the bell of school users and the super admin's
 * dropdown (whose rows live under the platform tenant). `link` is where clicking it leads.
 */
export const notifications = pgTable(
  'notifications',
  {
    tenantId: tenantId(),
    id: rowId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    title: text('title'),
    message: text('message').notNull(),
    link: text('link'),
    /** The message this came from, when it came from one (one per message and user). */
    messageId: bigint('message_id', { mode: 'number' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('notifications_user_idx').on(t.tenantId, t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('notifications_message_user_key').on(t.tenantId, t.messageId, t.userId),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/** A browser's web-push subscription (the spec's fcm-token), one row per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    tenantId: tenantId(),
    id: rowId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('push_subscriptions_endpoint_key').on(t.tenantId, t.endpoint),
    index('push_subscriptions_user_idx').on(t.tenantId, t.userId),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);
