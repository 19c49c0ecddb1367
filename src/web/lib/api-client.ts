import type { z } from 'zod';

/**
 * The browser's one way to call our JSON API (same origin, cookies included). Every failure
 * becomes an `ApiError` carrying the server's `{ error, message }` when it sent one, so callers
 * can show the server's words (e.g. 'Sign in failed' + message) or branch on `status`/`code`.
 * Responses are checked with a zod schema when one is given (zod at every edge).
 */
export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer (offline, DNS, aborted). */
  readonly status: number;
  /** The server's `error` code ('unauthorized', 'bad_request', ...), or 'network' / 'invalid_response'. */
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }

  /** Worth trying again later: no answer, throttled, or a server-side failure. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach LoadMath. Check your connection and try again.';

export interface ApiRequest<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Validates the JSON answer; without it the answer is returned as `unknown`. */
  schema?: S;
  signal?: AbortSignal;
  /** Let the request outlive the page (page hide / tab close). Body must stay under 64 KB. */
  keepalive?: boolean;
}

type Result<S> = S extends z.ZodType ? z.infer<S> : unknown;

function fallbackMessage(status: number): string {
  if (status === 401) return 'Please sign in again.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'LoadMath is having trouble right now. Please try again shortly.';
  return `The request failed (${status}).`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Call `/api/...`; resolves with the (validated) JSON body or rejects with an `ApiError`. */
export async function apiFetch<S extends z.ZodType | undefined = undefined>(
  path: string,
  { method = 'GET', body, schema, signal, keepalive }: ApiRequest<S> = {},
): Promise<Result<S>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }

  const data = await readJson(response).catch(() => undefined);
  if (!response.ok) {
    const rec = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    const code = typeof rec.error === 'string' ? rec.error : `http_${response.status}`;
    const message = typeof rec.message === 'string' && rec.message.trim() !== '' ? rec.message : fallbackMessage(response.status);
    throw new ApiError(response.status, code, message);
  }
  if (!schema) return data as Result<S>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(response.status, 'invalid_response', `Unexpected answer from ${method} ${path}.`);
  }
  return parsed.data as Result<S>;
}
