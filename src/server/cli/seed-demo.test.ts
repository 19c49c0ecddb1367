import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundTo } from '../../domain/format';
import type { DailyAnalyticsRow, FunnelRow, UserActivityRow } from '../../domain/schemas';
import { call, cookiesFrom, createAccountsContext, signIn, type AccountsTestContext } from '../testing/accounts';
import { DEMO_DAYS, DEMO_PASSWORD, DEMO_USERS, planDemoData, utcDayStart, type DemoPlan } from '../demo/demo-plan';
import { seedDemo, type SeedDemoResult } from '../demo/write-demo-data';
import { parseSeedArgs } from './seed-demo';

const DAY = 86_400_000;
const isoDay = (t: number | Date) => new Date(t).toISOString().slice(0, 10);

/** Per UTC day, counted straight from the planned events (an oracle independent of the SQL). */
function dailyFromPlan(plan: DemoPlan) {
  const days = new Map<string, { sessions: Set<string>; counts: Map<string, number> }>();
  for (const e of plan.events) {
    const day = isoDay(e.created_at);
    const entry = days.get(day) ?? { sessions: new Set(), counts: new Map() };
    entry.sessions.add(e.session_id);
    entry.counts.set(e.event_name, (entry.counts.get(e.event_name) ?? 0) + 1);
    days.set(day, entry);
  }
  return days;
}

