import { markMyNotificationsRead } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { notificationKeys } from './notification-keys';

/** `PUT /api/common/notifications/read`: some (ids) or all of one's notifications are read. */
export const useMarkNotificationsRead = () =>
  useRouteMutation(markMyNotificationsRead, {
    silent: true,
    refreshes: [notificationKeys.all],
    refreshOn: 'settled',
  });
