import { admitsModule, allSchoolPageIds, moduleCatalogue } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/current-user.ts';
import type { Tx } from '../db/connect.ts';
import { roleModuleAccess } from '../db/core-tables.ts';

const platformPageIds = moduleCatalogue
  .filter((e) => e.area === 'platform' && e.url)
  .map((e) => e.id);

/** The catalogue pages a school role may open from its stored ids; the school admin (2) has them all. */
export function rolePageIds(roleId: number | null, storedIds: readonly number[]): number[] {
  if (roleId === null) return [];
  if (roleId === 2) return allSchoolPageIds();
  return [...storedIds];
}

const everySchoolPage: ReadonlySet<number> = new Set(allSchoolPageIds());

/** `rolePageIds` as a set, for an access check on every request (the admin's made once). */
export function rolePageIdSet(
  roleId: number | null,
  storedIds: readonly number[],
): ReadonlySet<number> {
  return roleId === 2 ? everySchoolPage : new Set(rolePageIds(roleId, storedIds));
}

/** The catalogue pages a school role may open; the school admin (2) has them all. */
export async function listRolePageIds(
  tx: Tx,
  tenantId: number,
  roleId: number | null,
): Promise<number[]> {
  if (roleId === null || roleId === 2) return rolePageIds(roleId, []);
  const rows = await tx
    .select({ moduleId: roleModuleAccess.moduleId })
    .from(roleModuleAccess)
    .where(and(eq(roleModuleAccess.tenantId, tenantId), eq(roleModuleAccess.roleId, roleId)))
    .orderBy(roleModuleAccess.moduleId);
  return rows.map((row) => row.moduleId);
}

/** The spec's accessibleModules of a signed-in user: page ids of the catalogue. */
export async function listAccessibleModules(
  tx: Tx,
  user: Pick<AuthUser, 'tenantId' | 'userType' | 'roleId'>,
): Promise<number[]> {
  if (user.userType === 'SUPER_ADMIN') return platformPageIds;
  if (user.userType !== 'SCHOOL_USER') return [];
  return listRolePageIds(tx, user.tenantId, user.roleId);
}

/** True when the user's role may use the catalogue module `key`. */
export async function hasModuleAccess(
  tx: Tx,
  user: Pick<AuthUser, 'tenantId' | 'roleId'>,
  key: string,
): Promise<boolean> {
  const pageIds = await listRolePageIds(tx, user.tenantId, user.roleId);
  return admitsModule(new Set(pageIds), key);
}
