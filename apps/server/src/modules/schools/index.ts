import type { ServerModule } from '../../platform/module.ts';
import { platformSchoolHandlers } from './platform-routes.ts';
import { schoolHandlers } from './routes.ts';

export const schoolsModule: ServerModule = {
  name: 'schools',
  handlers: { ...schoolHandlers, ...platformSchoolHandlers },
  guardSamples: { idSources: { 'schools.update': { id: async (_db, schoolId) => schoolId } } },
};

/** The tenants: other modules' tables point at it; tests find a school by subdomain. */
export { schools } from './tables.ts';
