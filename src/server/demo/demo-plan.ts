/**
 * The demo data for the admin analytics dashboard, as a plan (pure): a few confirmed accounts
 * (one admin), their synced loads, and a few thousand analytics events spread over the last 14
 * days with a realistic mix of sessions (session_start, calculation_submitted, decision_logged,
 * screenshot_uploaded, negotiation_opened, cost editor events). write-demo-data.ts writes it;
 * src/server/cli/seed-demo.ts is the command.
 *
 * Determinism: `planDemoData({ seed, now })` is pure. Which events fall on which UTC day, every
 * count, rate, load and session depends only on the seed and on today's UTC date; `now` only
 * places today's events between midnight UTC and now. Tests re-plan with the same seed to compute
 * the figures the dashboard must show, independently of the SQL reports.
 */
import { DEFAULT_COST_PROFILE } from '../../domain/cost-profile';
import { roundToCents } from '../../domain/format';
import { calculateLoad } from '../../domain/profit';
import type { AnalyticsEventName, Equipment, Outcome } from '../../domain/schemas';
import { seededRandom, type SeededRandom } from '../../domain/seeded-random';

/** Password of every demo account (not a common password, so the sign-in form accepts it). */
export const DEMO_PASSWORD = 'loadmath-demo-rig-42';
/** Prefix of every demo session id and load id: what a re-run replaces. */
export const DEMO_ID_PREFIX = 'demo-';
export const DEMO_DAYS = 14;
export const DEFAULT_DEMO_SEED = 1;

export interface DemoUserSpec {
  email: string;
  name: string;
  admin: boolean;
  equipment: Equipment;
  /** Relative share of the signed-in sessions. */
  weight: number;
  /** false: signs in and calculates but has never logged (so never synced) a decision. */
  logsDecisions: boolean;
  /** Loads synced before the 14-day window (history older than the analytics). */
  olderLoads: number;
}

export const DEMO_USERS: readonly DemoUserSpec[] = Object.freeze([
  { email: 'admin@loadmath.demo', name: 'Demo Admin', admin: true, equipment: 'hotshot', weight: 1, logsDecisions: true, olderLoads: 1 },
  { email: 'maria.hotshot@loadmath.demo', name: 'Maria Lopez', admin: false, equipment: 'hotshot', weight: 5, logsDecisions: true, olderLoads: 6 },
  { email: 'dwayne.cargovan@loadmath.demo', name: 'Dwayne Carter', admin: false, equipment: 'cargo_van', weight: 3, logsDecisions: true, olderLoads: 2 },
  { email: 'lena.boxtruck@loadmath.demo', name: 'Lena Novak', admin: false, equipment: 'straight_truck', weight: 2, logsDecisions: true, olderLoads: 0 },
  { email: 'new.driver@loadmath.demo', name: 'Sam Rivers', admin: false, equipment: 'cargo_van', weight: 1, logsDecisions: false, olderLoads: 0 },
]);

interface DemoEvent {
  event_name: AnalyticsEventName;
  payload: Record<string, string | number | boolean>;
  session_id: string;
  /** Index into DEMO_USERS, or null for an anonymous session. */
  userIndex: number | null;
  user_agent: string;
  created_at: Date;
}

interface DemoLoad {
  id: string;
  userIndex: number;
  origin: string;
  destination: string;
  miles: number;
  rate: number;
  fsc: number;
  tolls: number;
  fuelCost: number;
  rpm: number;
  profit: number;
  outcome: Outcome;
  notes: string | null;
  created_at: Date;
}

export interface DemoPlan {
  seed: number;
  now: Date;
  users: readonly DemoUserSpec[];
  events: DemoEvent[];
  loads: DemoLoad[];
}

type Rng = SeededRandom;

const DAY_MS = 86_400_000;

const USER_AGENTS: readonly (readonly [string, number])[] = [
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1', 40],
  ['Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36', 25],
  ['Mozilla/5.0 (Linux; Android 14; SM-S921U) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36', 10],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36', 15],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15', 10],
];

