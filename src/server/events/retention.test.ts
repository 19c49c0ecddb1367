import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, createAccountsContext, makeAdmin, ORIGIN, type AccountsTestContext } from '../testing/accounts';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createLogger } from '../logger';
import { startServer } from '../server';
import { deleteOldEvents } from './retention';

/** Insert an event `daysAgo` days back (the rollup triggers see it like any other insert). */
async function oldEvent(database: Database, daysAgo: number, name: string, session: string, userId: string | null = null) {
  await database.query(
    `INSERT INTO events (event_name, payload, session_id, user_id, created_at)
     VALUES ($1, '{}'::jsonb, $2, $3, now() - make_interval(days => $4))`,
    [name, session, userId, daysAgo],
  );
}

/** The rollup tables, and the same figures recomputed from the raw events that are left. */
async function rollupsAndTruth(database: Database) {
  const q = (sql: string) => database.query(sql).then((rows) => JSON.stringify(rows));
  return {
    daily: await q('SELECT day::text, event_name, events::int FROM analytics_daily_counts ORDER BY 1, 2'),
    dailyTruth: await q(
      `SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, event_name, count(*)::int AS events FROM events GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
    sessions: await q('SELECT day::text, session_id, calculated, decided, used_ocr FROM analytics_day_sessions ORDER BY 1, 2'),
    sessionsTruth: await q(
      `SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, session_id,
              bool_or(event_name = 'calculation_submitted') AS calculated, bool_or(event_name = 'decision_logged') AS decided,
              bool_or(event_name = 'screenshot_uploaded') AS used_ocr
         FROM events GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
    userSessions: await q('SELECT user_id, sessions::int FROM analytics_user_stats WHERE sessions > 0 ORDER BY 1'),
    userSessionsTruth: await q(
      'SELECT user_id, count(DISTINCT session_id)::int AS sessions FROM events WHERE user_id IS NOT NULL GROUP BY 1 ORDER BY 1',
    ),
  };
}

describe('analytics event retention (EVENTS_RETENTION_DAYS)', () => {
  let ctx: AccountsTestContext;
  let admin: { cookie: string; id: string };
  beforeAll(async () => {
    ctx = await createAccountsContext({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
    admin = await createAccount(ctx, 'retention-admin@example.com');
    await makeAdmin(ctx, admin.id);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const report = async (name: string) => (await (await call(ctx, `/api/admin/analytics/${name}`, { cookie: admin.cookie })).json()) as unknown;

  it('deletes whole UTC days past the limit; today and the kept days, and the reports over them, are unchanged', async () => {
    const { database } = ctx;
    // A session that spans the cut: events 500 days ago and today.
    await oldEvent(database, 500, 'session_start', 'r-span', admin.id);
    await oldEvent(database, 500, 'calculation_submitted', 'r-span', admin.id);
    await oldEvent(database, 401, 'decision_logged', 'r-old', admin.id);
    await oldEvent(database, 399, 'calculation_submitted', 'r-kept', admin.id);
    await oldEvent(database, 3, 'session_start', 'r-recent');
    for (const [name, session] of [
      ['session_start', 'r-span'],
      ['calculation_submitted', 'r-span'],
      ['session_start', 'r-today'],
      ['decision_logged', 'r-today'],
    ] as const) {
      const res = await call(ctx, '/api/events', { body: { event_name: name, payload: name === 'decision_logged' ? { decisionType: 'book' } : {}, session_id: session }, cookie: admin.cookie });
      expect(res.status).toBe(202);
    }
    await ctx.app.drain();
    const before = { daily: await report('daily'), funnel: await report('funnel') };

    expect(await deleteOldEvents(database, 400)).toBe(3);

    const left = await database.query<{ session_id: string; days: number }>(
      `SELECT session_id, floor(extract(epoch FROM now() - created_at) / 86400)::int AS days FROM events ORDER BY created_at`,
    );
    expect(left.map((r) => [r.session_id, r.days])).toEqual([
      ['r-kept', 399],
      ['r-recent', 3],
      ['r-span', 0],
      ['r-span', 0],
      ['r-today', 0],
      ['r-today', 0],
    ]);
    // The 14-day and 7-day reports (today's figures included) read exactly as before.
    expect({ daily: await report('daily'), funnel: await report('funnel') }).toEqual(before);
    // Every rollup still equals what the remaining raw events say.
    const r = await rollupsAndTruth(database);
    expect(r.daily).toBe(r.dailyTruth);
    expect(r.sessions).toBe(r.sessionsTruth);
    expect(r.userSessions).toBe(r.userSessionsTruth);
    // A second run finds nothing more.
    expect(await deleteOldEvents(database, 400)).toBe(0);
  });

  it('EVENTS_RETENTION_DAYS defaults to 400 and refuses values under 30', () => {
    expect(loadConfig({}).EVENTS_RETENTION_DAYS).toBe(400);
    expect(loadConfig({ EVENTS_RETENTION_DAYS: '90' }).EVENTS_RETENTION_DAYS).toBe(90);
    expect(() => loadConfig({ EVENTS_RETENTION_DAYS: '7' })).toThrow(/EVENTS_RETENTION_DAYS/);
    expect(() => loadConfig({ EVENTS_RETENTION_DAYS: 'forever' })).toThrow(/EVENTS_RETENTION_DAYS/);
  });

  it('the server deletes old events when it starts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lm-retention-'));
    try {
      const seeded = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      await migrate(seeded);
      await oldEvent(seeded, 120, 'session_start', 'start-old');
      await oldEvent(seeded, 20, 'session_start', 'start-kept');
      await seeded.close();
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, EVENTS_RETENTION_DAYS: '60' });
      const running = await startServer(config, createLogger('silent'));
      try {
        const rows = await running.database.query<{ session_id: string }>('SELECT session_id FROM events');
        expect(rows.map((r) => r.session_id)).toEqual(['start-kept']);
      } finally {
        await running.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
