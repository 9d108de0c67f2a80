import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { GuardSamples, IdSource } from '../../platform/module.ts';

const latestCategory: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from expense_categories where tenant_id = ${schoolId} order by id desc limit 1`,
  );
const latestExpense: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from expenses where tenant_id = ${schoolId} order by id desc limit 1`);

const expense = {
  title: 'Guard expense',
  amount: 12.5,
  expense_date: '2040-05-01',
  payment_mode: 'cash',
  note: '',
};

/** Expenses need a category of the school; the demo seeds four in each school. */
export const expenseGuardSamples: GuardSamples = {
  idSources: {
    'expenses.category-update': { id: latestCategory },
    'expenses.category-delete': { id: latestCategory },
    'expenses.list': { category_id: latestCategory },
    'expenses.get': { id: latestExpense },
    'expenses.create': { category_id: latestCategory },
    'expenses.update': { id: latestExpense, category_id: latestCategory },
    'expenses.cancel': { id: latestExpense },
  },
  handSamples: {
    'expenses.category-create': () => ({ body: { name: 'Guard category', description: '' } }),
    'expenses.category-update': () => ({ body: { name: 'Guard category 2', description: '' } }),
    'expenses.create': () => ({ body: expense }),
    'expenses.update': () => ({ body: expense }),
    'expenses.cancel': () => ({ body: { reason: 'Guard check' } }),
  },
};
