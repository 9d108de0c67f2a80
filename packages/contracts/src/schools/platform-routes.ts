import { pageOf } from '../core/paging.ts';
import { defineRoute } from '../core/route.ts';
import {
  listSchoolsQuerySchema,
  listSchoolUsersQuerySchema,
  platformDashboardSchema,
  registerSchoolBodySchema,
  schoolIdParamsSchema,
  schoolInformationSchema,
  schoolRowSchema,
  schoolUserRowSchema,
  updateSchoolBodySchema,
} from './platform-schemas.ts';

const superAdmin = { kind: 'super-admin' } as const;

export const getPlatformDashboard = defineRoute({
  id: 'schools.dashboard',
  method: 'GET',
  area: 'super-admin',
  path: '/dashboard',
  access: superAdmin,
  summary: 'Counts for the super-admin dashboard',
  data: platformDashboardSchema,
});

export const listSchools = defineRoute({
  id: 'schools.list',
  method: 'GET',
  area: 'super-admin',
  path: '/school',
  access: superAdmin,
  summary: 'Schools, searched by name or subdomain and filtered by status, paged',
  query: listSchoolsQuerySchema,
  data: pageOf(schoolRowSchema),
});

export const getSchool = defineRoute({
  id: 'schools.get',
  method: 'GET',
  area: 'super-admin',
  path: '/school/:schoolId',
  access: superAdmin,
  summary: 'One school with its admin and user counts',
  params: schoolIdParamsSchema,
  data: schoolInformationSchema,
});

export const registerSchool = defineRoute({
  id: 'schools.register',
  method: 'POST',
  area: 'super-admin',
  path: '/school',
  access: superAdmin,
  summary: 'Create a school, its admin user and default access rights',
  body: registerSchoolBodySchema,
  data: schoolRowSchema,
});

export const updateSchool = defineRoute({
  id: 'schools.update',
  method: 'PUT',
  area: 'super-admin',
  path: '/school',
  access: superAdmin,
  summary: "Edit a school's name, colours, time zone or status",
  body: updateSchoolBodySchema,
  data: schoolRowSchema,
});

export const listSchoolUsers = defineRoute({
  id: 'schools.users',
  method: 'GET',
  area: 'super-admin',
  path: '/school-users',
  access: superAdmin,
  summary: 'Users of every school, searched and filtered, paged',
  query: listSchoolUsersQuerySchema,
  data: pageOf(schoolUserRowSchema),
});

export const platformSchoolRoutes = [
  getPlatformDashboard,
  listSchools,
  getSchool,
  registerSchool,
  updateSchool,
  listSchoolUsers,
];
