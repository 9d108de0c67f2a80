import type { ServerModule } from '../../platform/module.ts';
import { seedExpenses } from './demo-seed.ts';
import { expenseGuardSamples } from './guard-samples.ts';
import { expenseHandlers } from './routes.ts';

export const expensesModule: ServerModule = {
  name: 'expenses',
  handlers: expenseHandlers,
  demoSeed: ({ tx, tenantId }) => seedExpenses(tx, tenantId),
  guardSamples: expenseGuardSamples,
};
