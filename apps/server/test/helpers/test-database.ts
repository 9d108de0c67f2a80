import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import {
  type ConnectOptions,
  connectDatabase,
  type Database,
} from '../../src/platform/db/connect.ts';
import { runAdmin } from '../setup/template-database.ts';

/**
 * A fresh database for one test file, copied from the run's migrated and prepared template, or
 * from the one with the demo seeded (test/setup/template-database.ts): in-memory PGlite loaded
 * from the template's data directory by default; with DATABASE_URL, a new PostgreSQL database
 * made from the template database, dropped at close.
 */
export async function createTestDatabase(
  options: Pick<ConnectOptions, 'logQuery'> & {
    /** Copy the template with the demo seeded (its stored files are the caller's to copy). */
    demo?: boolean;
  } = {},
): Promise<Database> {
  const { demo, ...connectOptions } = options;
  const template = demo ? inject('testDemoTemplate').database : inject('testDatabaseTemplate');
  if (template.kind === 'pglite') {
    const loadDataDir = new Blob([await readFile(template.file)]);
    return connectDatabase({
      dataDir: 'memory://',
      loadDataDir,
      migrated: true,
      ...connectOptions,
    });
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `shala_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({
    databaseUrl: url.toString(),
    poolSize: 5,
    migrated: true,
    ...connectOptions,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
