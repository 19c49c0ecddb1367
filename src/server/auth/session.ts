import type { MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from '../context';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { COOKIE_PREFIX, type Auth } from './auth';
import { isAdmin } from './roles';

/**
 * Resolve the session cookie to `c.var.sessionUser` (null when anonymous). A refreshed session
 * (idle timeout pushed forward) sends its renewed cookie with the response.
 */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('sessionUser', await lookupSession(auth, c.req.raw.headers, (cookie) => c.header('Set-Cookie', cookie, { append: true })));
    await next();
  };
}

async function lookupSession(
  auth: Auth,
  headers: Headers,
  setCookie: (cookie: string) => void,
): Promise<SessionUser | null> {
  // Fast path for anonymous requests (most analytics events): no session cookie, no query.
  if (!(headers.get('cookie') ?? '').includes(`${COOKIE_PREFIX}.session_token=`)) return null;
  const { headers: responseHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true });
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
