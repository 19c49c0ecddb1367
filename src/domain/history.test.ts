import { describe, expect, it } from 'vitest';
import { decisionProfitPerDay, decisionTotalMiles, decisionTripDays, snapshotProfile } from './history';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import { createEmptyForm } from './form';
import {
  addDecision,
  applyEdit,
  filterHistory,
  HISTORY_CAP,
  HISTORY_FILTER_LABELS,
  HISTORY_SORT_LABELS,
  INITIAL_VISIBLE_COUNT,
  last7DaysSummary,
  makeDecision,
  nextVisibleCount,
  queryHistory,
  recomputeEdited,
  searchHistory,
  sortHistory,
  toEdit,
  visiblePage,
} from './history';
import { calculateLoad } from './profit';
import { LoadDecisionSchema, type LoadDecision } from './schemas';
import { fakeDecision } from './test-data';

const NOW = new Date('2026-11-22T10:30:00.000Z');
const at = (iso: string) => new Date(iso).toISOString();
const ids = (list: LoadDecision[]) => list.map((d) => d.id);

describe('addDecision', () => {
  it('puts the new entry first and caps the history at 100', () => {
    let history: LoadDecision[] = [];
    for (let i = 0; i < 105; i++) history = addDecision(history, fakeDecision({ id: `d${i}` }));
    expect(history).toHaveLength(HISTORY_CAP);
    expect(history[0]?.id).toBe('d104');
    expect(history[99]?.id).toBe('d5');
  });
  it('keeps the newest first by time, whatever the order of logging (another device logged it)', () => {
    const older = fakeDecision({ id: 'older', createdAt: '2026-11-20T10:00:00.000Z' });
    const newer = fakeDecision({ id: 'newer', createdAt: '2026-11-21T10:00:00.000Z' });
    expect(ids(addDecision([newer], older))).toEqual(['newer', 'older']);
  });
  it('replaces an entry with the same id instead of duplicating it', () => {
    const a = fakeDecision({ id: 'a', createdAt: '2026-11-22T10:00:00.000Z' });
    const b = fakeDecision({ id: 'b', createdAt: '2026-11-22T10:00:00.000Z' });
    const history = addDecision(addDecision([a], b), { ...a, outcome: 'pass' });
    expect(ids(history)).toEqual(['a', 'b']);
    expect(history[0]?.outcome).toBe('pass');
  });
});

describe('makeDecision (R-HIST-1 logging rule)', () => {
  const form = createEmptyForm({ origin: '  Dallas, TX ', destination: ' Houston, TX', notes: '  ', miles: '500', rate: '1500', fsc: '100', tolls: '20' });

  it('trims, omits empty notes, keeps applied FSC/tolls, net profit and net RPM, fuel type; no split when off', () => {
    // Reference load: profit 1055.769230…, net RPM 2.111538…, fuel 299.230769…
    const result = calculateLoad({ load: form, profile: { ...DEFAULT_COST_PROFILE }, now: NOW });
    const d = makeDecision({ form, result, outcome: 'book', fuelType: 'diesel', id: 'id-1', now: NOW });
    expect(d).toEqual({
      id: 'id-1',
      createdAt: '2026-11-22T10:30:00.000Z',
      outcome: 'book',
      origin: 'Dallas, TX',
      destination: 'Houston, TX',
      miles: 500,
      rate: 1500,
      fsc: 100,
      tolls: 20,
      fuelCost: result.breakdown.fuelCost,
      profit: result.breakdown.netProfit,
      rpm: result.netRpm,
      fuelType: 'diesel',
    });
    expect(Math.round(d.profit * 100) / 100).toBe(1055.77);
    expect('notes' in d).toBe(false);
    expect('splitPercent' in d).toBe(false);
    expect(LoadDecisionSchema.safeParse(d).success).toBe(true);
  });

  it('records the applied values with toggles off, the split when on, and trimmed notes', () => {
    const result = calculateLoad({
      load: form,
      profile: { ...DEFAULT_COST_PROFILE },
      toggles: { includeFsc: false, includeTolls: false, useSplit: true, splitPercent: '80' },
      now: NOW,
    });
    const d = makeDecision({ form: { ...form, notes: ' call ahead ' }, result, outcome: 'counter', fuelType: 'gas', id: 'id-2', now: NOW.getTime() });
    expect(d.fsc).toBe(0);
    expect(d.tolls).toBe(0);
    expect(d.splitPercent).toBe(80);
    expect(d.notes).toBe('call ahead');
    expect(d.fuelType).toBe('gas');
    expect(d.createdAt).toBe('2026-11-22T10:30:00.000Z');
  });
});

