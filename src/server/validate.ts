import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors';

/** Describe the first problems of a zod error in one sentence a client developer can act on. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parse and validate a JSON request body; malformed JSON or a schema mismatch is a 400, never a 500. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError('invalid_json');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError('bad_request', describeZodError(parsed.error));
  return parsed.data;
}

/** Validate a query string object. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new AppError('bad_request', describeZodError(parsed.error));
  return parsed.data;
}
