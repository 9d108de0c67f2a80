import { type BodyOf, updateRoleLabel } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { staffKey } from './staff-keys';

export type UpdateRoleLabelInput = BodyOf<typeof updateRoleLabel>;

/** `PUT /api/school/roles`: a role's name and description here; "Role saved." toasts. */
export function useUpdateRoleLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRoleLabelInput) =>
      apiCall(updateRoleLabel, { body, notifySuccess: true }),
    // Role names show in the staff list and the mapping too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
