import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../domain/cost-profile';
import type { CloudLoad } from '../../domain/schemas';
import { call, createAccount, createAccountsContext, type AccountsTestContext } from '../testing/accounts';

/** Issue 12: deadhead, trip days, fees and the cost-profile snapshot travel with each load. */
function makeLoad(overrides: Partial<CloudLoad> = {}): CloudLoad {
  return {
    id: `load-${Math.random().toString(36).slice(2)}`,
    origin: 'Dallas, TX',
    destination: 'Houston, TX',
    miles: 500,
    rate: 1500,
    fsc: 0,
    tolls: 0,
    fuel_cost: 359.08,
    rpm: 1.74,
    profit: 870.92,
    notes: null,
    outcome: 'counter',
    fuel_type: 'diesel',
    split_percent: null,
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const SNAPSHOT = { ...DEFAULT_COST_PROFILE, factoringPercent: 3, milesPerDay: 650, fuelPricePerGallon: 4.05 };

describe('loads sync: beyond-the-spec fields (issue 12)', () => {
  let ctx: AccountsTestContext;
  let alice: { cookie: string; id: string };

  beforeAll(async () => {
    ctx = await createAccountsContext();
    alice = await createAccount(ctx, 'trip-figures@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const put = (loads: unknown) => call(ctx, '/api/loads', { method: 'PUT', body: { loads }, cookie: alice.cookie });
  const get = async () => {
    const res = await call(ctx, '/api/loads', { cookie: alice.cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as { loads: CloudLoad[] }).loads;
  };

  it('stores and reads back deadhead, trip days, fees and the profile snapshot', async () => {
    const load = makeLoad({ id: 't-1', deadhead_miles: 100, trip_days: 2, factoring_fee: 45, dispatch_fee: 150, cost_profile: SNAPSHOT });
    expect((await put([load])).status).toBe(200);
    expect((await get()).find((l) => l.id === 't-1')).toEqual(load);
  });

  it('a row without them reads back without them (not as nulls)', async () => {
    const load = makeLoad({ id: 't-2', created_at: '2025-03-02T10:00:00.000Z' });
    expect((await put([load])).status).toBe(200);
    const back = (await get()).find((l) => l.id === 't-2');
    expect(back).toEqual(load);
    for (const key of ['deadhead_miles', 'trip_days', 'factoring_fee', 'dispatch_fee', 'cost_profile']) expect(back && key in back).toBe(false);
  });

  it('a client that predates the fields never clears what another device stored', async () => {
    const full = makeLoad({ id: 't-3', deadhead_miles: 80, cost_profile: SNAPSHOT, created_at: '2025-03-03T10:00:00.000Z' });
    expect((await put([full])).status).toBe(200);
    const { deadhead_miles: _d, cost_profile: _c, ...old } = full;
    expect((await put([{ ...old, outcome: 'pass' }])).status).toBe(200);
    expect((await get()).find((l) => l.id === 't-3')).toEqual({ ...full, outcome: 'pass' });
  });

  it('refuses out-of-range values with a 400 and saves nothing', async () => {
    const res = await put([makeLoad({ id: 't-4', cost_profile: { ...SNAPSHOT, milesPerDay: 0 } })]);
    expect(res.status).toBe(400);
    expect((await get()).some((l) => l.id === 't-4')).toBe(false);
  });
});
