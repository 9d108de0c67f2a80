import { setRoleDesignations } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { designationsKey, roleDesignationsKey } from './staff-keys';

/** `PUT /api/school/role-designations`: replaces a role's designations; toasts. */
export function useSetRoleDesignations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { role_id: number; designation_ids: number[] }) =>
      apiCall(setRoleDesignations, { body, notifySuccess: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: roleDesignationsKey });
      await queryClient.invalidateQueries({ queryKey: designationsKey });
    },
  });
}
