import { defineContractModule } from '../core/module.ts';
import { academicsRoutes } from './routes.ts';

export * from '../core/fields.ts';
export * from './lookup-routes.ts';
export * from './lookup-schemas.ts';
export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './structure-routes.ts';
export * from './structure-schemas.ts';

/** The academics module: its routes; its schemas and rules are exported above. */
export const academicsModule = defineContractModule('academics', academicsRoutes);
