import {
  getPlatformDashboard,
  getSchool,
  listSchools,
  listSchoolUsers,
  registerSchool,
  schoolMessages,
  updateSchool,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import { forgetTenants } from '../../platform/tenancy.ts';
import { inviteSchoolAdmin } from './admin-invitation.ts';
import { listSchoolRows, presentSchoolRow } from './platform-service.ts';
import * as service from './school-service.ts';
import * as users from './school-users-service.ts';

export const platformSchoolHandlers = {
  [getPlatformDashboard.id]: handle(getPlatformDashboard, async (_input, ctx) =>
    service.getPlatformDashboard(ctx.tx, ctx.services.config),
  ),

  [listSchools.id]: handle(listSchools, async ({ query }, ctx) => {
    const { rows, count: total } = await listSchoolRows(ctx.tx, query);
    return { list: rows.map((row) => presentSchoolRow(ctx.services.config, row)), count: total };
  }),

  [getSchool.id]: handle(getSchool, async ({ params }, ctx) => {
    const school = await service.getSchool(ctx.tx, ctx.services.config, params.schoolId);
    return {
      school,
      admin: await users.getSchoolAdmin(ctx.tx, school.id),
      users_by_role: await users.listUserCountsByRole(ctx.tx, school.id),
    };
  }),

  [registerSchool.id]: handle(registerSchool, async ({ body }, ctx) => {
    const { school, adminId } = await service.createSchool(
      ctx.tx,
      ctx.services.config,
      ctx.tenant.id,
      body,
    );
    await inviteSchoolAdmin(ctx.tx, ctx, school, {
      id: adminId,
      email: body.admin_email,
      mobile: body.admin_mobile,
      fullName: body.admin_full_name,
      username: body.admin_username,
    });
    ctx.message = schoolMessages.registered;
    return school;
  }),

  [updateSchool.id]: handle(updateSchool, async ({ body }, ctx) => {
    const school = await service.updateSchool(ctx.tx, ctx.services.config, body);
    // Its host resolves to the edited row (status, branding) on this process at once.
    ctx.afterCommit.push(async () => forgetTenants(ctx.services.database));
    ctx.message = schoolMessages.updated;
    return school;
  }),

  [listSchoolUsers.id]: handle(listSchoolUsers, async ({ query }, ctx) =>
    users.listSchoolUsers(ctx.tx, query),
  ),
};
