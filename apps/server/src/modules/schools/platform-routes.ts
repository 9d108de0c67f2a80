import {
  getPlatformDashboard,
  getSchool,
  listSchools,
  listSchoolUsers,
  registerSchool,
  schoolMessages,
  updateSchool,
} from '@shala/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { containing } from '../../platform/db/like.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { handle } from '../../platform/http/handle.ts';
import { forgetTenants } from '../../platform/tenancy.ts';
import { grantDefaultAccess } from '../access/access-service.ts';
import { users } from '../auth/tables.ts';
import { notifySuperAdmins } from '../notifications/notification-store.ts';
import {
  findSchoolRow,
  listSchoolRows,
  newSchoolNotification,
  presentSchoolRow,
  roleName,
  schoolRowColumns,
} from './platform-service.ts';
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

export const platformSchoolHandlers = {
  [getPlatformDashboard.id]: handle(getPlatformDashboard, async (_input, ctx) => {
    const monthStart = new Date();
    monthStart.setUTCDate(1);
    monthStart.setUTCHours(0, 0, 0, 0);
    const [schoolCounts] = await ctx.tx
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${schools.status} = 'ACTIVE')::int`,
        suspended: sql<number>`count(*) filter (where ${schools.status} = 'SUSPENDED')::int`,
        thisMonth: sql<number>`count(*) filter (where ${schools.createdAt} >= ${monthStart.toISOString()})::int`,
      })
      .from(schools)
      .where(eq(schools.kind, 'SCHOOL'));
    const [userCounts] = await ctx.tx
      .select({
        staff: sql<number>`count(*) filter (where ${users.roleId} <> 4)::int`,
        parents: sql<number>`count(*) filter (where ${users.roleId} = 4)::int`,
      })
      .from(users)
      .where(eq(users.userType, 'SCHOOL_USER'));
    const recent = await ctx.tx
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
      recent_schools: recent.map((row) => presentSchoolRow(ctx.services.config, row)),
    };
  }),

  [listSchools.id]: handle(listSchools, async ({ query }, ctx) => {
    const { rows, count: total } = await listSchoolRows(ctx.tx, query);
    return { list: rows.map((row) => presentSchoolRow(ctx.services.config, row)), count: total };
  }),

  [getSchool.id]: handle(getSchool, async ({ params }, ctx) => {
    const school = await findSchoolRow(ctx.tx, params.schoolId);
    if (!school) throw notFound(schoolMessages.schoolNotFound);
    const [admin] = await ctx.tx
      .select(schoolUserColumns)
      .from(users)
      .innerJoin(schools, eq(schools.id, users.tenantId))
      .where(and(eq(users.tenantId, school.id), eq(users.roleId, 2)))
      .orderBy(asc(users.id))
      .limit(1);
    const byRole = await ctx.tx
      .select({ roleId: users.roleId, count: count() })
      .from(users)
      .where(eq(users.tenantId, school.id))
      .groupBy(users.roleId)
      .orderBy(users.roleId);
    return {
      school: presentSchoolRow(ctx.services.config, school),
      admin: admin ? presentSchoolUser(admin) : null,
      users_by_role: byRole.map((row) => ({
        role_id: row.roleId ?? 0,
        role_name: roleName(row.roleId),
        count: row.count,
      })),
    };
  }),

  [registerSchool.id]: handle(registerSchool, async ({ body }, ctx) => {
    const [taken] = await ctx.tx
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.subdomain, body.subdomain));
    if (taken) throw badRequest(schoolMessages.subdomainTaken, 'subdomain');
    const [school] = await ctx.tx
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
    await ctx.tx.insert(users).values({
      tenantId: school!.id,
      username: body.admin_username,
      email: body.admin_email,
      mobile: body.admin_mobile,
      passwordHash: await hashPassword(body.admin_password),
      fullName: body.admin_full_name,
      roleId: 2,
    });
    await grantDefaultAccess(ctx.tx, school!.id);
    await notifySuperAdmins(
      ctx.tx,
      ctx.tenant.id,
      newSchoolNotification(body.school_name, school!.id),
    );
    ctx.message = schoolMessages.registered;
    return presentSchoolRow(ctx.services.config, (await findSchoolRow(ctx.tx, school!.id))!);
  }),

  [updateSchool.id]: handle(updateSchool, async ({ body }, ctx) => {
    const [updated] = await ctx.tx
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
    // Its host resolves to the edited row (status, branding) on this process at once.
    ctx.afterCommit.push(async () => forgetTenants(ctx.services.database));
    ctx.message = schoolMessages.updated;
    return presentSchoolRow(ctx.services.config, (await findSchoolRow(ctx.tx, updated.id))!);
  }),

  [listSchoolUsers.id]: handle(listSchoolUsers, async ({ query }, ctx) => {
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
    const rows = await ctx.tx
      .select(schoolUserColumns)
      .from(users)
      .innerJoin(schools, eq(schools.id, users.tenantId))
      .where(where)
      .orderBy(asc(schools.name), asc(users.fullName), asc(users.id))
      .offset(query.skip)
      .limit(query.limit);
    const [total] = await ctx.tx.select({ value: count() }).from(users).where(where);
    return { list: rows.map(presentSchoolUser), count: total?.value ?? 0 };
  }),
};
