import type { Database } from '../db/client';

/** How often a running server deletes raw events past EVENTS_RETENTION_DAYS (also once at start). */
export const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;
const BATCH = 10_000;

/**
 * Delete raw analytics events from before UTC midnight `days` days ago, whole UTC days only, in
 * batches of 10,000 (each a short transaction). Returns how many were deleted.
 *
 * The rollup tables stay consistent through the delete trigger of migration 0004
 * (`events_rollup_delete`): the deleted days' counts are subtracted (whole days, so those days
 * simply disappear), day-session rows are rebuilt only for the deleted days, and per-account
 * session totals then count the sessions whose events are still kept. Days inside the
 * retention window, today included, are not touched.
 */
export async function deleteOldEvents(database: Database, days: number, now = new Date()): Promise<number> {
  if (!Number.isInteger(days) || days < 1) throw new Error('retention must be a whole number of days ≥ 1');
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const cutoff = new Date(today - days * 86_400_000).toISOString();
  let total = 0;
  for (;;) {
    const rows = await database.query<{ n: number | string }>(
      `WITH gone AS (
         DELETE FROM events WHERE id IN (
           SELECT id FROM events WHERE created_at < $1::timestamptz ORDER BY created_at LIMIT ${BATCH})
         RETURNING 1)
       SELECT count(*) AS n FROM gone`,
      [cutoff],
    );
    const n = Number(rows[0]?.n ?? 0);
    total += n;
    if (n < BATCH) return total;
  }
}
