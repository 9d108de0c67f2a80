import { forgetPushSubscription } from '@shala/contracts';
import { apiCall } from '../api/api-client';
import { readStorage } from '../storage/browser-storage';
import { storageKeys } from '../storage/storage-keys';

/**
 * Sign-out: asks the server to forget this browser's push subscription, so the next person
 * on this device gets none of the last one's notifications. Never throws: sign-out goes on.
 */
export async function forgetDevice(): Promise<void> {
  const endpoint = readStorage(storageKeys.pushToken);
  if (!endpoint) return;
  await apiCall(forgetPushSubscription, { body: { endpoint }, silent: true }).catch(
    () => undefined,
  );
}
