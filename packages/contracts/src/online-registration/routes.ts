import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  approvedRegistrationSchema,
  approveRegistrationBodySchema,
  listRegistrationsQuerySchema,
  publicRegistrationBodySchema,
  publicRegistrationFormSchema,
  registrationBodyLimit,
  registrationIdParamsSchema,
  registrationReceiptSchema,
  registrationRowSchema,
  registrationStatusQuerySchema,
  registrationStatusSchema,
  setRegistrationStatusBodySchema,
} from './schemas.ts';

const registrationAccess = { kind: 'module', module: 'online_registration' } as const;

export const getRegistrationStatus = defineRoute({
  id: 'onlineRegistration.getStatus',
  method: 'GET',
  area: 'school',
  path: '/online_registration/status',
  access: registrationAccess,
  summary: 'Whether online registration is on for a session (the current one when left out)',
  query: registrationStatusQuerySchema,
  data: registrationStatusSchema,
});

export const setRegistrationStatus = defineRoute({
  id: 'onlineRegistration.setStatus',
  method: 'POST',
  area: 'school',
  path: '/online_registration',
  access: registrationAccess,
  summary: 'Switch online registration on or off for a session',
  body: setRegistrationStatusBodySchema,
  data: registrationStatusSchema,
});

export const listRegistrations = defineRoute({
  id: 'onlineRegistration.list',
  method: 'GET',
  area: 'school',
  path: '/online_registration',
  access: registrationAccess,
  summary: 'Registrants of a session by class and verification status (0 unverified, 1 verified)',
  query: listRegistrationsQuerySchema,
  data: z.array(registrationRowSchema),
});

export const approveRegistration = defineRoute({
  id: 'onlineRegistration.approve',
  method: 'POST',
  area: 'school',
  path: '/online_registration/approve',
  access: registrationAccess,
  summary: 'Approve a registrant: admitted through the admission flow, parent accounts included',
  body: approveRegistrationBodySchema,
  data: approvedRegistrationSchema,
});

export const declineRegistration = defineRoute({
  id: 'onlineRegistration.decline',
  method: 'DELETE',
  area: 'school',
  path: '/online_registration/:id',
  access: registrationAccess,
  summary: 'Decline (delete) a registrant who is not yet approved',
  params: registrationIdParamsSchema,
  data: z.null(),
});

export const getPublicRegistrationForm = defineRoute({
  id: 'onlineRegistration.publicForm',
  method: 'GET',
  area: 'common',
  path: '/online-student-registration',
  access: { kind: 'public' },
  summary: "The public form's state on the school's host: open or closed, and the classes",
  data: publicRegistrationFormSchema,
});

export const submitPublicRegistration = defineRoute({
  id: 'onlineRegistration.register',
  method: 'POST',
  area: 'common',
  path: '/online-student-registration',
  access: { kind: 'public' },
  summary:
    "Register a student online on the school's host (refused when registration is off); answers the reference",
  body: publicRegistrationBodySchema,
  data: registrationReceiptSchema,
  rateLimited: true,
  bodyLimit: registrationBodyLimit,
});

export const onlineRegistrationRoutes = [
  getRegistrationStatus,
  setRegistrationStatus,
  listRegistrations,
  approveRegistration,
  declineRegistration,
  getPublicRegistrationForm,
  submitPublicRegistration,
] as const;