describe('sort, filter, search, paging', () => {
  const list = [
    fakeDecision({ id: 'a', createdAt: at('2026-11-20T00:00:00Z'), profit: 500, rpm: 1.5, outcome: 'book', origin: 'Dallas, TX', destination: 'Houston, TX' }),
    fakeDecision({ id: 'b', createdAt: at('2026-11-22T00:00:00Z'), profit: -50, rpm: -0.1, outcome: 'pass', origin: 'Austin, TX', destination: 'El Paso, TX' }),
    fakeDecision({ id: 'c', createdAt: at('2026-11-21T00:00:00Z'), profit: 900, rpm: 2.4, outcome: 'counter', origin: 'Denver, CO', destination: 'dallas, tx' }),
  ];

  it('the five sorts', () => {
    expect(ids(sortHistory(list, 'newest'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortHistory(list, 'profit_desc'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortHistory(list, 'profit_asc'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortHistory(list, 'rpm_desc'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortHistory(list, 'rpm_asc'))).toEqual(['b', 'a', 'c']);
    expect(ids(list)).toEqual(['a', 'b', 'c']); // not mutated
    expect(Object.values(HISTORY_SORT_LABELS)).toEqual(['Newest first', 'Highest profit', 'Lowest profit', 'Best RPM', 'Worst RPM']);
  });

  it('the four filters', () => {
    expect(ids(filterHistory(list, 'all'))).toEqual(['a', 'b', 'c']);
    expect(ids(filterHistory(list, 'book'))).toEqual(['a']);
    expect(ids(filterHistory(list, 'counter'))).toEqual(['c']);
    expect(ids(filterHistory(list, 'pass'))).toEqual(['b']);
    expect(Object.values(HISTORY_FILTER_LABELS)).toEqual(['All', 'Booked', 'Countered', 'Passed']);
  });

  it('search: trimmed, case-insensitive, origin or destination', () => {
    expect(ids(searchHistory(list, '  DALLAS '))).toEqual(['a', 'c']);
    expect(ids(searchHistory(list, 'el paso'))).toEqual(['b']);
    expect(ids(searchHistory(list, '   '))).toEqual(['a', 'b', 'c']);
    expect(searchHistory(list, 'Chicago')).toEqual([]);
  });

  it('queryHistory combines them, with defaults', () => {
    expect(ids(queryHistory(list))).toEqual(['b', 'c', 'a']);
    expect(ids(queryHistory(list, { search: 'dallas', filter: 'all', sort: 'profit_asc' }))).toEqual(['a', 'c']);
    expect(ids(queryHistory(list, { search: 'tx', filter: 'pass' }))).toEqual(['b']);
  });

  it('pages of 10: Load more adds 10', () => {
    const many = Array.from({ length: 25 }, (_, i) => fakeDecision({ id: `p${i}` }));
    expect(INITIAL_VISIBLE_COUNT).toBe(10);
    const first = visiblePage(many);
    expect(first.items).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.total).toBe(25);
    const third = visiblePage(many, nextVisibleCount(nextVisibleCount(INITIAL_VISIBLE_COUNT)));
    expect(third.items).toHaveLength(25);
    expect(third.hasMore).toBe(false);
    expect(visiblePage(many, -3).items).toEqual([]);
  });
});

describe('last7DaysSummary', () => {
  it('counts the 7 × 24 h before now (start inclusive), booked, profits and average net RPM', () => {
    const history = [
      fakeDecision({ createdAt: at('2026-11-22T10:00:00Z'), outcome: 'book', profit: 400, rpm: 2 }),
      fakeDecision({ createdAt: at('2026-11-15T10:30:00Z'), outcome: 'pass', profit: -100, rpm: 0.5 }), // exactly 7 days: in
      fakeDecision({ createdAt: at('2026-11-15T10:29:59Z'), outcome: 'book', profit: 999, rpm: 9 }), // just outside
      fakeDecision({ createdAt: at('2026-11-23T00:00:00Z'), outcome: 'book', profit: 200, rpm: 1 }), // future: in
    ];
    // loads 3, booked 2, total 400 − 100 + 200 = 500, booked profit 600, average RPM (2 + 0.5 + 1) / 3 = 1.1666…
    const s = last7DaysSummary(history, NOW);
    expect(s.loads).toBe(3);
    expect(s.booked).toBe(2);
    expect(s.totalProfit).toBe(500);
    expect(s.bookedProfit).toBe(600);
    expect(s.averageRpm).toBeCloseTo(3.5 / 3, 10);
  });
  it('empty window: zeros', () => {
    expect(last7DaysSummary([], NOW)).toEqual({ loads: 0, booked: 0, totalProfit: 0, bookedProfit: 0, averageRpm: 0 });
  });
});

describe('editing (R-HIST-7)', () => {
  it('recomputeEdited: profit = (rate + FSC) − (fuel + tolls); RPM = profit / miles', () => {
    // (1500 + 100) − (299.23 + 20) = 1280.77; RPM 1280.77 / 500 = 2.56154
    const r = recomputeEdited({ miles: '500', rate: '$1,500', fsc: '100', tolls: '20', fuelCost: '299.23' });
    expect(r).toMatchObject({ miles: 500, rate: 1500, fsc: 100, tolls: 20, fuelCost: 299.23 });
    expect(Math.round(r.profit * 100) / 100).toBe(1280.77);
    expect(r.rpm).toBeCloseTo(2.56154, 10);
  });
  it('blank or invalid counts as 0; RPM 0 when miles is 0', () => {
    expect(recomputeEdited({ miles: '', rate: '800', fsc: 'abc', tolls: '', fuelCost: '--' })).toEqual({
      miles: 0,
      rate: 800,
      fsc: 0,
      tolls: 0,
      fuelCost: 0,
      profit: 800,
      rpm: 0,
    });
  });

  it('applyEdit: outcome any to any, trimmed text, notes dropped when blank', () => {
    const a = fakeDecision({ id: 'a', notes: 'old note', splitPercent: 80, fuelType: 'gas' });
    const b = fakeDecision({ id: 'b' });
    const edit = { ...toEdit(a), outcome: 'pass' as const, origin: ' Waco, TX ', notes: '   ', rate: '700', fsc: '', tolls: '10', fuelCost: '90', miles: '200' };
    const edited = applyEdit(a, edit);
    expect(edited).toMatchObject({ id: 'a', outcome: 'pass', origin: 'Waco, TX', rate: 700, fsc: 0, profit: 600, rpm: 3, splitPercent: 80, fuelType: 'gas' });
    expect('notes' in edited).toBe(false);
    expect(applyEdit(b, { ...toEdit(b), notes: ' new ' }).notes).toBe('new');
  });

  it('toEdit gives the dialog text', () => {
    const d = fakeDecision({ miles: 240, rate: 650.5, notes: undefined });
    expect(toEdit(d)).toMatchObject({ miles: '240', rate: '650.5', notes: '', outcome: 'book' });
  });
});

describe('beyond-the-contract decision fields (docs/decisions/012)', () => {
  const form = createEmptyForm({ origin: 'Dallas, TX', destination: 'Houston, TX', miles: '500', rate: '1500' });

  it('a load logged without the new inputs and without a profile looks exactly as before', () => {
    const result = calculateLoad({ load: { ...form, deadheadMiles: '', tripDays: '' }, profile: DEFAULT_COST_PROFILE, now: NOW });
    const d = makeDecision({ form, result, outcome: 'book', fuelType: 'diesel', id: 'x', now: NOW });
    for (const key of ['deadheadMiles', 'tripDays', 'factoringFee', 'dispatchFee', 'costProfile']) expect(key in d).toBe(false);
  });

  it('keeps deadhead, entered days, fees and a snapshot of the profile used', () => {
    // 500 + 100 deadhead, $1,500, factoring 2 % (30.00), dispatch 5 % (75.00):
    // profit 1500 − 105 − 629.076923 = 765.923077
    const profile = { ...DEFAULT_COST_PROFILE, factoringPercent: 2, dispatcherPercent: 5, useSmartHopPresets: true };
    const result = calculateLoad({ load: { ...form, deadheadMiles: '100', tripDays: '2' }, profile, now: NOW });
    const d = makeDecision({ form, result, outcome: 'counter', fuelType: 'diesel', id: 'y', now: NOW, profile });
    expect(d).toMatchObject({ deadheadMiles: 100, tripDays: 2, miles: 500 });
    expect(d.factoringFee).toBeCloseTo(30, 9);
    expect(d.dispatchFee).toBeCloseTo(75, 9);
    expect(Math.round(d.profit * 100) / 100).toBe(765.92);
    expect(d.costProfile).toEqual(profile);
    expect(LoadDecisionSchema.safeParse(d).success).toBe(true);
    // The snapshot is a copy: changing the profile later does not touch it.
    profile.fuelPricePerGallon = 5;
    expect(d.costProfile?.fuelPricePerGallon).toBe(3.89);
  });

  it('snapshotProfile fills the beyond-the-spec fields of an old profile with their defaults', () => {
    const { milesPerDay: _m, fixedCostSpreadMiles: _s, factoringPercent: _f, dispatcherPercent: _d, ...old } = DEFAULT_COST_PROFILE;
    expect(snapshotProfile(old)).toEqual(DEFAULT_COST_PROFILE);
  });

  it('trip days and profit per day of logged entries', () => {
    // entered days win; else (miles + deadhead) / miles per day of the snapshot, or 500 without one
    expect(decisionTripDays(fakeDecision({ miles: 600, tripDays: 3 }))).toBe(3);
    expect(decisionTripDays(fakeDecision({ miles: 500, deadheadMiles: 250 }))).toBe(1.5);
    expect(decisionTripDays(fakeDecision({ miles: 600, costProfile: { ...DEFAULT_COST_PROFILE, milesPerDay: 300 } }))).toBe(2);
    expect(decisionTotalMiles(fakeDecision({ miles: -5, deadheadMiles: 10 }))).toBe(10);
    expect(decisionProfitPerDay(fakeDecision({ miles: 250, profit: 300 }))).toBe(600); // 300 / 0.5 day
    expect(decisionProfitPerDay(fakeDecision({ miles: 0, profit: 300 }))).toBe(0);
  });

  it('an edit keeps the snapshot and the beyond-the-spec fields', () => {
    const entry = fakeDecision({ deadheadMiles: 80, costProfile: DEFAULT_COST_PROFILE });
    const next = applyEdit(entry, { ...toEdit(entry), rate: '900' });
    expect(next.costProfile).toEqual(DEFAULT_COST_PROFILE);
    expect(next.deadheadMiles).toBe(80);
  });
});
