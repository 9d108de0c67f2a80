import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';

/** Everyone who signs in: school staff and parents, and (under the platform tenant) the operator. */
export const users = pgTable(
  'users',
  {
    tenantId: tenantId(),
    id: rowId(),
    userType: text('user_type', {
      enum: [
        'SUPER_ADMIN',
        'SCHOOL_USER',
        'FRANCHISE_USER',
        'MASTER_FRANCHISE_USER',
        'SUB_FRANCHISE_USER',
      ],
    })
      .notNull()
      .default('SCHOOL_USER'),
    username: text('username').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    roleId: smallint('role_id'),
    parentType: smallint('parent_type'),
    theme: text('theme', { enum: ['LIGHT', 'DARK', 'SYSTEM'] })
      .notNull()
      .default('LIGHT'),
    photoUrl: text('photo_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_username_key').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.tenantId, sql`lower(${t.email})`),
    uniqueIndex('users_mobile_key').on(t.tenantId, t.mobile),
    index('users_role_idx').on(t.tenantId, t.roleId),
  ],
);

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
