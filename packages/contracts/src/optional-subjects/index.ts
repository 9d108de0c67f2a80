import { defineContractModule } from '../core/module.ts';
import { optionalSubjectRoutes } from './routes.ts';

export * from './routes.ts';
export * from './schemas.ts';

/** The optional-subjects module: which optional subject each student of a class takes. */
export const optionalSubjectsModule = defineContractModule(
  'optional-subjects',
  optionalSubjectRoutes,
);
