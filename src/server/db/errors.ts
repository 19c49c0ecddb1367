/**
 * True when an error means the database cannot be reached (server down, connection lost,
 * embedded database closed) rather than a bad query: the API answers 503 for these.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03'].includes(code)) {
    return true;
  }
  if (code.startsWith('08')) return true; // connection exception class
  const message = typeof e.message === 'string' ? e.message : '';
  if (
    /PGlite is closed|Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end|timeout exceeded when trying to connect/i.test(
      message,
    )
  ) {
    return true;
  }
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

/**
 * True when PostgreSQL refused a value (SQLSTATE class 22, data exception: invalid JSON, an
 * untranslatable character, a number out of range): bad input, not an outage or a bug.
 */
export function isDataException(error: unknown): boolean {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('22');
}
