import { deleteSubject } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `DELETE /api/school/subject/:id`: only a subject nothing uses. */
export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteSubject, { params: { id }, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
