import { accessRoutes } from './access/routes.ts';
import { authRoutes } from './auth/routes.ts';
import type { RouteDef } from './core/route.ts';
import { platformSchoolRoutes } from './schools/platform-routes.ts';
import { schoolRoutes } from './schools/routes.ts';
import { systemRoutes } from './system/routes.ts';

/** Every API route of the product. Registration, OpenAPI and the guard suites read this list. */
export const routeTable: readonly RouteDef[] = [
  ...systemRoutes,
  ...authRoutes,
  ...schoolRoutes,
  ...accessRoutes,
  ...platformSchoolRoutes,
];
