import { isIPv6 } from 'node:net';

/**
 * Fixed-window counters kept in memory (one process). Enough for one server;
 * several servers would move these counters to Redis (docs/operations.md).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one attempt; false when the key has used up its window. */
  hit(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 100_000) this.sweep(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

/**
 * Failures only (in memory, one process): after `freeFailures` in a row, each next attempt
 * must wait `baseDelayMs`, twice that, four times... up to `maxDelayMs` after the last failure. Guessing slows down
 * to a crawl while nobody is locked out for long; the count forgets after `windowMs` quiet.
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

/** Pairs (an account and an address it signed in from) remembered for `ttlMs`. */
export class KnownPairs {
  private readonly pairs = new Map<string, number>();

  constructor(readonly ttlMs: number) {}

  remember(key: string, now = Date.now()): void {
    if (this.pairs.size > 100_000)
      for (const [k, expiresAt] of this.pairs) if (expiresAt <= now) this.pairs.delete(k);
    this.pairs.set(key, now + this.ttlMs);
  }

  has(key: string, now = Date.now()): boolean {
    return (this.pairs.get(key) ?? 0) > now;
  }
}

/**
 * The key an address is counted under: IPv4 as is (also when mapped into IPv6), IPv6 by its
 * /64, the block one subscriber gets, so rotating addresses inside it does not evade a limit.
 */
export function ipKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

export interface SignInLimits {
  perAccount: FailureLimiter;
  perIp: FailureLimiter;
  knownPairs: KnownPairs;
}

export interface RateLimits {
  perIp: RateLimiter;
  perAccount: RateLimiter;
  signIn: SignInLimits;
}

export function createRateLimits(
  options: {
    perIp?: number;
    perAccount?: number;
    windowMs?: number;
    signInFreeFailures?: number;
    signInIpFreeFailures?: number;
    /** The first wait after the free failures (1 s); tests make it long to not race the clock. */
    signInBaseDelayMs?: number;
  } = {},
): RateLimits {
  const windowMs = options.windowMs ?? 15 * 60_000;
  const hour = 60 * 60_000;
  const maxDelay = 15 * 60_000;
  const baseDelay = options.signInBaseDelayMs;
  return {
    perIp: new RateLimiter(options.perIp ?? 100, windowMs),
    perAccount: new RateLimiter(options.perAccount ?? 10, windowMs),
    signIn: {
      // 5 free guesses per account, then waits doubling up to 15 minutes.
      perAccount: new FailureLimiter(options.signInFreeFailures ?? 5, hour, maxDelay, baseDelay),
      // Generous: a school behind one address mistypes too; only failures count.
      perIp: new FailureLimiter(options.signInIpFreeFailures ?? 200, hour, maxDelay, baseDelay),
      knownPairs: new KnownPairs(30 * 24 * 60 * 60_000),
    },
  };
}
