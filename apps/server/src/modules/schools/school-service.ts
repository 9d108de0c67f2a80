import type { RegisterSchoolBody, updateSchoolBodySchema } from '@shala/contracts';
import { schoolMessages } from '@shala/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { AppConfig } from '../../platform/services.ts';
import { grantDefaultAccess } from '../access/index.ts';
import { users } from '../auth/index.ts';
import { notifySuperAdmins } from '../notifications/index.ts';
import { unusablePasswordHash } from '../staff/index.ts';
import {
  findSchoolRow,
  newSchoolNotification,
  presentSchoolRow,
  schoolRowColumns,
} from './platform-service.ts';
import { schools } from './tables.ts';

/** The super-admin dashboard: school and user counts, the latest five schools. */
export async function getPlatformDashboard(tx: Tx, config: AppConfig) {
  const monthStart = new Date();
  monthStart.setUTCDate(1);
  monthStart.setUTCHours(0, 0, 0, 0);
  const [schoolCounts] = await tx
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${schools.status} = 'ACTIVE')::int`,
      suspended: sql<number>`count(*) filter (where ${schools.status} = 'SUSPENDED')::int`,
      thisMonth: sql<number>`count(*) filter (where ${schools.createdAt} >= ${monthStart.toISOString()})::int`,
    })
    .from(schools)
    .where(eq(schools.kind, 'SCHOOL'));
  const [userCounts] = await tx
    .select({
      staff: sql<number>`count(*) filter (where ${users.roleId} <> 4)::int`,
      parents: sql<number>`count(*) filter (where ${users.roleId} = 4)::int`,
    })
    .from(users)
    .where(eq(users.userType, 'SCHOOL_USER'));
  const recent = await tx
    .select(schoolRowColumns)
    .from(schools)
    .where(eq(schools.kind, 'SCHOOL'))
    .orderBy(desc(schools.createdAt), desc(schools.id))
    .limit(5);
  return {
    schools: {
      total: schoolCounts?.total ?? 0,
      active: Number(schoolCounts?.active ?? 0),
      suspended: Number(schoolCounts?.suspended ?? 0),
      this_month: Number(schoolCounts?.thisMonth ?? 0),
    },
    users: { staff: Number(userCounts?.staff ?? 0), parents: Number(userCounts?.parents ?? 0) },
    recent_schools: recent.map((row) => presentSchoolRow(config, row)),
  };
}

/** One school as the super-admin screens show it; 404 when there is none. */
export async function getSchool(tx: Tx, config: AppConfig, schoolId: number) {
  const school = await findSchoolRow(tx, schoolId);
  if (!school) throw notFound(schoolMessages.schoolNotFound);
  return presentSchoolRow(config, school);
}

/**
 * Registers a school with its first admin and default module access, and tells the super
 * admins (of `platformTenantId`) about it. Answers the school and its admin's user id; without
 * a first password the admin's account waits for the invitation's code.
 */
export async function createSchool(
  tx: Tx,
  config: AppConfig,
  platformTenantId: number,
  body: RegisterSchoolBody,
) {
  const [taken] = await tx
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, body.subdomain));
  if (taken) throw badRequest(schoolMessages.subdomainTaken, 'subdomain');
  const [school] = await tx
    .insert(schools)
    .values({
      subdomain: body.subdomain,
      name: body.school_name,
      primaryColor: body.primary_color,
      textColor: body.text_color,
      timeZone: body.time_zone,
      status: body.status,
    })
    .returning({ id: schools.id });
  const [admin] = await tx
    .insert(users)
    .values({
      tenantId: school!.id,
      username: body.admin_username,
      email: body.admin_email,
      mobile: body.admin_mobile,
      passwordHash: body.admin_password
        ? await hashPassword(body.admin_password)
        : unusablePasswordHash(),
      fullName: body.admin_full_name,
      roleId: 2,
    })
    .returning({ id: users.id });
  await grantDefaultAccess(tx, school!.id);
  await notifySuperAdmins(
    tx,
    platformTenantId,
    newSchoolNotification(body.school_name, school!.id),
  );
  return {
    school: presentSchoolRow(config, (await findSchoolRow(tx, school!.id))!),
    adminId: admin!.id,
  };
}

export async function updateSchool(
  tx: Tx,
  config: AppConfig,
  body: z.infer<typeof updateSchoolBodySchema>,
) {
  const [updated] = await tx
    .update(schools)
    .set({
      name: body.school_name,
      primaryColor: body.primary_color,
      textColor: body.text_color,
      timeZone: body.time_zone,
      status: body.status,
    })
    .where(and(eq(schools.id, body.id), eq(schools.kind, 'SCHOOL')))
    .returning({ id: schools.id });
  if (!updated) throw notFound(schoolMessages.schoolNotFound);
  return presentSchoolRow(config, (await findSchoolRow(tx, updated.id))!);
}
