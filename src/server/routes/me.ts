import { Hono } from 'hono';
import { getUserRoles } from '../auth/roles';
import { requireUser } from '../auth/session';
import type { AppDeps, AppEnv } from '../context';

/** GET /api/me: `{ user: { id, email }, roles: ['admin'] | [] }`; 401 when signed out. */
export function meRoutes({ database }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', requireUser, async (c) => {
    const user = c.get('sessionUser')!;
    c.header('Cache-Control', 'no-store');
    return c.json({ user: { id: user.id, email: user.email }, roles: await getUserRoles(database, user.id) });
  });
  return app;
}
