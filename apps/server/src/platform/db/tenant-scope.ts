import { sql } from 'drizzle-orm';
import type { AppDb, Database, Tx } from './connect.ts';
import { appRole, platformRole } from './security.ts';

/** Runs `work` in one transaction as the school role, seeing only `tenantId`'s rows. */
export function withTenant<T>(
  db: AppDb,
  tenantId: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await enterTenant(tx, tenantId);
    return work(tx);
  });
}

/** The statement that switches a transaction to the school role and tenant. */
export function enterTenantSql(tenantId: number): string {
  if (!Number.isSafeInteger(tenantId)) throw new Error('tenant id must be an integer');
  return `select set_config('role', '${appRole}', true), set_config('app.tenant_id', '${tenantId}', true)`;
}

/** The statement that switches a transaction to the platform role (super-admin work only). */
export const enterPlatformSql = `select set_config('role', '${platformRole}', true), set_config('app.tenant_id', '', true)`;

/** Switches an open transaction to the school role and tenant. */
export async function enterTenant(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(sql.raw(enterTenantSql(tenantId)));
}

/** Switches an open transaction to the platform role (super-admin work only). */
export async function enterPlatform(tx: Tx): Promise<void> {
  await tx.execute(sql.raw(enterPlatformSql));
}

/** Runs `work` in one transaction as the platform role. */
export function withPlatform<T>(db: AppDb, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterPlatform(tx);
    return work(tx);
  });
}

/**
 * Runs one read-only `select` as the school role of `tenantId` in a single round trip:
 * `BEGIN`, the role and tenant, the query and `COMMIT` go as one simple-protocol script.
 * `select` is plain SQL: it must carry no value the caller did not make safe itself.
 */
export async function readAsTenant(
  database: Database,
  tenantId: number,
  select: string,
): Promise<unknown[]> {
  try {
    const results = await database.executeScript(
      `begin read only; ${enterTenantSql(tenantId)}; ${select}; commit`,
    );
    return results[2]?.rows ?? [];
  } catch (error) {
    // A failed statement leaves the script's transaction open on a kept connection (PGlite's).
    await database.executeScript('rollback').catch(() => {});
    throw error;
  }
}
