import { defineContractModule } from '../core/module.ts';
import { taskRoutes } from './routes.ts';

export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** The tasks module: homework, holiday work and monthly planners for classes. */
export const tasksModule = defineContractModule('tasks', taskRoutes);
