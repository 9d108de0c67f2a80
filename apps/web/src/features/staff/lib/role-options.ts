import type { DataOf, listDesignations, listRoleLabels } from '@shala/contracts';

export type RoleLabel = DataOf<typeof listRoleLabels>[number];
export type Designation = DataOf<typeof listDesignations>[number];

const schoolAdmin = 2;

/**
 * Roles a staff user may be given by this user: every assignable role (not Parent), the
 * School Admin role only by a school admin. `keep` stays offered (an edited user's role).
 */
export function assignableRoles(
  roles: readonly RoleLabel[],
  actorRoleId: number | null,
  keep: number | null = null,
): RoleLabel[] {
  return roles.filter(
    (role) =>
      role.role_id === keep ||
      (role.assignable && (role.role_id !== schoolAdmin || actorRoleId === schoolAdmin)),
  );
}

/**
 * Designations a role may be given: those mapped to it, or every designation while none
 * is mapped to it (the server's rule). None until a role is chosen.
 */
export function designationsForRole(
  designations: readonly Designation[],
  roleId: number | null,
): Designation[] {
  if (!roleId) return [];
  const mapped = designations.filter((designation) => designation.role_ids.includes(roleId));
  return mapped.length > 0 ? mapped : [...designations];
}

/** Select options from id/name pairs. */
export const roleOptions = (roles: readonly RoleLabel[]) =>
  roles.map((role) => ({ value: String(role.role_id), label: role.role_name }));

export const designationOptions = (designations: readonly Designation[]) =>
  designations.map((item) => ({ value: String(item.id), label: item.designation_name }));
