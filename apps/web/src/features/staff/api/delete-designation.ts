import { deleteDesignation } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { designationsKey, roleDesignationsKey } from './staff-keys';

/** `DELETE /api/school/designations/:id`: only one nobody holds; "Designation deleted." toasts. */
export function useDeleteDesignation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteDesignation, { params: { id }, notifySuccess: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: designationsKey });
      await queryClient.invalidateQueries({ queryKey: roleDesignationsKey });
    },
  });
}
