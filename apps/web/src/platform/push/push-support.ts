/** What this browser can do about push notifications. */
export type PushState = 'unsupported' | 'default' | 'granted' | 'denied';

/**
 * Push needs a service worker, PushManager, Notification and a secure page; iOS Safari has
 * them only for an installed web app, and some browsers not at all.
 */
export function readPushState(): PushState {
  if (typeof window === 'undefined' || !window.isSecureContext) return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return 'unsupported';
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission;
}
