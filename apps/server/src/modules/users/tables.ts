import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
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
