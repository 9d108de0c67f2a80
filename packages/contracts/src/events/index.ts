import { defineContractModule } from '../core/module.ts';
import { eventRoutes } from './routes.ts';

export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** The events module: its routes; its schemas and rules are exported above. */
export const eventsModule = defineContractModule('events', eventRoutes);
