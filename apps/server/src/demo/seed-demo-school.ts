import { and, eq } from 'drizzle-orm';
import { schools } from '../modules/schools/tables.ts';
import { users } from '../modules/users/tables.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { AppDb, Tx } from '../platform/db/connect.ts';
import { withPlatform } from '../platform/db/tenant-scope.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { type DemoSchool, demoPassword, demoRoleUsers, demoSchools } from './demo-data.ts';
import { seedAcademics } from './seed-academics.ts';
import { seedEventsAndNews } from './seed-events-news.ts';
import { seedMessages } from './seed-messages.ts';
import { seedDemoSchoolPeople } from './seed-school-people.ts';
import { seedSchoolProfile } from './seed-school-profile.ts';

/**
 * One demo school's users and data in an existing school row: one user per role
 * (`<key>@<subdomain>`, the password hashed in `passwordHash`) but those `skip` names,
 * academics, the profile, ~40 students with parents (drawn from `seed`), messages, events and news.
 */
export async function seedDemoSchool(
  tx: Tx,
  school: DemoSchool & { id: number },
  options: { passwordHash: string; seed: number; storage?: FileStorage; skipUsers?: string[] },
): Promise<void> {
  const rows = demoRoleUsers.map((user, index) => ({
    tenantId: school.id,
    username: `${user.key}@${school.subdomain}`,
    email: `${user.key}.${school.subdomain}@example.com`,
    mobile: `9${String(school.id).padStart(2, '0')}00000${String(index).padStart(2, '0')}`,
    passwordHash: options.passwordHash,
    fullName: user.fullName,
    roleId: user.roleId,
    parentType: user.parentType ?? null,
  }));
  await tx.insert(users).values(rows.filter((row) => !options.skipUsers?.includes(row.username)));
  await seedAcademics(tx, school.id, school.subdomain);
  await seedSchoolProfile(tx, school.id, school, options.storage);
  // Staff, classes and ~40 students with parents; parent@<school> is the father of two.
  await seedDemoSchoolPeople(tx, school.id, school.subdomain, options.passwordHash, options.seed);
  await seedMessages(tx, school.id, school);
  await seedEventsAndNews(tx, school.id);
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
