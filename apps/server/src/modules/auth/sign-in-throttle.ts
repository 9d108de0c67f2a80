import type { SignInLimits } from '../../platform/sign-in-limits.ts';

/**
 * Sign-in slows guessing and never locks the owner out (OWASP's authentication guidance). Only
 * failures count. A browser the account signed in from before (its device cookie) answers to
 * its own count only, so nobody else's guesses can keep it out. Any other browser is slowed by
 * the account's failures from anywhere, by the account's failures from its address, and by its
 * address failing across many accounts (spraying); one person failing at a school's shared
 * address slows only themselves. While slowed, a new browser gets in with a code sent to the
 * account's e-mail or mobile (sign-in-codes.ts).
 */
export interface SignInAttempt {
  /** The tenant and the resolved user (user name, e-mail and mobile share one count). */
  account: string;
  /** The address (IPv6 by /64). */
  address: string;
  /** The hashed device token when the browser is trusted for the account, else null. */
  device: string | null;
}

export type SignInPath = 'device' | 'code' | 'open';

export function startSignInAttempt(
  tenantId: number,
  accountKey: string,
  address: string,
  device: string | null,
): SignInAttempt {
  return { account: `${tenantId}:${accountKey}`, address, device };
}

const pairOf = (attempt: SignInAttempt) => `${attempt.address}|${attempt.account}`;

/** Whether the password may not be checked now without a code. */
export function isSignInThrottled(limits: SignInLimits, attempt: SignInAttempt): boolean {
  const now = limits.clock();
  if (attempt.device) return limits.perDevice.waitMs(attempt.device, now) > 0;
  return (
    limits.perAccountDay.waitMs(attempt.account, now) > 0 ||
    limits.perAccount.waitMs(attempt.account, now) > 0 ||
    limits.perAddressAccount.waitMs(pairOf(attempt), now) > 0 ||
    limits.spraying.waitMs(attempt.address, now) > 0
  );
}

/** Whether the account may be sent another sign-in code now; counts it when so. */
export function takeSignInCode(limits: SignInLimits, attempt: SignInAttempt): boolean {
  const now = limits.clock();
  if (limits.codesPerAccount.waitMs(attempt.account, now) > 0) return false;
  limits.codesPerAccount.fail(attempt.account, now);
  return true;
}

/**
 * Whether a slowed attempt's password may be checked (argon2 costs a third of a second of a
 * core) from its address now; counts it when so. Beyond, the answer is the same, unchecked.
 */
export function takeSlowedCheck(limits: SignInLimits, attempt: SignInAttempt): boolean {
  const now = limits.clock();
  if (limits.slowedChecks.waitMs(pairOf(attempt), now) > 0) return false;
  limits.slowedChecks.fail(pairOf(attempt), now);
  return true;
}

/** The path the attempt took: a trusted browser, a sign-in code, or neither. */
export function pathOf(attempt: SignInAttempt, withCode: boolean): SignInPath {
  if (withCode) return 'code';
  return attempt.device ? 'device' : 'open';
}

export function recordSignInFailure(
  limits: SignInLimits,
  attempt: SignInAttempt,
  path: SignInPath,
): void {
  const now = limits.clock();
  // A code's own five tries bound the guesses made with it.
  if (path === 'code') return;
  if (path === 'device') {
    limits.perDevice.fail(attempt.device ?? '', now);
    return;
  }
  limits.perAccount.fail(attempt.account, now);
  limits.perAddressAccount.fail(pairOf(attempt), now);
  limits.spraying.fail(attempt.address, attempt.account, now);
  limits.perAccountDay.fail(attempt.account, now);
}

export function recordSignInSuccess(
  limits: SignInLimits,
  attempt: SignInAttempt,
  path: SignInPath,
): void {
  if (attempt.device) limits.perDevice.clear(attempt.device);
  limits.perAddressAccount.clear(pairOf(attempt));
  limits.spraying.forgive(attempt.address, attempt.account);
  // Only when nothing held the account back: the owner signing in on a trusted browser or
  // with a code must not hand whoever is guessing a fresh set of free tries.
  if (path === 'open') limits.perAccount.clear(attempt.account);
}
