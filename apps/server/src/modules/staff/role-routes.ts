import {
  createDesignation,
  deleteDesignation,
  listDesignations,
  listRoleDesignations,
  listRoleLabels,
  setRoleDesignations,
  staffMessages,
  staffRoleIds,
  updateDesignation,
  updateRoleLabel,
} from '@shala/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { handle } from '../../platform/http/handle.ts';
import { existingDesignationIds, loadRoleLabels } from './staff-service.ts';
import { designations, roleDesignations, roleLabels, staffProfiles } from './tables.ts';

/** Designations with their roles and holders, by name; `id` narrows to one. */
async function listDesignationRows(tx: Tx, tenantId: number, id?: number) {
  const rows = await tx
    .select({
      id: designations.id,
      name: designations.name,
      roleIds: sql<
        number[]
      >`coalesce((select array_agg(${roleDesignations.roleId}::int order by ${roleDesignations.roleId}) from ${roleDesignations} where ${roleDesignations.tenantId} = ${designations.tenantId} and ${roleDesignations.designationId} = ${designations.id}), '{}')`,
      staffCount: sql<number>`(select count(*)::int from ${staffProfiles} where ${staffProfiles.tenantId} = ${designations.tenantId} and ${staffProfiles.designationId} = ${designations.id})`,
    })
    .from(designations)
    .where(and(eq(designations.tenantId, tenantId), id ? eq(designations.id, id) : undefined))
    .orderBy(asc(sql`lower(${designations.name})`));
  return rows.map((row) => ({
    id: row.id,
    designation_name: row.name,
    role_ids: (row.roleIds ?? []).map(Number),
    staff_count: Number(row.staffCount),
  }));
}

async function listRoleDesignationRows(tx: Tx, tenantId: number) {
  const labels = await loadRoleLabels(tx, tenantId);
  const rows = await tx
    .select({
      roleId: roleDesignations.roleId,
      id: designations.id,
      name: designations.name,
    })
    .from(roleDesignations)
    .innerJoin(
      designations,
      and(
        eq(designations.tenantId, roleDesignations.tenantId),
        eq(designations.id, roleDesignations.designationId),
      ),
    )
    .where(eq(roleDesignations.tenantId, tenantId))
    .orderBy(asc(sql`lower(${designations.name})`));
  return labels
    .filter((label) => (staffRoleIds as readonly number[]).includes(label.role_id))
    .map((label) => ({
      role_id: label.role_id,
      role_name: label.role_name,
      designations: rows
        .filter((row) => row.roleId === label.role_id)
        .map((row) => ({ id: row.id, designation_name: row.name })),
    }));
}

const nameTaken = (error: unknown) => {
  if (isUniqueViolation(error, 'designations_name_key'))
    throw badRequest(staffMessages.designationTaken, 'designation_name');
  throw error;
};

export const staffRoleHandlers = {
  [listRoleLabels.id]: handle(listRoleLabels, async (_input, ctx) =>
    loadRoleLabels(ctx.tx, ctx.tenant.id),
  ),

  [updateRoleLabel.id]: handle(updateRoleLabel, async ({ body }, ctx) => {
    const tenantId = ctx.tenant.id;
    const values = { name: body.role_name, description: body.description };
    await ctx.tx
      .insert(roleLabels)
      .values({ tenantId, roleId: body.role_id, ...values })
      .onConflictDoUpdate({ target: [roleLabels.tenantId, roleLabels.roleId], set: values });
    ctx.message = staffMessages.roleSaved;
    const labels = await loadRoleLabels(ctx.tx, tenantId);
    return labels.find((label) => label.role_id === body.role_id)!;
  }),

  [listDesignations.id]: handle(listDesignations, async (_input, ctx) =>
    listDesignationRows(ctx.tx, ctx.tenant.id),
  ),

  [createDesignation.id]: handle(createDesignation, async ({ body }, ctx) => {
    const tenantId = ctx.tenant.id;
    // Checked first so the usual case answers without an aborted statement.
    const [taken] = await ctx.tx
      .select({ id: designations.id })
      .from(designations)
      .where(
        and(
          eq(designations.tenantId, tenantId),
          sql`lower(${designations.name}) = ${body.designation_name.toLowerCase()}`,
        ),
      );
    if (taken) throw badRequest(staffMessages.designationTaken, 'designation_name');
    const [row] = await ctx.tx
      .insert(designations)
      .values({ tenantId, name: body.designation_name })
      .returning({ id: designations.id })
      .catch(nameTaken);
    ctx.message = staffMessages.designationSaved;
    return (await listDesignationRows(ctx.tx, tenantId, row!.id))[0]!;
  }),

  [updateDesignation.id]: handle(updateDesignation, async ({ body }, ctx) => {
    const tenantId = ctx.tenant.id;
    const [taken] = await ctx.tx
      .select({ id: designations.id })
      .from(designations)
      .where(
        and(
          eq(designations.tenantId, tenantId),
          sql`lower(${designations.name}) = ${body.designation_name.toLowerCase()}`,
          sql`${designations.id} <> ${body.id}`,
        ),
      );
    if (taken) throw badRequest(staffMessages.designationTaken, 'designation_name');
    const [row] = await ctx.tx
      .update(designations)
      .set({ name: body.designation_name })
      .where(and(eq(designations.tenantId, tenantId), eq(designations.id, body.id)))
      .returning({ id: designations.id })
      .catch(nameTaken);
    if (!row) throw notFound(staffMessages.designationNotFound);
    ctx.message = staffMessages.designationSaved;
    return (await listDesignationRows(ctx.tx, tenantId, row.id))[0]!;
  }),

  [deleteDesignation.id]: handle(deleteDesignation, async ({ params }, ctx) => {
    const tenantId = ctx.tenant.id;
    const [row] = await listDesignationRows(ctx.tx, tenantId, params.id);
    if (!row) throw notFound(staffMessages.designationNotFound);
    if (row.staff_count > 0) throw badRequest(staffMessages.designationInUse, 'id');
    await ctx.tx
      .delete(designations)
      .where(and(eq(designations.tenantId, tenantId), eq(designations.id, params.id)));
    ctx.message = staffMessages.designationDeleted;
    return null;
  }),

  [listRoleDesignations.id]: handle(listRoleDesignations, async (_input, ctx) =>
    listRoleDesignationRows(ctx.tx, ctx.tenant.id),
  ),

  [setRoleDesignations.id]: handle(setRoleDesignations, async ({ body }, ctx) => {
    const tenantId = ctx.tenant.id;
    const wanted = [...new Set(body.designation_ids)];
    const existing = await existingDesignationIds(ctx.tx, tenantId, wanted);
    if (existing.size !== wanted.length)
      throw badRequest(staffMessages.unknownDesignation, 'designation_ids');
    await ctx.tx
      .delete(roleDesignations)
      .where(
        and(eq(roleDesignations.tenantId, tenantId), eq(roleDesignations.roleId, body.role_id)),
      );
    if (wanted.length)
      await ctx.tx
        .insert(roleDesignations)
        .values(wanted.map((designationId) => ({ tenantId, roleId: body.role_id, designationId })));
    ctx.message = staffMessages.mappingSaved;
    const roles = await listRoleDesignationRows(ctx.tx, tenantId);
    return roles.find((role) => role.role_id === body.role_id)!;
  }),
};
