import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address.ts';

/** Every address a name resolves to (injectable: tests have no internet DNS). */
export type LookupAll = (hostname: string) => Promise<LookupAddress[]>;

export const lookupAll: LookupAll = (hostname) => lookup(hostname, { all: true, verbatim: true });

const lookupTimeoutMs = 5_000;

/** A URL's hostname without IPv6 brackets and trailing root dots ("localhost." is localhost). */
const bareHost = (hostname: string) =>
  hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();

const isInternalName = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal');

async function resolveAll(host: string, lookupHost: LookupAll): Promise<LookupAddress[]> {
  const family = isIP(host);
  if (family) return [{ address: host, family }];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`DNS lookup of ${host} timed out`)), lookupTimeoutMs);
  });
  try {
    return await Promise.race([lookupHost(host), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The address to connect to for a push endpoint's host, or null when the host is not on the
 * public internet: the name is resolved and every answer must be public (one private answer is
 * enough for a rebinding trick). The caller connects to the address answered, never to the name
 * again. The server POSTs to endpoints a browser handed in, so they must not reach internal
 * services.
 */
export async function resolvePublicAddress(
  hostname: string,
  lookupHost: LookupAll = lookupAll,
): Promise<LookupAddress | null> {
  const host = bareHost(hostname);
  if (!host || isInternalName(host)) return null;
  const answers = await resolveAll(host, lookupHost).catch(() => []);
  if (answers.length === 0 || !answers.every((answer) => isPublicAddress(answer.address)))
    return null;
  return answers[0]!;
}

/** The first address of a host, checked or not (PUSH_ALLOW_HTTP: a local test push service). */
export async function resolveAnyAddress(
  hostname: string,
  lookupHost: LookupAll = lookupAll,
): Promise<LookupAddress | null> {
  const answers = await resolveAll(bareHost(hostname), lookupHost).catch(() => []);
  return answers[0] ?? null;
}
