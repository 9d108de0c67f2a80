import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { users } from '../auth/table-refs.ts';

/**
 * A message the school writes to an audience (the spec's "Message"). `audience` is the §6 code
 * (0 all, or a role id); `parent_type` narrows parents; `recipient_user_id` names one person.
 */
export const messages = pgTable(
  'messages',
  {
    tenantId: tenantId(),
    id: rowId(),
    title: text('notification_name').notNull(),
    audience: smallint('notify').notNull(),
    parentType: smallint('parent_type'),
    recipientUserId: bigint('recipient_user_id', { mode: 'number' }),
    /** The "For" label shown in the list: All, Father, …, or the named person. */
    audienceLabel: text('notification_for').notNull(),
    body: text('message').notNull(),
    addedBy: bigint('added_by', { mode: 'number' }).notNull(),
    /** Set on a notice another module sent (homework, absence, leave): it is sent once per key. */
    noticeKey: text('notice_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('messages_created_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('messages_notice_key')
      .on(t.tenantId, t.noticeKey)
      .where(sql`${t.noticeKey} is not null`),
    foreignKey({
      columns: [t.tenantId, t.addedBy],
      foreignColumns: [users.tenantId, users.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.recipientUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One delivery of a message to one recipient on one channel. The unique key is what makes
 * notify idempotent: a message reaches a person on a channel at most once.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    tenantId: tenantId(),
    id: rowId(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    channel: text('channel', { enum: ['email', 'sms', 'push', 'app'] }).notNull(),
    recipientUserId: bigint('recipient_user_id', { mode: 'number' }).notNull(),
    /** The address used: e-mail, mobile number, or the count of browsers for push. */
    address: text('address'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('message_deliveries_once_key').on(
      t.tenantId,
      t.messageId,
      t.channel,
      t.recipientUserId,
    ),
    index('message_deliveries_channel_idx').on(t.tenantId, t.channel, t.createdAt.desc()),
    foreignKey({
      columns: [t.tenantId, t.messageId],
      foreignColumns: [messages.tenantId, messages.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.recipientUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/** The VAPID key pair's table is the platform's (web push reads it at start). */
export { platformKeys } from '../../platform/db/core-tables.ts';
