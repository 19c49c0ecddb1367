import { Hono } from 'hono';
import { requireAdmin } from '../auth/session';
import type { AppDeps, AppEnv } from '../context';
import { getConversionFunnel } from '../data/analytics/get-conversion-funnel';
import { getDailyAnalytics } from '../data/analytics/get-daily-analytics';
import { getUserActivity } from '../data/analytics/get-user-activity';

/**
 * GET /api/admin/analytics/{daily,funnel,users}: `{ rows: [...] }` with the row shapes of R-EVENT-3.
 * 401 when signed out; 403 `forbidden` "You don't have permission to view analytics" otherwise.
 */
export function adminAnalyticsRoutes({ database }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin(database));
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.get('/daily', async (c) => c.json({ rows: await getDailyAnalytics(database) }));
  app.get('/funnel', async (c) => c.json({ rows: await getConversionFunnel(database) }));
  app.get('/users', async (c) => c.json({ rows: await getUserActivity(database) }));
  return app;
}
