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
import { createdAt, rowId, tenantId } from './columns.ts';

// The tables the platform itself reads (the signed-in user, module access, push keys). The
// modules that manage their rows re-export them from their tables.ts (auth, access, messages):
// platform never imports a module (docs/adding-a-module.md).

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

/** The module catalogue as rows (platform-level), kept in step with contracts at start-up. */
export const modules = pgTable('modules', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  url: text('url'),
  icon: text('icon'),
  order: integer('order').notNull(),
  parentId: integer('parent_id'),
  type: text('type').notNull(),
  area: text('area').notNull(),
  additionalModule: integer('additional_module').notNull().default(0),
  paymentFormat: text('payment_format'),
  createPermission: text('create_permission'),
});

/** Per school and role, the pages the role may open (the school admin's are implied: all). */
export const roleModuleAccess = pgTable(
  'role_module_access',
  {
    tenantId: tenantId(),
    roleId: smallint('role_id').notNull(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.moduleId] }),
    index('role_module_access_module_idx').on(t.moduleId),
  ],
);

/** Server-wide secrets made at first start (the VAPID key pair). Owner-only: no tenant_id. */
export const platformKeys = pgTable('platform_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
