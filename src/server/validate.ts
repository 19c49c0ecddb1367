import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors';

/** Describe the first problems of a zod error in one sentence a client developer can act on. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * Deepest nesting of objects and arrays any JSON body of ours may have. The deepest schema (a
 * load's cost profile inside `{ loads: [...] }`) needs 4; anything between that and this limit
 * is refused by the schema itself. Deeper bodies are refused before they are parsed, because
 * code that walks a parsed value recursively (schema checks, src/server/text.ts) would run out
 * of stack on one nested 100,000 levels deep.
 */
const MAX_JSON_DEPTH = 32;

/**
 * true when the JSON text nests objects/arrays deeper than `max`. One pass over the text with a
 * counter (no recursion, no parse); brackets inside strings do not count.
 */
function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * The request body parsed as JSON: 400 `invalid_json` when it is not JSON, 400 `bad_request`
 * when it nests deeper than MAX_JSON_DEPTH. Every JSON route reads its body through this.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch (error) {
    // A body over the route's limit surfaces here on some paths: keep its 413.
    if (error instanceof AppError || (error instanceof Error && error.name === 'HTTPException')) throw error;
    throw new AppError('invalid_json');
  }
  if (jsonTooDeep(text)) {
    throw new AppError('bad_request', `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('invalid_json');
  }
}

/**
 * Middleware for routes that hand the raw request on (better-auth's sign-out): refuse a body
 * nested deeper than MAX_JSON_DEPTH with 400, then put the text back for whoever reads it next.
 * Only behind a body limit, since it reads the whole body.
 */
export const rejectDeepJsonBody: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
  let text: string;
  try {
    text = await c.req.text();
  } catch (error) {
    if (error instanceof AppError || (error instanceof Error && error.name === 'HTTPException')) throw error;
    throw new AppError('bad_request', 'The request body could not be read.');
  }
  if (jsonTooDeep(text)) {
    throw new AppError('bad_request', `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
  }
  c.req.raw = new Request(c.req.raw, { body: text });
  return next();
};

/**
 * Parse and validate a JSON request body; malformed JSON or a schema mismatch is a 400, never a
 * 500. `describe` words a mismatch for the answer's message (default: describeZodError).
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  describe: (error: z.ZodError) => string = describeZodError,
): Promise<z.infer<S>> {
  const raw = await readJsonBody(c);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError('bad_request', describe(parsed.error));
  return parsed.data;
}

/** Validate a query string object. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new AppError('bad_request', describeZodError(parsed.error));
  return parsed.data;
}
