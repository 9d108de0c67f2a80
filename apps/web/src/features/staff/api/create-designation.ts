import { createDesignation } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { designationsKey } from './staff-keys';

/** `POST /api/school/designations`: "Designation saved." toasts. */
export function useCreateDesignation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { designation_name: string }) =>
      apiCall(createDesignation, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: designationsKey }),
  });
}
