import { hash, randomBytes } from 'node:crypto';
// The request and reply decorators' types (the plugin is registered in app.ts).
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const sessionCookie = 'shala_session';
/** Absolute cap: a session ends 30 days after sign-in however much it is used. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60_000;

const parentRoleId = 4;
/**
 * Idle limits. Staff sign in on shared school computers and hold other families' data: a working
 * day (8 hours) of inactivity ends their session. Parents use their own phone for their own
 * children and open the app every few days: two weeks.
 */
export const staffIdleMs = 8 * 60 * 60_000;
export const parentIdleMs = 14 * 24 * 60 * 60_000;
export const idleLimitMs = (roleId: number | null): number =>
  roleId === parentRoleId ? parentIdleMs : staffIdleMs;
/** The last use of a session is written at most this often. */
export const lastSeenRefreshMs = 60_000;

export const newToken = (): string => randomBytes(32).toString('base64url');
// Every signed-in request hashes its token to find its session: the one-shot hash, no Hash object.
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

/** The session token from the cookie, or from `Authorization: Bearer` (native wrapper). */
export function readToken(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  return request.cookies[sessionCookie] ?? null;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(sessionCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureOrigin(request),
    maxAge: sessionLifetimeMs / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureOrigin(request),
  });
}

/** HTTPS, or a *.localhost host (browsers treat it as secure, so Secure cookies work there). */
export function isSecureOrigin(request: FastifyRequest): boolean {
  const host = (request.headers.host ?? '').split(':')[0] ?? '';
  return request.protocol === 'https' || host === 'localhost' || host.endsWith('.localhost');
}
