import type { listSchoolUsersQuerySchema } from '@shala/contracts';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/connect.ts';
import { containing } from '../../platform/db/like.ts';
import { users } from '../auth/index.ts';
import { roleName } from './platform-service.ts';
import { schools } from './tables.ts';

const schoolUserColumns = {
  id: users.id,
  schoolId: users.tenantId,
  schoolName: schools.name,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  mobile: users.mobile,
  roleId: users.roleId,
  isActive: users.isActive,
};

const presentSchoolUser = (row: {
  id: number;
  schoolId: number;
  schoolName: string;
  fullName: string;
  username: string;
  email: string | null;
  mobile: string | null;
  roleId: number | null;
  isActive: boolean;
}) => ({
  id: row.id,
  school_id: row.schoolId,
  school_name: row.schoolName,
  full_name: row.fullName,
  username: row.username,
  email: row.email,
  mobile: row.mobile,
  role_id: row.roleId,
  role_name: roleName(row.roleId),
  is_active: row.isActive,
});

/** The first school admin of a school, or null. */
export async function getSchoolAdmin(tx: Tx, schoolId: number) {
  const [admin] = await tx
    .select(schoolUserColumns)
    .from(users)
    .innerJoin(schools, eq(schools.id, users.tenantId))
    .where(and(eq(users.tenantId, schoolId), eq(users.roleId, 2)))
    .orderBy(asc(users.id))
    .limit(1);
  return admin ? presentSchoolUser(admin) : null;
}

/** How many users a school has in each role. */
export async function listUserCountsByRole(tx: Tx, schoolId: number) {
  const byRole = await tx
    .select({ roleId: users.roleId, count: count() })
    .from(users)
    .where(eq(users.tenantId, schoolId))
    .groupBy(users.roleId)
    .orderBy(users.roleId);
  return byRole.map((row) => ({
    role_id: row.roleId ?? 0,
    role_name: roleName(row.roleId),
    count: row.count,
  }));
}

/** The users of every school (or one), filtered and paged, for the super admin. */
export async function listSchoolUsers(tx: Tx, query: z.infer<typeof listSchoolUsersQuerySchema>) {
  const conditions: SQL[] = [eq(users.userType, 'SCHOOL_USER')];
  if (query.school_id) conditions.push(eq(users.tenantId, query.school_id));
  if (query.role_id) conditions.push(eq(users.roleId, query.role_id));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(
        ilike(users.fullName, pattern),
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        ilike(users.mobile, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const rows = await tx
    .select(schoolUserColumns)
    .from(users)
    .innerJoin(schools, eq(schools.id, users.tenantId))
    .where(where)
    .orderBy(asc(schools.name), asc(users.fullName), asc(users.id))
    .offset(query.skip)
    .limit(query.limit);
  const [total] = await tx.select({ value: count() }).from(users).where(where);
  return { list: rows.map(presentSchoolUser), count: total?.value ?? 0 };
}
