import { isIP } from 'node:net';

const privateV4 = [
  /^0\./,
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

/**
 * False for names that point inside the server's own network: localhost, and IP literals that
 * are loopback, private, link-local or unique-local. The server POSTs to push endpoints that a
 * browser handed in, so they must not be a way to reach internal services. (A public name that
 * resolves to a private address is not caught here; push services use well-known public hosts.)
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal'))
    return false;
  const version = isIP(host);
  if (version === 4) return !privateV4.some((range) => range.test(host));
  if (version === 6) {
    if (host === '::' || host === '::1') return false;
    if (/^(fc|fd|fe8|fe9|fea|feb)/.test(host)) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
    return mapped ? isPublicHost(mapped[1]!) : true;
  }
  return true;
}
