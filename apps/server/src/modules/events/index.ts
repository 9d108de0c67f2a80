import type { ServerModule } from '../../platform/module.ts';
import { seedEvents } from './demo-seed.ts';
import { eventsNewsHandSamples, eventsNewsIdSources } from './guard-samples.ts';
import { eventHandlers } from './routes.ts';

export const eventsModule: ServerModule = {
  name: 'events',
  handlers: eventHandlers,
  demoSeed: ({ tx, tenantId }) => seedEvents(tx, tenantId),
  guardSamples: { handSamples: eventsNewsHandSamples, idSources: eventsNewsIdSources },
};
