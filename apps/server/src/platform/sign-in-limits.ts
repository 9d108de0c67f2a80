/**
 * Failures only (in memory, one process): after `freeFailures` in a row, each next attempt
 * must wait `baseDelayMs`, twice that, four times... up to `maxDelayMs` after the last failure.
 * Guessing slows down to a crawl while nobody is locked out for long; the count forgets after
 * `windowMs` quiet.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, { count: number; lastAt: number }>();

  constructor(
    readonly freeFailures: number,
    readonly windowMs: number,
    readonly maxDelayMs: number,
    readonly baseDelayMs = 1000,
  ) {}

  /** How long the key must still wait before its next attempt; 0 when it may try now. */
  waitMs(key: string, now = Date.now()): number {
    const entry = this.failures.get(key);
    if (!entry || now - entry.lastAt > this.windowMs || entry.count < this.freeFailures) return 0;
    const delay = Math.min(
      this.baseDelayMs * 2 ** (entry.count - this.freeFailures),
      this.maxDelayMs,
    );
    return Math.max(0, entry.lastAt + delay - now);
  }

  fail(key: string, now = Date.now()): void {
    const entry = this.failures.get(key);
    if (entry && now - entry.lastAt <= this.windowMs) {
      entry.count += 1;
      entry.lastAt = now;
      return;
    }
    if (this.failures.size > 100_000) this.sweep(now);
    this.failures.set(key, { count: 1, lastAt: now });
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.failures)
      if (now - entry.lastAt > this.windowMs) this.failures.delete(key);
  }
}

/**
 * Failed sign-ins from one address across many accounts (password spraying): the accounts it
 * failed on in the last `windowMs` and not signed in to since. Past `freeAccounts` of them, each
 * next try from the address waits `baseDelayMs`, twice that, … up to `maxDelayMs` after its
 * last failure. A typo followed by the right password is forgiven, so a school's address
 * where many people mistype now and then is not held back.
 */
export class SprayDetector {
  private readonly failed = new Map<string, Map<string, number>>();

  constructor(
    readonly freeAccounts: number,
    readonly windowMs: number,
    readonly maxDelayMs: number,
    readonly baseDelayMs = 1000,
  ) {}

  waitMs(address: string, now: number): number {
    const accounts = this.liveAccounts(address, now);
    if (!accounts || accounts.size < this.freeAccounts) return 0;
    const lastAt = Math.max(...accounts.values());
    const delay = Math.min(
      this.baseDelayMs * 2 ** (accounts.size - this.freeAccounts),
      this.maxDelayMs,
    );
    return Math.max(0, lastAt + delay - now);
  }

  fail(address: string, account: string, now: number): void {
    let accounts = this.liveAccounts(address, now);
    if (!accounts) {
      if (this.failed.size > 100_000) this.sweep(now);
      accounts = new Map();
      this.failed.set(address, accounts);
    }
    // Bounded: far past the free count the address is slowed to the maximum anyway.
    if (accounts.size < this.freeAccounts + 64 || accounts.has(account)) accounts.set(account, now);
  }

  forgive(address: string, account: string): void {
    this.failed.get(address)?.delete(account);
  }

  private liveAccounts(address: string, now: number): Map<string, number> | undefined {
    const accounts = this.failed.get(address);
    if (!accounts) return undefined;
    for (const [account, at] of accounts) if (now - at > this.windowMs) accounts.delete(account);
    if (accounts.size === 0) this.failed.delete(address);
    return accounts.size ? accounts : undefined;
  }

  private sweep(now: number): void {
    for (const address of [...this.failed.keys()]) this.liveAccounts(address, now);
  }
}

/** The counters sign-in consults (see modules/auth/sign-in-throttle.ts); all in memory. */
export interface SignInLimits {
  /** The time the counters go by; tests move it instead of sleeping. */
  clock: () => number;
  /** Failures of an account from browsers it never signed in from, from any address. */
  perAccount: FailureLimiter;
  /** Failures of an account from one address: one person guessing is slowed sooner. */
  perAddressAccount: FailureLimiter;
  /** Failures across many accounts from one address. */
  spraying: SprayDetector;
  /** Failures from one trusted browser (its device cookie): a stolen cookie guesses slowly too. */
  perDevice: FailureLimiter;
  /** Every failed password check of an account: at most this many a day, whatever the path. */
  perAccountDay: FailureLimiter;
  /** Sign-in codes sent per account (counted as failures: each one slows the next). */
  codesPerAccount: FailureLimiter;
  /** Passwords checked per (address, account) while slowed: bounds the hashing it costs. */
  slowedChecks: FailureLimiter;
}

export interface SignInLimitOptions {
  clock?: () => number;
  /** Free failures per account before the waits begin (10). */
  signInFreeFailures?: number;
  /** Free failures per (address, account) (5). */
  signInAddressFreeFailures?: number;
  /** Accounts one address may fail on in an hour before it is slowed (20). */
  signInSprayAccounts?: number;
  /** The first wait after the free failures (1 s); tests make it long to not race the clock. */
  signInBaseDelayMs?: number;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export function createSignInLimits(options: SignInLimitOptions = {}): SignInLimits {
  const maxDelay = 15 * minute;
  const base = options.signInBaseDelayMs;
  return {
    clock: options.clock ?? Date.now,
    // 10 free, then 1 s, 2 s, 4 s … 15 minutes: at most some 400 guesses a day
    // (docs/decisions/0193-sign-in-device-cookies-and-codes.md).
    perAccount: new FailureLimiter(options.signInFreeFailures ?? 10, hour, maxDelay, base),
    perAddressAccount: new FailureLimiter(
      options.signInAddressFreeFailures ?? 5,
      hour,
      maxDelay,
      base,
    ),
    spraying: new SprayDetector(options.signInSprayAccounts ?? 20, hour, maxDelay, base),
    perDevice: new FailureLimiter(10, hour, maxDelay, base),
    // The 1,000th failure of a day closes the account to new browsers for a day after it.
    perAccountDay: new FailureLimiter(1000, day, day, day),
    // 10 codes an hour, then 1 minute, 2, 4 … an hour between codes.
    codesPerAccount: new FailureLimiter(10, hour, hour, minute),
    // 5 an hour, then 1 minute, 2, 4 … 15 minutes apart.
    slowedChecks: new FailureLimiter(5, hour, maxDelay, minute),
  };
}
