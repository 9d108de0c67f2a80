import { messages } from '@shala/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { ipKey, type SignInLimits } from '../../platform/rate-limit.ts';

/**
 * Sign-in slows guessing instead of locking accounts. Only failures count, per resolved
 * account (user name, e-mail and mobile share one count) and per address (IPv6 by /64); past a
 * few free failures each next try waits longer (up to 15 minutes). An address the account
 * signed in from before is not held back by the account's count, so a stranger's guesses never
 * lock the owner out of their usual device; the per-address count is generous, so a school
 * behind one address keeps working.
 */
export interface SignInAttempt {
  account: string;
  address: string;
}

/** `accountKey`: the user's id when the name resolved, else the typed name. */
export function startSignInAttempt(
  limits: SignInLimits,
  request: FastifyRequest,
  tenantId: number,
  accountKey: string,
): SignInAttempt {
  const attempt = { account: `${tenantId}:${accountKey}`, address: ipKey(request.ip) };
  if (limits.knownPairs.has(pairOf(attempt))) return attempt;
  if (limits.perAccount.waitMs(attempt.account) > 0 || limits.perIp.waitMs(attempt.address) > 0)
    throw new AppError('TOO_MANY_REQUESTS', messages.tooManyAttempts);
  return attempt;
}

export function recordSignInFailure(limits: SignInLimits, attempt: SignInAttempt): void {
  limits.perAccount.fail(attempt.account);
  limits.perIp.fail(attempt.address);
}

export function recordSignInSuccess(limits: SignInLimits, attempt: SignInAttempt): void {
  limits.perAccount.clear(attempt.account);
  limits.knownPairs.remember(pairOf(attempt));
}

const pairOf = (attempt: SignInAttempt) => `${attempt.account}|${attempt.address}`;
