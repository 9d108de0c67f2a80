import { updateStaff } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { staffUserKey } from './get-staff';
import { designationsKey, staffUsersKey } from './staff-keys';

/** `PUT /api/school/user`: a staff user's account and details; "User updated." toasts. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useRouteMutation(updateStaff, {
    notifySuccess: true,
    onSuccess: (saved) => queryClient.setQueryData(staffUserKey(saved.id), saved),
    refreshes: [staffUsersKey, designationsKey],
  });
}
