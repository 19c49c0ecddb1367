import { createHash } from 'node:crypto';
import type { Database } from './db/client';
import { AppError } from './errors';

/**
 * Database-backed fixed-window rate limiter. Counters live in the `rate_limits` table, so a
 * limit holds across several server instances behind a load balancer. It fails closed: when the
 * counter cannot be read or written, the request is refused (503), never let through.
 *
 *   const limiter = createRateLimiter({ database, name: 'ocr-ip', limit: 20, windowMs: 60_000 });
 *   await limiter.check(clientIp); // throws RateLimitError (429) once over the limit
 */
export interface RateLimiterOptions {
  database: Database;
  /** Distinguishes counters of different limiters sharing the table, e.g. 'sign-in-email'. */
  name: string;
  /** Requests allowed per key and window; the next one is refused. */
  limit: number;
  windowMs: number;
  /** Message of the 429 answer. */
  message?: string;
  /** Clock, for tests. */
  now?: () => number;
}

export interface RateLimiter {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
  /** Count one request for `key`; throws RateLimitError when over the limit, AppError(503) when the store fails. */
  check(key: string): Promise<void>;
}

/** 429 with the number of seconds until the window resets (sent as Retry-After). */
export class RateLimitError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string | undefined, retryAfterSeconds: number) {
    super('rate_limit', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Expired counters are deleted at most this often (per process), in the background. */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Database, number>();

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { database, name, limit, windowMs, message } = options;
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`rate limiter ${name}: limit must be a positive integer`);
  if (!(windowMs >= 1000)) throw new Error(`rate limiter ${name}: windowMs must be at least 1000`);
  const now = options.now ?? Date.now;

  return {
    name,
    limit,
    windowMs,
    async check(key) {
      const at = now();
      const windowStart = Math.floor(at / windowMs) * windowMs;
      const windowEnd = windowStart + windowMs;
      // Keys (e-mails, IP addresses) are stored hashed: the table holds no personal data.
      const digest = createHash('sha256').update(key).digest('base64url');
      const bucket = `${name}:${digest}:${windowStart}`;
      let hits: number;
      try {
        const rows = await database.query<{ hits: number | string }>(
          `INSERT INTO rate_limits (bucket, hits, expires_at) VALUES ($1, 1, $2::timestamptz)
           ON CONFLICT (bucket) DO UPDATE SET hits = rate_limits.hits + 1
           RETURNING hits`,
          [bucket, new Date(windowEnd).toISOString()],
        );
        hits = Number(rows[0]?.hits);
        if (!Number.isFinite(hits)) throw new Error('rate limiter: no counter returned');
      } catch (cause) {
        // Fail closed: no counter, no request.
        const error = new AppError('database_unavailable');
        (error as Error & { cause?: unknown }).cause = cause;
        throw error;
      }
      sweep(database, at);
      if (hits > limit) throw new RateLimitError(message, Math.max(1, Math.ceil((windowEnd - at) / 1000)));
    },
  };
}

function sweep(database: Database, at: number) {
  const last = lastSweep.get(database) ?? 0;
  if (at - last < SWEEP_EVERY_MS) return;
  lastSweep.set(database, at);
  database.query('DELETE FROM rate_limits WHERE expires_at < $1::timestamptz', [new Date(at).toISOString()]).catch(() => {
    // Best effort: a failed sweep only leaves expired rows for the next one.
  });
}
