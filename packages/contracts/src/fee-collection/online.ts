import { defineContractModule } from '../core/module.ts';
import { onlinePaymentRoutes } from './online-routes.ts';

export * from './online-routes.ts';
export * from './online-rules.ts';
export * from './online-schemas.ts';

/** Online payment, part of fee collection in its own files: providers, invoices, parents' page. */
export const feeCollectionOnlineModule = defineContractModule(
  'fee-collection-online',
  onlinePaymentRoutes,
);
