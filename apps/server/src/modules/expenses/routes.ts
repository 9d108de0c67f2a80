import {
  cancelExpense,
  createExpense,
  createExpenseCategory,
  deleteExpenseCategory,
  expenseMessages,
  getExpense,
  listExpenseCategories,
  listExpenses,
  updateExpense,
  updateExpenseCategory,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as categories from './category-service.ts';
import * as service from './expense-service.ts';

const m = expenseMessages;

/** Handlers of the expenses slice: categories, expenses with totals, corrections, cancelling. */
export const expenseHandlers = {
  [listExpenseCategories.id]: handle(listExpenseCategories, async (_input, ctx) =>
    categories.listExpenseCategories(ctx.scope),
  ),

  [createExpenseCategory.id]: handle(createExpenseCategory, async ({ body }, ctx) => {
    const row = await categories.createExpenseCategory(ctx.scope, body);
    ctx.message = m.categoryAdded;
    return row;
  }),

  [updateExpenseCategory.id]: handle(updateExpenseCategory, async ({ body }, ctx) => {
    const row = await categories.updateExpenseCategory(ctx.scope, body);
    ctx.message = m.categoryUpdated;
    return row;
  }),

  [deleteExpenseCategory.id]: handle(deleteExpenseCategory, async ({ params }, ctx) => {
    await categories.deleteExpenseCategory(ctx.scope, params.id);
    ctx.message = m.categoryDeleted;
    return null;
  }),

  [listExpenses.id]: handle(listExpenses, async ({ query }, ctx) =>
    service.listExpenses(ctx.scope, query),
  ),

  [getExpense.id]: handle(getExpense, async ({ params }, ctx) =>
    service.getExpense(ctx.scope, params.id),
  ),

  [createExpense.id]: handle(createExpense, async ({ body }, ctx) => {
    const row = await service.createExpense(ctx.scope, ctx.user.id, body);
    ctx.message = m.expenseAdded;
    return row;
  }),

  [updateExpense.id]: handle(updateExpense, async ({ body }, ctx) => {
    const row = await service.updateExpense(ctx.scope, ctx.user.id, body);
    ctx.message = m.expenseUpdated;
    return row;
  }),

  [cancelExpense.id]: handle(cancelExpense, async ({ body }, ctx) => {
    const row = await service.cancelExpense(ctx.scope, ctx.user.id, body);
    ctx.message = m.expenseCancelledDone;
    return row;
  }),
};
