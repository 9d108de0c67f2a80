import { admitsModule, type RouteAccess } from '@shala/contracts';
import type { AuthUser } from '../auth/current-user.ts';
import { forbidden } from '../errors.ts';
import type { Tenant } from '../tenancy.ts';
import { rolePageIdSet } from './module-access.ts';

/**
 * Refuses a signed-in user the route's access rule does not admit (403).
 * `roleModuleIds` are the module ids stored for the user's role, read with the session.
 */
export function checkAccess(
  access: RouteAccess,
  tenant: Tenant,
  user: AuthUser,
  roleModuleIds: readonly number[],
): void {
  switch (access.kind) {
    case 'public':
      return;
    case 'signed-in':
      if (isFranchise(user.userType)) throw forbidden();
      return;
    case 'school-user':
      if (user.userType !== 'SCHOOL_USER' || tenant.kind !== 'SCHOOL') throw forbidden();
      return;
    case 'module': {
      if (user.userType !== 'SCHOOL_USER' || tenant.kind !== 'SCHOOL') throw forbidden();
      if (user.roleId === parentRoleId) {
        if (access.staffOnly) throw forbidden(access.staffOnly);
        if (access.parents) return;
      }
      if (!admitsModule(rolePageIdSet(user.roleId, roleModuleIds), access.module))
        throw forbidden();
      return;
    }
    case 'super-admin':
      if (user.userType !== 'SUPER_ADMIN' || tenant.kind !== 'PLATFORM') throw forbidden();
      return;
  }
}

const parentRoleId = 4;
const isFranchise = (userType: string) => userType.includes('FRANCHISE');
