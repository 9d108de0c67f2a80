import { updateStaff } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import type { UpdateStaffInput } from '../lib/staff-form';
import { staffUserKey } from './get-staff';
import { designationsKey, staffUsersKey } from './staff-keys';

/** `PUT /api/school/user`: a staff user's account and details; "User updated." toasts. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStaffInput) => apiCall(updateStaff, { body, notifySuccess: true }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(staffUserKey(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: staffUsersKey });
      await queryClient.invalidateQueries({ queryKey: designationsKey });
    },
  });
}
