import { updateDesignation } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { staffKey } from './staff-keys';

/** `PUT /api/school/designations`: a new name; "Designation saved." toasts. */
export function useUpdateDesignation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; designation_name: string }) =>
      apiCall(updateDesignation, { body, notifySuccess: true }),
    // The name shows in the staff list and the role mapping too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
