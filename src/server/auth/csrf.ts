import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing API request (sign-in included):
 * a browser always sends `Origin` (and modern ones `Sec-Fetch-Site`) on such requests, so one
 * from another site is refused with 403. Requests without either header come from non-browser
 * clients, which cannot carry a victim's cookies, and are let through.
 */
export function originGuard(trustedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if (origin !== undefined) {
        if (!trusted.has(origin)) throw new AppError('forbidden', 'Cross-site request refused.');
      } else if (site !== undefined && site !== 'same-origin' && site !== 'none') {
        throw new AppError('forbidden', 'Cross-site request refused.');
      }
    }
    await next();
  };
}
