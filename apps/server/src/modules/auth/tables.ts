import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { users } from '../../platform/db/core-tables.ts';

/** Users and their sessions are the platform's (it reads the signed-in user): auth manages them. */
export { sessions, users } from '../../platform/db/core-tables.ts';

/** One-time codes and the reset grant they lead to. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tenantId: tenantId(),
    id: rowId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    otpHash: text('otp_hash').notNull(),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    grantExpiresAt: timestamp('grant_expires_at', { withTimezone: true }),
    /** SHA-256 of the secret held in the verifying browser's reset cookie. */
    grantHash: text('grant_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('password_resets_user_idx').on(t.tenantId, t.userId),
  ],
);
