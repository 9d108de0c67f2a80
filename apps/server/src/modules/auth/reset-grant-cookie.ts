// The request and reply decorators' types (the plugin is registered in app.ts).
import type {} from '@fastify/cookie';
import { fullPath, resetPassword } from '@shala/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureOrigin } from '../../platform/auth/tokens.ts';

/**
 * The secret that binds a reset grant to the browser that verified the code: the user id
 * verify-otp answers is no secret, so reset-password also needs this HttpOnly cookie,
 * sent only to the reset call and only for the grant's lifetime.
 */
export const resetGrantCookie = 'shala_reset';
const cookiePath = fullPath(resetPassword);

export function setResetGrantCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  lifetimeMs: number,
): void {
  reply.setCookie(resetGrantCookie, secret, {
    httpOnly: true,
    sameSite: 'strict',
    path: cookiePath,
    secure: isSecureOrigin(request),
    maxAge: lifetimeMs / 1000,
  });
}

export function readResetGrantCookie(request: FastifyRequest): string | null {
  return request.cookies[resetGrantCookie] || null;
}

export function clearResetGrantCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(resetGrantCookie, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureOrigin(request),
  });
}
