import { sql } from 'drizzle-orm';
import type { AppDb } from '../../src/platform/db/connect.ts';

type Rows<T> = { rows: T[] };
type Reader = Pick<AppDb, 'execute'>;
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

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteText = (name: string) => `'${name.replaceAll("'", "''")}'`;

/** What was last read of a database: its transaction-id horizon, row versions and checksums. */
interface Reading {
  idle: boolean;
  nextXid: string;
  /** Per table: the row count and a hash of every row version's (xmin, ctid). */
  versions: Record<string, string>;
  /** Per table: the row count and a checksum of the rows' content. */
  checksums: Record<string, string>;
}
const lastReadings = new WeakMap<AppDb, Reading>();

/**
 * Row count and checksum of every table of the public schema, read as the connecting
 * (super)user so row-level security hides nothing. Equal snapshots: nothing was written.
 *
 * What makes it cheap, without looking at less:
 * - every write takes a transaction id, and only a transaction that commits changes what is
 *   read: when no transaction held an id at the last reading, and every id taken since was
 *   rolled back (a refused request that wrote, then undid it, takes one), the last reading holds;
 * - otherwise one statement reads each table's row versions (count and a hash of each visible
 *   row's `xmin` and `ctid`): an insert or an update makes a row version that was not there
 *   (a new transaction id), a delete removes one, so a table whose versions are unchanged has
 *   the same rows, and only the tables whose versions changed are checksummed again.
 */
export async function snapshotTables(db: AppDb): Promise<Record<string, string>> {
  const last = lastReadings.get(db);
  if (last?.idle && (await countKeptSince(db, last.nextXid)) === 0) return { ...last.checksums };
  const tables = await listTables(db);
  // One snapshot for the horizon, the versions and the checksums, so they agree.
  const reading = await db.transaction(
    async (tx) => {
      const horizon = await readXidHorizon(tx);
      const versions = await readVersions(tx, tables);
      const changed = tables.filter((name) => versions[name] !== last?.versions[name]);
      const checksums = { ...last?.checksums, ...(await readChecksums(tx, changed)) };
      return { ...horizon, versions, checksums };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  lastReadings.set(db, reading);
  return { ...reading.checksums };
}

/** A point in the database's history: the next transaction id, and whether none was running. */
export type Horizon = Awaited<ReturnType<typeof readXidHorizon>>;

/** Where the database stands now (one cheap query), to ask later whether anything was written since. */
export function markHorizon(db: AppDb): Promise<Horizon> {
  return readXidHorizon(db);
}

/**
 * True when nothing can have been written since `mark`: no transaction ran at the mark, and
 * every transaction id taken since was rolled back. False says only that something committed
 * (perhaps bookkeeping, or work a request left for after its commit), not that a table changed.
 */
export async function nothingKeptSince(db: AppDb, mark: Horizon): Promise<boolean> {
  return mark.idle && (await countKeptSince(db, mark.nextXid)) === 0;
}

/** Forgets what was read, so the next snapshot reads every table in full (for the self-test). */
export function forgetReadings(db: AppDb): void {
  lastReadings.delete(db);
}

/**
 * The next unassigned transaction id, and whether any transaction held an id then (a write in
 * flight, which may commit after the reading with an id older than the next one).
 */
async function readXidHorizon(db: Reader): Promise<{ idle: boolean; nextXid: string }> {
  const result = (await db.execute(
    sql`select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax from pg_current_snapshot() s`,
  )) as unknown as Rows<{ xmin: string; xmax: string }>;
  const row = result.rows[0]!;
  return { idle: row.xmin === row.xmax, nextXid: row.xmax };
}

/**
 * How many transaction ids taken since `nextXid` (the next unassigned id at an idle reading)
 * were not rolled back: committed, still running, or too old to tell.
 */
async function countKeptSince(db: AppDb, nextXid: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as kept from pg_current_snapshot() s,
      generate_series(${nextXid}::bigint, pg_snapshot_xmax(s)::text::bigint - 1) x
      where pg_xact_status(x::text::xid8) is distinct from 'aborted'`,
  )) as unknown as Rows<{ kept: number }>;
  return Number(result.rows[0]!.kept);
}

async function readVersions(db: Reader, tables: string[]): Promise<Record<string, string>> {
  if (tables.length === 0) return {};
  const query = tables
    .map(
      (name) =>
        `select ${quoteText(name)} as name, count(*)::text || ' ' || ` +
        `coalesce(sum(hashtextextended(t.xmin::text || t.ctid::text, 0)), 0)::text as v ` +
        `from ${quoteName(name)} t`,
    )
    .join(' union all ');
  const result = (await db.execute(sql.raw(query))) as unknown as Rows<{ name: string; v: string }>;
  return Object.fromEntries(result.rows.map((row) => [row.name, row.v]));
}

/**
 * A session's last use is written (at most once a minute) by any signed-in request, refused or
 * not, before its input is read: bookkeeping of the caller, not a write of the request.
 */
const bookkeeping = 'last_seen_at';

async function readChecksums(db: Reader, tables: string[]): Promise<Record<string, string>> {
  if (tables.length === 0) return {};
  const query = tables
    .map(
      (name) =>
        `select ${quoteText(name)} as name, count(*)::text as n, ` +
        `coalesce(md5(string_agg(r, ',' order by r)), '') as sum from ` +
        `(select (to_jsonb(t) - '${bookkeeping}')::text as r from ${quoteName(name)} t) rows`,
    )
    .join(' union all ');
  const result = (await db.execute(sql.raw(query))) as unknown as Rows<{
    name: string;
    n: string;
    sum: string;
  }>;
  return Object.fromEntries(result.rows.map((row) => [row.name, `${row.n} rows, ${row.sum}`]));
}
