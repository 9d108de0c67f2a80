import { defineContractModule } from '../core/module.ts';
import { schoolProfileRoutes } from './routes.ts';

export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** The school-profile module: its routes; its schemas and rules are exported above. */
export const schoolProfileModule = defineContractModule('school-profile', schoolProfileRoutes);
