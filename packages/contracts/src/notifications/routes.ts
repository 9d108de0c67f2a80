import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  deleteNotificationsBodySchema,
  forgetPushSubscriptionBodySchema,
  markNotificationsReadBodySchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  pushKeySchema,
  pushSubscriptionSchema,
} from './schemas.ts';

export const listPlatformNotifications = defineRoute({
  id: 'notifications.platformList',
  method: 'GET',
  area: 'super-admin',
  path: '/notification',
  access: { kind: 'super-admin' },
  summary: "The super admin's notification dropdown (new schools, enquiries), 15 a page",
  query: notificationPageQuerySchema,
  data: notificationPageSchema,
});

export const deletePlatformNotifications = defineRoute({
  id: 'notifications.platformDelete',
  method: 'DELETE',
  area: 'super-admin',
  path: '/delete-notification',
  access: { kind: 'super-admin' },
  summary: 'Delete the selected notifications, or all of them with selectAll',
  body: deleteNotificationsBodySchema,
  data: z.object({ deleted: z.number().int() }),
});

export const listMyNotifications = defineRoute({
  id: 'notifications.mine',
  method: 'GET',
  area: 'common',
  path: '/notifications',
  access: { kind: 'signed-in' },
  summary:
    "The signed-in user's in-app notifications (the bell), newest first, with the unread count",
  query: notificationPageQuerySchema,
  data: notificationPageSchema,
});

export const markMyNotificationsRead = defineRoute({
  id: 'notifications.markRead',
  method: 'PUT',
  area: 'common',
  path: '/notifications/read',
  access: { kind: 'signed-in' },
  summary: 'Mark some or all of one’s notifications as read',
  body: markNotificationsReadBodySchema,
  data: z.object({ unread: z.number().int() }),
});

export const getPushKey = defineRoute({
  id: 'notifications.pushKey',
  method: 'GET',
  area: 'common',
  path: '/push/key',
  access: { kind: 'signed-in' },
  summary: "The server's VAPID public key, for the browser's push subscription",
  data: pushKeySchema,
});

export const savePushSubscription = defineRoute({
  id: 'notifications.saveFcmToken',
  method: 'POST',
  area: 'common',
  path: '/fcm-token',
  access: { kind: 'signed-in' },
  summary: "Register this browser's web-push subscription for the signed-in user",
  body: pushSubscriptionSchema,
  data: z.null(),
});

export const forgetPushSubscription = defineRoute({
  id: 'notifications.forgetFcmToken',
  method: 'DELETE',
  area: 'common',
  path: '/fcm-token',
  access: { kind: 'signed-in' },
  summary: "Forget this browser's subscription (sign-out)",
  body: forgetPushSubscriptionBodySchema,
  data: z.null(),
});

export const notificationRoutes = [
  listPlatformNotifications,
  deletePlatformNotifications,
  listMyNotifications,
  markMyNotificationsRead,
  getPushKey,
  savePushSubscription,
  forgetPushSubscription,
] as const;
