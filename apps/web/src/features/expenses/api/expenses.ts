import {
  cancelExpense,
  createExpense,
  expensePageSize,
  getExpense,
  listExpenses,
  type QueryOf,
  updateExpense,
} from '@shala/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routePagesOptions, routeQueryOptions } from '../../../platform/api/route-query';
import { expensesKey, expensesKeys } from './expenses-keys';

export type ExpenseFilter = Omit<QueryOf<typeof listExpenses>, 'skip' | 'limit'>;

/** `GET /api/school/expense_details`: pages of 25 with the totals of the whole filter. */
export const expensesQueryOptions = (filter: ExpenseFilter) =>
  routePagesOptions(listExpenses, {
    key: expensesKeys.list(filter),
    input: (skip) => ({ query: { ...filter, skip, limit: expensePageSize } }),
    nextPage: (pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      const last = pages.at(-1);
      return last && loaded < last.count ? loaded : undefined;
    },
  });

export const useExpensesQuery = (filter: ExpenseFilter) =>
  useInfiniteQuery(expensesQueryOptions(filter));

/** `GET /api/school/expense_details/:id` for the edit form (`/add_expense_details?id=`). */
export const expenseQueryOptions = (id: number | null) =>
  routeQueryOptions(getExpense, {
    key: expensesKeys.one(id ?? 0),
    input: id === null ? null : { params: { id } },
  });

export const useExpenseQuery = (id: number | null) => useQuery(expenseQueryOptions(id));

export const useCreateExpense = () =>
  useRouteMutation(createExpense, { silent: true, refreshes: [expensesKey] });

export const useUpdateExpense = () =>
  useRouteMutation(updateExpense, {
    silent: true,
    refreshes: [expensesKey],
    refreshOn: 'settled',
  });

/** `POST /api/school/expense_details/cancel`: the answer's message is toasted. */
export const useCancelExpense = () =>
  useRouteMutation(cancelExpense, {
    notifySuccess: true,
    refreshes: [expensesKey],
    refreshOn: 'settled',
  });
