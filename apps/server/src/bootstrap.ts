import { ensurePlatformTenant } from './demo/seed-platform.ts';
import { syncModuleCatalogue } from './modules/access/access-service.ts';
import type { AppDb } from './platform/db/connect.ts';

/** Data every database needs before serving: the module catalogue and the platform tenant. */
export async function prepareDatabase(db: AppDb): Promise<{ platformId: number }> {
  await syncModuleCatalogue(db);
  return { platformId: await ensurePlatformTenant(db) };
}
