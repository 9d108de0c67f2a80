/**
 * The spec's tenant rule: a stored subdomain wins; otherwise the first label of the
 * host name, only when the host has exactly three dot-separated labels; otherwise none
 * (the root host). The port is ignored.
 */
export function resolveSubdomain(
  host: string | undefined | null,
  stored?: string | null,
): string | null {
  const fromStore = stored?.trim().toLowerCase();
  if (fromStore) return fromStore;
  if (!host) return null;
  const name = stripPort(host.trim().toLowerCase());
  const labels = name.split('.');
  if (labels.length !== 3 || labels.some((label) => label === '')) return null;
  return labels[0] ?? null;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host; // IPv6 literal: never a school host
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/** A subdomain slug a school may register: lowercase letters, digits and inner hyphens. */
export const subdomainPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
