import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

/** Signed-in sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantId(),
    id: rowId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Last use, refreshed at most once a minute; an idle session ends (see current-user.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('sessions_token_key').on(t.tenantId, t.tokenHash),
    index('sessions_user_idx').on(t.tenantId, t.userId),
  ],
);

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
