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
    categories.listExpenseCategories(ctx.tx, ctx.tenant.id),
  ),

  [createExpenseCategory.id]: handle(createExpenseCategory, async ({ body }, ctx) => {
    const row = await categories.createExpenseCategory(ctx.tx, ctx.tenant.id, body);
    ctx.message = m.categoryAdded;
    return row;
  }),

  [updateExpenseCategory.id]: handle(updateExpenseCategory, async ({ body }, ctx) => {
    const row = await categories.updateExpenseCategory(ctx.tx, ctx.tenant.id, body);
    ctx.message = m.categoryUpdated;
    return row;
  }),

  [deleteExpenseCategory.id]: handle(deleteExpenseCategory, async ({ params }, ctx) => {
    await categories.deleteExpenseCategory(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.categoryDeleted;
    return null;
  }),

  [listExpenses.id]: handle(listExpenses, async ({ query }, ctx) =>
    service.listExpenses(ctx.tx, ctx.tenant.id, query),
  ),

  [getExpense.id]: handle(getExpense, async ({ params }, ctx) =>
    service.getExpense(ctx.tx, ctx.tenant.id, params.id),
  ),

  [createExpense.id]: handle(createExpense, async ({ body }, ctx) => {
    const row = await service.createExpense(ctx.tx, ctx.tenant.id, ctx.user.id, body);
    ctx.message = m.expenseAdded;
    return row;
  }),

  [updateExpense.id]: handle(updateExpense, async ({ body }, ctx) => {
    const row = await service.updateExpense(ctx.tx, ctx.tenant.id, ctx.user.id, body);
    ctx.message = m.expenseUpdated;
    return row;
  }),

  [cancelExpense.id]: handle(cancelExpense, async ({ body }, ctx) => {
    const row = await service.cancelExpense(ctx.tx, ctx.tenant.id, ctx.user.id, body);
    ctx.message = m.expenseCancelledDone;
    return row;
  }),
};
