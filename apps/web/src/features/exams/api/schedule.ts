import {
  type BodyOf,
  createExam,
  deleteExam,
  listExams,
  publishResults,
  updateExam,
} from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { examsKey } from './exams-keys';

/** `GET /examination/GetAllExamsDetails`: an exam's papers (a parent: their child's class). */
export function useExamListQuery(filter: {
  exam_type_id: number | null;
  class_id?: number | null;
  student_id?: number | null;
}) {
  const { exam_type_id, class_id, student_id } = filter;
  return useQuery({
    queryKey: [...examsKey, 'schedule', exam_type_id, class_id ?? null, student_id ?? null],
    enabled: exam_type_id !== null,
    queryFn: ({ signal }) =>
      apiCall(listExams, {
        query: {
          exam_type_id: exam_type_id!,
          class_id: class_id ?? undefined,
          student_id: student_id ?? undefined,
        },
        signal,
        silent: true,
      }),
    select: (data) => data.examination_list,
  });
}

export function useSaveExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<typeof createExam> & { id?: number }) =>
      id
        ? apiCall(updateExam, { body: { ...body, id }, silent: true })
        : apiCall(createExam, { body, silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
}

export function useDeleteExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteExam, { params: { id }, notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
}

/** `PUT /examination/publish`: publish (or withdraw) a class's results of an exam. */
export function usePublishResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof publishResults>) =>
      apiCall(publishResults, { body, notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
}
