import { deleteSession } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `DELETE /api/school/session/:id`: never the current one, nor one with students. */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteSession, { params: { id }, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
