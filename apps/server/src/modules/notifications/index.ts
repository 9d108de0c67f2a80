import type { ServerModule } from '../../platform/module.ts';
import { notificationHandlers } from './routes.ts';

export const notificationsModule: ServerModule = {
  name: 'notifications',
  handlers: notificationHandlers,
};

/** The public face other modules use: putting notifications in bells and taking them out. */
export { deleteMessageNotifications, notifySuperAdmins } from './notification-store.ts';
