import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/modules/auth/tables.ts';
import { withPlatform, withTenant } from '../../src/platform/db/tenant-scope.ts';
import { buildUser, testPassword } from '../factories/auth.ts';
import { buildSchool } from '../factories/schools.ts';
import { createTestApp, hostOf, signIn, type TestApp } from '../helpers/test-app.ts';
import { forgetReadings, snapshotTables } from './table-checksum.ts';

/**
 * The guard suites' "nothing was written" check reads only what may have changed since its
 * last reading: these tests prove it still sees every kind of write, and agrees with a reading
 * of every table from scratch.
 */
let t: TestApp;
let schoolId: number;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = (await buildSchool(t.database.db, { subdomain: 'checked' })).id;
  userId = (await buildUser(t.database.db, schoolId, { username: 'admin@checked' })).id;
  await buildUser(t.database.db, schoolId, { username: 'other@checked' });
});
afterAll(() => t?.close());

const db = () => t.database.db;

/** The tables whose checksum differs between two snapshots. */
function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** A snapshot read from scratch, without what earlier readings remembered. */
async function freshSnapshot(): Promise<Record<string, string>> {
  forgetReadings(db());
  return snapshotTables(db());
}

describe('the "nothing was written" check', () => {
  it('answers the same snapshot while nothing is written', async () => {
    const first = await snapshotTables(db());
    expect(Object.keys(first).length).toBeGreaterThan(20);
    expect(await snapshotTables(db())).toEqual(first);
    expect(await freshSnapshot()).toEqual(first);
  });

  it('sees a request that writes (a sign-in stores a session)', async () => {
    const before = await snapshotTables(db());
    await signIn(t.app, hostOf('checked'), 'admin@checked', testPassword);
    expect(changedTables(before, await snapshotTables(db()))).toContain('sessions');
  });

  it('sees a row inserted as the school role, as a route writes', async () => {
    const before = await snapshotTables(db());
    await withTenant(db(), schoolId, (tx) =>
      tx.insert(sessions).values({
        tenantId: schoolId,
        userId,
        tokenHash: 'inserted-by-the-self-test',
        expiresAt: new Date(Date.now() + 60_000),
      }),
    );
    expect(changedTables(before, await snapshotTables(db()))).toEqual(['sessions']);
  });

  it('sees one field of one row changed, the row count unchanged', async () => {
    const before = await snapshotTables(db());
    await withTenant(db(), schoolId, (tx) =>
      tx.update(users).set({ fullName: 'Renamed' }).where(eq(users.id, userId)),
    );
    const after = await snapshotTables(db());
    expect(changedTables(before, after)).toEqual(['users']);
    expect(after.users?.split(',')[0]).toBe(before.users?.split(',')[0]);
  });

  it('sees a row deleted', async () => {
    const before = await snapshotTables(db());
    await withPlatform(db(), (tx) =>
      tx.delete(sessions).where(eq(sessions.tokenHash, 'inserted-by-the-self-test')),
    );
    expect(changedTables(before, await snapshotTables(db()))).toEqual(['sessions']);
  });

  it('sees a write in a table no earlier write touched', async () => {
    const before = await snapshotTables(db());
    await buildSchool(db(), { subdomain: 'another' });
    const changed = changedTables(before, await snapshotTables(db()));
    expect(changed).toContain('schools');
  });

  it('does not count a write rolled back, a row rewritten with its own values, or a session marked as used', async () => {
    const before = await snapshotTables(db());
    const undone = withPlatform(db(), async (tx) => {
      await tx.update(users).set({ fullName: 'Never kept' }).where(eq(users.id, userId));
      throw new Error('undone');
    });
    await expect(undone).rejects.toThrow('undone');
    await withPlatform(db(), (tx) =>
      tx
        .update(users)
        .set({ fullName: sql`${users.fullName}` })
        .where(eq(users.tenantId, schoolId)),
    );
    await withPlatform(db(), (tx) =>
      tx
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() + 5_000) })
        .where(eq(sessions.tenantId, schoolId)),
    );
    expect(await snapshotTables(db())).toEqual(before);
  });

  it('sees a write committed after one rolled back', async () => {
    const before = await snapshotTables(db());
    const undone = withPlatform(db(), async (tx) => {
      await tx.update(users).set({ fullName: 'Never kept' }).where(eq(users.id, userId));
      throw new Error('undone');
    });
    await expect(undone).rejects.toThrow('undone');
    await withPlatform(db(), (tx) =>
      tx.update(users).set({ fullName: 'Kept' }).where(eq(users.id, userId)),
    );
    expect(changedTables(before, await snapshotTables(db()))).toEqual(['users']);
  });

  it('after all these writes, agrees with a reading of every table from scratch', async () => {
    const remembered = await snapshotTables(db());
    expect(await freshSnapshot()).toEqual(remembered);
  });
});
