import type { userSearchQuerySchema } from '@shala/contracts';
import { roleUsersLimit, userSearchLimit } from '@shala/contracts';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/connect.ts';
import { containing } from '../../platform/db/like.ts';
import { users } from '../auth/index.ts';
import { loadRoleLabels } from './staff-service.ts';
import { designations, staffProfiles } from './tables.ts';

export const parentRole = 4;
const teacherRole = 6;

/** Users of the school as pickers show them, by name; `where` narrows. */
async function listStaffOptions(tx: Tx, tenantId: number, where: SQL | undefined, limit: number) {
  const labels = await loadRoleLabels(tx, tenantId);
  const rows = await tx
    .select({
      id: users.id,
      fullName: users.fullName,
      username: users.username,
      roleId: users.roleId,
      designationName: designations.name,
    })
    .from(users)
    .leftJoin(
      staffProfiles,
      and(eq(staffProfiles.tenantId, users.tenantId), eq(staffProfiles.userId, users.id)),
    )
    .leftJoin(
      designations,
      and(
        eq(designations.tenantId, staffProfiles.tenantId),
        eq(designations.id, staffProfiles.designationId),
      ),
    )
    .where(and(eq(users.tenantId, tenantId), eq(users.userType, 'SCHOOL_USER'), where))
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
    .limit(limit);
  const names = new Map(labels.map((label) => [label.role_id as number, label.role_name]));
  return rows.map((row) => ({
    user_id: row.id,
    full_name: row.fullName,
    username: row.username,
    role_id: row.roleId ?? 0,
    role_name: names.get(row.roleId ?? 0) ?? 'User',
    designation_name: row.designationName,
  }));
}

const nameMatches = (search: string | undefined) =>
  search
    ? or(ilike(users.fullName, containing(search)), ilike(users.username, containing(search)))
    : undefined;

/**
 * Active staff of a role (Teacher by default) or parent accounts, by name, for the message
 * form's "Search by Name".
 */
export async function searchUsers(
  tx: Tx,
  tenantId: number,
  query: z.infer<typeof userSearchQuerySchema>,
) {
  const conditions: Array<SQL | undefined> = [
    eq(users.tenantId, tenantId),
    eq(users.userType, 'SCHOOL_USER'),
    eq(users.isActive, true),
    nameMatches(query.search),
  ];
  if (query.type === 'staff') conditions.push(eq(users.roleId, query.role_id ?? teacherRole));
  else {
    conditions.push(eq(users.roleId, parentRole));
    if (query.parent_type) conditions.push(eq(users.parentType, query.parent_type));
  }
  if (query.type === 'staff' && query.role_id === parentRole) return [];
  return tx
    .select({ user_id: users.id, full_name: users.fullName })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
    .limit(userSearchLimit);
}

/** Users of one role (active ones unless `all`), by name; with `onlyIds`, only those users. */
export async function listUsersOfRole(
  tx: Tx,
  tenantId: number,
  filter: { roleId: number; all: boolean; search?: string; onlyIds?: number[] | null },
) {
  return listStaffOptions(
    tx,
    tenantId,
    and(
      eq(users.roleId, filter.roleId),
      filter.all ? undefined : eq(users.isActive, true),
      nameMatches(filter.search),
      filter.onlyIds ? inArray(users.id, filter.onlyIds) : undefined,
    ),
    roleUsersLimit,
  );
}

/** Every active staff user (no parents), by name. */
export async function listStaffUsers(tx: Tx, tenantId: number) {
  return listStaffOptions(
    tx,
    tenantId,
    and(ne(users.roleId, parentRole), eq(users.isActive, true)),
    5000,
  );
}
