import type { SchoolRoleId } from '@shala/contracts';
import { grantDefaultAccess } from '../../src/modules/access/access-service.ts';
import { schools } from '../../src/modules/schools/tables.ts';
import { users } from '../../src/modules/users/tables.ts';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';
import { hashFixturePassword } from './fixture-passwords.ts';

export const testPassword = 'Secret#123';

export async function createSchool(
  db: AppDb,
  values: { subdomain: string; name?: string; status?: 'ACTIVE' | 'SUSPENDED' },
) {
  return withPlatform(db, async (tx) => {
    const [school] = await tx
      .insert(schools)
      .values({
        subdomain: values.subdomain,
        name: values.name ?? `${values.subdomain} school`,
        status: values.status ?? 'ACTIVE',
      })
      .returning();
    await grantDefaultAccess(tx, school!.id);
    return school!;
  });
}

let sequence = 0;
export async function createUser(
  db: AppDb,
  tenantId: number,
  values: {
    roleId?: SchoolRoleId | 1;
    username?: string;
    email?: string | null;
    userType?: typeof users.$inferInsert.userType;
    parentType?: number;
  } = {},
) {
  sequence += 1;
  const username = values.username ?? `user${sequence}`;
  const [user] = await withPlatform(db, async (tx) =>
    tx
      .insert(users)
      .values({
        tenantId,
        username,
        email:
          values.email === undefined ? `${username.replace(/@/g, '.')}@example.com` : values.email,
        mobile: `90000${String(sequence).padStart(5, '0')}`,
        passwordHash: await hashFixturePassword(testPassword),
        fullName: `Test ${username}`,
        roleId: values.roleId ?? 2,
        userType: values.userType ?? 'SCHOOL_USER',
        parentType: values.parentType ?? null,
      })
      .returning(),
  );
  return user!;
}
