import type { DailyAnalyticsRow } from '../../../domain/schemas';
import type { Database } from '../../db/client';
import { num } from './row-values';

/** Per UTC day of the kept window: sessions and the counted events (migration 0004's rollups). */
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
