import { eq } from 'drizzle-orm';
import { grantDefaultAccess } from '../modules/access/access-service.ts';
import { notifySuperAdmins } from '../modules/notifications/notification-store.ts';
import { newSchoolNotification } from '../modules/schools/platform-service.ts';
import { schools } from '../modules/schools/tables.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { AppDb } from '../platform/db/connect.ts';
import { withPlatform } from '../platform/db/tenant-scope.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { demoPassword, demoSchools } from './demo-data.ts';
import { seedDemoSchool } from './seed-demo-school.ts';
import { ensurePlatformTenant, ensureSuperAdmin } from './seed-platform.ts';

/**
 * The demo: super admin `superadmin`, schools greenwood and riverside, one user per
 * role in each (`admin@greenwood`, …), all with password demo1234. Runs once: a
 * database that already has the schools is left alone.
 */
export async function seedDemo(
  db: AppDb,
  options: {
    storage?: FileStorage;
    /** The hash of the demo password every demo user gets: tests pass one made at low cost. */
    passwordHash?: string;
  } = {},
): Promise<{ created: boolean }> {
  const platformId = await ensurePlatformTenant(db);
  const passwordHash = options.passwordHash ?? (await hashPassword(demoPassword));
  await ensureSuperAdmin(db, platformId, 'superadmin', demoPassword, passwordHash);
  return withPlatform(db, async (tx) => {
    const [existing] = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.subdomain, demoSchools[0]!.subdomain));
    if (existing) return { created: false };
    for (const school of demoSchools) {
      const [row] = await tx
        .insert(schools)
        .values({
          subdomain: school.subdomain,
          name: school.name,
          primaryColor: school.primaryColor,
          textColor: school.primaryColor,
        })
        .returning({ id: schools.id });
      await grantDefaultAccess(tx, row!.id);
      await seedDemoSchool(
        tx,
        { id: row!.id, ...school },
        { ...options, passwordHash, seed: row!.id },
      );
      await notifySuperAdmins(tx, platformId, newSchoolNotification(school.name, row!.id));
    }
    return { created: true };
  });
}
