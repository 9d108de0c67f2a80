import { eq } from 'drizzle-orm';
import { grantDefaultAccess } from '../modules/access/access-service.ts';
import { schools } from '../modules/schools/tables.ts';
import { users } from '../modules/users/tables.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { AppDb } from '../platform/db/connect.ts';
import { withPlatform } from '../platform/db/tenant-scope.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { demoPassword, demoRoleUsers, demoSchools } from './demo-data.ts';
import { seedAcademics } from './seed-academics.ts';
import { seedEventsAndNews } from './seed-events-news.ts';
import { seedMessages } from './seed-messages.ts';
import { ensurePlatformTenant, ensureSuperAdmin } from './seed-platform.ts';
import { seedDemoSchoolPeople } from './seed-school-people.ts';
import { seedSchoolProfile } from './seed-school-profile.ts';

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
      await tx.insert(users).values(
        demoRoleUsers.map((user, index) => ({
          tenantId: row!.id,
          username: `${user.key}@${school.subdomain}`,
          email: `${user.key}.${school.subdomain}@example.com`,
          mobile: `9${String(row!.id).padStart(2, '0')}00000${String(index).padStart(2, '0')}`,
          passwordHash,
          fullName: user.fullName,
          roleId: user.roleId,
          parentType: user.parentType ?? null,
        })),
      );
      await seedAcademics(tx, row!.id, school.subdomain);
      await seedSchoolProfile(tx, row!.id, school, options.storage);
      // Staff, classes and ~40 students with parents; parent@<school> is the father of two.
      await seedDemoSchoolPeople(tx, row!.id, school.subdomain, passwordHash, row!.id);
      await seedMessages(tx, row!.id, school, platformId);
      await seedEventsAndNews(tx, row!.id);
    }
    return { created: true };
  });
}
