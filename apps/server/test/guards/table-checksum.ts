import { sql } from 'drizzle-orm';
import type { AppDb } from '../../src/platform/db/connect.ts';

type Rows<T> = { rows: T[] };
const tableLists = new WeakMap<AppDb, string[]>();

async function listTables(db: AppDb): Promise<string[]> {
  const known = tableLists.get(db);
  if (known) return known;
  const result = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as Rows<{ tablename: string }>;
  const names = result.rows.map((row) => row.tablename);
  tableLists.set(db, names);
  return names;
}

/**
 * Row count and checksum of every table of the public schema, read as the connecting
 * (super)user so row-level security hides nothing. Equal snapshots: nothing was written.
 */
export async function snapshotTables(db: AppDb): Promise<Record<string, string>> {
  const tables = await listTables(db);
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const query = tables
    .map(
      (name) =>
        `select '${name.replaceAll("'", "''")}' as name, count(*)::text as n, ` +
        `coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as sum from ${quote(name)} t`,
    )
    .join(' union all ');
  const result = (await db.execute(sql.raw(query))) as unknown as Rows<{
    name: string;
    n: string;
    sum: string;
  }>;
  return Object.fromEntries(result.rows.map((row) => [row.name, `${row.n} rows, ${row.sum}`]));
}
