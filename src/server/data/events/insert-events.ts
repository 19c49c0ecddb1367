import type { Database } from '../../db/client';

/** One analytics event as stored; user_id comes from the session, never from the client. */
export interface EventRow {
  eventName: string;
  /** JSON text of the payload. */
  payload: string;
  sessionId: string;
  userId: string | null;
  userAgent: string | null;
  /** When it happened; now() when absent (the demo seeder back-dates its events). */
  createdAt?: Date;
}

/** Insert events in one statement (one round trip whatever their number). */
export async function insertEvents(database: Database, { events }: { events: readonly EventRow[] }): Promise<void> {
  const cols: [string[], string[], string[], (string | null)[], (string | null)[], (string | null)[]] = [[], [], [], [], [], []];
  for (const row of events) {
    cols[0].push(row.eventName);
    cols[1].push(row.payload);
    cols[2].push(row.sessionId);
    cols[3].push(row.userId);
    cols[4].push(row.userAgent);
    cols[5].push(row.createdAt?.toISOString() ?? null);
  }
  await database.query(
    `INSERT INTO events (event_name, payload, session_id, user_id, user_agent, created_at)
     SELECT n, p::jsonb, s, u, a, coalesce(c, now())
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[]) AS t(n, p, s, u, a, c)`,
    cols,
  );
}
