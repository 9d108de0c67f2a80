import { deletePlatformNotifications } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { notificationKeys } from './notification-keys';

/** `DELETE /api/super-admin/delete-notification`: the selection, or all; errors are silent (§8). */
export const useDeletePlatformNotifications = () =>
  useRouteMutation(deletePlatformNotifications, {
    silent: true,
    refreshes: [notificationKeys.platform],
    refreshOn: 'settled',
  });
