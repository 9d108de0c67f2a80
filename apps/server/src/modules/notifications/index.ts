import type { ServerModule } from '../../platform/module.ts';
import { notificationHandlers } from './routes.ts';

export const notificationsModule: ServerModule = {
  name: 'notifications',
  handlers: notificationHandlers,
};
