import { defineContractModule } from '../core/module.ts';
import { platformSchoolRoutes } from './platform-routes.ts';
import { schoolRoutes } from './routes.ts';

export * from './platform-routes.ts';
export * from './platform-schemas.ts';
export * from './route-meta.ts';
export * from './routes.ts';
export * from './schemas.ts';

/** The schools module: its routes; its schemas and rules are exported above. */
export const schoolsModule = defineContractModule('schools', [
  ...schoolRoutes,
  ...platformSchoolRoutes,
]);
