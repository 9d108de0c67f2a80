import { authMessages, isCommonPassword, roleNames, type SchoolRoleId } from '@shala/contracts';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { patchCachedUser } from '../../platform/auth/session-cache.ts';
import { builtOnce } from '../../platform/db/built-once.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { revokeOtherSessions } from './session-service.ts';
import { users } from './tables.ts';

const byUser = (tenantId: number | SQLWrapper, userId: number | SQLWrapper) =>
  and(eq(users.tenantId, tenantId), eq(users.id, userId));

export async function updateTheme(
  tx: Tx,
  tenantId: number,
  userId: number,
  theme: typeof users.$inferSelect.theme,
) {
  await themeUpdate(tx, { theme, tenantId, userId });
  patchCachedUser(tx, { tenantId, userId }, { theme });
  return { theme };
}

// Sent on every switch of the theme toggle: its SQL is built once.
const themeUpdate = builtOnce((tx: Tx) =>
  tx
    .update(users)
    .set({ theme: sql`${sql.placeholder('theme')}` })
    .where(byUser(sql.placeholder('tenantId'), sql.placeholder('userId'))),
);

/** The signed-in user's own profile, as the profile page shows it. */
export async function getProfile(tx: Tx, tenantId: number, userId: number, schoolName: string) {
  const [row] = await tx.select().from(users).where(byUser(tenantId, userId));
  if (!row) throw notFound();
  return {
    id: row.id,
    full_name: row.fullName,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    userType: row.userType,
    role_id: row.userType === 'SUPER_ADMIN' ? 1 : row.roleId,
    role_name:
      row.userType === 'SUPER_ADMIN'
        ? 'Super Admin'
        : (roleNames[row.roleId as SchoolRoleId] ?? 'User'),
    parent_type: row.parentType,
    photo_url: row.photoUrl,
    school_name: schoolName,
    member_since: row.createdAt.toISOString(),
  };
}

/** Changes the user's own password after checking the current one; ends their other sessions. */
export async function updatePassword(
  tx: Tx,
  user: { tenantId: number; id: number; sessionId: number },
  passwords: { old_password: string; new_password: string },
) {
  const byId = byUser(user.tenantId, user.id);
  const [row] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(byId);
  if (!row || !(await verifyPassword(row.passwordHash, passwords.old_password))) {
    throw badRequest(authMessages.wrongCurrentPassword, 'old_password');
  }
  if (passwords.old_password === passwords.new_password)
    throw badRequest(authMessages.samePassword, 'new_password');
  if (isCommonPassword(passwords.new_password))
    throw badRequest(authMessages.commonPassword, 'new_password');
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(passwords.new_password) })
    .where(byId);
  await revokeOtherSessions(tx, user.tenantId, user.id, user.sessionId);
}
