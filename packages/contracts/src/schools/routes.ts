import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import { validateSubdomainBodySchema, validateSubdomainDataSchema } from './schemas.ts';

export const validateSubdomain = defineRoute({
  id: 'schools.validateSubdomain',
  method: 'POST',
  area: 'common',
  path: '/validate-subdomain',
  access: { kind: 'public' },
  summary: 'Is this subdomain an active school? Answers where to go when it is not',
  body: validateSubdomainBodySchema,
  data: validateSubdomainDataSchema,
});

/** The school's logo (or a default drawn from its initials); `platform` for the root host. */
export const getSchoolLogo = defineRoute({
  id: 'schools.logo',
  method: 'GET',
  area: 'common',
  path: '/school-logo/:subdomain',
  access: { kind: 'public' },
  summary: "A school's logo image, by subdomain, with a default fallback",
  params: z.object({ subdomain: z.string().max(63) }),
  data: z.null(),
  produces: 'file',
});

export const schoolRoutes = [validateSubdomain, getSchoolLogo];
