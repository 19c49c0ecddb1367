import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { CloudLoadSchema, CostProfileSchema, type CloudLoad } from '../../domain/schemas';
import { requireUser } from '../auth/session';
import type { AppDeps, AppEnv } from '../context';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { findUnstorableString } from '../text';
import { describeZodError, readJsonBody, readQuery } from '../validate';

export const MAX_LOADS_PER_READ = 100;
export const MAX_LOADS_PER_WRITE = 50;

const SinceQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO 8601 date-time, e.g. 2025-01-31T12:00:00Z' }).optional(),
});

interface LoadRow {
  id: string;
  origin: string;
  destination: string;
  miles: number;
  rate: number;
  fsc: number;
  tolls: number;
  fuel_cost: number;
  rpm: number;
  profit: number;
  notes: string | null;
  outcome: CloudLoad['outcome'];
  fuel_type: CloudLoad['fuel_type'];
  split_percent: number | null;
  created_at: Date | string;
  // Beyond the spec (issue 12, migration 0005)
  deadhead_miles: number | null;
  trip_days: number | null;
  factoring_fee: number | null;
  dispatch_fee: number | null;
  cost_profile: unknown;
}

/** A stored cost profile, if it still reads as one (jsonb may come back as text on some drivers). */
function storedProfile(value: unknown): CloudLoad['cost_profile'] {
  const raw = typeof value === 'string' ? safeJson(value) : value;
  const parsed = CostProfileSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const toCloud = (r: LoadRow): CloudLoad => ({
  id: r.id,
  origin: r.origin,
  destination: r.destination,
  miles: Number(r.miles),
  rate: Number(r.rate),
  fsc: Number(r.fsc),
  tolls: Number(r.tolls),
  fuel_cost: Number(r.fuel_cost),
  rpm: Number(r.rpm),
  profit: Number(r.profit),
  notes: r.notes,
  outcome: r.outcome,
  fuel_type: r.fuel_type,
  split_percent: r.split_percent === null ? null : Number(r.split_percent),
  created_at: new Date(r.created_at).toISOString(),
  // Beyond the spec: only when stored, so a row without them looks exactly as before.
  ...(r.deadhead_miles != null && { deadhead_miles: Number(r.deadhead_miles) }),
  ...(r.trip_days != null && { trip_days: Number(r.trip_days) }),
  ...(r.factoring_fee != null && { factoring_fee: Number(r.factoring_fee) }),
  ...(r.dispatch_fee != null && { dispatch_fee: Number(r.dispatch_fee) }),
  ...withProfile(storedProfile(r.cost_profile)),
});

const withProfile = (p: CloudLoad['cost_profile']) => (p ? { cost_profile: p } : {});

/** The caller's own loads, newest first, at most 100, created after `since` when given. */
export async function listLoads(database: Database, { userId, since }: { userId: string; since?: string }): Promise<CloudLoad[]> {
  const rows = await database.query<LoadRow & Record<string, unknown>>(
    `SELECT id, origin, destination, miles, rate, fsc, tolls, fuel_cost, rpm, profit, notes, outcome,
            fuel_type, split_percent, created_at,
            deadhead_miles, trip_days, factoring_fee, dispatch_fee, cost_profile
       FROM loads
      WHERE user_id = $1 AND ($2::timestamptz IS NULL OR created_at > $2::timestamptz)
      ORDER BY created_at DESC, id DESC
      LIMIT ${MAX_LOADS_PER_READ}`,
    [userId, since ?? null],
  );
  return rows.map(toCloud);
}

/**
 * Upsert the caller's loads by id in one transaction. Rows are keyed by (user_id, id), so an id
 * that another user also uses only ever addresses the caller's own row.
 */
export async function upsertLoads(database: Database, { userId, loads }: { userId: string; loads: CloudLoad[] }): Promise<number> {
  return database.transaction(async (query) => {
    for (const l of loads) {
      await query(
        `INSERT INTO loads (user_id, id, origin, destination, miles, rate, fsc, tolls, fuel_cost, rpm, profit,
                            notes, outcome, fuel_type, split_percent, created_at, updated_at,
                            deadhead_miles, trip_days, factoring_fee, dispatch_fee, cost_profile)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::timestamptz, now(),
                 $17, $18, $19, $20, $21::jsonb)
         ON CONFLICT (user_id, id) DO UPDATE SET
           origin = EXCLUDED.origin, destination = EXCLUDED.destination, miles = EXCLUDED.miles,
           rate = EXCLUDED.rate, fsc = EXCLUDED.fsc, tolls = EXCLUDED.tolls, fuel_cost = EXCLUDED.fuel_cost,
           rpm = EXCLUDED.rpm, profit = EXCLUDED.profit, notes = EXCLUDED.notes, outcome = EXCLUDED.outcome,
           fuel_type = EXCLUDED.fuel_type, split_percent = EXCLUDED.split_percent,
           created_at = EXCLUDED.created_at, updated_at = now(),
           -- A client that predates these fields sends none: keep what another device stored.
           deadhead_miles = COALESCE(EXCLUDED.deadhead_miles, loads.deadhead_miles),
           trip_days = COALESCE(EXCLUDED.trip_days, loads.trip_days),
           factoring_fee = COALESCE(EXCLUDED.factoring_fee, loads.factoring_fee),
           dispatch_fee = COALESCE(EXCLUDED.dispatch_fee, loads.dispatch_fee),
           cost_profile = COALESCE(EXCLUDED.cost_profile, loads.cost_profile)`,
        [
          userId,
          l.id,
          l.origin,
          l.destination,
          l.miles,
          l.rate,
          l.fsc,
          l.tolls,
          l.fuel_cost,
          l.rpm,
          l.profit,
          l.notes ?? null,
          l.outcome ?? 'book',
          l.fuel_type ?? null,
          l.split_percent ?? null,
          l.created_at,
          l.deadhead_miles ?? null,
          l.trip_days ?? null,
          l.factoring_fee ?? null,
          l.dispatch_fee ?? null,
          l.cost_profile == null ? null : JSON.stringify(l.cost_profile),
        ],
      );
    }
    return loads.length;
  });
}

/** Validate the PUT body; the message names the first bad entry by position and id. */
function parseBatch(raw: unknown): CloudLoad[] {
  const list = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { loads?: unknown }).loads : undefined;
  if (!Array.isArray(list)) throw new AppError('bad_request', 'Send { "loads": [ ... ] } with 1 to 50 loads.');
  if (list.length === 0 || list.length > MAX_LOADS_PER_WRITE) {
    throw new AppError('bad_request', `Send 1 to ${MAX_LOADS_PER_WRITE} loads at a time (got ${list.length}).`);
  }
  const loads: CloudLoad[] = [];
  const seen = new Set<string>();
  for (const [i, entry] of list.entries()) {
    const parsed = CloudLoadSchema.safeParse(entry);
    if (!parsed.success) {
      const id = entry && typeof entry === 'object' && typeof (entry as { id?: unknown }).id === 'string' ? (entry as { id: string }).id : undefined;
      const label = id !== undefined ? `Load ${i + 1} (id ${JSON.stringify(id.slice(0, 100))})` : `Load ${i + 1}`;
      throw new AppError('bad_request', `${label} is invalid: ${describeZodError(parsed.error)}. Nothing was saved.`);
    }
    // The same id twice in one batch: the first (newest) entry wins.
    if (seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    loads.push(parsed.data);
  }
  return loads;
}

/** GET/PUT /api/loads, signed in only, always scoped to the caller. */
export function loadsRoutes({ database }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.get('/', async (c) => {
    const { since } = readQuery(c, SinceQuerySchema);
    const loads = await listLoads(database, { userId: c.get('sessionUser')!.id, since });
    c.header('Cache-Control', 'no-store');
    return c.json({ loads });
  });

  app.put(
    '/',
    bodyLimit({
      maxSize: 512 * 1024,
      onError: () => {
        throw new AppError('payload_too_large', 'At most 50 loads (512 KB) per request.');
      },
    }),
    async (c) => {
      const raw = await readJsonBody(c);
      const bad = findUnstorableString(raw);
      if (bad) {
        throw new AppError('bad_request', `${bad}: text must not contain NUL characters or unpaired surrogates. Nothing was saved.`);
      }
      const loads = parseBatch(raw);
      const saved = await upsertLoads(database, { userId: c.get('sessionUser')!.id, loads });
      return c.json({ saved });
    },
  );
  return app;
}
