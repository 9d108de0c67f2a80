import { defineContractModule } from '../core/module.ts';
import { feeCollectionRoutes } from './routes.ts';

export * from './routes.ts';
export * from './rules.ts';
export * from './schedule-dues.ts';
export * from './schemas.ts';

/** The fee-collection module: dues, counter payments, receipts, cancellations, reports, slips. */
export const feeCollectionModule = defineContractModule('fee-collection', feeCollectionRoutes);
