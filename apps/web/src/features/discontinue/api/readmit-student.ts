import { readmitStudent } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { discontinueKey } from './discontinue-keys';

/** `POST /api/school/discontinue/readmit`: the student is active again. */
export function useReadmitStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: number) =>
      apiCall(readmitStudent, { body: { student_id: studentId }, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discontinueKey }),
  });
}
