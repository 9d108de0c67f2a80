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

/**
 * Browsers an account has signed in from (the device cookie's token, hashed): their right
 * password is let through however throttled the account is.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tenantId: tenantId(),
    id: rowId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('trusted_devices_key').on(t.tenantId, t.userId, t.tokenHash),
  ],
);

/**
 * Codes a throttled sign-in sent to the account's e-mail and mobile, bound to the browser that
 * asked (the hash of its challenge cookie), so nobody else's wrong codes use up its tries.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    tenantId: tenantId(),
    id: rowId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    challengeHash: text('challenge_hash').notNull(),
    otpHash: text('otp_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('sign_in_codes_challenge_idx').on(t.tenantId, t.challengeHash),
  ],
);
