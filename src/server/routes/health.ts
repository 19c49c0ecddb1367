import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

/** GET /api/health: `{ ok, database }`; 503 when the database does not answer. */
export function healthRoutes({ database }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const reachable = await database.ping();
    return c.json(
      { ok: reachable, database: { kind: database.kind, reachable } },
      reachable ? 200 : 503,
    );
  });
  return app;
}
