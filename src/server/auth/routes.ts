import { createHmac, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Config } from '../config';
import type { AppEnv } from '../context';
import { findUserByEmail } from '../data/accounts/find-user-by-email';
import { isSignUpContended } from '../data/accounts/is-sign-up-contended';
import { replaceUnconfirmedCredential } from '../data/accounts/replace-unconfirmed-credential';
import { voidContendedCredential } from '../data/accounts/void-contended-credential';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { createRateLimiter, type RateLimiter } from '../rate-limit';
import { readJson } from '../validate';
import { bindingMatches, credentialBinding, currentCredential, RESET_LINK_SECONDS, type Auth, type BackgroundTasks } from './auth';
import { hashPassword, PASSWORD_MAX_LENGTH, passwordProblem } from './password';
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
  resetRequestPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  resetRequestPerIp: { limit: 10, windowMs: 60 * 60_000 },
  resetPerIp: { limit: 10, windowMs: 15 * 60_000 },
  changePasswordPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  changePasswordPerIp: { limit: 50, windowMs: 15 * 60_000 },
} as const;

const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
const TOO_MANY_SIGN_UPS = 'Too many sign-up attempts. Please wait an hour and try again.';
const TOO_MANY_RESENDS = 'Too many confirmation e-mails requested. Please wait an hour and try again.';
const TOO_MANY_RESET_REQUESTS = 'Too many reset e-mails requested. Please wait an hour and try again.';
const TOO_MANY_RESETS = 'Too many attempts. Please wait 15 minutes and try again.';
const TOO_MANY_PASSWORD_CHANGES = 'Too many attempts. Please wait 15 minutes and try again.';

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
const NEW_PASSWORD_MISSING = 'Please enter a new password';
const ResetSchema = z.object({
  token: z.string({ error: 'This reset link is incomplete.' }).min(1, 'This reset link is incomplete.').max(256, 'This reset link is incomplete.'),
  newPassword: z.string({ error: NEW_PASSWORD_MISSING }).min(1, NEW_PASSWORD_MISSING),
});
const ChangePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Please enter your current password' }).min(1, 'Please enter your current password'),
  newPassword: z.string({ error: NEW_PASSWORD_MISSING }).min(1, NEW_PASSWORD_MISSING),
});
const INVALID_RESET = 'This reset link is invalid or has expired. Ask for a new one.';

/** Our answer for an auth failure: `{ error, message }` plus better-auth's `code` for its client. */
function authError(c: Context, status: 400 | 401 | 403 | 404 | 422 | 429, error: string, message: string, code?: string) {
  return c.json({ error, message, ...(code ? { code } : {}) }, status);
}

/** The auth forms show one message at a time: the first problem, in the schema's own words. */
const firstProblem = (error: z.ZodError) => error.issues[0]?.message ?? MISSING;

/**
 * better-auth's error codes, in the words the sign-in form shows (docs/product-rules.md R-ACCOUNT-2
 * 'Sign in failed').
 */
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
  INVALID_TOKEN: { status: 400, error: 'invalid_token', message: INVALID_RESET },
  INVALID_PASSWORD: { status: 400, error: 'wrong_password', message: 'Your current password is not correct' },
};

export interface AuthRoutesDeps {
  auth: Auth;
  config: Config;
  database: Database;
  logger: Logger;
  /** Background work (e-mail) that shutdown waits for; without it the work is not awaited. */
  background?: BackgroundTasks;
}

/** The user id a confirmation token names (not verified here: better-auth checks the signature). */
function tokenUserId(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { userId?: unknown };
    return typeof payload.userId === 'string' ? payload.userId : undefined;
  } catch {
    return undefined;
  }
}

/** true when a confirmation token (HS256 JWT) carries our signature and has not expired. */
function tokenIsValid(token: string, secret: string): boolean {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return false;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  if (!bindingMatches(expected, signature)) return false;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 > Date.now();
  } catch {
    return false;
  }
}

