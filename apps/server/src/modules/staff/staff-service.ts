import { randomBytes } from 'node:crypto';
import {
  roleNames,
  type SchoolRoleId,
  type StaffRow,
  schoolRoleIds,
  staffMessages,
  staffRoleIds,
} from '@shala/contracts';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { containing } from '../../platform/db/like.ts';
import { isUniqueViolation, postgresErrorOf } from '../../platform/db/postgres-errors.ts';
import { badRequest } from '../../platform/errors.ts';
import { users } from '../auth/index.ts';
import { designations, roleDesignations, roleLabels, staffProfiles } from './tables.ts';

/**
 * A password hash no password matches: accounts made by invitation or import cannot sign in
 * until their user chooses a password through the one-time code (forgot password).
 */
export const unusablePasswordHash = () => `!pending:${randomBytes(18).toString('base64url')}`;
export const isPendingHash = (hash: string) => hash.startsWith('!');

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */

/** The school's names of its roles (its own label, else the default). */
export async function loadRoleLabels(tx: Tx, tenantId: number) {
  const rows = await tx.select().from(roleLabels).where(eq(roleLabels.tenantId, tenantId));
  const byId = new Map(rows.map((row) => [row.roleId, row]));
  return schoolRoleIds.map((roleId) => ({
    role_id: roleId,
    role_name: byId.get(roleId)?.name ?? roleNames[roleId],
    default_name: roleNames[roleId],
    description: byId.get(roleId)?.description ?? null,
    assignable: (staffRoleIds as readonly number[]).includes(roleId),
  }));
}

export const roleNameOf = (roleId: number | null) => roleNames[roleId as SchoolRoleId] ?? 'User';

/** The columns of a staff row; role names are filled in by `presentStaffRow`. */
export const staffColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  mobile: users.mobile,
  roleId: users.roleId,
  roleLabel: roleLabels.name,
  passwordHash: users.passwordHash,
  isActive: users.isActive,
  createdAt: users.createdAt,
  designationId: staffProfiles.designationId,
  designationName: designations.name,
  gender: staffProfiles.gender,
  joiningDate: staffProfiles.joiningDate,
  dateOfBirth: staffProfiles.dateOfBirth,
  qualification: staffProfiles.qualification,
  address: staffProfiles.address,
  employeeCode: staffProfiles.employeeCode,
};

type StaffColumns = { [K in keyof typeof staffColumns]: (typeof staffColumns)[K]['_']['data'] };

export function presentStaffRow(
  row: {
    [K in keyof StaffColumns]: StaffColumns[K] | null;
  },
): StaffRow {
  return {
    id: row.id!,
    full_name: row.fullName!,
    username: row.username!,
    email: row.email,
    mobile: row.mobile,
    role_id: row.roleId ?? 0,
    role_name: row.roleLabel ?? roleNameOf(row.roleId),
    designation_id: row.designationId,
    designation_name: row.designationName,
    gender: row.gender,
    joining_date: row.joiningDate,
    date_of_birth: row.dateOfBirth,
    qualification: row.qualification,
    address: row.address,
    employee_code: row.employeeCode,
    is_active: row.isActive ?? false,
    invitation_pending: isPendingHash(row.passwordHash ?? ''),
    created_at: (row.createdAt ?? new Date(0)).toISOString(),
  };
}

/** Joins of a staff row: profile, designation and the school's role label. */
const profileJoin = and(
  eq(staffProfiles.tenantId, users.tenantId),
  eq(staffProfiles.userId, users.id),
);
const designationJoin = and(
  eq(designations.tenantId, staffProfiles.tenantId),
  eq(designations.id, staffProfiles.designationId),
);
const labelJoin = and(eq(roleLabels.tenantId, users.tenantId), eq(roleLabels.roleId, users.roleId));

const isStaff = (tenantId: number) =>
  and(eq(users.tenantId, tenantId), eq(users.userType, 'SCHOOL_USER'), ne(users.roleId, 4));

export async function findStaffRow(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select(staffColumns)
    .from(users)
    .leftJoin(staffProfiles, profileJoin)
    .leftJoin(designations, designationJoin)
    .leftJoin(roleLabels, labelJoin)
    .where(and(isStaff(tenantId), eq(users.id, id)));
  return row ? presentStaffRow(row) : null;
}

