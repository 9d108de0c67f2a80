import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Platform-level list of tenants. Every school is one row; the platform operator's own
 * users live under the single row of kind PLATFORM, reached from the root host.
 */
export const schools = pgTable(
  'schools',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['SCHOOL', 'PLATFORM'] })
      .notNull()
      .default('SCHOOL'),
    subdomain: text('subdomain').notNull(),
    name: text('name').notNull(),
    primaryColor: text('primary_color').notNull().default('#efa48d'),
    textColor: text('text_color').notNull().default('#efa48d'),
    logoUrl: text('logo_url'),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    status: text('status', { enum: ['ACTIVE', 'SUSPENDED'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('schools_subdomain_key').on(t.subdomain),
    uniqueIndex('schools_one_platform_key').on(t.kind).where(sql`${t.kind} = 'PLATFORM'`),
    check('schools_subdomain_format', sql`${t.subdomain} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'`),
  ],
);
