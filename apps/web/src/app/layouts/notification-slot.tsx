import type { SessionUser } from '@shala/contracts';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { PlatformNotificationPanel } from '../../features/notifications/components/platform-notification-panel';
import { useDevicePush } from '../../platform/push/use-device-push';

/**
 * The top bar's notifications (spec §2.6): the super admin's notification panel, or for a
 * school user the bell of their in-app notifications. Either way this device's web push
 * is set up here, once per sign-in, when the browser already allows it.
 */
export function NotificationSlot({ userType }: Pick<SessionUser, 'userType'>) {
  const push = useDevicePush();
  if (userType === 'SUPER_ADMIN') return <PlatformNotificationPanel push={push} />;
  return <NotificationBell push={push} />;
}
