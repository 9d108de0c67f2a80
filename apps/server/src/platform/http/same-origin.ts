import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of a request the page itself made, or the user typed/bookmarked. */
const ownFetchSites = new Set(['same-origin', 'none']);

export const crossOriginMessage = 'This request came from another site and was refused.';

/**
 * Scheme, host and port of the Origin header against this request's own. The scheme is the
 * connection's, or X-Forwarded-Proto's behind a proxy the server trusts (TRUST_PROXY), as for
 * Secure cookies; URL parsing drops default ports and case on both sides.
 */
function sameOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

/**
 * True when a browser tells us the request was made by a page of another origin. Every school
 * subdomain is same-site with the others, so SameSite cookies do not stop a sibling school's
 * page; Origin does. Browsers send Origin on every cross-origin POST/PUT/PATCH/DELETE and
 * Sec-Fetch-Site on all requests; a request with neither is not from a browser page
 * (a script or server), which cannot borrow a user's cookie.
 */
export function isCrossOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !sameOrigin(origin, request);
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && !ownFetchSites.has(String(site));
}

/**
 * Refuses state-changing requests that a browser made from another origin, unless they carry a
 * Bearer token (which a browser never attaches on its own, and which then authenticates instead
 * of the cookie).
 */
export function refuseCrossOriginWrites(app: FastifyInstance): void {
  // A callback hook, not an async one: every request runs it.
  app.addHook('onRequest', (request, _reply, done) => {
    const refused =
      !safeMethods.has(request.method) &&
      !request.headers.authorization?.startsWith('Bearer ') &&
      isCrossOrigin(request);
    done(refused ? forbidden(crossOriginMessage) : undefined);
  });
}
