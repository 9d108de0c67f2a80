import { grantDefaultAccess } from '../../src/modules/access/access-service.ts';
import { schools } from '../../src/modules/schools/tables.ts';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';

let sequence = 0;

/** An active school with its roles' default access; `subdomain` defaults to a fresh one. */
export async function buildSchool(
  db: AppDb,
  overrides: {
    subdomain?: string;
    name?: string;
    status?: 'ACTIVE' | 'SUSPENDED';
    timeZone?: string;
  } = {},
) {
  sequence += 1;
  const subdomain = overrides.subdomain ?? `school${sequence}`;
  return withPlatform(db, async (tx) => {
    const [school] = await tx
      .insert(schools)
      .values({
        subdomain,
        name: overrides.name ?? `${subdomain} school`,
        status: overrides.status ?? 'ACTIVE',
        ...(overrides.timeZone ? { timeZone: overrides.timeZone } : {}),
      })
      .returning();
    await grantDefaultAccess(tx, school!.id);
    return school!;
  });
}