/** Lanes with road miles (rounded) for realistic loads. */
const LANES: readonly (readonly [string, string, number])[] = [
  ['Dallas, TX', 'Houston, TX', 240],
  ['Atlanta, GA', 'Charlotte, NC', 245],
  ['Denver, CO', 'Salt Lake City, UT', 520],
  ['Chicago, IL', 'Indianapolis, IN', 185],
  ['Phoenix, AZ', 'Los Angeles, CA', 370],
  ['Kansas City, MO', 'Omaha, NE', 185],
  ['Nashville, TN', 'Memphis, TN', 210],
  ['Oklahoma City, OK', 'Amarillo, TX', 260],
  ['Jacksonville, FL', 'Savannah, GA', 140],
  ['Columbus, OH', 'Pittsburgh, PA', 185],
  ['San Antonio, TX', 'El Paso, TX', 550],
  ['Tulsa, OK', 'Wichita, KS', 175],
  ['Louisville, KY', 'St. Louis, MO', 265],
  ['Reno, NV', 'Sacramento, CA', 135],
];

/** Gross rate per mile a broker offers, by equipment (low, high). */
const OFFER_RPM: Readonly<Record<Equipment, readonly [number, number]>> = {
  hotshot: [1.4, 3.1],
  cargo_van: [1.1, 2.4],
  straight_truck: [1.7, 3.3],
};

const NOTES = ['Quick turn, same-day delivery', 'Broker pays in 15 days', 'Detention likely at pickup', 'Tarped load', 'Team needed?', ''];

function makeLoad(rng: Rng, userIndex: number, seq: number, outcome: Outcome, createdAt: Date): DemoLoad {
  const user = DEMO_USERS[userIndex]!;
  const [origin, destination, baseMiles] = rng.pick(LANES);
  const miles = baseMiles + rng.int(-10, 25);
  const [lo, hi] = OFFER_RPM[user.equipment];
  const rate = Math.round((lo + rng.next() * (hi - lo)) * miles / 5) * 5;
  const fsc = rng.chance(0.4) ? Math.round(miles * (0.1 + rng.next() * 0.25)) : 0;
  const tolls = rng.chance(0.3) ? rng.int(8, 65) : 0;
  const result = calculateLoad({ load: { miles, rate, fsc, tolls }, profile: { ...DEFAULT_COST_PROFILE }, now: createdAt });
  const profit = roundToCents(result.breakdown.netProfit);
  const note = rng.pick(NOTES);
  return {
    id: `${DEMO_ID_PREFIX}${userIndex}-${seq}`,
    userIndex,
    origin,
    destination,
    miles,
    rate,
    fsc,
    tolls,
    fuelCost: roundToCents(result.breakdown.fuelCost),
    rpm: roundToCents(result.breakdown.netProfit / miles),
    profit,
    outcome,
    notes: note === '' ? null : note,
    created_at: createdAt,
  };
}

