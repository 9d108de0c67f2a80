import { getRoles, getStaffUsers, getUsersOfRole, searchUsers } from '@shala/contracts';
import { forbidden } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { hasModuleAccess } from '../../platform/http/module-access.ts';
import { listVisibleParentIds } from './family-members.ts';
import { managesStaff } from './manages-staff.ts';
import * as service from './staff-options-service.ts';
import { parentRole } from './staff-options-service.ts';
import { loadRoleLabels } from './staff-service.ts';

/**
 * Parent accounts are part of the roster: listed only to roles that hold a students page or
 * write messages (the message form's parent audience), and of those only the families the
 * caller may see; other staff get 403.
 */
async function requireParentListAccess(ctx: SignedInContext): Promise<void> {
  const user = ctx.user;
  if (await hasModuleAccess(ctx.tx, user, 'students')) return;
  if (await hasModuleAccess(ctx.tx, user, 'messages:notification')) return;
  throw forbidden();
}

const withoutUsername = <T extends { username: string }>(user: T) => ({ ...user, username: null });

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

  /**
   * Staff directories are for staff: a parent gets an empty list. Parent accounts are listed
   * only of the families the caller may see (their user names are their mobiles or e-mails);
   * staff's user names only to those who manage staff.
   */
  [getUsersOfRole.id]: handle(getUsersOfRole, async ({ query }, ctx) => {
    if (ctx.user.roleId === parentRole) return [];
    const filter = { roleId: query.selectedRole, all: query.type === 'all', search: query.search };
    if (query.selectedRole === parentRole) {
      await requireParentListAccess(ctx);
      const onlyIds = await listVisibleParentIds(ctx.scope);
      if (onlyIds?.length === 0) return [];
      return service.listUsersOfRole(ctx.tx, ctx.tenant.id, { ...filter, onlyIds });
    }
    const users = await service.listUsersOfRole(ctx.tx, ctx.tenant.id, filter);
    return (await managesStaff(ctx.scope)) ? users : users.map(withoutUsername);
  }),

  [getStaffUsers.id]: handle(getStaffUsers, async (_input, ctx) => {
    if (ctx.user.roleId === parentRole) return [];
    const users = await service.listStaffUsers(ctx.tx, ctx.tenant.id);
    return (await managesStaff(ctx.scope)) ? users : users.map(withoutUsername);
  }),
};
