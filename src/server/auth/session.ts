import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import type { AppEnv, SessionUser } from '../context';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { COOKIE_PREFIX, SESSION_IDLE_SECONDS, SESSION_REFRESH_AFTER_SECONDS, sessionCookieName, type Auth } from './auth';
import { isAdmin } from './roles';

export interface SessionDeps {
  auth: Auth;
  database: Database;
  config: Config;
}

/**
 * Resolve the session cookie to `c.var.sessionUser` (null when anonymous). A refreshed session
 * (idle timeout pushed forward) sends its renewed cookie with the response.
 */
export function sessionMiddleware(deps: SessionDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('sessionUser', await lookupSession(deps, c.req.raw.headers, (cookie) => c.header('Set-Cookie', cookie, { append: true })));
    await next();
  };
}

/** The value of cookie `name` in a Cookie header, URL-decoded; undefined when absent or malformed. */
function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The session token of a signed cookie value (`token.base64(HMAC-SHA256(secret, token))`), or undefined. */
function verifiedToken(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/**
 * The common case read in one indexed query (docs/decisions/015-versioned-sync.md, 'Serving
 * many devices'): a correctly signed session cookie whose session row exists, has not expired and
 * is not due for its daily refresh. The row is read on every request, so a signed-out or revoked
 * session stops working at once, exactly as through better-auth. Anything else (no row, expired,
 * due for refresh, a 'don't remember me' session) returns undefined and goes through better-auth,
 * which answers it and sets or clears cookies as it always did.
 */
async function fastSession({ database, config }: SessionDeps, cookieHeader: string): Promise<SessionUser | undefined> {
  if (cookieHeader.includes(`${COOKIE_PREFIX}.dont_remember=`)) return undefined;
  const value = readCookie(cookieHeader, sessionCookieName(config));
  const token = value === undefined ? undefined : verifiedToken(value, config.authSecret);
  if (token === undefined) return undefined;
  const rows = await database.query<{ expires_at: Date | string; id: string; email: string; email_verified: boolean }>(
    `SELECT s.expires_at, u.id, u.email, u.email_verified
       FROM auth_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token = $1`,
    [token],
  );
  const row = rows[0];
  if (!row) return undefined;
  const expiresAt = new Date(row.expires_at).getTime();
  const now = Date.now();
  // better-auth's refresh rule: due once updateAge has passed since the expiry was last set.
  const dueForRefresh = expiresAt - SESSION_IDLE_SECONDS * 1000 + SESSION_REFRESH_AFTER_SECONDS * 1000 <= now;
  if (!(expiresAt > now) || dueForRefresh) return undefined;
  return { id: row.id, email: row.email, emailVerified: row.email_verified };
}

async function lookupSession(
  deps: SessionDeps,
  headers: Headers,
  setCookie: (cookie: string) => void,
): Promise<SessionUser | null> {
  // Fast path for anonymous requests (most analytics events): no session cookie, no query.
  const cookieHeader = headers.get('cookie') ?? '';
  if (!cookieHeader.includes(`${COOKIE_PREFIX}.session_token=`)) return null;
  const fast = await fastSession(deps, cookieHeader);
  if (fast) return fast;
  const { headers: responseHeaders, response } = await deps.auth.api.getSession({ headers, returnHeaders: true });
  for (const cookie of responseHeaders.getSetCookie()) setCookie(cookie);
  if (!response) return null;
  const { user } = response;
  return { id: user.id, email: user.email, emailVerified: user.emailVerified };
}

/** 401 `unauthorized` unless signed in. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('sessionUser')) throw new AppError('unauthorized');
  await next();
};

const ANALYTICS_FORBIDDEN_MESSAGE = "You don't have permission to view analytics";

/** 401 when signed out, 403 `forbidden` for a signed-in user without the admin role. */
export function requireAdmin(database: Database, message = ANALYTICS_FORBIDDEN_MESSAGE): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('sessionUser');
    if (!user) throw new AppError('unauthorized');
    if (!(await isAdmin(database, user.id))) throw new AppError('forbidden', message);
    await next();
  };
}
