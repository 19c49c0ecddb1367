import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './logger';
import type { OcrEngine } from './ocr/engine';
import type { RateLimiter } from './rate-limit';

/** What every route module receives: built once at start, passed down (no globals). */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** OCR engine for /api/extract-load-data; default: a local Tesseract worker pool, started on first use. */
  ocr?: OcrEngine;
  /** Per-client limiter for /api/extract-load-data; default: the database-backed one (EXTRACT_RATE_LIMIT). */
  extractRateLimiter?: Pick<RateLimiter, 'check'>;
  /** Analytics events that may wait for the database at most (default MAX_QUEUED_EVENTS; tests set fewer). */
  eventQueueLimit?: number;
  /** Per-client token bucket of POST /api/events (default EVENTS_RATE; the fuzz test sets a roomier one). */
  eventRate?: { burst: number; perSecond: number };
}

/** The signed-in account of a request (src/server/auth/session.ts). */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** Hono environment shared by all routes. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set by the session middleware: the signed-in user, or null when anonymous. */
    sessionUser: SessionUser | null;
  };
}
