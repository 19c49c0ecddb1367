import type { FunnelRow } from '../../../domain/schemas';
import type { Database } from '../../db/client';
import { num } from './row-values';

/** Per UTC day: sessions and the share of them that calculated, logged a decision, used OCR. */
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
