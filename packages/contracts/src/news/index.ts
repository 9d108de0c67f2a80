import { defineContractModule } from '../core/module.ts';
import { newsRoutes } from './routes.ts';

export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** The news module: its routes; its schemas and rules are exported above. */
export const newsModule = defineContractModule('news', newsRoutes);
