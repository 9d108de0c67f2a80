import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { AppDb } from '../db/connect.ts';
import { platformKeys } from '../db/core-tables.ts';
import { postToAddress } from './post-to-address.ts';
import { type LookupAll, resolveAnyAddress, resolvePublicAddress } from './public-host.ts';

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
  /**
   * https to a host whose every address is public, unless PUSH_ALLOW_HTTP=1 (a local test push
   * service).
   */
  acceptsEndpoint(endpoint: string): Promise<boolean>;
  /** `topic` lets the push service replace an undelivered earlier copy (a retried job). */
  send(target: PushTarget, message: PushMessage, topic?: string): Promise<PushOutcome>;
}

export interface WebPushOptions {
  keys: VapidKeys;
  /** VAPID contact: a mailto: or https: URL the push services may use to reach the operator. */
  subject: string;
  allowHttp?: boolean;
  timeoutMs?: number;
  /** How host names are resolved (tests inject one: the machine may have no internet DNS). */
  lookup?: LookupAll;
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
 * Encrypts with web-push and POSTs itself (web-push's own sender follows no address check): to
 * the address checked when the name was resolved, with a timeout, never following a redirect.
 */
export function createWebPush(options: WebPushOptions): WebPush {
  const vapidDetails = { subject: options.subject, ...options.keys };
  // PUSH_ALLOW_HTTP is for a local test push service: it lifts the scheme and address checks.
  const resolveTarget = (hostname: string) =>
    options.allowHttp
      ? resolveAnyAddress(hostname, options.lookup)
      : resolvePublicAddress(hostname, options.lookup);
  const acceptsScheme = (url: URL) =>
    options.allowHttp ? /^https?:$/.test(url.protocol) : url.protocol === 'https:';

  return {
    publicKey: options.keys.publicKey,

    async acceptsEndpoint(endpoint) {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return false;
      }
      if (!acceptsScheme(url)) return false;
      return (
        options.allowHttp || (await resolvePublicAddress(url.hostname, options.lookup)) !== null
      );
    },

    async send(target, message, topic) {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails, TTL: timeToLiveSeconds, contentEncoding: 'aes128gcm', topic },
      );
      const url = new URL(request.endpoint);
      // Checked again at each send: the name may point elsewhere since the subscription was saved.
      const address = acceptsScheme(url) ? await resolveTarget(url.hostname) : null;
      if (!address) throw new Error(`Push endpoint ${url.host} is not a public https host`);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
      const answer = await postToAddress(url, address, {
        headers,
        body: request.body,
        timeoutMs: options.timeoutMs ?? 10_000,
      });
      if (answer.status === 404 || answer.status === 410) return 'gone';
      if (answer.status < 200 || answer.status >= 300)
        throw new Error(
          `Push service answered ${answer.status}${answer.text ? `: ${answer.text}` : ''}`,
        );
      return 'sent';
    },
  };
}
