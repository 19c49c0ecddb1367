import { Hono } from 'hono';
import type { DailyAnalyticsRow, FunnelRow, UserActivityRow } from '../../domain/schemas';
import { requireAdmin } from '../auth/session';
import type { AppDeps, AppEnv } from '../context';
import type { Database } from '../db/client';

// pg returns bigint and numeric as strings, PGlite as numbers: map every column explicitly.
const num = (v: unknown) => Number(v);
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date).toISOString());

export async function getDailyAnalytics(database: Database): Promise<DailyAnalyticsRow[]> {
  const rows = await database.query('SELECT date::text AS date, unique_sessions, sessions, calculations, decisions_logged, ocr_uploads, negotiations FROM get_daily_analytics()');
  return rows.map((r) => ({
    date: String(r.date),
    unique_sessions: num(r.unique_sessions),
    sessions: num(r.sessions),
    calculations: num(r.calculations),
    decisions_logged: num(r.decisions_logged),
    ocr_uploads: num(r.ocr_uploads),
    negotiations: num(r.negotiations),
  }));
}

export async function getConversionFunnel(database: Database): Promise<FunnelRow[]> {
  const rows = await database.query('SELECT session_date::text AS session_date, total_sessions, calculation_rate, decision_rate, ocr_usage_rate FROM get_conversion_funnel()');
  return rows.map((r) => ({
    session_date: String(r.session_date),
    total_sessions: num(r.total_sessions),
    calculation_rate: num(r.calculation_rate),
    decision_rate: num(r.decision_rate),
    ocr_usage_rate: num(r.ocr_usage_rate),
  }));
}

export async function getUserActivity(database: Database): Promise<UserActivityRow[]> {
  const rows = await database.query('SELECT user_id, email, role, total_loads, total_sessions, avg_rpm, last_load_date FROM get_user_activity()');
  return rows.map((r) => ({
    user_id: String(r.user_id),
    email: String(r.email),
    role: r.role === null ? null : String(r.role),
    total_loads: num(r.total_loads),
    total_sessions: num(r.total_sessions),
    avg_rpm: r.avg_rpm === null ? null : num(r.avg_rpm),
    last_load_date: iso(r.last_load_date),
  }));
}

/**
 * GET /api/admin/analytics/{daily,funnel,users}: `{ rows: [...] }` with the row shapes of spec §3.
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
