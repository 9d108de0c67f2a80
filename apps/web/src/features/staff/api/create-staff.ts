import { createStaff } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import type { CreateStaffInput } from '../lib/staff-form';
import { designationsKey, staffUsersKey } from './staff-keys';

/** `POST /api/school/user`: "User created." (or "…invitation was e-mailed.") toasts. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaffInput) => apiCall(createStaff, { body, notifySuccess: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffUsersKey });
      // Designation holder counts change with a new staff member.
      await queryClient.invalidateQueries({ queryKey: designationsKey });
    },
  });
}
