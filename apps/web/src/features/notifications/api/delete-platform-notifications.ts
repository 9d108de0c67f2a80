import { type DeleteNotificationsBody, deletePlatformNotifications } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { notificationKeys } from './notification-keys';

/** `DELETE /api/super-admin/delete-notification`: the selection, or all; errors are silent (§8). */
export function useDeletePlatformNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteNotificationsBody) =>
      apiCall(deletePlatformNotifications, { body, silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.platform }),
  });
}
