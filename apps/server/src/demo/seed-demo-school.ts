import { and, eq } from 'drizzle-orm';
import { users } from '../modules/auth/tables.ts';
import { serverModules } from '../modules/index.ts';
import { schools } from '../modules/schools/tables.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { AppDb, Tx } from '../platform/db/connect.ts';
import { withPlatform } from '../platform/db/tenant-scope.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { type DemoSchool, demoPassword, demoSchools } from './demo-data.ts';

/**
 * One demo school's users and data in an existing school row: each module's demo seed, in
 * the order of the module list (users but the `skipUsers` names, academics, the profile,
 * ~40 students with parents drawn from `seed`, messages, events and news).
 */
export async function seedDemoSchool(
  tx: Tx,
  school: DemoSchool & { id: number },
  options: { passwordHash: string; seed: number; storage?: FileStorage; skipUsers?: string[] },
): Promise<void> {
  const seed = { tx, tenantId: school.id, school, ...options };
  for (const module of serverModules) await module.demoSeed?.(seed);
}

/**
 * Fills a school registered through the platform API (only its admin so far, who must be
 * `admin@<subdomain>`) with the demo's users and data. For the Chromium journeys, which each
 * work in a school of their own: false when the school is unknown or not fresh.
 */
export async function seedRegisteredDemoSchool(
  db: AppDb,
  subdomain: string,
  storage?: FileStorage,
): Promise<boolean> {
  const passwordHash = await hashPassword(demoPassword);
  return withPlatform(db, async (tx) => {
    const [school] = await tx
      .select({
        id: schools.id,
        subdomain: schools.subdomain,
        name: schools.name,
        primaryColor: schools.primaryColor,
      })
      .from(schools)
      .where(and(eq(schools.subdomain, subdomain), eq(schools.kind, 'SCHOOL')));
    if (!school) return false;
    const people = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.tenantId, school.id));
    const admin = `admin@${subdomain}`;
    if (people.length !== 1 || people[0]!.username !== admin) return false;
    // Greenwood's seed: the same students in the same classes as the school the journeys copy.
    const [greenwood] = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.subdomain, demoSchools[0]!.subdomain));
    const seed = greenwood?.id ?? school.id;
    await seedDemoSchool(tx, school, { passwordHash, seed, storage, skipUsers: [admin] });
    return true;
  });
}
