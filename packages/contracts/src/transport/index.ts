import { defineContractModule } from '../core/module.ts';
import { transportRoutes } from './routes.ts';

export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** Transport: vehicles, drivers, routes on a map, allocation, duty, boarding, fares. */
export const transportModule = defineContractModule('transport', transportRoutes);
