import type { ServerModule } from '../../../platform/module.ts';
import { seedOnlinePaymentDemo } from './demo-seed.ts';
import { onlinePaymentGuardSamples } from './guard-samples.ts';
import { onlinePaymentHandlers } from './routes.ts';

/**
 * Online payment, part of fee collection in its own files (its own manifest so the two can
 * grow apart without touching each other): providers, invoices, the parents' fees page.
 */
export const feeCollectionOnlineModule: ServerModule = {
  name: 'fee-collection-online',
  handlers: onlinePaymentHandlers,
  demoSeed: ({ tx, tenantId, school }) => seedOnlinePaymentDemo(tx, tenantId, school.subdomain),
  guardSamples: onlinePaymentGuardSamples,
};
