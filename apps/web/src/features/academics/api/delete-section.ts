import { deleteSection } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { academicsKey } from './academics-keys';

/** `DELETE /api/school/section/:id`: only a section nothing uses. */
export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteSection, { params: { id }, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academicsKey }),
  });
}