export interface StaffFilter {
  search?: string;
  role_id?: number;
  designation_id?: number;
  is_active?: boolean;
  skip: number;
  limit: number;
}

/** One page of staff and the total, in one query (the total rides along as a window count). */
export async function listStaffRows(tx: Tx, tenantId: number, filter: StaffFilter) {
  const conditions: SQL[] = [isStaff(tenantId)!];
  if (filter.role_id) conditions.push(eq(users.roleId, filter.role_id));
  if (filter.designation_id)
    conditions.push(eq(staffProfiles.designationId, filter.designation_id));
  if (filter.is_active !== undefined) conditions.push(eq(users.isActive, filter.is_active));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(
        ilike(users.fullName, pattern),
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        ilike(users.mobile, pattern),
        ilike(staffProfiles.employeeCode, pattern),
      )!,
    );
  }
  const rows = await tx
    .select({ ...staffColumns, total: sql<number>`count(*) over ()` })
    .from(users)
    .leftJoin(staffProfiles, profileJoin)
    .leftJoin(designations, designationJoin)
    .leftJoin(roleLabels, labelJoin)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
    .offset(filter.skip)
    .limit(filter.limit);
  let count = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && filter.skip > 0) {
    const [total] = await tx
      .select({ total: sql<number>`count(*)` })
      .from(users)
      .leftJoin(staffProfiles, profileJoin)
      .where(and(...conditions));
    count = Number(total?.total ?? 0);
  }
  return { list: rows.map(presentStaffRow), count };
}

/** Refuses a user name, e-mail or mobile another user of the school has (case-insensitive). */
export async function assertContactsFree(
  tx: Tx,
  tenantId: number,
  values: { username: string; email: string | null; mobile: string | null },
  exceptUserId?: number,
): Promise<void> {
  const username = values.username.toLowerCase();
  const matches: SQL[] = [sql`lower(${users.username}) = ${username}`];
  if (values.email) matches.push(sql`lower(${users.email}) = ${values.email.toLowerCase()}`);
  if (values.mobile) matches.push(eq(users.mobile, values.mobile));
  const taken = await tx
    .select({ username: users.username, email: users.email, mobile: users.mobile })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        or(...matches),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(3);
  if (taken.some((row) => row.username.toLowerCase() === username))
    throw badRequest(staffMessages.usernameTaken, 'username');
  if (values.email && taken.some((row) => row.email?.toLowerCase() === values.email!.toLowerCase()))
    throw badRequest(staffMessages.emailTaken, 'email');
  if (values.mobile && taken.some((row) => row.mobile === values.mobile))
    throw badRequest(staffMessages.mobileTaken, 'mobile');
}

/** A designation must exist and, when the role has designations mapped, be one of them. */
export async function assertDesignationFits(
  tx: Tx,
  tenantId: number,
  roleId: number,
  designationId: number | null,
): Promise<void> {
  if (designationId === null) return;
  const [designation] = await tx
    .select({ id: designations.id })
    .from(designations)
    .where(and(eq(designations.tenantId, tenantId), eq(designations.id, designationId)));
  if (!designation) throw badRequest(staffMessages.chooseDesignation, 'designation_id');
  const mapped = await tx
    .select({ designationId: roleDesignations.designationId })
    .from(roleDesignations)
    .where(and(eq(roleDesignations.tenantId, tenantId), eq(roleDesignations.roleId, roleId)));
  if (mapped.length > 0 && !mapped.some((row) => row.designationId === designationId))
    throw badRequest(staffMessages.designationNotOfRole, 'designation_id');
}

/** Existing ids among `ids`, of this school's designations. */
export async function existingDesignationIds(tx: Tx, tenantId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await tx
    .select({ id: designations.id })
    .from(designations)
    .where(and(eq(designations.tenantId, tenantId), inArray(designations.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Turns a unique violation on users (a concurrent writer won) into the field's message. */
export function translateUserConflict(error: unknown): never {
  const constraint = postgresErrorOf(error)?.constraint;
  if (isUniqueViolation(error)) {
    if (constraint === 'users_username_key')
      throw badRequest(staffMessages.usernameTaken, 'username');
    if (constraint === 'users_email_key') throw badRequest(staffMessages.emailTaken, 'email');
    if (constraint === 'users_mobile_key') throw badRequest(staffMessages.mobileTaken, 'mobile');
  }
  throw error;
}
