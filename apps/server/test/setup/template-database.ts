import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../../src/bootstrap.ts';
import { demoPassword } from '../../src/demo/demo-data.ts';
import { seedDemo } from '../../src/demo/seed-demo.ts';
import { type AppDb, connectDatabase, type Database } from '../../src/platform/db/connect.ts';
import { createLocalDiskStorage } from '../../src/platform/storage/local-disk-storage.ts';
import { hashFixturePassword } from '../helpers/fixture-passwords.ts';

export type DatabaseTemplate =
  | { kind: 'postgres'; name: string }
  | { kind: 'pglite'; file: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated, prepared database that each test file copies (see test-database.ts). */
    testDatabaseTemplate: DatabaseTemplate;
    /**
     * The same with the demo seeded (greenwood, riverside and their users, fixture passwords),
     * and the directory of the files the demo stored (a logo, a report card's signature, …).
     */
    testDemoTemplate: { database: DatabaseTemplate; filesDir: string };
  }
}

/**
 * Vitest global setup of the server project: migrates and prepares one database per run, and
 * a copy of it with the demo seeded (about 20 files start from the demo: seeding it in each cost
 * a second or more apiece), named per run so parallel runs never collide, removed when it ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const filesDir = path.join(tmpdir(), `shala_template_${runId}_files`);
  const seed = async (db: AppDb) => {
    await mkdir(filesDir, { recursive: true });
    await seedDemo(db, {
      storage: createLocalDiskStorage(filesDir),
      passwordHash: await hashFixturePassword(demoPassword),
    });
  };
  const adminUrl = process.env.DATABASE_URL;
  const made = adminUrl
    ? await postgresTemplates(adminUrl, runId, seed)
    : await pgliteTemplates(runId, seed);
  project.provide('testDatabaseTemplate', made.plain);
  project.provide('testDemoTemplate', { database: made.demo, filesDir });
  return async () => {
    await made.remove();
    await rm(filesDir, { recursive: true, force: true });
  };
}

interface Templates {
  plain: DatabaseTemplate;
  demo: DatabaseTemplate;
  remove(): Promise<void>;
}

async function postgresTemplates(
  adminUrl: string,
  runId: string,
  seed: (db: AppDb) => Promise<void>,
): Promise<Templates> {
  const plain = `shala_template_${runId}`;
  const demo = `shala_template_demo_${runId}`;
  const open = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return connectDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  };
  await runAdmin(adminUrl, `CREATE DATABASE ${plain}`);
  await withDatabase(await open(plain), (database) => prepareDatabase(database.db));
  await runAdmin(adminUrl, `CREATE DATABASE ${demo} TEMPLATE ${plain}`);
  await withDatabase(await open(demo), (database) => seed(database.db));
  return {
    plain: { kind: 'postgres', name: plain },
    demo: { kind: 'postgres', name: demo },
    async remove() {
      for (const name of [plain, demo])
        await runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function pgliteTemplates(
  runId: string,
  seed: (db: AppDb) => Promise<void>,
): Promise<Templates> {
  const plain = path.join(tmpdir(), `shala_template_${runId}.tar`);
  const demo = path.join(tmpdir(), `shala_template_demo_${runId}.tar`);
  const dumpTo = async (database: Database, file: string) => {
    const dump = await database.dumpDataDir!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  };
  await withDatabase(await connectDatabase({ dataDir: 'memory://' }), async (database) => {
    await prepareDatabase(database.db);
    await dumpTo(database, plain);
    await seed(database.db);
    await dumpTo(database, demo);
  });
  return {
    plain: { kind: 'pglite', file: plain },
    demo: { kind: 'pglite', file: demo },
    async remove() {
      for (const file of [plain, demo]) await rm(file, { force: true });
    },
  };
}

async function withDatabase(database: Database, use: (database: Database) => Promise<unknown>) {
  try {
    await use(database);
  } finally {
    await database.close();
  }
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
