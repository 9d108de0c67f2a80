import { resolveSubdomain } from '@shala/contracts';

interface PageLocation {
  protocol: string;
  host: string;
}

/** The product's root host (with port) as seen from this page: a school host loses its first label. */
export function rootHostOf(host: string): string {
  const subdomain = resolveSubdomain(host);
  return subdomain ? host.slice(subdomain.length + 1) : host;
}

/**
 * Where a school with this subdomain will be served, e.g. http://hillview.shala.localhost:3000.
 * An empty subdomain shows the `<subdomain>` placeholder.
 */
export function schoolAddressPreview(subdomain: string, location: PageLocation): string {
  const slug = subdomain.trim().toLowerCase() || '<subdomain>';
  return `${location.protocol}//${slug}.${rootHostOf(location.host)}`;
}

/** A school URL without its scheme and path, for showing: hillview.shala.localhost:3000. */
export function displayAddress(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
