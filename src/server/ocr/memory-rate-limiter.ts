import { AppError } from '../errors';

/** What the extract route needs from a rate limiter: throw AppError('rate_limit') when over. */
export interface ExtractRateLimiter {
  check(key: string): Promise<void>;
}

/**
 * Fixed-window counter kept in this process. A fallback only: with several server instances each
 * counts on its own; the database-backed limiter is used when the app provides one.
 */
export function createMemoryRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }): ExtractRateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async check(key) {
      const t = now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
      }
      const w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        windows.set(key, { start: t, count: 1 });
        return;
      }
      w.count += 1;
      if (w.count > limit) throw new AppError('rate_limit');
    },
  };
}
