import {
  getRoles,
  getStaffUsers,
  getUsersOfRole,
  roleUsersLimit,
  searchUsers,
  userSearchLimit,
} from '@shala/contracts';
import { and, asc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { containing } from '../../platform/db/like.ts';
import { forbidden } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { hasModuleAccess } from '../../platform/http/module-access.ts';
import { users } from '../auth/tables.ts';
import { loadRoleLabels } from './staff-service.ts';
import { designations, staffProfiles } from './tables.ts';

const parentRole = 4;
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

const nameMatches = (search: string | undefined) =>
  search
    ? or(ilike(users.fullName, containing(search)), ilike(users.username, containing(search)))
    : undefined;

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
    const rows = await ctx.tx
      .select({ user_id: users.id, full_name: users.fullName })
      .from(users)
      .where(and(...conditions))
      .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
      .limit(userSearchLimit);
    return rows;
  }),

  [getRoles.id]: handle(getRoles, async (_input, ctx) => loadRoleLabels(ctx.tx, ctx.tenant.id)),

  // Staff directories are for staff: a parent gets an empty list.
  [getUsersOfRole.id]: handle(getUsersOfRole, async ({ query }, ctx) => {
    if (ctx.user.roleId === parentRole) return [];
    if (query.selectedRole === parentRole) await requireParentListAccess(ctx);
    return listStaffOptions(
      ctx.tx,
      ctx.tenant.id,
      and(
        eq(users.roleId, query.selectedRole),
        query.type === 'all' ? undefined : eq(users.isActive, true),
        nameMatches(query.search),
      ),
      roleUsersLimit,
    );
  }),

  [getStaffUsers.id]: handle(getStaffUsers, async (_input, ctx) =>
    ctx.user.roleId === parentRole
      ? []
      : listStaffOptions(
          ctx.tx,
          ctx.tenant.id,
          and(ne(users.roleId, parentRole), eq(users.isActive, true)),
          5000,
        ),
  ),
};
