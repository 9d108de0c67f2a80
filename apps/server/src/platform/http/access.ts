import type { RouteAccess } from '@shala/contracts';
import { forbidden } from '../errors.ts';
import type { RequestContext } from './context.ts';
import { hasModuleAccess } from './module-access.ts';

/** Refuses a signed-in user the route's access rule does not admit (403). */
export async function checkAccess(access: RouteAccess, ctx: RequestContext): Promise<void> {
  const user = ctx.user!;
  const tenant = ctx.tenant!;
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
      if (access.parents && user.roleId === parentRoleId) return;
      if (!(await hasModuleAccess(ctx.tx, user, access.module))) throw forbidden();
      return;
    }
    case 'super-admin':
      if (user.userType !== 'SUPER_ADMIN' || tenant.kind !== 'PLATFORM') throw forbidden();
      return;
  }
}

const parentRoleId = 4;
const isFranchise = (userType: string) => userType.includes('FRANCHISE');
