import {
  createDesignation,
  deleteDesignation,
  listDesignations,
  listRoleDesignations,
  listRoleLabels,
  setRoleDesignations,
  staffMessages,
  updateDesignation,
  updateRoleLabel,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as service from './designation-service.ts';
import { loadRoleLabels } from './staff-service.ts';

export const staffRoleHandlers = {
  [listRoleLabels.id]: handle(listRoleLabels, async (_input, ctx) =>
    loadRoleLabels(ctx.tx, ctx.tenant.id),
  ),

  [updateRoleLabel.id]: handle(updateRoleLabel, async ({ body }, ctx) => {
    const label = await service.updateRoleLabel(ctx.tx, ctx.tenant.id, body);
    ctx.message = staffMessages.roleSaved;
    return label;
  }),

  [listDesignations.id]: handle(listDesignations, async (_input, ctx) =>
    service.listDesignations(ctx.tx, ctx.tenant.id),
  ),

  [createDesignation.id]: handle(createDesignation, async ({ body }, ctx) => {
    const created = await service.createDesignation(ctx.tx, ctx.tenant.id, body.designation_name);
    ctx.message = staffMessages.designationSaved;
    return created;
  }),

  [updateDesignation.id]: handle(updateDesignation, async ({ body }, ctx) => {
    const updated = await service.updateDesignation(
      ctx.tx,
      ctx.tenant.id,
      body.id,
      body.designation_name,
    );
    ctx.message = staffMessages.designationSaved;
    return updated;
  }),

  [deleteDesignation.id]: handle(deleteDesignation, async ({ params }, ctx) => {
    await service.deleteDesignation(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = staffMessages.designationDeleted;
    return null;
  }),

  [listRoleDesignations.id]: handle(listRoleDesignations, async (_input, ctx) =>
    service.listRoleDesignations(ctx.tx, ctx.tenant.id),
  ),

  [setRoleDesignations.id]: handle(setRoleDesignations, async ({ body }, ctx) => {
    const role = await service.updateRoleDesignations(
      ctx.tx,
      ctx.tenant.id,
      body.role_id,
      body.designation_ids,
    );
    ctx.message = staffMessages.mappingSaved;
    return role;
  }),
};
