import { defineContractModule } from '../core/module.ts';
import { feeRoutes } from './routes.ts';

export * from './concession-schemas.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './rules.ts';
export * from './structure-checks.ts';
export * from './structure-schemas.ts';
export * from './structure-wire.ts';
export * from './title-schemas.ts';

/** The fee setup module: titles, structures with their plans, concessions; the fee rules. */
export const feesModule = defineContractModule('fees', feeRoutes);
