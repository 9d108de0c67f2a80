import type { SchoolRoleId } from '@shala/contracts';
import { users } from '../../src/modules/auth/tables.ts';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';
import { hashFixturePassword } from '../helpers/fixture-passwords.ts';

/** The password of every user a factory builds. */
export const testPassword = 'Secret#123';

let sequence = 0;

/** A user who can sign in with `testPassword`: a school admin unless told otherwise. */
export async function buildUser(
  db: AppDb,
  tenantId: number,
  overrides: {
    roleId?: SchoolRoleId | 1;
    username?: string;
    email?: string | null;
    userType?: typeof users.$inferInsert.userType;
    parentType?: number;
  } = {},
) {
  sequence += 1;
  const username = overrides.username ?? `user${sequence}`;
  const [user] = await withPlatform(db, async (tx) =>
    tx
      .insert(users)
      .values({
        tenantId,
        username,
        email:
          overrides.email === undefined
            ? `${username.replace(/@/g, '.')}@example.com`
            : overrides.email,
        mobile: `90000${String(sequence).padStart(5, '0')}`,
        passwordHash: await hashFixturePassword(testPassword),
        fullName: `Test ${username}`,
        roleId: overrides.roleId ?? 2,
        userType: overrides.userType ?? 'SCHOOL_USER',
        parentType: overrides.parentType ?? null,
      })
      .returning(),
  );
  return user!;
}
