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

export interface RateLimits {
  perIp: RateLimiter;
  perAccount: RateLimiter;
}

export function createRateLimits(
  options: { perIp?: number; perAccount?: number; windowMs?: number } = {},
): RateLimits {
  const windowMs = options.windowMs ?? 15 * 60_000;
  return {
    perIp: new RateLimiter(options.perIp ?? 100, windowMs),
    perAccount: new RateLimiter(options.perAccount ?? 10, windowMs),
  };
}
