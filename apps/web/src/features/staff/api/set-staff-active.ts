import { setStaffActive } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { staffUsersKey } from './staff-keys';

/** `PUT /api/school/user/status`: "User activated." / "User deactivated." toasts. */
export function useSetStaffActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; is_active: boolean }) =>
      apiCall(setStaffActive, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUsersKey }),
  });
}
