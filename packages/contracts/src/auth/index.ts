import { defineContractModule } from '../core/module.ts';
import { authRoutes } from './routes.ts';

export * from './form-checks.ts';
export * from './route-meta.ts';
export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** The auth module: its routes; its schemas and rules are exported above. */
export const authModule = defineContractModule('auth', authRoutes);
