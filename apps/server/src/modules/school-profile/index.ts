import type { ServerModule } from '../../platform/module.ts';
import { seedSchoolProfile } from './demo-seed.ts';
import { schoolProfileHandlers } from './routes.ts';

export const schoolProfileModule: ServerModule = {
  name: 'school-profile',
  handlers: schoolProfileHandlers,
  demoSeed: ({ tx, tenantId, school, storage }) => seedSchoolProfile(tx, tenantId, school, storage),
};
