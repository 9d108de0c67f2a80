import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../../test/helpers/database-failure.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database, Tx } from './connect.ts';
import { enterPlatformSql, enterTenantSql } from './tenant-scope.ts';
import { singleStatementBroken } from './transaction-client.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const countSchools = async (tx: Tx) => {
  const result = (await tx.execute(sql`select count(*)::int as n from schools`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]!.n;
};
const addSchool = (tx: Tx, subdomain: string) =>
  tx.execute(sql`insert into schools (subdomain, name) values (${subdomain}, ${subdomain})`);

/** The fee titles the transaction's tenant sees. */
const feeTitles = async (tx: Tx) => {
  const result = (await tx.execute(
    sql`select fee_type_name as name from fee_titles order by id`,
  )) as unknown as { rows: Array<{ name: string }> };
  return result.rows.map((row) => row.name);
};
const addFeeTitle = (tx: Tx, tenantId: number, name: string) =>
  tx.execute(sql`insert into fee_titles (tenant_id, fee_type_name) values (${tenantId}, ${name})`);

/** Two schools with a fee title each. */
async function twoSchools(prefix: string): Promise<[number, number]> {
  const ids = await database.transaction(enterPlatformSql, async (tx) => {
    const made = (await tx.execute(
      sql`insert into schools (subdomain, name) values (${`${prefix}-a`}, 'A'), (${`${prefix}-b`}, 'B') returning id`,
    )) as unknown as { rows: Array<{ id: number }> };
    return made.rows.map((row) => Number(row.id));
  });
  const [a, b] = ids as [number, number];
  await database.transaction(enterTenantSql(a), (tx) => addFeeTitle(tx, a, 'Tuition'));
  await database.transaction(enterTenantSql(b), (tx) => addFeeTitle(tx, b, 'Bus'));
  return [a, b];
}

describe('read-only transactions (every GET request runs in one)', () => {
  it('are refused every write by the database, and the write is not kept', async () => {
    const before = await database.transaction(enterPlatformSql, countSchools);
    const failure = await failureOf(
      database.transaction(enterPlatformSql, (tx) => addSchool(tx, 'written-by-a-get'), {
        mode: 'read-only',
      }),
    );
    expect(failure).toMatch(/read-only transaction/);
    expect(await database.transaction(enterPlatformSql, countSchools)).toBe(before);
  });

  it('hand their connection back before their COMMIT is answered, and the next transaction runs after it', async () => {
    const before = await database.transaction(enterPlatformSql, countSchools);
    // More read-only transactions than the pool has connections, each followed by a write:
    // a connection reused while its COMMIT is on the way still runs the next work after it.
    const work = Array.from({ length: 12 }, async (_, index) => {
      const seen = await database.transaction(enterPlatformSql, countSchools, {
        mode: 'read-only',
      });
      expect(seen).toBeGreaterThanOrEqual(before);
      await database.transaction(enterPlatformSql, (tx) => addSchool(tx, `after-read-${index}`));
    });
    await Promise.all(work);
    expect(await database.transaction(enterPlatformSql, countSchools, { mode: 'read-only' })).toBe(
      before + 12,
    );
  });
});

describe('the reads a request makes before its first write (run alone on PostgreSQL)', () => {
  it('see only the tenant’s rows, and the writes after them are still one transaction', async () => {
    const [a, b] = await twoSchools('reads-first');
    const failure = await failureOf(
      database.transaction(enterTenantSql(a), async (tx) => {
        expect(await feeTitles(tx)).toEqual(['Tuition']);
        await addFeeTitle(tx, a, 'Library');
        expect(await feeTitles(tx)).toEqual(['Tuition', 'Library']);
        await addFeeTitle(tx, a, 'tuition'); // the same name: refused
      }),
    );
    expect(failure).toMatch(/fee_titles_name_key/);
    expect(await database.transaction(enterTenantSql(a), feeTitles)).toEqual(['Tuition']);
    expect(await database.transaction(enterTenantSql(b), feeTitles, { mode: 'read-only' })).toEqual(
      ['Bus'],
    );
  });
});

describe('single-statement requests (a handler that declares one statement)', () => {
  it('commit their statement', async () => {
    const [a] = await twoSchools('one-statement');
    await database.transaction(
      enterTenantSql(a),
      (tx) => tx.execute(sql`update fee_titles set fee_type_name = 'Tuition fee'`),
      { mode: 'single-statement' },
    );
    expect(await database.transaction(enterTenantSql(a), feeTitles)).toEqual(['Tuition fee']);
  });

  it('refuse a second statement', async () => {
    const [a] = await twoSchools('two-statements');
    const failure = await failureOf(
      database.transaction(
        enterTenantSql(a),
        async (tx) => {
          await feeTitles(tx);
          await feeTitles(tx);
        },
        { mode: 'single-statement' },
      ),
    );
    expect(failure).toContain(singleStatementBroken);
  });
});
