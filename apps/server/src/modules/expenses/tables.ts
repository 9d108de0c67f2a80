import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';

/** A kind of school expense (electricity, stationery, maintenance, …). */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('expense_categories_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/**
 * Money the school spent. Amounts are integer paise. An expense is never deleted: it is
 * cancelled with a reason, kept in the list and left out of the totals.
 */
export const expenses = pgTable(
  'expenses',
  {
    tenantId: tenantId(),
    id: rowId(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    paymentMode: text('payment_mode').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    cancelReason: text('cancel_reason'),
    cancelledBy: bigint('cancelled_by', { mode: 'number' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    requestKey: text('request_key'),
    createdBy: bigint('created_by', { mode: 'number' }),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [expenseCategories.tenantId, expenseCategories.id],
    }),
    index('expenses_date_idx').on(t.tenantId, t.expenseDate.desc(), t.id.desc()),
    index('expenses_category_idx').on(t.tenantId, t.categoryId, t.expenseDate),
    uniqueIndex('expenses_request_key').on(t.tenantId, t.requestKey),
  ],
);
