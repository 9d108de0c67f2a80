import type { AnyHandler } from '../platform/http/register-routes.ts';
import { accessHandlers } from './access/routes.ts';
import { authHandlers } from './auth/routes.ts';
import { platformSchoolHandlers } from './schools/platform-routes.ts';
import { schoolHandlers } from './schools/routes.ts';
import { systemHandlers } from './system/routes.ts';

/** Every module's handlers, keyed by route id. */
export const handlers: Record<string, AnyHandler> = {
  ...systemHandlers,
  ...authHandlers,
  ...schoolHandlers,
  ...accessHandlers,
  ...platformSchoolHandlers,
};
