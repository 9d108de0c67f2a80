import {
  type BodyOf,
  createExamType,
  deleteExamType,
  listExamTypes,
  updateExamType,
} from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { examsKey } from './exams-keys';

/** `GET /examination/GetAllExamType`: the school's exam types. */
export function useExamTypesQuery() {
  return useQuery({
    queryKey: [...examsKey, 'types'],
    queryFn: ({ signal }) => apiCall(listExamTypes, { signal, silent: true }),
    select: (data) => data.examTypes,
  });
}

/** Add or change an exam type (PUT when an id is given); field errors show under the fields. */
export function useSaveExamType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<typeof createExamType> & { id?: number }) =>
      id
        ? apiCall(updateExamType, { body: { ...body, id }, silent: true })
        : apiCall(createExamType, { body, silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
}

export function useDeleteExamType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteExamType, { params: { id }, notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
}
