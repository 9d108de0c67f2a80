import { sql } from 'drizzle-orm';
import type { Tx } from './connect.ts';

/** Rows per multi-row insert: well below PostgreSQL's 65,535 parameters for every table here. */
export const insertChunk = 1000;

export function chunks<T>(items: readonly T[], size = insertChunk): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `column` is one of `values`, as one JSON parameter whatever the number of values. */
export const oneOf = (column: unknown, values: readonly (string | number)[]) =>
  sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * Foreign-key checks run cached plans per connection; a plan made while a table was small
 * scans the whole table, and bulk inserts make that table large inside this transaction
 * (thousands of checks, each scanning thousands of fresh rows). Planning each check afresh
 * for the rest of the transaction keeps them index lookups.
 */
export async function planForBulkWrites(tx: Tx): Promise<void> {
  await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
}
