import { RateLimitError } from '../rate-limit';

/**
 * In-process token buckets, one per client key (README 'Accounts, sessions and security'). For
 * cheap routes only (POST /api/events): the counts live in this process's memory, so with
 * several server instances each allows its own rate, and a restart forgets them. The expensive
 * routes (sign-in, OCR) use the database counters of src/server/rate-limit.ts instead.
 *
 * Memory is bounded: a bucket that has refilled is the same as no bucket and is dropped; when
 * `maxKeys` clients are still being throttled, further new clients share one overflow bucket
 * (so cycling through many addresses does not escape the limit either).
 */
export interface TokenBucketOptions {
  /** Requests a client may send at once. */
  burst: number;
  /** Tokens added back per second. */
  perSecond: number;
  maxKeys?: number;
  message?: string;
  now?: () => number;
}

export interface TokenBuckets {
  /** Take one token for `key`; throws RateLimitError (429, Retry-After) when none is left. */
  take(key: string): void;
}

const OVERFLOW = '\u0000overflow';

export function createTokenBuckets(options: TokenBucketOptions): TokenBuckets {
  const { burst, perSecond, message } = options;
  const maxKeys = options.maxKeys ?? 10_000;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();

  const level = (b: { tokens: number; at: number }, at: number) => Math.min(burst, b.tokens + ((at - b.at) / 1000) * perSecond);

  // A sweep walks every bucket: at most one a second, so a flood of new keys cannot make each
  // request pay for one.
  let lastSweep = -Infinity;
  const sweep = (at: number) => {
    if (at - lastSweep < 1000) return;
    lastSweep = at;
    for (const [key, b] of buckets) if (level(b, at) >= burst) buckets.delete(key);
  };

  return {
    take(rawKey) {
      const at = now();
      let key = rawKey;
      if (!buckets.has(key) && buckets.size >= maxKeys) {
        sweep(at);
        if (buckets.size >= maxKeys) key = OVERFLOW;
      }
      const b = buckets.get(key) ?? { tokens: burst, at };
      const tokens = level(b, at);
      if (tokens < 1) {
        buckets.set(key, { tokens, at });
        throw new RateLimitError(message, Math.max(1, Math.ceil((1 - tokens) / perSecond)));
      }
      buckets.set(key, { tokens: tokens - 1, at });
    },
  };
}
