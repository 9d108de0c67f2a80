import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction as PgliteTransactionClient } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import {
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../server-root.ts';
import { runCommitHooks } from './commit-hooks.ts';
import { applyDatabaseSecurity } from './security.ts';
import {
  singleStatementBroken,
  TransactionClient,
  type TransactionMode,
} from './transaction-client.ts';

// Queries name their tables (drizzle's relational `db.query` is not used), so the client needs
// no schema and the platform stays free of the modules; drizzle-kit reads modules/*/tables.ts
// and the platform's own db/schools-table.ts and db/core-tables.ts.
type NoSchema = Record<string, never>;
export type AppDb = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;

export interface TransactionOptions {
  /** What the transaction may do (TransactionClient); read-write by default. */
  mode?: TransactionMode;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /**
   * SQL straight on the driver, outside any request transaction (the job queue's own
   * queries): with values one statement, without values a script of several.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` as one transaction whose statements start with `enter` (plain SQL without
   * values, e.g. the request's role and tenant); after the commit, runs what the work left for
   * it (`onCommit`). A `read-only` transaction is refused every write by the database. On
   * PostgreSQL the transaction begins at its first write (reads before it run alone, each with
   * `enter`), and a `single-statement` one commits with its statement (TransactionClient); on
   * PGlite, which runs in the process, it is one plain transaction.
   */
  transaction<T>(
    enter: string,
    work: (tx: Tx) => Promise<T>,
    options?: TransactionOptions,
  ): Promise<T>;
  /** A script of several statements in one round trip (simple protocol): each statement's rows. */
  executeScript(text: string): Promise<Array<{ rows: unknown[] }>>;
  /** PGlite only: the whole data directory as a tarball, to start another database from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(serverRoot, 'drizzle');
// SQL is written the same for both drivers; the requests' transactions are made with it.
const dialect = new PgDialect();

export interface ConnectOptions {
  /** PostgreSQL URL; without it an embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `memory://` for a throw-away database. */
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: a dumped data directory (`dumpDataDir`) to start from. */
  loadDataDir?: Blob;
  /**
   * The database is a copy of one already migrated and secured (a test template): skip both.
   * Roles are per cluster and travel with a PGlite data directory, so a copy needs neither.
   */
  migrated?: boolean;
  /**
   * Called with the SQL of every query sent through drizzle (requests' queries; not the
   * request chain's scripts nor `BEGIN`/`COMMIT`): tests count a route's queries with it.
   */
  logQuery?: (query: string) => void;
}

/** Opens the database, applies migrations and the security setup. */
export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize, options.logQuery)
    : openPglite(options.dataDir, options.loadDataDir, options.logQuery);
  if (!options.migrated) await migrateDatabase(database);
  return database;
}

const loggerOf = (logQuery?: (query: string) => void) =>
  logQuery ? { logger: { logQuery: (query: string) => logQuery(query) } } : {};

function openPostgres(url: string, poolSize = 10, logQuery?: (query: string) => void): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection (e.g. a database restart); the pool replaces it.
  });
  pool.on('connect', (client) => {
    // A checked-out client whose connection dies between queries (a restart while a request
    // hashes a password) emits 'error' with nobody listening, which would end the process.
    // Its next query fails instead, the request answers 5xx, and the pool drops the client.
    client.on('error', () => {});
  });
  const db = drizzlePg(pool, loggerOf(logQuery)) as unknown as AppDb;
  const executeSql = (text: string, values?: unknown[]) => pool.query(text, values);
  const executeScript = async (text: string) => {
    // pg answers one result for one statement, an array for several.
    const results: pg.QueryResult | pg.QueryResult[] = await pool.query(text);
    return Array.isArray(results) ? results : [results];
  };
  // The client has no relational schema (see AppDb), so neither has the transaction.
  const tables = undefined;
  // Drizzle's own transaction sends BEGIN alone; this one sends BEGIN with `enter` and the
  // first query, at the first query (TransactionClient).
  const transaction = async <T>(
    enter: string,
    work: (tx: Tx) => Promise<T>,
    options: TransactionOptions = {},
  ): Promise<T> => {
    const client = new TransactionClient(pool, enter, options.mode);
    const tx = new NodePgTransaction(
      dialect,
      new NodePgSession(client as unknown as pg.PoolClient, dialect, tables, loggerOf(logQuery)),
      tables,
    ) as unknown as Tx;
    try {
      const result = await work(tx);
      await client.commit();
      runCommitHooks(tx);
      return result;
    } catch (error) {
      await client.rollback();
      throw error;
    }
  };
  return {
    kind: 'postgres',
    db,
    transaction,
    executeSql,
    executeScript,
    close: () => pool.end(),
  };
}

function openPglite(
  dataDir = 'memory://',
  loadDataDir?: Blob,
  logQuery?: (query: string) => void,
): Database {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const client = new PGlite(location, { loadDataDir });
  const db = drizzlePglite(client, loggerOf(logQuery)) as unknown as AppDb;
  // PGlite runs a statement with parameters only alone; a script goes through exec. Both wait
  // for PGlite's transaction lock, so they never land inside a request's open transaction.
  const executeSql = async (text: string, values?: unknown[]) => {
    if (values?.length) return client.query(text, values);
    const results = await client.exec(text);
    return results[results.length - 1] ?? { rows: [] };
  };
  const executeScript = (text: string) => client.exec(text);
  // Drizzle's own transaction, made here so that a single-statement one can refuse a second
  // statement as PostgreSQL's TransactionClient does (on PGlite it stays one transaction).
  const transaction = async <T>(
    enter: string,
    work: (tx: Tx) => Promise<T>,
    options: TransactionOptions = {},
  ) => {
    let committed: Tx | undefined;
    const result = await client.transaction(async (pgliteTx) => {
      const readOnly = options.mode === 'read-only' ? 'set transaction read only; ' : '';
      await pgliteTx.exec(`${readOnly}${enter}`);
      const statements =
        options.mode === 'single-statement' ? oneStatementOnly(pgliteTx) : pgliteTx;
      const session = new PgliteSession(statements, dialect, undefined, loggerOf(logQuery));
      committed = new PgliteTransaction(dialect, session, undefined) as unknown as Tx;
      return work(committed);
    });
    if (committed) runCommitHooks(committed);
    return result;
  };
  return {
    kind: 'pglite',
    db,
    transaction,
    executeSql,
    executeScript,
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** PGlite's transaction refusing a second statement (drizzle's session only calls `query`). */
function oneStatementOnly(tx: PgliteTransactionClient): PgliteTransactionClient {
  let sent = 0;
  const guarded = Object.create(tx) as PgliteTransactionClient;
  guarded.query = ((...args: Parameters<PgliteTransactionClient['query']>) => {
    sent += 1;
    if (sent > 1) return Promise.reject(new Error(singleStatementBroken));
    return tx.query(...args);
  }) as PgliteTransactionClient['query'];
  return guarded;
}

async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePg(database.db as any, { migrationsFolder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(database.db as any, { migrationsFolder });
  }
  await applyDatabaseSecurity(database.db);
}
