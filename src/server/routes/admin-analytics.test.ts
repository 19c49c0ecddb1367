import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DailyAnalyticsRowSchema, FunnelRowSchema, UserActivityRowSchema } from '../../domain/schemas';
import { fakeCloudLoad } from '../../domain/test-data';
import { call, createAccount, createAccountsContext, makeAdmin, type AccountsTestContext } from '../testing/accounts';

const utcDay = (offsetDays: number) => new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('admin analytics', () => {
  let ctx: AccountsTestContext;
  let admin: { cookie: string; id: string };
  let driver: { cookie: string; id: string };

  beforeAll(async () => {
    ctx = await createAccountsContext();
    admin = await createAccount(ctx, 'boss@example.com');
    await makeAdmin(ctx, admin.id);
    driver = await createAccount(ctx, 'driver@example.com');

    // Today: 2 sessions (s1 calculates + decides + OCR, s2 only starts); yesterday: 1 session.
    const insert = (name: string, session: string, daysAgo: number, userId: string | null = null) =>
      ctx.database.query(
        `INSERT INTO events (event_name, payload, session_id, user_id, created_at)
         VALUES ($1, '{}'::jsonb, $2, $3, now() - make_interval(days => $4::int))`,
        [name, session, userId, daysAgo],
      );
    await insert('session_start', 's1', 0, driver.id);
    await insert('calculation_submitted', 's1', 0, driver.id);
    await insert('calculation_submitted', 's1', 0, driver.id);
    await insert('decision_logged', 's1', 0, driver.id);
    await insert('screenshot_uploaded', 's1', 0, driver.id);
    await insert('negotiation_opened', 's1', 0, driver.id);
    await insert('session_start', 's2', 0);
    await insert('session_start', 's3', 1);
    await insert('calculation_submitted', 's3', 1);
    await insert('session_start', 'old', 40);

    await call(ctx, '/api/loads', {
      method: 'PUT',
      cookie: driver.cookie,
      body: {
        loads: [1.5, 2.5].map((rpm, i) => ({
          ...fakeCloudLoad({
            id: `l${i}`,
            origin: 'A',
            destination: 'B',
            miles: 100,
            rate: 300,
            fsc: 0,
            tolls: 0,
            fuel_cost: 0,
            rpm,
            profit: 150,
            created_at: `2025-05-0${i + 1}T08:00:00.000Z`,
          }),
          base_version: 0,
        })),
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const paths = ['/api/admin/analytics/daily', '/api/admin/analytics/funnel', '/api/admin/analytics/users'];

  it('401 when signed out, for every report', async () => {
    for (const p of paths) {
      const res = await call(ctx, p);
      expect(res.status).toBe(401);
      expect((await res.json()).error).toBe('unauthorized');
    }
  });

  it("403 { error: 'forbidden', message } for a signed-in non-admin, for every report", async () => {
    for (const p of [...paths, '/api/admin/analytics/other']) {
      const res = await call(ctx, p, { cookie: driver.cookie });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'forbidden', message: "You don't have permission to view analytics" });
    }
  });

  it('/api/me shows the admin role', async () => {
    expect(await (await call(ctx, '/api/me', { cookie: admin.cookie })).json()).toMatchObject({ roles: ['admin'] });
    expect(await (await call(ctx, '/api/me', { cookie: driver.cookie })).json()).toMatchObject({ roles: [] });
  });

  it('daily: 14 days newest first, today first, counts per event type', async () => {
    const res = await call(ctx, paths[0]!, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const { rows } = await res.json();
    expect(rows).toHaveLength(14);
    rows.forEach((r: unknown) => DailyAnalyticsRowSchema.parse(r));
    expect(rows[0]).toEqual({
      date: utcDay(0),
      unique_sessions: 2,
      sessions: 2,
      calculations: 2,
      decisions_logged: 1,
      ocr_uploads: 1,
      negotiations: 1,
    });
    expect(rows[1]).toMatchObject({ date: utcDay(1), unique_sessions: 1, sessions: 1, calculations: 1 });
    expect(rows[13].date).toBe(utcDay(13));
  });

  it('funnel: 7 days with percentages of sessions', async () => {
    const { rows } = await (await call(ctx, paths[1]!, { cookie: admin.cookie })).json();
    expect(rows).toHaveLength(7);
    rows.forEach((r: unknown) => FunnelRowSchema.parse(r));
    expect(rows[0]).toEqual({ session_date: utcDay(0), total_sessions: 2, calculation_rate: 50, decision_rate: 50, ocr_usage_rate: 50 });
    expect(rows[1]).toEqual({ session_date: utcDay(1), total_sessions: 1, calculation_rate: 100, decision_rate: 0, ocr_usage_rate: 0 });
    expect(rows[6]).toMatchObject({ total_sessions: 0, calculation_rate: 0 });
  });

  it('users: e-mail, role, loads, sessions, average RPM, last load date', async () => {
    const { rows } = await (await call(ctx, paths[2]!, { cookie: admin.cookie })).json();
    rows.forEach((r: unknown) => UserActivityRowSchema.parse(r));
    const byEmail = Object.fromEntries(rows.map((r: { email: string }) => [r.email, r]));
    expect(byEmail['driver@example.com']).toEqual({
      user_id: driver.id,
      email: 'driver@example.com',
      role: 'user',
      total_loads: 2,
      total_sessions: 1,
      avg_rpm: 2,
      last_load_date: '2025-05-02T08:00:00.000Z',
    });
    expect(byEmail['boss@example.com']).toMatchObject({ role: 'admin', total_loads: 0, avg_rpm: null, last_load_date: null });
    expect(rows[0].email).toBe('driver@example.com');
  });

  it('the rollup tables agree with the raw events and loads after edits and deletes', async () => {
    // Edit a load (RPM changes), delete some events, then compare with a direct computation.
    const { loads } = (await (await call(ctx, '/api/loads', { cookie: driver.cookie })).json()) as { loads: { id: string; version: number }[] };
    const edit = await call(ctx, '/api/loads', {
      method: 'PUT',
      cookie: driver.cookie,
      body: {
        loads: [
          {
            ...fakeCloudLoad({
              id: 'l0', origin: 'A', destination: 'B', miles: 100, rate: 300, fsc: 0, tolls: 0, fuel_cost: 0, rpm: 3.5, profit: 150,
              created_at: '2025-05-01T08:00:00.000Z',
            }),
            base_version: loads.find((l) => l.id === 'l0')!.version,
          },
        ],
      },
    });
    expect((await edit.json()).saved).toBe(1);
    await ctx.database.query("DELETE FROM events WHERE session_id = 's1' AND event_name = 'screenshot_uploaded'");
    await ctx.database.query("DELETE FROM events WHERE session_id = 's3'");
    const daily = await ctx.database.query<Record<string, unknown>>(
      `SELECT d.date::text AS date, d.unique_sessions::int AS u, d.sessions::int AS s, d.calculations::int AS c, d.ocr_uploads::int AS o,
              (SELECT count(DISTINCT session_id)::int FROM events e WHERE (e.created_at AT TIME ZONE 'UTC')::date = d.date) AS raw_u,
              (SELECT count(*)::int FROM events e WHERE (e.created_at AT TIME ZONE 'UTC')::date = d.date AND event_name = 'screenshot_uploaded') AS raw_o
         FROM get_daily_analytics() d`,
    );
    for (const r of daily) {
      expect(r.u, String(r.date)).toBe(r.raw_u);
      expect(r.o, String(r.date)).toBe(r.raw_o);
    }
    const funnel = await (await call(ctx, paths[1]!, { cookie: admin.cookie })).json();
    expect(funnel.rows[0]).toMatchObject({ total_sessions: 2, ocr_usage_rate: 0 });
    expect(funnel.rows[1]).toMatchObject({ total_sessions: 0 });
    const users = await (await call(ctx, paths[2]!, { cookie: admin.cookie })).json();
    expect(users.rows.find((r: { email: string }) => r.email === 'driver@example.com')).toMatchObject({
      total_loads: 2,
      total_sessions: 1,
      avg_rpm: 3,
      last_load_date: '2025-05-02T08:00:00.000Z',
    });

    // A deleted load (a tombstone, docs/decisions/015-versioned-sync.md) no longer counts.
    const l1 = loads.find((l) => l.id === 'l1')!;
    await call(ctx, '/api/loads', { method: 'PUT', cookie: driver.cookie, body: { loads: [{ id: 'l1', base_version: l1.version, deleted: true }] } });
    const after = await (await call(ctx, paths[2]!, { cookie: admin.cookie })).json();
    expect(after.rows.find((r: { email: string }) => r.email === 'driver@example.com')).toMatchObject({
      total_loads: 1,
      avg_rpm: 3.5,
      last_load_date: '2025-05-01T08:00:00.000Z',
    });
  });
});
