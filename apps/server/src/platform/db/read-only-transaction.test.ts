import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../../test/helpers/database-failure.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database, Tx } from './connect.ts';
import { enterPlatformSql } from './tenant-scope.ts';

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

describe('read-only transactions (every GET request runs in one)', () => {
  it('are refused every write by the database, and the write is not kept', async () => {
    const before = await database.transaction(enterPlatformSql, countSchools);
    const failure = await failureOf(
      database.transaction(enterPlatformSql, (tx) => addSchool(tx, 'written-by-a-get'), {
        readOnly: true,
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
      const seen = await database.transaction(enterPlatformSql, countSchools, { readOnly: true });
      expect(seen).toBeGreaterThanOrEqual(before);
      await database.transaction(enterPlatformSql, (tx) => addSchool(tx, `after-read-${index}`));
    });
    await Promise.all(work);
    expect(await database.transaction(enterPlatformSql, countSchools, { readOnly: true })).toBe(
      before + 12,
    );
  });
});
