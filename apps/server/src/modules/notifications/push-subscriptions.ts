import type { PushSubscriptionJson } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import type { PushTarget } from '../../platform/push/web-push.ts';
import { pushSubscriptions } from './tables.ts';

/**
 * Saves a browser's subscription for the signed-in user. An endpoint belongs to one browser:
 * when someone else signs in there, it moves to them.
 */
export async function savePushSubscription(
  tx: Tx,
  tenantId: number,
  userId: number,
  subscription: PushSubscriptionJson,
): Promise<void> {
  const keys = { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await tx
    .insert(pushSubscriptions)
    .values({ tenantId, endpoint: subscription.endpoint, ...keys })
    .onConflictDoUpdate({
      target: [pushSubscriptions.tenantId, pushSubscriptions.endpoint],
      set: keys,
    });
}

/** Forgets one of the user's own subscriptions (sign-out on that browser). */
export async function forgetPushSubscription(
  tx: Tx,
  tenantId: number,
  userId: number,
  endpoint: string,
): Promise<void> {
  await tx
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.tenantId, tenantId),
        eq(pushSubscriptions.userId, userId),
        eq(pushSubscriptions.endpoint, endpoint),
      ),
    );
}

/** The browsers a user has subscribed. */
export async function listPushTargets(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<Array<PushTarget & { id: number }>> {
  return tx
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.userId, userId)))
    .orderBy(pushSubscriptions.id);
}

/** A subscription the push service no longer knows (404/410). */
export async function deletePushSubscription(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.id, id)));
}
