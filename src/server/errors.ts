import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Typed application errors: one table maps each code to its HTTP status and default message.
 * Routes throw AppError; the app's error handler renders `{ error, message }`.
 */
const ERROR_CODES = {
  bad_request: { status: 400, message: 'The request is not valid.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  unauthorized: { status: 401, message: 'Please sign in first.' },
  payment_required: { status: 402, message: 'AI credits depleted: Manual entry is always available!' },
  forbidden: { status: 403, message: "You don't have permission to do that." },
  not_found: { status: 404, message: 'Not found.' },
  conflict: { status: 409, message: 'That conflicts with existing data.' },
  payload_too_large: { status: 413, message: 'The request is too large.' },
  unsupported_media_type: { status: 415, message: 'Unsupported file type.' },
  rate_limit: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  internal: { status: 500, message: 'Something went wrong on our side.' },
  database_unavailable: { status: 503, message: 'The database is not reachable right now. Please try again shortly.' },
  busy: { status: 503, message: 'The server is busy right now. Please try again in a moment.' },
} as const satisfies Record<string, { status: ContentfulStatusCode; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;

  constructor(code: ErrorCode, message?: string) {
    super(message ?? ERROR_CODES[code].message);
    this.code = code;
    this.status = ERROR_CODES[code].status;
  }
}

export function errorBody(code: ErrorCode, message?: string) {
  return { error: code, message: message ?? ERROR_CODES[code].message };
}

/** 503 `busy`: a bounded queue is full (password hashing, analytics writes); sent with Retry-After. */
export class BusyError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message?: string, retryAfterSeconds = 1) {
    super('busy', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
