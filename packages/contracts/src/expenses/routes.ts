import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  cancelExpenseBodySchema,
  createExpenseBodySchema,
  expenseCategoryBodySchema,
  expenseCategoryParamsSchema,
  expenseCategoryRowSchema,
  expenseListSchema,
  expenseParamsSchema,
  expenseRowSchema,
  listExpensesQuerySchema,
  updateExpenseBodySchema,
  updateExpenseCategoryBodySchema,
} from './schemas.ts';

const expensesRead = { kind: 'module', module: 'expenses' } as const;
const categoriesWrite = { kind: 'module', module: 'expenses:expense_category' } as const;
const expensesWrite = { kind: 'module', module: 'expenses:add_expense_details' } as const;

export const listExpenseCategories = defineRoute({
  id: 'expenses.categories',
  method: 'GET',
  area: 'school',
  path: '/expense_category',
  access: expensesRead,
  summary: 'Expense categories of the school by name, with how many expenses each has',
  data: z.array(expenseCategoryRowSchema),
});

export const createExpenseCategory = defineRoute({
  id: 'expenses.category-create',
  method: 'POST',
  area: 'school',
  path: '/expense_category',
  access: categoriesWrite,
  summary: 'Add an expense category (name unique, case-insensitively)',
  body: expenseCategoryBodySchema,
  data: expenseCategoryRowSchema,
});

export const updateExpenseCategory = defineRoute({
  id: 'expenses.category-update',
  method: 'PUT',
  area: 'school',
  path: '/expense_category',
  access: categoriesWrite,
  summary: 'Rename or describe an expense category',
  body: updateExpenseCategoryBodySchema,
  data: expenseCategoryRowSchema,
});

export const deleteExpenseCategory = defineRoute({
  id: 'expenses.category-delete',
  method: 'DELETE',
  area: 'school',
  path: '/expense_category/:id',
  access: categoriesWrite,
  summary: 'Delete an expense category that no expense uses',
  params: expenseCategoryParamsSchema,
  data: z.null(),
});

export const listExpenses = defineRoute({
  id: 'expenses.list',
  method: 'GET',
  area: 'school',
  path: '/expense_details',
  access: expensesRead,
  summary: 'Expenses by date range and category, latest first, paged, with the totals',
  query: listExpensesQuerySchema,
  data: expenseListSchema,
});

export const getExpense = defineRoute({
  id: 'expenses.get',
  method: 'GET',
  area: 'school',
  path: '/expense_details/:id',
  access: expensesRead,
  summary: 'One expense (the edit form)',
  params: expenseParamsSchema,
  data: expenseRowSchema,
});

export const createExpense = defineRoute({
  id: 'expenses.create',
  method: 'POST',
  area: 'school',
  path: '/add_expense_details',
  access: expensesWrite,
  summary: 'Record an expense; a repeated request_key answers the first expense',
  body: createExpenseBodySchema,
  data: expenseRowSchema,
});

export const updateExpense = defineRoute({
  id: 'expenses.update',
  method: 'PUT',
  area: 'school',
  path: '/add_expense_details',
  access: expensesWrite,
  summary: 'Correct an expense that is not cancelled',
  body: updateExpenseBodySchema,
  data: expenseRowSchema,
});

export const cancelExpense = defineRoute({
  id: 'expenses.cancel',
  method: 'POST',
  area: 'school',
  path: '/expense_details/cancel',
  access: expensesWrite,
  summary: 'Cancel an expense with a reason (kept in the list, left out of the totals)',
  body: cancelExpenseBodySchema,
  data: expenseRowSchema,
});

export const expenseRoutes = [
  listExpenseCategories,
  createExpenseCategory,
  updateExpenseCategory,
  deleteExpenseCategory,
  listExpenses,
  getExpense,
  createExpense,
  updateExpense,
  cancelExpense,
] as const;
