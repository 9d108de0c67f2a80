import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type Database } from '../../src/platform/db/connect.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * DATABASE_URL, a new PostgreSQL database on that server, dropped at close.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return connectDatabase({ dataDir: 'memory://' });
  const name = `shala_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
