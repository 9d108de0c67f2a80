import { type BodyOf, getMarksGrid, listMarkableExams, saveMarks } from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { examsKey } from './exams-keys';

/** The papers of an exam the signed-in teacher checks (all, for the exam admin). */
export function useMarkableExamsQuery(examTypeId: number | null) {
  return useQuery({
    queryKey: [...examsKey, 'markable', examTypeId],
    enabled: examTypeId !== null,
    queryFn: ({ signal }) =>
      apiCall(listMarkableExams, { query: { exam_type_id: examTypeId! }, signal, silent: true }),
  });
}

export function useMarksGridQuery(examId: number | null) {
  return useQuery({
    queryKey: [...examsKey, 'marks', examId],
    enabled: examId !== null,
    queryFn: ({ signal }) => apiCall(getMarksGrid, { query: { exam_id: examId! }, signal }),
  });
}

/** `POST /examination/marks`; the answer's message (or the refusal) is toasted. */
export function useSaveMarks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveMarks>) =>
      apiCall(saveMarks, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
}
