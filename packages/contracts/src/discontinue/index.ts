import { defineContractModule } from '../core/module.ts';
import { discontinueRoutes } from './routes.ts';

export * from './routes.ts';
export * from './schemas.ts';

/** The discontinue module: withdraw a student from a date, list and readmit. */
export const discontinueModule = defineContractModule('discontinue', discontinueRoutes);
