import { z } from 'zod';
import { pageOf } from '../core/paging.ts';
import { defineRoute } from '../core/route.ts';
import {
  createDesignationBodySchema,
  createStaffBodySchema,
  designationIdParamsSchema,
  designationSchema,
  listStaffQuerySchema,
  roleDesignationsSchema,
  roleLabelSchema,
  setRoleDesignationsBodySchema,
  setStaffActiveBodySchema,
  staffIdBodySchema,
  staffIdParamsSchema,
  staffRowSchema,
  updateDesignationBodySchema,
  updateRoleLabelBodySchema,
  updateStaffBodySchema,
} from './schemas.ts';

const createUser = { kind: 'module', module: 'staff:create_user' } as const;
const userList = { kind: 'module', module: 'staff:user_list' } as const;
/**
 * Reference lists (role names, designations and their roles) that the staff and the roles
 * pages both read: any school user may read them; only the roles pages change them.
 */
const referenceData = { kind: 'school-user' } as const;

export const createStaff = defineRoute({
  id: 'staff.create',
  method: 'POST',
  area: 'school',
  path: '/user',
  access: createUser,
  summary: 'Create a staff user with a first password or an e-mailed invitation (/create_user)',
  body: createStaffBodySchema,
  data: staffRowSchema,
});

export const listStaff = defineRoute({
  id: 'staff.list',
  method: 'GET',
  area: 'school',
  path: '/user_list',
  access: userList,
  summary: 'Staff users, searched and filtered by role, designation and status, paged',
  query: listStaffQuerySchema,
  data: pageOf(staffRowSchema),
});

export const getStaff = defineRoute({
  id: 'staff.get',
  method: 'GET',
  area: 'school',
  path: '/user/:id',
  access: userList,
  summary: 'One staff user with their staff details',
  params: staffIdParamsSchema,
  data: staffRowSchema,
});

export const updateStaff = defineRoute({
  id: 'staff.update',
  method: 'PUT',
  area: 'school',
  path: '/user',
  access: createUser,
  summary: "Edit a staff user's account and staff details",
  body: updateStaffBodySchema,
  data: staffRowSchema,
});

export const setStaffActive = defineRoute({
  id: 'staff.setActive',
  method: 'PUT',
  area: 'school',
  path: '/user/status',
  access: createUser,
  summary: 'Activate or deactivate a staff user; deactivating ends their sessions',
  body: setStaffActiveBodySchema,
  data: staffRowSchema,
});

export const inviteStaff = defineRoute({
  id: 'staff.invite',
  method: 'POST',
  area: 'school',
  path: '/user/invitation',
  access: createUser,
  summary: 'E-mail a staff user a new one-time code to choose their password',
  body: staffIdBodySchema,
  data: z.null(),
});

export const listRoleLabels = defineRoute({
  id: 'staff.roles',
  method: 'GET',
  area: 'school',
  path: '/roles',
  access: referenceData,
  summary: "The fixed school roles with this school's names and descriptions (/create_user_role)",
  data: z.array(roleLabelSchema),
});

export const updateRoleLabel = defineRoute({
  id: 'staff.updateRole',
  method: 'PUT',
  area: 'school',
  path: '/roles',
  access: { kind: 'module', module: 'roles:create_user_role' },
  summary: "Rename a role for this school or change its description (the id stays the spec's)",
  body: updateRoleLabelBodySchema,
  data: roleLabelSchema,
});

export const listDesignations = defineRoute({
  id: 'staff.designations',
  method: 'GET',
  area: 'school',
  path: '/designations',
  access: referenceData,
  summary: 'Designations with the roles they belong to and how many staff hold each',
  data: z.array(designationSchema),
});

const designationAccess = { kind: 'module', module: 'roles:create_designation' } as const;

export const createDesignation = defineRoute({
  id: 'staff.createDesignation',
  method: 'POST',
  area: 'school',
  path: '/designations',
  access: designationAccess,
  summary: 'Add a designation (/create_designation)',
  body: createDesignationBodySchema,
  data: designationSchema,
});

export const updateDesignation = defineRoute({
  id: 'staff.updateDesignation',
  method: 'PUT',
  area: 'school',
  path: '/designations',
  access: designationAccess,
  summary: 'Rename a designation',
  body: updateDesignationBodySchema,
  data: designationSchema,
});

export const deleteDesignation = defineRoute({
  id: 'staff.deleteDesignation',
  method: 'DELETE',
  area: 'school',
  path: '/designations/:id',
  access: designationAccess,
  summary: 'Delete a designation no staff member holds',
  params: designationIdParamsSchema,
  data: z.null(),
});

export const listRoleDesignations = defineRoute({
  id: 'staff.roleDesignations',
  method: 'GET',
  area: 'school',
  path: '/role-designations',
  access: referenceData,
  summary: 'Every staff role with its designations (/role_designation_maping)',
  data: z.array(roleDesignationsSchema),
});

export const setRoleDesignations = defineRoute({
  id: 'staff.setRoleDesignations',
  method: 'PUT',
  area: 'school',
  path: '/role-designations',
  access: { kind: 'module', module: 'roles:role_designation_maping' },
  summary: 'Replace the designations of a role',
  body: setRoleDesignationsBodySchema,
  data: roleDesignationsSchema,
});

export const staffRoutes = [
  createStaff,
  listStaff,
  getStaff,
  updateStaff,
  setStaffActive,
  inviteStaff,
  listRoleLabels,
  updateRoleLabel,
  listDesignations,
  createDesignation,
  updateDesignation,
  deleteDesignation,
  listRoleDesignations,
  setRoleDesignations,
];
