import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { platformKeys } from '../../modules/messages/tables.ts';
import type { AppDb } from '../db/connect.ts';
import { isPublicHost } from './public-host.ts';

/** A browser's push subscription as stored. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows: a title, a body, and the page a click opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/** `gone`: the push service no longer knows the subscription (404/410); forget it. */
export type PushOutcome = 'sent' | 'gone';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Web push with the server's VAPID keys. */
export interface WebPush {
  publicKey: string;
  /** https to a public host only, unless PUSH_ALLOW_HTTP=1 (a local test push service). */
  acceptsEndpoint(endpoint: string): boolean;
  /** `topic` lets the push service replace an undelivered earlier copy (a retried job). */
  send(target: PushTarget, message: PushMessage, topic?: string): Promise<PushOutcome>;
}

export interface WebPushOptions {
  keys: VapidKeys;
  /** VAPID contact: a mailto: or https: URL the push services may use to reach the operator. */
  subject: string;
  allowHttp?: boolean;
  timeoutMs?: number;
}

const vapidKeyName = 'vapid';
/** How long a push service keeps a message for a browser that is offline. */
const timeToLiveSeconds = 24 * 60 * 60;

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, else the pair
 * stored in platform_keys, made and stored at the first start. Runs at start-up, outside any
 * request (platform_keys is the owner's table).
 */
export async function loadVapidKeys(db: AppDb, env: Partial<VapidKeys>): Promise<VapidKeys> {
  if (env.publicKey && env.privateKey)
    return { publicKey: env.publicKey, privateKey: env.privateKey };
  const stored = async () => {
    const [row] = await db
      .select({ value: platformKeys.value })
      .from(platformKeys)
      .where(eq(platformKeys.name, vapidKeyName));
    return row ? (JSON.parse(row.value) as VapidKeys) : null;
  };
  const existing = await stored();
  if (existing) return existing;
  const made = webPush.generateVAPIDKeys();
  // Two servers starting at once: the first pair stored wins, both use it.
  await db
    .insert(platformKeys)
    .values({ name: vapidKeyName, value: JSON.stringify(made) })
    .onConflictDoNothing();
  return (await stored())!;
}

/**
 * Encrypts with web-push and POSTs with fetch (web-push's own sender speaks https only, and a
 * timeout bounds how long a delivery waits for a slow push service).
 */
export function createWebPush(options: WebPushOptions): WebPush {
  const vapidDetails = { subject: options.subject, ...options.keys };
  return {
    publicKey: options.keys.publicKey,

    acceptsEndpoint(endpoint) {
      // PUSH_ALLOW_HTTP is for a local test push service: it lifts both checks.
      if (options.allowHttp) return /^https?:$/.test(new URL(endpoint).protocol);
      const url = new URL(endpoint);
      return url.protocol === 'https:' && isPublicHost(url.hostname);
    },

    async send(target, message, topic) {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails, TTL: timeToLiveSeconds, contentEncoding: 'aes128gcm', topic },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ?? undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok)
        throw new Error(`Push service answered ${response.status}${detail ? `: ${detail}` : ''}`);
      return 'sent';
    },
  };
}
