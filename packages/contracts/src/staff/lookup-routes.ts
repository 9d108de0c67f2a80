import { z } from 'zod';
import { searchSchema } from '../core/person-fields.ts';
import { defineRoute } from '../core/route.ts';
import { roleLabelSchema, schoolRoleIdSchema } from './schemas.ts';

/** The spec's "User option". */
export const userOptionSchema = z.object({ user_id: z.number().int(), full_name: z.string() });

const parentTypeQuery = z.coerce
  .number({ error: 'Parent type must be 0, 1, 2 or 3' })
  .int({ error: 'Parent type must be 0, 1, 2 or 3' })
  .min(0, { error: 'Parent type must be 0, 1, 2 or 3' })
  .max(3, { error: 'Parent type must be 0, 1, 2 or 3' });

/**
 * `type=staff` searches staff of `role_id` (default 6, Teacher: the message form's
 * "Teacher" audience); `type=parents` searches parent accounts, of `parent_type` when 1-3.
 */
export const userSearchQuerySchema = z.object({
  search: searchSchema.optional(),
  type: z.enum(['staff', 'parents'], { error: 'Type must be staff or parents' }),
  role_id: schoolRoleIdSchema.optional(),
  parent_type: parentTypeQuery.optional(),
});

/** At most this many options answer one search: a picker, not a list. */
export const userSearchLimit = 20;

export const searchUsers = defineRoute({
  id: 'lookups.users',
  method: 'GET',
  area: 'common',
  path: '/users',
  access: { kind: 'school-user' },
  summary:
    'Up to 20 users of this school by name (teachers or parents); parents may find staff only',
  query: userSearchQuerySchema,
  data: z.array(userOptionSchema),
});

export const getRoles = defineRoute({
  id: 'lookups.roles',
  method: 'GET',
  area: 'school',
  path: '/admin/getRoles',
  access: { kind: 'school-user' },
  summary: "School roles with this school's names",
  data: z.array(roleLabelSchema),
});

/**
 * `username` is null to a caller who does not manage staff (no page of the staff module): a
 * user name is half of a sign-in, and a parent's is their mobile or e-mail.
 */
export const staffOptionSchema = userOptionSchema.extend({
  username: z.string().nullable(),
  role_id: z.number().int(),
  role_name: z.string(),
  designation_name: z.string().nullable(),
});

export const getUsersQuerySchema = z.object({
  selectedRole: schoolRoleIdSchema,
  /** `active` (default) or `all`, inactive users included. */
  type: z.enum(['active', 'all'], { error: 'Type must be active or all' }).optional(),
  search: searchSchema.optional(),
});

/** A role's users are listed up to this many (parents of a big school are searched instead). */
export const roleUsersLimit = 500;

export const getUsersOfRole = defineRoute({
  id: 'lookups.usersOfRole',
  method: 'GET',
  area: 'school',
  path: '/admin/getUsers',
  access: { kind: 'school-user' },
  summary:
    'Users of one role (up to 500, by name), for staff pickers; parent accounts only of the families the caller may see; a parent gets an empty list',
  query: getUsersQuerySchema,
  data: z.array(staffOptionSchema),
});

export const getStaffUsers = defineRoute({
  id: 'lookups.staffUsers',
  method: 'GET',
  area: 'school',
  path: '/admin/GetStaffUsers',
  access: { kind: 'school-user' },
  summary:
    'Every active staff user of the school (hostel staff, visitors, allocations), user names only to those who manage staff; a parent gets an empty list',
  data: z.array(staffOptionSchema),
});

export const staffLookupRoutes = [searchUsers, getRoles, getUsersOfRole, getStaffUsers];
