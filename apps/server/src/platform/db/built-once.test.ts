import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { builtOnce, builtOncePerShape } from './built-once.ts';
import type { Database, Tx } from './connect.ts';
import { schools } from './schools-table.ts';
import { enterPlatformSql } from './tenant-scope.ts';

let database: Database;
const asPlatform = <T>(work: (tx: Tx) => Promise<T>) =>
  database.transaction(enterPlatformSql, work);

beforeAll(async () => {
  database = await createTestDatabase();
  await asPlatform((tx) =>
    tx.insert(schools).values([
      { subdomain: 'built-a', name: 'Alpha School' },
      { subdomain: 'built-b', name: 'Beta School' },
    ]),
  );
});
afterAll(() => database?.close());

const selection = {
  id: schools.id,
  name: schools.name,
  createdAt: schools.createdAt,
  // An SQL expression with its own decoder, and an aliased one.
  users: sql`(select count(*) from users u where u.tenant_id = ${schools.id})`.mapWith(Number),
  shout: sql<string>`upper(${schools.name})`.as('shout'),
};

describe('statements built once (their SQL text cached per process, run on each request’s transaction)', () => {
  it('answer the rows drizzle answers, with each call’s values', async () => {
    const bySubdomain = builtOnce((tx: Tx) =>
      tx
        .select(selection)
        .from(schools)
        .where(eq(schools.subdomain, sql.placeholder('subdomain'))),
    );
    for (const subdomain of ['built-a', 'built-b']) {
      const built = await asPlatform((tx) =>
        tx.select(selection).from(schools).where(eq(schools.subdomain, subdomain)),
      );
      const rows = await asPlatform((tx) => bySubdomain(tx, { subdomain }));
      expect(rows).toEqual(built);
      expect(rows[0]?.createdAt).toBeInstanceOf(Date);
      expect(rows[0]?.users).toBe(0);
    }
  });

  it('prepare nothing on the database server (the text is what is cached)', async () => {
    const byId = builtOnce((tx: Tx) =>
      tx
        .select({ id: schools.id })
        .from(schools)
        .where(eq(schools.id, sql.placeholder('id'))),
    );
    const named = await asPlatform(async (tx) => {
      await byId(tx, { id: 1 });
      await byId(tx, { id: 2 });
      return (await tx.execute(
        sql`select count(*)::int as named from pg_prepared_statements`,
      )) as unknown as { rows: Array<{ named: number }> };
    });
    expect(named.rows[0]?.named).toBe(0);
  });

  it('build each shape once', async () => {
    let builds = 0;
    const page = builtOncePerShape((tx: Tx, shape: { named: boolean }) => {
      builds += 1;
      const query = tx.select({ name: schools.name }).from(schools);
      return shape.named ? query.where(eq(schools.name, sql.placeholder('name'))) : query;
    });
    const names = (named: boolean, name?: string) =>
      asPlatform(async (tx) => (await page(tx, { named }, { name })).map((row) => row.name));
    expect(await names(true, 'Beta School')).toEqual(['Beta School']);
    expect(await names(true, 'Alpha School')).toEqual(['Alpha School']);
    expect(await names(false)).toEqual(expect.arrayContaining(['Alpha School', 'Beta School']));
    expect(builds).toBe(2);
  });

  it('run a statement that answers no rows (an update)', async () => {
    const rename = builtOnce((tx: Tx) =>
      tx
        .update(schools)
        .set({ name: sql`${sql.placeholder('name')}` })
        .where(eq(schools.subdomain, sql.placeholder('subdomain'))),
    );
    await asPlatform((tx) => rename(tx, { name: 'Alpha Public School', subdomain: 'built-a' }));
    const [row] = await asPlatform((tx) =>
      tx.select({ name: schools.name }).from(schools).where(eq(schools.subdomain, 'built-a')),
    );
    expect(row?.name).toBe('Alpha Public School');
  });

  it('refuse a nested selection, which they do not map', async () => {
    const nested = builtOnce((tx: Tx) => tx.select({ school: { id: schools.id } }).from(schools));
    await expect(asPlatform((tx) => nested(tx, {}))).rejects.toThrow(
      'builtOnce: "school" must be a column or an SQL expression',
    );
  });
});
