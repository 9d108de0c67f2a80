import { bigint, timestamp } from 'drizzle-orm/pg-core';
import { schools } from './schools-table.ts';

/** `tenant_id`: first column of every tenant table's key; points at the owning school. */
export const tenantId = () =>
  bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' });

/** Row id inside a tenant: the second key column. */
export const rowId = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
