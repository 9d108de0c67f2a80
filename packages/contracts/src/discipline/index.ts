import { defineContractModule } from '../core/module.ts';
import { disciplineRoutes } from './routes.ts';

export * from './routes.ts';
export * from './schemas.ts';

/** The discipline module: incidents of students, their parents told. */
export const disciplineModule = defineContractModule('discipline', disciplineRoutes);
