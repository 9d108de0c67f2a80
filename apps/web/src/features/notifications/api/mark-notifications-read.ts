import { type BodyOf, markMyNotificationsRead } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { notificationKeys } from './notification-keys';

/** `PUT /api/common/notifications/read`: some (ids) or all of one's notifications are read. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof markMyNotificationsRead>) =>
      apiCall(markMyNotificationsRead, { body, silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