describe('planDemoData', () => {
  const now = new Date('2025-06-18T15:30:00Z');

  it('is deterministic for a seed and differs between seeds', () => {
    expect(planDemoData({ seed: 3, now })).toEqual(planDemoData({ seed: 3, now }));
    expect(planDemoData({ seed: 4, now }).events.length).not.toBe(planDemoData({ seed: 3, now }).events.length);
  });

  it('gives the same per-day figures at any time of the same UTC day', () => {
    const morning = dailyFromPlan(planDemoData({ seed: 5, now: new Date('2025-06-18T00:20:00Z') }));
    const evening = dailyFromPlan(planDemoData({ seed: 5, now: new Date('2025-06-18T23:59:00Z') }));
    expect([...morning.keys()].sort()).toEqual([...evening.keys()].sort());
    for (const [day, m] of morning) {
      expect(m.sessions.size).toBe(evening.get(day)!.sessions.size);
      expect(Object.fromEntries(m.counts)).toEqual(Object.fromEntries(evening.get(day)!.counts));
    }
  });

  it('spreads a few thousand events of every main kind over 14 UTC days, none in the future', () => {
    const plan = planDemoData({ seed: 1, now });
    expect(plan.events.length).toBeGreaterThan(2000);
    expect(plan.events.length).toBeLessThan(5000);
    const first = utcDayStart(now) - (DEMO_DAYS - 1) * DAY;
    for (const e of plan.events) {
      expect(e.created_at.getTime()).toBeGreaterThanOrEqual(first);
      expect(e.created_at.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const days = dailyFromPlan(plan);
    expect(days.size).toBe(DEMO_DAYS);
    const names = new Set(plan.events.map((e) => e.event_name));
    for (const n of ['session_start', 'calculation_submitted', 'decision_logged', 'screenshot_uploaded', 'negotiation_opened']) {
      expect(names).toContain(n);
    }
    // Each session stays within one UTC day, so its funnel day is unambiguous.
    const sessionDay = new Map<string, string>();
    for (const e of plan.events) {
      const d = isoDay(e.created_at);
      expect(sessionDay.get(e.session_id) ?? d).toBe(d);
      sessionDay.set(e.session_id, d);
    }
  });

  it('turns every signed-in decision into a synced load with the same outcome and time', () => {
    const plan = planDemoData({ seed: 2, now });
    const decisions = plan.events.filter((e) => e.event_name === 'decision_logged' && e.userIndex !== null);
    const recent = plan.loads.filter((l) => l.created_at.getTime() >= utcDayStart(now) - (DEMO_DAYS - 1) * DAY);
    expect(recent.map((l) => [l.userIndex, l.outcome, l.created_at.getTime()])).toEqual(
      decisions.map((e) => [e.userIndex, e.payload.decisionType, e.created_at.getTime()]),
    );
    const neverLogs = DEMO_USERS.findIndex((u) => !u.logsDecisions);
    expect(plan.loads.some((l) => l.userIndex === neverLogs)).toBe(false);
    expect(new Set(plan.loads.map((l) => `${l.userIndex}/${l.id}`)).size).toBe(plan.loads.length);
  });

  it('even just after midnight UTC keeps today\'s events between midnight and now', () => {
    const early = new Date('2025-06-18T00:00:30Z');
    const plan = planDemoData({ seed: 1, now: early });
    const today = plan.events.filter((e) => isoDay(e.created_at) === '2025-06-18');
    expect(today.length).toBeGreaterThan(0);
    for (const e of today) expect(e.created_at.getTime()).toBeLessThanOrEqual(early.getTime());
  });
});

describe('parseSeedArgs', () => {
  it('reads --seed N and --seed=N, refuses anything else', () => {
    expect(parseSeedArgs([])).toEqual({ seed: 1 });
    expect(parseSeedArgs(['--seed', '7'])).toEqual({ seed: 7 });
    expect(parseSeedArgs(['--seed=12'])).toEqual({ seed: 12 });
    expect(() => parseSeedArgs(['--seed', 'x'])).toThrow(/whole number/);
    expect(() => parseSeedArgs(['--wipe'])).toThrow(/Unknown argument/);
  });
});

describe('seedDemo against the real app', () => {
  let ctx: AccountsTestContext;
  let seeded: SeedDemoResult;

  beforeAll(async () => {
    ctx = await createAccountsContext();
    seeded = await seedDemo(ctx.database, { seed: 9, config: ctx.config });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function signInAs(email: string) {
    const res = await signIn(ctx, email, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    return cookiesFrom(res);
  }

  it('creates confirmed accounts that can sign in, exactly one of them admin', async () => {
    expect(seeded.users.map((u) => u.email)).toEqual(DEMO_USERS.map((u) => u.email));
    const admins = await ctx.database.query<{ email: string }>(
      "SELECT u.email FROM user_roles r JOIN users u ON u.id = r.user_id WHERE r.role = 'admin'",
    );
    expect(admins.map((a) => a.email)).toEqual(['admin@loadmath.demo']);
    const unconfirmed = await ctx.database.query('SELECT 1 FROM users WHERE NOT email_verified');
    expect(unconfirmed).toHaveLength(0);
    const cookie = await signInAs('dwayne.cargovan@loadmath.demo');
    const me = await call(ctx, '/api/me', { cookie });
    expect(await me.json()).toMatchObject({ user: { email: 'dwayne.cargovan@loadmath.demo' }, roles: [] });
    const forbidden = await call(ctx, '/api/admin/analytics/daily', { cookie });
    expect(forbidden.status).toBe(403);
  });

  it('makes the three reports show what the plan implies', async () => {
    const cookie = await signInAs('admin@loadmath.demo');
    const get = async <T>(report: string) => {
      const res = await call(ctx, `/api/admin/analytics/${report}`, { cookie });
      expect(res.status).toBe(200);
      return ((await res.json()) as { rows: T[] }).rows;
    };
    const plan = seeded.plan;
    const days = dailyFromPlan(plan);

    const daily = await get<DailyAnalyticsRow>('daily');
    expect(daily).toHaveLength(DEMO_DAYS);
    for (const row of daily) {
      const d = days.get(row.date)!;
      expect(row).toEqual({
        date: row.date,
        unique_sessions: d.sessions.size,
        sessions: d.counts.get('session_start') ?? 0,
        calculations: d.counts.get('calculation_submitted') ?? 0,
        decisions_logged: d.counts.get('decision_logged') ?? 0,
        ocr_uploads: d.counts.get('screenshot_uploaded') ?? 0,
        negotiations: d.counts.get('negotiation_opened') ?? 0,
      });
    }
    expect(daily[0]!.date).toBe(isoDay(plan.now));

    const funnel = await get<FunnelRow>('funnel');
    expect(funnel).toHaveLength(7);
    for (const row of funnel) {
      const sessions = new Map<string, Set<string>>();
      for (const e of plan.events) {
        if (isoDay(e.created_at) !== row.session_date) continue;
        const names = sessions.get(e.session_id) ?? new Set<string>();
        names.add(e.event_name);
        sessions.set(e.session_id, names);
      }
      const rate = (name: string) => Math.round((1000 * [...sessions.values()].filter((n) => n.has(name)).length) / sessions.size) / 10;
      expect(row.total_sessions).toBe(sessions.size);
      expect(row.calculation_rate).toBeCloseTo(rate('calculation_submitted'), 5);
      expect(row.decision_rate).toBeCloseTo(rate('decision_logged'), 5);
      expect(row.ocr_usage_rate).toBeCloseTo(rate('screenshot_uploaded'), 5);
    }

    const users = await get<UserActivityRow>('users');
    DEMO_USERS.forEach((spec, index) => {
      const row = users.find((u) => u.email === spec.email)!;
      const loads = plan.loads.filter((l) => l.userIndex === index);
      const sessions = new Set(plan.events.filter((e) => e.userIndex === index).map((e) => e.session_id));
      expect(row.role).toBe(spec.admin ? 'admin' : 'user');
      expect(row.total_loads).toBe(loads.length);
      expect(row.total_sessions).toBe(sessions.size);
      if (loads.length === 0) {
        expect(row.avg_rpm).toBeNull();
        expect(row.last_load_date).toBeNull();
      } else {
        // The report rounds the database's mean to the cent, half away from zero; the database
        // reads its float mean to 15 significant digits first, so 0.72499999999999998 counts as
        // 0.725 and shows 0.73. The same here, whatever the day's plan holds.
        const mean = loads.reduce((s, l) => s + l.rpm, 0) / loads.length;
        expect(row.avg_rpm).toBeCloseTo(roundTo(Number(mean.toPrecision(12)), 2), 6);
        expect(new Date(row.last_load_date!).getTime()).toBe(Math.max(...loads.map((l) => l.created_at.getTime())));
      }
    });
  });

  it('can run again: demo accounts are kept, events and loads replaced, not doubled', async () => {
    const again = await seedDemo(ctx.database, { seed: 9, config: ctx.config });
    expect(again.users.every((u) => !u.created)).toBe(true);
    expect(again.users.map((u) => u.id)).toEqual(seeded.users.map((u) => u.id));
    const [{ n: events }] = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    const [{ n: loads }] = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM loads');
    expect(events).toBe(again.eventCount);
    expect(loads).toBe(again.loadCount);
  });
});
