import {
  type BodyOf,
  createExpenseCategory,
  deleteExpenseCategory,
  listExpenseCategories,
  updateExpenseCategory,
} from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { expensesKey, expensesKeys } from './expenses-keys';

/** `GET /api/school/expense_category`: the categories by name. */
export function useExpenseCategoriesQuery() {
  return useQuery({
    queryKey: expensesKeys.categories,
    queryFn: ({ signal }) => apiCall(listExpenseCategories, { signal }),
  });
}

/** `POST /api/school/expense_category`; refusals show under the fields. */
export function useCreateExpenseCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createExpenseCategory>) =>
      apiCall(createExpenseCategory, { body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}

/** `PUT /api/school/expense_category`. */
export function useUpdateExpenseCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateExpenseCategory>) =>
      apiCall(updateExpenseCategory, { body, silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}

/** `DELETE /api/school/expense_category/:id`: the server's refusal is toasted. */
export function useDeleteExpenseCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteExpenseCategory, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}