/**
 * /api/auth/*: a small, allow-listed surface over better-auth. Bodies are validated and
 * normalised here (e-mail, password rules, common-password check), throttled, then handed to
 * better-auth; its answers are rewritten to our `{ error, message }` shape and never carry the
 * raw session token (that lives only in the httpOnly cookie).
 */
export function authRoutes({ auth, config, database, logger, background }: AuthRoutesDeps) {
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
    resetRequestPerEmail: limiter('resetRequestPerEmail', TOO_MANY_RESET_REQUESTS),
    resetRequestPerIp: limiter('resetRequestPerIp', TOO_MANY_RESET_REQUESTS),
    resetPerIp: limiter('resetPerIp', TOO_MANY_RESETS),
    changePasswordPerAccount: limiter('changePasswordPerAccount', TOO_MANY_PASSWORD_CHANGES),
    changePasswordPerIp: limiter('changePasswordPerIp', TOO_MANY_PASSWORD_CHANGES),
  };
  const inBackground = (work: Promise<unknown>) => {
    if (background) background.add(work);
    else work.catch((error: unknown) => logger.error('background task failed', error));
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

  /**
   * A sign-up for an address whose account is still unconfirmed: the newest sign-up's password
   * replaces the old one, every session of the account ends, and a new confirmation link (bound
   * to the new password; older links stop working) goes to the mailbox. So whoever registered
   * someone else's address first is left with nothing once the owner signs up. Only while
   * confirmation is required: without it an unconfirmed account is a working account, and its
   * owner reclaims it by resetting the password. Returns false when this is not such a sign-up.
   * One password hash either way, like a new or a confirmed address (no enumeration by timing).
   */
  const replacePendingCredential = async (email: string, password: string): Promise<boolean> => {
    const user = await findUserByEmail(database, { email });
    if (!user || user.email_verified) return false;
    await replaceUnconfirmedCredential(database, { userId: user.id, passwordHash: await hashPassword(password, config.PASSWORD_SCRYPT_LOG_N) });
    inBackground(auth.api.sendVerificationEmail({ body: { email, callbackURL: '/' } }));
    return true;
  };

  /**
   * The link of an account that was signed up more than once while unconfirmed: nobody can tell
   * whose password the newest sign-up set (the owner's, or someone racing them), so confirming
   * keeps none. The password is voided, every session ends, and the person holding the mailbox
   * link is sent to choose the password with a fresh single-use reset token (valid 1 hour);
   * setting it confirms the address. Returns where to redirect, or null for a plain account.
   */
  const confirmContended = async (userId: string, token: string): Promise<string | null> => {
    if (!(await isSignUpContended(database, { userId })) || !tokenIsValid(token, config.authSecret)) return null;
    const resetToken = randomBytes(24).toString('base64url');
    await voidContendedCredential(database, { userId, resetToken, resetSeconds: RESET_LINK_SECONDS });
    return `/reset-password#token=${resetToken}&confirm=1`;
  };

  app.post('/sign-up/email', small, async (c) => {
    const { email, password } = await readJson(c, CredentialsSchema, firstProblem);
    const problem = passwordProblem(password);
    if (problem) return authError(c, 400, problem.code.toLowerCase(), problem.message, problem.code);
    await limits.signUpPerIp.check(clientIp(c, config.TRUST_PROXY));
    await limits.signUpPerEmail.check(email);
    const confirm = config.REQUIRE_EMAIL_CONFIRMATION;
    if (confirm && (await replacePendingCredential(email, password))) {
      return c.json({ ok: true, confirmationRequired: true, message: 'Check your email to confirm your account' });
    }
    // The confirmation link always lands on the site root; a client cannot choose where.
    const response = await forward(c, { name: '', email, password, callbackURL: '/' });
    if (!response.ok) return translateError(c, response);
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
    const { email, password } = await readJson(c, CredentialsSchema, firstProblem);
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
    const { email } = await readJson(c, ResendSchema, firstProblem);
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

  // The confirmation link: confirms and redirects (302) to the site root, signing nobody in; the
  // fragment carries the address so the sign-in form can offer it (never sent to a server).
  app.get('/verify-email', async (c) => {
    const token = c.req.query('token');
    if (!token || token.length > 4096) throw new AppError('bad_request', 'This confirmation link is incomplete.');
    // The link must be bound to the account's current password (see credentialBinding).
    const userId = tokenUserId(token);
    const credential = userId ? await currentCredential(database, userId) : undefined;
    const binding = c.req.query('c') ?? '';
    if (!userId || !credential || !bindingMatches(credentialBinding(config.authSecret, userId, credential), binding)) {
      return c.redirect('/?error=INVALID_TOKEN', 302);
    }
    const contended = await confirmContended(userId, token);
    if (contended) return c.redirect(contended, 302);
    const url = new URL(c.req.url);
    // Whatever callbackURL a link carries, it lands on the site root.
    url.search = new URLSearchParams({ token, callbackURL: '/' }).toString();
    const response = await auth.handler(new Request(url, { method: 'GET', headers: c.req.raw.headers }));
    if (response.status >= 500) {
      if (!(await database.ping())) throw new AppError('database_unavailable');
      throw new AppError('internal');
    }
    if (response.status >= 400) return translateError(c, response);
    if (response.status === 302 && response.headers.get('location') === '/') {
      const [user] = await database.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
      return c.redirect(user ? `/#confirmed=${encodeURIComponent(user.email)}` : '/', 302);
    }
    return response;
  });

  // Password reset, step 1: the same answer whether or not the address has an account.
  app.post('/request-password-reset', small, async (c) => {
    const { email } = await readJson(c, ResendSchema, firstProblem);
    await limits.resetRequestPerIp.check(clientIp(c, config.TRUST_PROXY));
    await limits.resetRequestPerEmail.check(email);
    const response = await forward(c, { email });
    if (!response.ok) return translateError(c, response);
    return withCookies(response, c.json({ ok: true, message: 'If an account uses that e-mail, we sent it a link to reset the password.' }));
  });

  // Password reset, step 2: the link's token and the new password. Every session ends.
  app.post('/reset-password', small, async (c) => {
    const { token, newPassword } = await readJson(c, ResetSchema, firstProblem);
    const problem = passwordProblem(newPassword);
    if (problem) return authError(c, 400, problem.code.toLowerCase(), problem.message, problem.code);
    await limits.resetPerIp.check(clientIp(c, config.TRUST_PROXY));
    const response = await forward(c, { token, newPassword });
    if (!response.ok) return translateError(c, response);
    return withCookies(response, c.json({ ok: true, message: 'Password changed. Sign in with your new password.' }));
  });

  // Signed in: change the password (the current one is required); other sessions end.
  app.post('/change-password', small, async (c) => {
    const { currentPassword, newPassword } = await readJson(c, ChangePasswordSchema, firstProblem);
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('unauthorized');
    await limits.changePasswordPerIp.check(clientIp(c, config.TRUST_PROXY));
    await limits.changePasswordPerAccount.check(session.user.id);
    if (currentPassword.length > PASSWORD_MAX_LENGTH) {
      return authError(c, 400, MESSAGES.INVALID_PASSWORD!.error, MESSAGES.INVALID_PASSWORD!.message, 'INVALID_PASSWORD');
    }
    const problem = passwordProblem(newPassword);
    if (problem) return authError(c, 400, problem.code.toLowerCase(), problem.message, problem.code);
    const response = await forward(c, { currentPassword, newPassword, revokeOtherSessions: true });
    if (!response.ok) return translateError(c, response);
    return withCookies(response, c.json({ ok: true, message: 'Password changed. Other devices are signed out.' }));
  });

  // Signed in: end every other session of the account; this one stays.
  app.post('/revoke-other-sessions', small, async (c) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('unauthorized');
    const response = await forward(c, {});
    if (!response.ok) return translateError(c, response);
    return withCookies(response, c.json({ ok: true, message: 'Signed out of all other devices.' }));
  });

  app.all('*', (c) => authError(c, 404, 'not_found', `No auth route ${c.req.method} ${c.req.path}`));
  return app;
}
