import { defineContractModule } from '../core/module.ts';
import { accessRoutes } from './routes.ts';

export * from './module-catalogue.ts';
export * from './role-defaults.ts';
export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** The access module: its routes; its schemas and rules are exported above. */
export const accessModule = defineContractModule('access', accessRoutes);