/** Start of the UTC day of `date`. */
export function utcDayStart(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** A session's events as offsets in seconds from its start (what a driver does in one visit). */
function planSession(rng: Rng, equipment: Equipment, logsDecisions: boolean) {
  const steps: { name: AnalyticsEventName; payload: DemoEvent['payload']; at: number }[] = [];
  let t = 0;
  const step = (name: AnalyticsEventName, payload: DemoEvent['payload'] = {}, gap: [number, number] = [20, 150]) => {
    t += rng.int(gap[0], gap[1]);
    steps.push({ name, payload, at: t });
  };
  // A few sessions lose their session_start (ad blocker, tab restored from an earlier day).
  if (rng.chance(0.93)) steps.push({ name: 'session_start', payload: {}, at: 0 });
  if (rng.chance(0.07)) step('cost_editor_first_open');
  if (rng.chance(0.1)) step('cost_assumptions_edited');
  if (rng.chance(0.04)) step('fuel_type_changed', { fuelType: rng.pick(['gas', 'diesel'] as const), equipment });
  if (rng.chance(0.05)) step('preset_toggled', { enabled: rng.chance(0.7) });
  const usesOcr = rng.chance(0.2);
  const calculations = rng.chance(0.74) ? 1 + Math.min(5, Math.floor(-Math.log(1 - rng.next()) * 1.2)) : 0;
  const decisions: Outcome[] = [];
  for (let i = 0; i < calculations; i++) {
    if (usesOcr && (i === 0 || rng.chance(0.3))) step('screenshot_uploaded', {}, [15, 90]);
    step('calculation_submitted', {}, [10, 120]);
    if (rng.chance(0.33)) step('negotiation_opened', {}, [5, 60]);
    if (logsDecisions && rng.chance(0.5)) {
      const outcome = rng.weighted<Outcome>([['book', 5], ['counter', 3], ['pass', 2]]);
      decisions.push(outcome);
      step('decision_logged', { decisionType: outcome }, [20, 200]);
    }
  }
  // OCR tried but abandoned before any calculation.
  if (usesOcr && calculations === 0) step('screenshot_uploaded', {}, [15, 90]);
  return { steps, duration: t };
}

/**
 * The demo data for `seed`, relative to `now` (default: the current time). Pure: no I/O, no
 * clock or randomness except those passed in.
 */
export function planDemoData({ seed = DEFAULT_DEMO_SEED, now = new Date() }: { seed?: number; now?: Date } = {}): DemoPlan {
  const rng = seededRandom(seed);
  const today = utcDayStart(now);
  const events: DemoEvent[] = [];
  const loads: DemoLoad[] = [];
  const loadSeq = DEMO_USERS.map(() => 0);
  const userWeights = DEMO_USERS.map((u, i) => [i, u.weight] as const);

  for (let d = DEMO_DAYS - 1; d >= 0; d--) {
    const dayStart = today - d * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    // Slow growth over the fortnight, quieter weekends, ±20 % noise; today is a partial day.
    let volume = (50 + (DEMO_DAYS - 1 - d) * 1.5) * (weekend ? 0.6 : 1) * (0.8 + rng.next() * 0.4);
    if (d === 0) volume *= 0.7;
    const sessions = Math.max(3, Math.round(volume));
    const windowMs = d === 0 ? Math.max(0, now.getTime() - dayStart) : DAY_MS - 1000;

    for (let s = 0; s < sessions; s++) {
      const userIndex = rng.chance(0.22) ? rng.weighted(userWeights) : null;
      const user = userIndex === null ? undefined : DEMO_USERS[userIndex];
      const equipment = user?.equipment ?? rng.pick(['hotshot', 'cargo_van', 'straight_truck'] as const);
      const { steps, duration } = planSession(rng, equipment, user?.logsDecisions ?? true);
      const durationMs = duration * 1000;
      // Fit the whole session inside its UTC day (and before now, today).
      const scale = durationMs > windowMs ? windowMs / durationMs : 1;
      const start = dayStart + Math.floor(rng.next() * Math.max(0, windowMs - durationMs * scale));
      const sessionId = `${DEMO_ID_PREFIX}${seed}-${DEMO_DAYS - 1 - d}-${s}`;
      const userAgent = rng.weighted(USER_AGENTS);
      for (const step of steps) {
        const createdAt = new Date(start + Math.floor(step.at * 1000 * scale));
        events.push({ event_name: step.name, payload: step.payload, session_id: sessionId, userIndex, user_agent: userAgent, created_at: createdAt });
        // A signed-in driver's logged decision is synced as a load.
        if (step.name === 'decision_logged' && userIndex !== null) {
          loadSeq[userIndex]! += 1;
          loads.push(makeLoad(rng, userIndex, loadSeq[userIndex]!, step.payload.decisionType as Outcome, createdAt));
        }
      }
    }
  }

  // History from before the analytics window.
  DEMO_USERS.forEach((user, userIndex) => {
    for (let i = 0; i < user.olderLoads; i++) {
      const createdAt = new Date(today - rng.int(16, 45) * DAY_MS + rng.int(6 * 3600, 20 * 3600) * 1000);
      loadSeq[userIndex]! += 1;
      loads.push(makeLoad(rng, userIndex, loadSeq[userIndex]!, rng.weighted<Outcome>([['book', 6], ['counter', 2], ['pass', 2]]), createdAt));
    }
  });

  events.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  loads.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  return { seed, now, users: DEMO_USERS, events, loads };
}
