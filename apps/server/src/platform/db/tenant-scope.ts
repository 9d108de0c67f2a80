import { sql } from 'drizzle-orm';
import type { AppDb, Tx } from './connect.ts';
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

/** Switches an open transaction to the school role and tenant. */
export async function enterTenant(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(
    sql`select set_config('role', ${appRole}, true), set_config('app.tenant_id', ${String(tenantId)}, true)`,
  );
}

/** Switches an open transaction to the platform role (super-admin work only). */
export async function enterPlatform(tx: Tx): Promise<void> {
  await tx.execute(
    sql`select set_config('role', ${platformRole}, true), set_config('app.tenant_id', '', true)`,
  );
}

/** Runs `work` in one transaction as the platform role. */
export function withPlatform<T>(db: AppDb, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterPlatform(tx);
    return work(tx);
  });
}
