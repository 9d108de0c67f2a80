import { bigint, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';

/** A news item of the school; `message` is sanitized markup (never raw client HTML). */
export const news = pgTable(
  'news',
  {
    tenantId: tenantId(),
    id: rowId(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    message: text('message').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('news_date_idx').on(t.tenantId, t.date.desc(), t.id.desc()),
  ],
);
