import type { UserActivityRow } from '../../../domain/schemas';
import type { Database } from '../../db/client';
import { iso, num } from './row-values';

/** Per account: role, synced loads, sessions, average RPM and the newest load's date. */
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
