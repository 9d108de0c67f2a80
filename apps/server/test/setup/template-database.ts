import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../../src/bootstrap.ts';
import { connectDatabase } from '../../src/platform/db/connect.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated, prepared database that each test file copies (see test-database.ts). */
    testDatabaseTemplate: { kind: 'postgres'; name: string } | { kind: 'pglite'; file: string };
  }
}

/**
 * Vitest global setup of the server project: migrates and prepares one database per run, named
 * per run so parallel runs never collide, and removes it when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `shala_template_${runId}`;
    await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await connectDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await prepareDatabase(database.db);
    await database.close();
    project.provide('testDatabaseTemplate', { kind: 'postgres', name });
    return () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await connectDatabase({ dataDir: 'memory://' });
  await prepareDatabase(database.db);
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = path.join(tmpdir(), `shala_template_${runId}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabaseTemplate', { kind: 'pglite', file });
  return () => rm(file, { force: true });
}

export async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
