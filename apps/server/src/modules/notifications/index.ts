import type { ServerModule } from '../../platform/module.ts';
import { notificationHandlers } from './routes.ts';

export const notificationsModule: ServerModule = {
  name: 'notifications',
  handlers: notificationHandlers,
};

/** The public face other modules use: bell notifications and the push devices to reach. */
export {
  addMessageNotification,
  deleteMessageNotifications,
  notifySuperAdmins,
} from './notification-store.ts';
export { deletePushSubscription, listPushTargets } from './push-subscriptions.ts';
/** The bell's rows (the demo writes read and unread ones with their own times). */
export { notifications } from './tables.ts';
