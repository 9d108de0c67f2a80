import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';

/** A __title__ of a school. */
export const __camel__s = pgTable(
  '__snake__s',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
