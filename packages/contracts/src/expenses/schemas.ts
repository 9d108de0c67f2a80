import { z } from 'zod';
import { calendarDateSchema, isCalendarDate, nameSchema, recordIdSchema } from '../core/fields.ts';
import { rupeesInPaiseSchema } from '../core/money.ts';
import { pagingQuerySchema } from '../core/paging.ts';

/** Texts of the expense screens, written once. */
export const expenseMessages = {
  enterCategoryName: 'Please enter the category name',
  categoryExists: 'An expense category with this name already exists',
  categoryNotFound: 'Expense category not found.',
  categoryInUse: 'This category has expenses and cannot be deleted.',
  categoryAdded: 'Expense category added.',
  categoryUpdated: 'Expense category updated.',
  categoryDeleted: 'Expense category deleted.',
  noCategories: 'No expense categories yet. Add the first one.',
  chooseCategory: 'Please select a category',
  enterTitle: 'Please enter the expense title',
  enterAmount: 'Please enter a valid amount (at most two decimals)',
  amountPositive: 'Amount must be greater than 0',
  enterDate: 'Please enter the expense date',
  chooseMode: 'Please select the mode of payment',
  badFromDate: 'Please enter a valid from date',
  badToDate: 'Please enter a valid to date',
  toBeforeFrom: 'To date cannot be before the from date',
  expenseNotFound: 'Expense not found.',
  expenseCancelled: 'A cancelled expense cannot be changed.',
  enterReason: 'Please enter the reason for cancelling',
  expenseAdded: 'Expense added.',
  expenseUpdated: 'Expense updated.',
  expenseCancelledDone: 'Expense cancelled.',
} as const;

const m = expenseMessages;

/** How the school paid an expense. */
export const expenseModes = [
  'cash',
  'cheque',
  'demand_draft',
  'bank_transfer',
  'upi',
  'card',
] as const;
export type ExpenseMode = (typeof expenseModes)[number];
export const expenseModeLabels: Record<ExpenseMode, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  demand_draft: 'Demand Draft',
  bank_transfer: 'Bank Transfer',
  upi: 'UPI',
  card: 'Card',
};

/** Expenses page by 25: the list loads more on scroll. */
export const expensePageSize = 25;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .optional()
    .default('');

export const expenseCategoryBodySchema = z.object({
  name: nameSchema(m.enterCategoryName, 'Category name', 100),
  description: optionalText(300),
});
export type ExpenseCategoryBody = z.infer<typeof expenseCategoryBodySchema>;

export const expenseCategoryIdSchema = recordIdSchema(m.categoryNotFound);
export const updateExpenseCategoryBodySchema = expenseCategoryBodySchema.extend({
  id: expenseCategoryIdSchema,
});
export const expenseCategoryParamsSchema = z.object({ id: expenseCategoryIdSchema });

export const expenseCategoryRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  expense_count: z.number().int(),
});
export type ExpenseCategoryRow = z.infer<typeof expenseCategoryRowSchema>;

const expenseFields = {
  category_id: recordIdSchema(m.chooseCategory),
  title: nameSchema(m.enterTitle, 'Title', 150),
  /** Rupees on the wire, integer paise once parsed. */
  amount: rupeesInPaiseSchema(m.enterAmount).refine((paise) => paise > 0, {
    error: m.amountPositive,
  }),
  expense_date: calendarDateSchema(m.enterDate),
  payment_mode: z.enum(expenseModes, { error: m.chooseMode }),
  note: optionalText(1000),
};

/**
 * A new expense. `request_key` (a random id the form makes once) makes a double submit
 * record one expense: the repeat answers the first.
 */
export const createExpenseBodySchema = z.object({
  ...expenseFields,
  request_key: z.string().trim().min(8).max(64).optional(),
});
export type CreateExpenseBody = z.infer<typeof createExpenseBodySchema>;

export const expenseIdSchema = recordIdSchema(m.expenseNotFound);
export const updateExpenseBodySchema = z.object({ ...expenseFields, id: expenseIdSchema });
export type UpdateExpenseBody = z.infer<typeof updateExpenseBodySchema>;
export const expenseParamsSchema = z.object({ id: expenseIdSchema });

export const cancelExpenseBodySchema = z.object({
  id: expenseIdSchema,
  reason: nameSchema(m.enterReason, 'Reason', 300),
});

const optionalDate = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), { error: message })
    .optional()
    .transform((value) => value || undefined);

export const listExpensesQuerySchema = pagingQuerySchema
  .extend({
    limit: pagingQuerySchema.shape.limit.default(expensePageSize),
    from_date: optionalDate(m.badFromDate),
    to_date: optionalDate(m.badToDate),
    category_id: z.preprocess(
      (value) => (value === '' ? undefined : value),
      recordIdSchema(m.categoryNotFound).optional(),
    ),
    /** Cancelled expenses are listed (struck through) unless asked not to; never in the totals. */
    include_cancelled: z
      .preprocess((value) => value === true || value === 'true' || value === '1', z.boolean())
      .optional()
      .default(true),
  })
  .refine((q) => !q.from_date || !q.to_date || q.to_date >= q.from_date, {
    error: m.toBeforeFrom,
    path: ['to_date'],
  });
export type ListExpensesQuery = z.infer<typeof listExpensesQuerySchema>;

export const expenseRowSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  title: z.string(),
  amount: z.number(),
  expense_date: z.string(),
  payment_mode: z.enum(expenseModes),
  note: z.string(),
  status: z.enum(['active', 'cancelled']),
  cancel_reason: z.string().nullable(),
});
export type ExpenseRow = z.infer<typeof expenseRowSchema>;

/** A page of expenses with the totals of everything the filter matches (active only). */
export const expenseListSchema = z.object({
  list: z.array(expenseRowSchema),
  count: z.number().int(),
  total_amount: z.number(),
  by_category: z.array(
    z.object({ category_id: z.number().int(), category_name: z.string(), amount: z.number() }),
  ),
});
export type ExpenseList = z.infer<typeof expenseListSchema>;
