import {
  deletePlatformNotifications,
  forgetPushSubscription as forgetPushSubscriptionRoute,
  getPushKey,
  listMyNotifications,
  listPlatformNotifications,
  markMyNotificationsRead,
  notificationMessages,
  savePushSubscription as savePushSubscriptionRoute,
} from '@shala/contracts';
import { badRequest } from '../../platform/errors.ts';
import { handle } from '../../platform/http/handle.ts';
import {
  deleteNotifications,
  listNotificationPage,
  markNotificationsRead,
} from './notification-store.ts';
import { forgetPushSubscription, savePushSubscription } from './push-subscriptions.ts';

export const notificationHandlers = {
  // The super admin's rows live under the platform tenant (the platform role sees every tenant).
  [listPlatformNotifications.id]: handle(listPlatformNotifications, async ({ query }, ctx) =>
    listNotificationPage(ctx.tx, ctx.tenant.id, ctx.user.id, query),
  ),

  [deletePlatformNotifications.id]: handle(deletePlatformNotifications, async ({ body }, ctx) => {
    const deleted = await deleteNotifications(ctx.tx, ctx.tenant.id, ctx.user.id, body);
    ctx.message = notificationMessages.deleted;
    return { deleted };
  }),

  [listMyNotifications.id]: handle(listMyNotifications, async ({ query }, ctx) =>
    listNotificationPage(ctx.tx, ctx.tenant.id, ctx.user.id, query),
  ),

  [markMyNotificationsRead.id]: handle(markMyNotificationsRead, async ({ body }, ctx) => {
    const unread = await markNotificationsRead(ctx.tx, ctx.tenant.id, ctx.user.id, body);
    ctx.message = notificationMessages.marked;
    return { unread };
  }),

  [getPushKey.id]: handle(getPushKey, async (_input, ctx) => ({
    public_key: ctx.services.push.publicKey,
  })),

  [savePushSubscriptionRoute.id]: handle(savePushSubscriptionRoute, async ({ body }, ctx) => {
    if (!(await ctx.services.push.acceptsEndpoint(body.endpoint)))
      throw badRequest(notificationMessages.badSubscription, 'endpoint');
    await savePushSubscription(ctx.tx, ctx.tenant.id, ctx.user.id, body);
    return null;
  }),

  [forgetPushSubscriptionRoute.id]: handle(forgetPushSubscriptionRoute, async ({ body }, ctx) => {
    await forgetPushSubscription(ctx.tx, ctx.tenant.id, ctx.user.id, body.endpoint);
    return null;
  }),
};
