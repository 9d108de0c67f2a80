import { listPapers, uploadPaper } from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { examsKey } from './exams-keys';

export function usePapersQuery(examTypeId: number | null) {
  return useQuery({
    queryKey: [...examsKey, 'papers', examTypeId],
    enabled: examTypeId !== null,
    queryFn: ({ signal }) =>
      apiCall(listPapers, { query: { exam_type_id: examTypeId! }, signal, silent: true }),
  });
}

/** Multipart upload of a question paper; the server checks the file's bytes. */
export function useUploadPaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examId, file }: { examId: number; file: File }) =>
      apiCall(uploadPaper, { body: { exam_id: examId }, files: { file }, notifySuccess: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examsKey }),
  });
}
