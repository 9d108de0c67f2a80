import type { ServerModule } from '../../platform/module.ts';
import { seedTasks } from './demo-seed.ts';
import { taskGuardSamples } from './guard-samples.ts';
import { taskHandlers } from './routes.ts';

export const tasksModule: ServerModule = {
  name: 'tasks',
  handlers: taskHandlers,
  demoSeed: ({ tx, tenantId, school }) => seedTasks(tx, tenantId, school.subdomain),
  guardSamples: taskGuardSamples,
};
