import type { Database } from '../../db/client';

/** One analytics event as stored; user_id comes from the session, never from the client. */
export interface EventRow {
  eventName: string;
  /** JSON text of the payload. */
  payload: string;
  sessionId: string;
  userId: string | null;
  userAgent: string | null;
}

/** Insert events in one statement (one round trip whatever their number); created_at is now(). */
export async function insertEvents(database: Database, { events }: { events: readonly EventRow[] }): Promise<void> {
  const cols: [string[], string[], string[], (string | null)[], (string | null)[]] = [[], [], [], [], []];
  for (const row of events) {
    cols[0].push(row.eventName);
    cols[1].push(row.payload);
    cols[2].push(row.sessionId);
    cols[3].push(row.userId);
    cols[4].push(row.userAgent);
  }
  await database.query(
    `INSERT INTO events (event_name, payload, session_id, user_id, user_agent)
     SELECT n, p::jsonb, s, u, a
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS t(n, p, s, u, a)`,
    cols,
  );
}
