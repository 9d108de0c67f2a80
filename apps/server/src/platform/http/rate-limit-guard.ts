import { messages } from '@shala/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { ipKey, type RateLimits } from '../rate-limit.ts';
import { requestSubdomain } from '../tenancy.ts';

/**
 * Counts an attempt against the caller's IP (an IPv6 /64) and, when the body names one, the
 * account. Sign-in is not counted here: the auth module counts its failures per account.
 */
export function enforceRateLimit(limits: RateLimits, request: FastifyRequest, body: unknown): void {
  const ipAllowed = limits.perIp.hit(`ip:${ipKey(request.ip)}`);
  const account = accountKey(body);
  const accountAllowed = account
    ? limits.perAccount.hit(`account:${requestSubdomain(request) ?? ''}:${account}`)
    : true;
  if (!ipAllowed || !accountAllowed)
    throw new AppError('TOO_MANY_REQUESTS', messages.tooManyAttempts);
}

function accountKey(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { username, userId } = body as { username?: unknown; userId?: unknown };
  if (typeof username === 'string') return `u:${username.trim().toLowerCase()}`;
  if (typeof userId === 'number') return `id:${userId}`;
  return null;
}
