import { type BodyOf, getStudentResult, saveCoScholastic } from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { examsKey } from './exams-keys';

/** A student's result in an exam (a parent: their child's, once published). */
export function useStudentResultQuery(examTypeId: number | null, studentId: number | null) {
  return useQuery({
    queryKey: [...examsKey, 'result', examTypeId, studentId],
    enabled: examTypeId !== null && studentId !== null,
    retry: false,
    queryFn: ({ signal }) =>
      apiCall(getStudentResult, {
        query: { exam_type_id: examTypeId!, student_id: studentId! },
        signal,
        silent: true,
      }),
  });
}

/** `PUT /examination/co_scholastic`: a student's Work, Art, Health & PE, Discipline grades. */
export function useSaveCoScholastic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveCoScholastic>) =>
      apiCall(saveCoScholastic, { body, notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
}
