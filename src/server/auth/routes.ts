import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Config } from '../config';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { createRateLimiter, type RateLimiter } from '../rate-limit';
import { readJsonBody } from '../validate';
import type { Auth } from './auth';
import { passwordProblem } from './password';
import { clientIp } from './request';
import { normalizeEmail } from './roles';

/**
 * Throttling of the account endpoints (database counters, per e-mail and per client IP).
 * Every attempt with a well-formed body counts, successful or not.
 */
export const AUTH_LIMITS = {
  signInPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  signInPerIp: { limit: 50, windowMs: 15 * 60_000 },
  signUpPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  signUpPerIp: { limit: 20, windowMs: 60 * 60_000 },
  resendPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  resendPerIp: { limit: 10, windowMs: 60 * 60_000 },
} as const;

const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
const TOO_MANY_SIGN_UPS = 'Too many sign-up attempts. Please wait an hour and try again.';
const TOO_MANY_RESENDS = 'Too many confirmation e-mails requested. Please wait an hour and try again.';

const MISSING = 'Please enter both email and password';
const BAD_EMAIL = 'Please enter a valid email address';

const email = z
  .string({ error: MISSING })
  .max(254, BAD_EMAIL)
  .transform(normalizeEmail)
  .pipe(z.string().min(1, MISSING).pipe(z.email(BAD_EMAIL)));
const password = z.string({ error: MISSING }).min(1, MISSING);
const CredentialsSchema = z.object({ email, password });
const ResendSchema = z.object({ email });

/** Our answer for an auth failure: `{ error, message }` plus better-auth's `code` for its client. */
function authError(c: Context, status: 400 | 401 | 403 | 404 | 422 | 429, error: string, message: string, code?: string) {
  return c.json({ error, message, ...(code ? { code } : {}) }, status);
}

function parseBody<S extends z.ZodType>(raw: unknown, schema: S): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError('bad_request', parsed.error.issues[0]?.message ?? MISSING);
  return parsed.data;
}

/** better-auth's error codes, in the words the sign-in form shows (spec §8 'Sign in failed'). */
const MESSAGES: Record<string, { status: 400 | 401 | 403 | 422; error: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, error: 'invalid_credentials', message: 'Invalid email or password' },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    error: 'email_not_confirmed',
    message: 'Email not confirmed. Open the link in the e-mail we sent you, then sign in.',
  },
  PASSWORD_TOO_SHORT: { status: 400, error: 'password_too_short', message: 'Password must be at least 6 characters' },
  PASSWORD_TOO_LONG: { status: 400, error: 'password_too_long', message: 'Password must be at most 128 characters' },
  INVALID_EMAIL: { status: 400, error: 'invalid_email', message: BAD_EMAIL },
};

export interface AuthRoutesDeps {
  auth: Auth;
  config: Config;
  database: Database;
  logger: Logger;
}

/**
 * /api/auth/*: a small, allow-listed surface over better-auth. Bodies are validated and
 * normalised here (e-mail, password rules, common-password check), throttled, then handed to
 * better-auth; its answers are rewritten to our `{ error, message }` shape and never carry the
 * raw session token (that lives only in the httpOnly cookie).
 */
