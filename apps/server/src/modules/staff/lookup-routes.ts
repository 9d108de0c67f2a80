import { getRoles, getStaffUsers, getUsersOfRole, searchUsers } from '@shala/contracts';
import { forbidden } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { hasModuleAccess } from '../../platform/http/module-access.ts';
import * as service from './staff-options-service.ts';
import { parentRole } from './staff-options-service.ts';
import { loadRoleLabels } from './staff-service.ts';

/**
 * Parent accounts are part of the roster: listed only to roles that hold a students page or
 * write messages (the message form's parent audience); other staff get 403.
 */
async function requireParentListAccess(ctx: SignedInContext): Promise<void> {
  const user = ctx.user;
  if (await hasModuleAccess(ctx.tx, user, 'students')) return;
  if (await hasModuleAccess(ctx.tx, user, 'messages:notification')) return;
  throw forbidden();
}

export const staffLookupHandlers = {
  /**
   * The message form's "Search by Name": `staff` finds active staff of `role_id` (Teacher by
   * default), `parents` finds parent accounts. A parent may look up staff (to address a
   * teacher) but never other parents: that answer is always empty.
   */
  [searchUsers.id]: handle(searchUsers, async ({ query }, ctx) => {
    const tenantId = ctx.tenant.id;
    if (query.type === 'parents' && ctx.user.roleId === parentRole) return [];
    if (query.type === 'parents') await requireParentListAccess(ctx);
    return service.searchUsers(ctx.tx, tenantId, query);
  }),

  [getRoles.id]: handle(getRoles, async (_input, ctx) => loadRoleLabels(ctx.tx, ctx.tenant.id)),

  // Staff directories are for staff: a parent gets an empty list.
  [getUsersOfRole.id]: handle(getUsersOfRole, async ({ query }, ctx) => {
    if (ctx.user.roleId === parentRole) return [];
    if (query.selectedRole === parentRole) await requireParentListAccess(ctx);
    return service.listUsersOfRole(ctx.tx, ctx.tenant.id, {
      roleId: query.selectedRole,
      all: query.type === 'all',
      search: query.search,
    });
  }),

  [getStaffUsers.id]: handle(getStaffUsers, async (_input, ctx) =>
    ctx.user.roleId === parentRole ? [] : service.listStaffUsers(ctx.tx, ctx.tenant.id),
  ),
};
