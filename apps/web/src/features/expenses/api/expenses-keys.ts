import type { listExpenses, QueryOf } from '@shala/contracts';

/** Root of every expenses query: any write refreshes lists, totals and categories. */
export const expensesKey = ['expenses'] as const;

export const expensesKeys = {
  categories: [...expensesKey, 'categories'] as const,
  list: (filter: QueryOf<typeof listExpenses>) => [...expensesKey, 'list', filter] as const,
  one: (id: number) => [...expensesKey, 'one', id] as const,
};
