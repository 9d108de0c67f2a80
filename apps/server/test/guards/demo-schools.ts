import { eq } from 'drizzle-orm';
import { schools } from '../../src/modules/schools/tables.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** The tenant id of a seeded school. */
export async function schoolIdOf(t: TestApp, subdomain: string): Promise<number> {
  const [row] = await withPlatform(t.database.db, (tx) =>
    tx.select({ id: schools.id }).from(schools).where(eq(schools.subdomain, subdomain)),
  );
  if (!row) throw new Error(`no school ${subdomain}`);
  return row.id;
}
