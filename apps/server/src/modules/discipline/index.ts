import type { ServerModule } from '../../platform/module.ts';
import { seedIncidents } from './demo-seed.ts';
import { disciplineGuardSamples } from './guard-samples.ts';
import { disciplineHandlers } from './routes.ts';

export const disciplineModule: ServerModule = {
  name: 'discipline',
  handlers: disciplineHandlers,
  demoSeed: ({ tx, tenantId }) => seedIncidents(tx, tenantId),
  guardSamples: disciplineGuardSamples,
};
