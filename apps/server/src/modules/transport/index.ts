import type { ServerModule } from '../../platform/module.ts';
import { seedTransport } from './demo-seed.ts';
import { transportHandSamples, transportIdSources } from './guard-samples.ts';
import { transportHandlers } from './routes.ts';

export const transportModule: ServerModule = {
  name: 'transport',
  handlers: transportHandlers,
  // A bus, the demo driver on a three-point route, a few students (a child of parent@) on it.
  demoSeed: ({ tx, tenantId, school }) => seedTransport(tx, tenantId, school.subdomain),
  guardSamples: { handSamples: transportHandSamples, idSources: transportIdSources },
};
