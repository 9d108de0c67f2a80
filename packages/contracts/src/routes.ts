import { academicsRoutes } from './academics/routes.ts';
import { accessRoutes } from './access/routes.ts';
import { authRoutes } from './auth/routes.ts';
import type { RouteDef } from './core/route.ts';
import { eventRoutes } from './events/routes.ts';
import { importRoutes } from './imports/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import { newsRoutes } from './news/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { schoolProfileRoutes } from './school-profile/routes.ts';
import { platformSchoolRoutes } from './schools/platform-routes.ts';
import { schoolRoutes } from './schools/routes.ts';
import { staffLookupRoutes } from './staff/lookup-routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { studentLookupRoutes } from './students/lookup-routes.ts';
import { studentRoutes } from './students/routes.ts';
import { systemRoutes } from './system/routes.ts';

/** Every API route of the product. Registration, OpenAPI and the guard suites read this list. */
export const routeTable: readonly RouteDef[] = [
  ...systemRoutes,
  ...authRoutes,
  ...schoolRoutes,
  ...accessRoutes,
  ...platformSchoolRoutes,
  ...academicsRoutes,
  ...schoolProfileRoutes,
  ...staffRoutes,
  ...staffLookupRoutes,
  ...studentRoutes,
  ...studentLookupRoutes,
  ...importRoutes,
  ...messageRoutes,
  ...notificationRoutes,
  ...eventRoutes,
  ...newsRoutes,
];
