import {
  type BodyOf,
  cancelExpense,
  createExpense,
  expensePageSize,
  getExpense,
  listExpenses,
  type QueryOf,
  updateExpense,
} from '@shala/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { expensesKey, expensesKeys } from './expenses-keys';

export type ExpenseFilter = Omit<QueryOf<typeof listExpenses>, 'skip' | 'limit'>;

/** `GET /api/school/expense_details`: pages of 25 with the totals of the whole filter. */
export function useExpensesQuery(filter: ExpenseFilter) {
  return useInfiniteQuery({
    queryKey: expensesKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiCall(listExpenses, {
        query: { ...filter, skip: pageParam, limit: expensePageSize },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
  });
}

/** `GET /api/school/expense_details/:id` for the edit form (`/add_expense_details?id=`). */
export function useExpenseQuery(id: number | null) {
  return useQuery({
    queryKey: expensesKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiCall(getExpense, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createExpense>) =>
      apiCall(createExpense, { body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}

export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateExpense>) =>
      apiCall(updateExpense, { body, silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}

/** `POST /api/school/expense_details/cancel`: the answer's message is toasted. */
export function useCancelExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof cancelExpense>) =>
      apiCall(cancelExpense, { body, notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}
