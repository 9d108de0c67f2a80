import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import { accessRightBodySchema, accessRightQuerySchema, roleAccessSchema } from './schemas.ts';

export const getAccessRight = defineRoute({
  id: 'access.get',
  method: 'GET',
  area: 'school',
  path: '/access-right',
  access: { kind: 'module', module: 'roles' },
  summary: 'The pages a role of this school may open',
  query: accessRightQuerySchema,
  data: roleAccessSchema,
});

export const listAccessRights = defineRoute({
  id: 'access.list',
  method: 'GET',
  area: 'school',
  path: '/access-rights',
  access: { kind: 'module', module: 'roles' },
  summary: 'Every role of this school with its pages (for /view_access_right)',
  data: z.array(roleAccessSchema),
});

export const setAccessRight = defineRoute({
  id: 'access.set',
  method: 'PUT',
  area: 'school',
  path: '/access-right',
  access: { kind: 'module', module: 'roles:set_access_right' },
  summary: "Replace a role's pages (the school admin's cannot be changed)",
  body: accessRightBodySchema,
  data: roleAccessSchema,
});

export const accessRoutes = [getAccessRight, listAccessRights, setAccessRight];
