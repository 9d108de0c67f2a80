import { defineContractModule } from '../core/module.ts';
import { holidayRoutes } from './routes.ts';

export * from './routes.ts';
export * from './schemas.ts';

/** The holidays module: its routes; its schemas are exported above. */
export const holidaysModule = defineContractModule('holidays', holidayRoutes);
