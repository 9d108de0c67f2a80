import type { ServerModule } from '../../platform/module.ts';
import { deliveryJob } from './delivery-job.ts';
import { seedMessages } from './demo-seed.ts';
import { messagesHandSamples, messagesIdSources } from './guard-samples.ts';
import { messageHandlers } from './routes.ts';

export const messagesModule: ServerModule = {
  name: 'messages',
  handlers: messageHandlers,
  jobs: [deliveryJob],
  demoSeed: ({ tx, tenantId, school }) => seedMessages(tx, tenantId, school),
  guardSamples: { handSamples: messagesHandSamples, idSources: messagesIdSources },
};

/** The public face other modules use: notices to named people, delivered once per key. */
export { type Notice, sendNotice } from './notices.ts';
