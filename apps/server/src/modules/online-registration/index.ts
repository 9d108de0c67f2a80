import type { ServerModule } from '../../platform/module.ts';
import { seedOnlineRegistrations } from './demo-seed.ts';
import { registrationHandSamples, registrationIdSources } from './guard-samples.ts';
import { onlineRegistrationHandlers } from './routes.ts';

export const onlineRegistrationModule: ServerModule = {
  name: 'online-registration',
  handlers: onlineRegistrationHandlers,
  demoSeed: ({ tx, tenantId }) => seedOnlineRegistrations(tx, tenantId),
  guardSamples: { handSamples: registrationHandSamples, idSources: registrationIdSources },
};
