import type { SchoolRoleId } from '@shala/contracts';
import {
  accessMessages,
  findModule,
  getAccessRight,
  listAccessRights,
  roleNames,
  schoolRoleIds,
  setAccessRight,
} from '@shala/contracts';
import { badRequest } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { listRolePageIds } from '../../platform/http/module-access.ts';
import { replaceRolePageIds } from './access-service.ts';

async function presentRole(ctx: SignedInContext, roleId: number) {
  return {
    role_id: roleId,
    role_name: roleNames[roleId as SchoolRoleId],
    editable: roleId !== 2,
    module_ids: await listRolePageIds(ctx.tx, ctx.tenant.id, roleId),
  };
}

export const accessHandlers = {
  [getAccessRight.id]: handle(getAccessRight, async ({ query }, ctx) =>
    presentRole(ctx, query.role_id),
  ),

  [listAccessRights.id]: handle(listAccessRights, async (_input, ctx) => {
    const roles = [];
    for (const roleId of schoolRoleIds) roles.push(await presentRole(ctx, roleId));
    return roles;
  }),

  [setAccessRight.id]: handle(setAccessRight, async ({ body }, ctx) => {
    const pageIds = [...new Set(body.module_ids)];
    if (pageIds.some((id) => findModule(id)?.area !== 'school' || !findModule(id)?.url)) {
      throw badRequest(accessMessages.unknownModule, 'module_ids');
    }
    await replaceRolePageIds(ctx.tx, ctx.tenant.id, body.role_id, pageIds);
    ctx.message = accessMessages.saved;
    return presentRole(ctx, body.role_id);
  }),
};
