import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './context';
import { AppError, BusyError, errorBody } from './errors';
import { isDataException, isDatabaseUnavailable } from './db/errors';
import { healthRoutes } from './routes/health';
import { BackgroundTasks, createAuth } from './auth/auth';
import { originGuard } from './auth/csrf';
import { authRoutes } from './auth/routes';
import { sessionMiddleware } from './auth/session';
import { createEventWriter } from './events/batch-writer';
import { createMailer } from './mail/mailer';
import { rejectDeepJsonBody } from './validate';
import { RateLimitError } from './rate-limit';
import { adminAnalyticsRoutes } from './routes/admin-analytics';
import { eventsRoutes } from './routes/events';
import { loadsRoutes } from './routes/loads';
import { profilesRoutes } from './routes/profiles';
import { meRoutes } from './routes/me';
import { extractRoutes } from './routes/extract';

/** Content-Security-Policy, enforced: the built app needs no inline script and no other origin. */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // sonner injects its stylesheet at run time; no inline script is allowed.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Largest request body of any /api/auth/* route. */
export const AUTH_BODY_LIMIT = 16 * 1024;

/** Build the HTTP app: API routes under /api, then the built web app with SPA fallback. */
export function buildApp(deps: AppDeps) {
  const { config, logger } = deps;
  const app = new Hono<AppEnv>();

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.isProduction ? 'max-age=15552000; includeSubDomains' : false,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof RateLimitError || error instanceof BusyError) c.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof AppError) return c.json(errorBody(error.code, error.message), error.status);
    if (error instanceof HTTPException) {
      const status = error.status;
      const code =
        status === 413 ? 'payload_too_large' : status === 401 ? 'unauthorized' : status === 404 ? 'not_found' : 'bad_request';
      return c.json(errorBody(code, error.message || undefined), status === 413 || status === 401 || status === 404 ? status : 400);
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn(`database unavailable during ${c.req.method} ${c.req.path}`, error instanceof Error ? error.message : error);
      return c.json(errorBody('database_unavailable'), 503);
    }
    if (isDataException(error)) {
      // Safety net: a value PostgreSQL refuses (SQLSTATE class 22) is bad input, not a crash.
      logger.warn(`data exception on ${c.req.method} ${c.req.path}`, error instanceof Error ? error.message : error);
      return c.json(errorBody('bad_request'), 400);
    }
    logger.error(`unhandled error on ${c.req.method} ${c.req.path}`, error);
    return c.json(errorBody('internal'), 500);
  });

  // Accounts, sync, analytics (docs/decisions/002).
  const background = new BackgroundTasks(logger);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    logger,
    logText: !config.isProduction,
  });
  const auth = createAuth({ ...deps, mailer, background });
  const eventWriter = createEventWriter(deps.database, { maxQueue: deps.eventQueueLimit });
  const withSession = sessionMiddleware({ auth, database: deps.database, config });

  const api = new Hono<AppEnv>();
  // Cross-site state-changing requests are refused on every API route, sign-in included.
  api.use('*', originGuard(config.trustedOrigins));
  api.route('/health', healthRoutes(deps));
  // Every /api/auth/* request body is capped at AUTH_BODY_LIMIT (chunked bodies too) before any
  // route or better-auth reads it: better-auth buffers whole bodies, even of sign-out. No auth
  // route needs more; one that did would have to be exempted here and carry its own limit.
  api.use(
    '/auth/*',
    bodyLimit({
      maxSize: AUTH_BODY_LIMIT,
      onError: () => {
        throw new AppError('payload_too_large', `Account requests may be at most ${AUTH_BODY_LIMIT / 1024} KB.`);
      },
    }),
    // Bodies better-auth parses itself (sign-out) get the same depth check as ours.
    rejectDeepJsonBody,
  );
  api.route('/auth', authRoutes({ auth, config, database: deps.database, logger, background }));
  for (const p of ['/me', '/loads', '/profiles', '/events', '/admin/*']) api.use(p, withSession);
  api.route('/me', meRoutes(deps));
  api.route('/loads', loadsRoutes(deps));
  api.route('/profiles', profilesRoutes(deps));
  api.route('/events', eventsRoutes(deps, eventWriter));
  api.route('/admin/analytics', adminAnalyticsRoutes(deps));
  api.route('/extract-load-data', extractRoutes(deps, { engine: deps.ocr, rateLimiter: deps.extractRateLimiter }));
  api.all('*', (c) => c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404));
  app.route('/api', api);

  mountWebApp(app, deps);
  return Object.assign(app, {
    /** Counters of the analytics event writer (INSERT statements, rows), for tests and diagnostics. */
    eventStats: eventWriter.stats,
    /** Finish queued analytics writes and background e-mail; call before closing the database. */
    async drain() {
      await eventWriter.flush();
      await background.drain();
    },
  });
}

function mountWebApp(app: Hono<AppEnv>, { config }: AppDeps) {
  const root = path.resolve(config.WEB_DIST_DIR);
  // The build pre-renders '/' into index.html (served as a static file) and '/auth' into
  // auth.html, and writes the page with an empty root as shell.html: every other path gets the
  // shell, so /admin/analytics never shows the calculator's markup first. Builds without a shell
  // fall back to index.html. Each file is read once.
  const files = new Map<string, string | null>();
  const read = (file: string) => {
    if (!files.has(file)) {
      const full = path.join(root, file);
      files.set(file, existsSync(full) ? readFileSync(full, 'utf8') : null);
    }
    return files.get(file) ?? undefined;
  };

  // The web app's files go out gzipped (≈ 3× smaller JS on a phone's slow link; docs/decisions/004). The
  // API routes above answer before this middleware, so their responses are unchanged.
  app.use('*', compress());
  // Hashed build assets can be cached forever; everything else is revalidated.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  if (existsSync(root)) {
    app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), root) || '.',
      onFound: (filePath, c) => {
        if (!filePath.includes(`${path.sep}assets${path.sep}`) && !filePath.includes('/assets/')) {
          c.header('Cache-Control', 'no-cache');
        }
      },
    }),
    );
  }

  // SPA fallback: any other GET renders its pre-rendered page or the app shell; the client router
  // handles the path. A one-segment path finds its page as the service worker does (Workbox's
  // clean URLs): /auth is auth.html.
  app.get('*', (c) => {
    const own = /^\/[a-z0-9-]+$/.test(c.req.path) ? read(`${c.req.path.slice(1)}.html`) : undefined;
    const html = own ?? read('shell.html') ?? read('index.html');
    if (!html) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
