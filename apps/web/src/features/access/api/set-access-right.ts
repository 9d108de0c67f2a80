import { setAccessRight } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { sessionQueryKey, useSignedInSession } from '../../../platform/session/session-query';
import { accessRightKey } from './get-access-right';
import { accessRightsKey } from './list-access-rights';

/**
 * `PUT /api/school/access-right`: replaces a role's pages. The server's "Access rights
 * saved." shows as a toast; the user's own menu follows when it was their role.
 */
export function useSetAccessRight() {
  const queryClient = useQueryClient();
  const { user } = useSignedInSession();
  return useRouteMutation(setAccessRight, {
    notifySuccess: true,
    onSuccess: async (saved) => {
      queryClient.setQueryData(accessRightKey(saved.role_id), saved);
      await queryClient.invalidateQueries({ queryKey: accessRightsKey, exact: true });
      if (saved.role_id === user.user_role_id) {
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    },
  });
}
