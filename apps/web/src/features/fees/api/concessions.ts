import {
  assignStudentConcession,
  type BodyOf,
  createConcessionCategory,
  deleteConcessionCategory,
  listConcessionCategories,
  listStudentConcessions,
  removeStudentConcession,
  searchStudents,
  updateConcessionCategory,
} from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { feeKeys, feesKey } from './fee-keys';

export function useConcessionCategoriesQuery() {
  return useQuery({
    queryKey: feeKeys.categories,
    queryFn: ({ signal }) => apiCall(listConcessionCategories, { signal }),
  });
}

type CategoryBody = BodyOf<typeof createConcessionCategory>;

/** Adds (no id) or changes a concession category; the server's message is the toast. */
export function useSaveConcessionCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryBody & { id?: number }) =>
      body.id
        ? apiCall(updateConcessionCategory, { body: { ...body, id: body.id }, notifySuccess: true })
        : apiCall(createConcessionCategory, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feesKey }),
  });
}

export function useDeleteConcessionCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall(deleteConcessionCategory, { params: { id }, notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feesKey }),
  });
}

export function useStudentConcessionsQuery(sessionId: number | null) {
  return useQuery({
    queryKey: [...feeKeys.studentConcessions, sessionId],
    enabled: sessionId !== null,
    queryFn: ({ signal }) =>
      apiCall(listStudentConcessions, { query: { session_id: sessionId ?? 0 }, signal }),
  });
}

export function useAssignConcession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof assignStudentConcession>) =>
      apiCall(assignStudentConcession, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feesKey }),
  });
}

export function useRemoveConcession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall(removeStudentConcession, { params: { id }, notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feesKey }),
  });
}

/** Students of a session by name or admission number (the roster's picker; up to 50). */
export function useStudentSearchQuery(sessionId: number | null, searchBy: string) {
  return useQuery({
    queryKey: [...feesKey, 'student-search', sessionId, searchBy],
    enabled: sessionId !== null && searchBy.trim().length >= 2,
    queryFn: ({ signal }) =>
      apiCall(searchStudents, {
        query: { session_id: sessionId ?? undefined, searchBy: searchBy.trim() },
        signal,
        silent: true,
      }),
  });
}
