import { getPushKey, type PushSubscriptionJson, savePushSubscription } from '@shala/contracts';
import { apiCall } from '../api/api-client';
import { readStorage, writeStorage } from '../storage/browser-storage';
import { storageKeys } from '../storage/storage-keys';
import { base64UrlToBytes, sameKey } from './vapid-key';

export const serviceWorkerUrl = '/sw.js';

/**
 * Subscribes this browser to web push for the signed-in user: registers the service worker,
 * subscribes with the server's VAPID key and hands the subscription to the server (the
 * spec's fcm-token), whose endpoint is kept under `fcm-token`. Throws when anything fails.
 */
export async function subscribeDevice(): Promise<string> {
  await navigator.serviceWorker.register(serviceWorkerUrl);
  const registration = await navigator.serviceWorker.ready;
  const { public_key } = await apiCall(getPushKey, { silent: true });
  const key = base64UrlToBytes(public_key);

  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  // Already handed to the server for this sign-in: nothing to do.
  if (subscription && readStorage(storageKeys.pushToken) === subscription.endpoint) {
    return subscription.endpoint;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await apiCall(savePushSubscription, {
    body: subscription.toJSON() as PushSubscriptionJson,
    silent: true,
  });
  writeStorage(storageKeys.pushToken, subscription.endpoint);
  return subscription.endpoint;
}
