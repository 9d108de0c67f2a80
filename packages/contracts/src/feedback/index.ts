import { defineContractModule } from '../core/module.ts';
import { feedbackRoutes } from './routes.ts';

export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** The feedback module: classwise student feedback and parents' feedback on teachers. */
export const feedbackModule = defineContractModule('feedback', feedbackRoutes);
