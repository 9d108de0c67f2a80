import { deleteSection } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { refreshAcademics } from './refresh-academics';

/** `DELETE /api/school/section/:id`: only a section nothing uses. */
export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteSection, { params: { id }, notifySuccess: true }),
    onSuccess: () => refreshAcademics(queryClient),
  });
}