export function authRoutes({ auth, config, database, logger }: AuthRoutesDeps) {
  const app = new Hono<AppEnv>();
  const limiter = (name: keyof typeof AUTH_LIMITS, message: string): RateLimiter =>
    createRateLimiter({ database, name: `auth-${name}`, ...AUTH_LIMITS[name], message });
  const limits = {
    signInPerEmail: limiter('signInPerEmail', TOO_MANY_SIGN_INS),
    signInPerIp: limiter('signInPerIp', TOO_MANY_SIGN_INS),
    signUpPerEmail: limiter('signUpPerEmail', TOO_MANY_SIGN_UPS),
    signUpPerIp: limiter('signUpPerIp', TOO_MANY_SIGN_UPS),
    resendPerEmail: limiter('resendPerEmail', TOO_MANY_RESENDS),
    resendPerIp: limiter('resendPerIp', TOO_MANY_RESENDS),
  };
  const small = bodyLimit({
    maxSize: 16 * 1024,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });

  /** Hand a (rewritten) request to better-auth; a 5xx becomes 503 when the database is down. */
  const forward = async (c: Context, body?: unknown): Promise<Response> => {
    let request = c.req.raw;
    if (body !== undefined) {
      const headers = new Headers(c.req.raw.headers);
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
      request = new Request(c.req.url, { method: c.req.method, headers, body: JSON.stringify(body) });
    }
    const response = await auth.handler(request);
    if (response.status >= 500) {
      if (!(await database.ping())) throw new AppError('database_unavailable');
      logger.error(`auth answered ${response.status} on ${c.req.method} ${c.req.path}`);
      throw new AppError('internal');
    }
    return response;
  };

  /** Copy better-auth's Set-Cookie headers onto our own response. */
  const withCookies = (from: Response, to: Response): Response => {
    for (const cookie of from.headers.getSetCookie()) to.headers.append('Set-Cookie', cookie);
    return to;
  };

  const translateError = async (c: Context, response: Response): Promise<Response> => {
    let payload: { code?: unknown; message?: unknown } = {};
    try {
      payload = (await response.json()) as typeof payload;
    } catch {
      // not JSON: fall through to a generic answer
    }
    const code = typeof payload.code === 'string' ? payload.code : undefined;
    const known = code ? MESSAGES[code] : undefined;
    if (known) return withCookies(response, authError(c, known.status, known.error, known.message, code));
    const status = ([400, 401, 403, 404, 422].includes(response.status) ? response.status : 400) as 400 | 401 | 403 | 404 | 422;
    const message = typeof payload.message === 'string' && payload.message ? payload.message : 'The request could not be completed.';
    return withCookies(response, authError(c, status, status === 401 ? 'unauthorized' : 'bad_request', message, code));
  };

  app.post('/sign-up/email', small, async (c) => {
    const { email, password } = parseBody(await readJsonBody(c), CredentialsSchema);
    const problem = passwordProblem(password);
    if (problem) return authError(c, 400, problem.code.toLowerCase(), problem.message, problem.code);
    await limits.signUpPerIp.check(clientIp(c, config.TRUST_PROXY));
    await limits.signUpPerEmail.check(email);
    // The confirmation link always lands on the site root; a client cannot choose where.
    const response = await forward(c, { name: '', email, password, callbackURL: '/' });
    if (!response.ok) return translateError(c, response);
    const confirm = config.REQUIRE_EMAIL_CONFIRMATION;
    return withCookies(
      response,
      c.json({
        ok: true,
        confirmationRequired: confirm,
        message: confirm ? 'Check your email to confirm your account' : 'Account created. You can sign in now.',
      }),
    );
  });

  app.post('/sign-in/email', small, async (c) => {
    const { email, password } = parseBody(await readJsonBody(c), CredentialsSchema);
    await limits.signInPerIp.check(clientIp(c, config.TRUST_PROXY));
    await limits.signInPerEmail.check(email);
    if (password.length > 128) {
      // Same answer as a wrong password (no account can have a longer one).
      return authError(c, 401, MESSAGES.INVALID_EMAIL_OR_PASSWORD!.error, MESSAGES.INVALID_EMAIL_OR_PASSWORD!.message, 'INVALID_EMAIL_OR_PASSWORD');
    }
    const response = await forward(c, { email, password, rememberMe: true });
    if (!response.ok) return translateError(c, response);
    const data = (await response.json()) as { user: { id: string; email: string; emailVerified: boolean } };
    return withCookies(
      response,
      c.json({ user: { id: data.user.id, email: data.user.email, emailVerified: data.user.emailVerified } }),
    );
  });

  app.post('/send-verification-email', small, async (c) => {
    const { email } = parseBody(await readJsonBody(c), ResendSchema);
    await limits.resendPerIp.check(clientIp(c, config.TRUST_PROXY));
    await limits.resendPerEmail.check(email);
    const response = await forward(c, { email, callbackURL: '/' });
    if (!response.ok) return translateError(c, response);
    return withCookies(response, c.json({ ok: true, message: 'If that account is waiting for confirmation, we sent a new link.' }));
  });

  app.post('/sign-out', async (c) => {
    const response = await forward(c);
    if (!response.ok) return translateError(c, response);
    return withCookies(response, c.json({ ok: true }));
  });

  app.get('/get-session', async (c) => {
    const response = await forward(c);
    if (!response.ok) return translateError(c, response);
    const data = (await response.json()) as {
      user: { id: string; email: string; emailVerified: boolean };
      session: { expiresAt: string; createdAt: string };
    } | null;
    if (!data) return withCookies(response, c.json(null));
    return withCookies(
      response,
      c.json({
        user: { id: data.user.id, email: data.user.email, emailVerified: data.user.emailVerified },
        session: { createdAt: data.session.createdAt, expiresAt: data.session.expiresAt },
      }),
    );
  });

  // The confirmation link: confirms, signs in, and redirects (302) to the site root.
  app.get('/verify-email', async (c) => {
    const token = c.req.query('token');
    if (!token || token.length > 4096) throw new AppError('bad_request', 'This confirmation link is incomplete.');
    const url = new URL(c.req.url);
    // Whatever callbackURL a link carries, it lands on the site root.
    url.search = new URLSearchParams({ token, callbackURL: '/' }).toString();
    const response = await auth.handler(new Request(url, { method: 'GET', headers: c.req.raw.headers }));
    if (response.status >= 500) {
      if (!(await database.ping())) throw new AppError('database_unavailable');
      throw new AppError('internal');
    }
    return response.status >= 400 ? translateError(c, response) : response;
  });

  app.all('*', (c) => authError(c, 404, 'not_found', `No auth route ${c.req.method} ${c.req.path}`));
  return app;
}
