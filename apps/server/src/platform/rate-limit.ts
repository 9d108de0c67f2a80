import { isIPv6 } from 'node:net';
import {
  createSignInLimits,
  type SignInLimitOptions,
  type SignInLimits,
} from './sign-in-limits.ts';

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

export interface RateLimits {
  perIp: RateLimiter;
  perAccount: RateLimiter;
  signIn: SignInLimits;
}

export function createRateLimits(
  options: { perIp?: number; perAccount?: number; windowMs?: number } & SignInLimitOptions = {},
): RateLimits {
  const windowMs = options.windowMs ?? 15 * 60_000;
  return {
    perIp: new RateLimiter(options.perIp ?? 100, windowMs),
    perAccount: new RateLimiter(options.perAccount ?? 10, windowMs),
    signIn: createSignInLimits(options),
  };
}
