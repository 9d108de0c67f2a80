import { bigint, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';

/** A holiday (one day or a range) for students, staff or both. */
export const holidays = pgTable(
  'holidays',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('holiday_name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    appliesTo: text('applies_to', { enum: ['all', 'students', 'staff'] })
      .notNull()
      .default('all'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('holidays_start_idx').on(t.tenantId, t.startDate),
    index('holidays_end_idx').on(t.tenantId, t.endDate),
  ],
);
