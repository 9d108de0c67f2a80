import type { AnyHandler } from '../platform/http/handle.ts';
import type { JobDefinition } from '../platform/jobs/job-definition.ts';
import { academicsHandlers } from './academics/routes.ts';
import { accessHandlers } from './access/routes.ts';
import { authHandlers } from './auth/routes.ts';
import { eventHandlers } from './events/routes.ts';
import { importHandlers } from './imports/routes.ts';
import { deliveryJob } from './messages/delivery-job.ts';
import { messageHandlers } from './messages/routes.ts';
import { newsHandlers } from './news/routes.ts';
import { notificationHandlers } from './notifications/routes.ts';
import { schoolProfileHandlers } from './school-profile/routes.ts';
import { platformSchoolHandlers } from './schools/platform-routes.ts';
import { schoolHandlers } from './schools/routes.ts';
import { staffLookupHandlers } from './staff/lookup-routes.ts';
import { staffRoleHandlers } from './staff/role-routes.ts';
import { staffHandlers } from './staff/routes.ts';
import { studentLookupHandlers } from './students/lookup-routes.ts';
import { rollHandlers } from './students/roll-routes.ts';
import { studentHandlers } from './students/routes.ts';
import { systemHandlers } from './system/routes.ts';

/** Every module's handlers, keyed by route id. */
export const handlers: Record<string, AnyHandler> = {
  ...systemHandlers,
  ...authHandlers,
  ...schoolHandlers,
  ...accessHandlers,
  ...platformSchoolHandlers,
  ...academicsHandlers,
  ...schoolProfileHandlers,
  ...staffHandlers,
  ...staffRoleHandlers,
  ...staffLookupHandlers,
  ...studentHandlers,
  ...rollHandlers,
  ...studentLookupHandlers,
  ...importHandlers,
  ...messageHandlers,
  ...notificationHandlers,
  ...eventHandlers,
  ...newsHandlers,
};

/** Every module's background jobs. */
export const jobDefinitions: readonly JobDefinition<unknown>[] = [deliveryJob];
