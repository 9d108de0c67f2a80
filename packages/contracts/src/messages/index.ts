import { defineContractModule } from '../core/module.ts';
import { messageRoutes } from './routes.ts';

export * from './audience.ts';
export * from './routes.ts';
export * from './schemas.ts';

/** The messages module: its routes; its schemas and rules are exported above. */
export const messagesModule = defineContractModule('messages', messageRoutes);
