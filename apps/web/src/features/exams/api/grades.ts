import { type BodyOf, getGradeScale, saveGradeScale } from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { examsKey } from './exams-keys';

export function useGradeScaleQuery() {
  return useQuery({
    queryKey: [...examsKey, 'grades'],
    queryFn: ({ signal }) => apiCall(getGradeScale, { signal, silent: true }),
  });
}

export function useSaveGradeScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveGradeScale>) =>
      apiCall(saveGradeScale, { body, notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
}
