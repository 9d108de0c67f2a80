import { defineContractModule } from '../core/module.ts';
import { expenseRoutes } from './routes.ts';

export * from './routes.ts';
export * from './schemas.ts';

/** The expenses module: categories and the school's expenses with totals. */
export const expensesModule = defineContractModule('expenses', expenseRoutes);
