import { defaultPrimaryColor } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import { users } from '../modules/auth/tables.ts';
import { schools } from '../modules/schools/tables.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { AppDb } from '../platform/db/connect.ts';
import { withPlatform } from '../platform/db/tenant-scope.ts';

/** The platform tenant (root host) exists in every database; answers its id. */
export async function ensurePlatformTenant(db: AppDb): Promise<number> {
  return withPlatform(db, async (tx) => {
    const [existing] = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.kind, 'PLATFORM'));
    if (existing) return existing.id;
    const [created] = await tx
      .insert(schools)
      .values({
        kind: 'PLATFORM',
        subdomain: 'platform',
        name: 'Shala',
        primaryColor: defaultPrimaryColor,
        textColor: defaultPrimaryColor,
      })
      .returning({ id: schools.id });
    return created!.id;
  });
}

/** Creates the platform's super admin when it does not exist yet; `givenHash` spares hashing `password`. */
export async function ensureSuperAdmin(
  db: AppDb,
  platformId: number,
  username: string,
  password: string,
  givenHash?: string,
): Promise<boolean> {
  const passwordHash = givenHash ?? (await hashPassword(password));
  return withPlatform(db, async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, platformId), eq(users.username, username)));
    if (existing) return false;
    await tx.insert(users).values({
      tenantId: platformId,
      userType: 'SUPER_ADMIN',
      username,
      email: `${username}@shala.localhost`,
      passwordHash,
      fullName: 'Platform Admin',
      roleId: 1,
    });
    return true;
  });
}
