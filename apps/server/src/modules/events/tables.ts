import { bigint, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';

/** A school event (sports day, PTM, …) shown to staff and parents. */
export const events = pgTable(
  'events',
  {
    tenantId: tenantId(),
    id: rowId(),
    title: text('title').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('events_from_date_idx').on(t.tenantId, t.fromDate.desc(), t.id.desc()),
    index('events_to_date_idx').on(t.tenantId, t.toDate),
  ],
);
