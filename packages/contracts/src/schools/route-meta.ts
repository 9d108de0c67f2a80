import { defineRouteMeta } from '../core/route-meta.ts';
import type { validateSubdomain } from './routes.ts';

/** The school-host check of start-up, without its schemas (see RouteMeta). */
export const validateSubdomainMeta = defineRouteMeta<typeof validateSubdomain>({
  id: 'schools.validateSubdomain',
  method: 'POST',
  area: 'common',
  path: '/validate-subdomain',
});
