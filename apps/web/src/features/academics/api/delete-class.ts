import { deleteClass } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `DELETE /api/school/class/:id`: only a class no student has been in. */
export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteClass, { params: { id }, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
