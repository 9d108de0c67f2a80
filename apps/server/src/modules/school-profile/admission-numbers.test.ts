import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '../../../test/factories/schools.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { prepareDatabase } from '../../bootstrap.ts';
import type { Database } from '../../platform/db/connect.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { issueAdmissionNumber } from './admission-numbers.ts';
import { registrationFormats } from './tables.ts';

/**
 * Admission numbers under concurrent admissions: N transactions issue at once (really in
 * parallel on PostgreSQL; PGlite runs them one after another), some roll back. The numbers
 * that committed have no duplicates and no gaps.
 */
let database: Database;
let schoolId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.db);
  schoolId = (await buildSchool(database.db, { subdomain: 'admissions' })).id;
  await withTenant(database.db, schoolId, (tx) =>
    tx.insert(registrationFormats).values({
      tenantId: schoolId,
      prefix: 'AD',
      includeYear: true,
      separator: '-',
      digits: 4,
      startFrom: 1,
    }),
  );
});
afterAll(() => database?.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One admission: issue a number, hold the transaction a moment, then commit or roll back. */
async function admit(rollBack: boolean): Promise<string | null> {
  try {
    return await withTenant(database.db, schoolId, async (tx) => {
      const number = await issueAdmissionNumber(tx, schoolId, 2026);
      await pause(5);
      if (rollBack) throw new Error('admission cancelled');
      return number;
    });
  } catch (error) {
    if ((error as Error).message === 'admission cancelled') return null;
    throw error;
  }
}

const sequence = (year: number, count: number) =>
  Array.from({ length: count }, (_, i) => `AD-${year}-${String(i + 1).padStart(4, '0')}`);

describe('admission numbers', () => {
  it('gives concurrent admissions distinct numbers without gaps, rolled-back ones included', async () => {
    const outcomes = await Promise.all(Array.from({ length: 24 }, (_, i) => admit(i % 3 === 1)));
    const committed = outcomes.filter((number): number is string => number !== null);
    expect(committed).toHaveLength(16);
    expect([...committed].sort()).toEqual(sequence(2026, 16));
  });

  it('keeps counting after the burst, and counts each year apart', async () => {
    expect(await admit(false)).toBe('AD-2026-0017');
    const next = await withTenant(database.db, schoolId, (tx) =>
      issueAdmissionNumber(tx, schoolId, 2027),
    );
    expect(next).toBe('AD-2027-0001');
  });
});
