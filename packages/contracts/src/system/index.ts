import { defineContractModule } from '../core/module.ts';
import { systemRoutes } from './routes.ts';

export * from './routes.ts';

/** The system module: its routes; its schemas and rules are exported above. */
export const systemModule = defineContractModule('system', systemRoutes);
