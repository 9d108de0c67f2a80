import { defineContractModule } from '../core/module.ts';
import { notificationRoutes } from './routes.ts';

export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** The notifications module: its routes; its schemas and rules are exported above. */
export const notificationsModule = defineContractModule('notifications', notificationRoutes);
