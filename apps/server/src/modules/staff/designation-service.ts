import { staffMessages, staffRoleIds } from '@shala/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { existingDesignationIds, loadRoleLabels } from './staff-service.ts';
import { designations, roleDesignations, roleLabels, staffProfiles } from './tables.ts';

/** Designations with their roles and holders, by name; `id` narrows to one. */
export async function listDesignations(tx: Tx, tenantId: number, id?: number) {
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

/** The staff roles with the designations each may hold. */
export async function listRoleDesignations(tx: Tx, tenantId: number) {
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

/** Names a role for this school; answers the role's label as the list shows it. */
export async function updateRoleLabel(
  tx: Tx,
  tenantId: number,
  label: { role_id: number; role_name: string; description: string | null },
) {
  const values = { name: label.role_name, description: label.description };
  await tx
    .insert(roleLabels)
    .values({ tenantId, roleId: label.role_id, ...values })
    .onConflictDoUpdate({ target: [roleLabels.tenantId, roleLabels.roleId], set: values });
  const labels = await loadRoleLabels(tx, tenantId);
  return labels.find((row) => row.role_id === label.role_id)!;
}

/** Refuses a designation name another designation of the school has, in any case. */
async function assertNameFree(tx: Tx, tenantId: number, name: string, exceptId?: number) {
  // Checked first so the usual case answers without an aborted statement.
  const [taken] = await tx
    .select({ id: designations.id })
    .from(designations)
    .where(
      and(
        eq(designations.tenantId, tenantId),
        sql`lower(${designations.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : sql`${designations.id} <> ${exceptId}`,
      ),
    );
  if (taken) throw badRequest(staffMessages.designationTaken, 'designation_name');
}

export async function createDesignation(tx: Tx, tenantId: number, name: string) {
  await assertNameFree(tx, tenantId, name);
  const [row] = await tx
    .insert(designations)
    .values({ tenantId, name })
    .returning({ id: designations.id })
    .catch(nameTaken);
  return (await listDesignations(tx, tenantId, row!.id))[0]!;
}

export async function updateDesignation(tx: Tx, tenantId: number, id: number, name: string) {
  await assertNameFree(tx, tenantId, name, id);
  const [row] = await tx
    .update(designations)
    .set({ name })
    .where(and(eq(designations.tenantId, tenantId), eq(designations.id, id)))
    .returning({ id: designations.id })
    .catch(nameTaken);
  if (!row) throw notFound(staffMessages.designationNotFound);
  return (await listDesignations(tx, tenantId, row.id))[0]!;
}

/** Deletes a designation nobody holds. */
export async function deleteDesignation(tx: Tx, tenantId: number, id: number): Promise<void> {
  const [row] = await listDesignations(tx, tenantId, id);
  if (!row) throw notFound(staffMessages.designationNotFound);
  if (row.staff_count > 0) throw badRequest(staffMessages.designationInUse, 'id');
  await tx
    .delete(designations)
    .where(and(eq(designations.tenantId, tenantId), eq(designations.id, id)));
}

/** Replaces the designations a role may hold; answers the role as the list shows it. */
export async function updateRoleDesignations(
  tx: Tx,
  tenantId: number,
  roleId: number,
  designationIds: number[],
) {
  const wanted = [...new Set(designationIds)];
  const existing = await existingDesignationIds(tx, tenantId, wanted);
  if (existing.size !== wanted.length)
    throw badRequest(staffMessages.unknownDesignation, 'designation_ids');
  await tx
    .delete(roleDesignations)
    .where(and(eq(roleDesignations.tenantId, tenantId), eq(roleDesignations.roleId, roleId)));
  if (wanted.length)
    await tx
      .insert(roleDesignations)
      .values(wanted.map((designationId) => ({ tenantId, roleId, designationId })));
  const roles = await listRoleDesignations(tx, tenantId);
  return roles.find((role) => role.role_id === roleId)!;
}
