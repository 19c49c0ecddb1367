import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import { toFixed2 } from './format';
import {
  counterTiers,
  parseAgreedRate,
  percentile,
  recordDealResult,
  repriceDecision,
  suggestThresholds,
  SUGGEST_MIN_LOADS,
} from './deal';
import { applyEdit, last7DaysSummary, makeDecision, toEdit } from './history';
import { computeInsights, similarLoadsAlert } from './insights';
import { calculateLoad, type CalculationToggles, type LoadAmounts } from './profit';
import type { CostProfile, DealResult, LoadDecision, Outcome } from './schemas';
import { fakeDecision } from './test-data';

const NOW = '2026-11-22T10:30:00.000Z';
const cents = (n: number) => toFixed2(n);

/** An entry logged through the calculator's own path (calculateLoad → makeDecision). */
function logged(load: LoadAmounts, profile: CostProfile, toggles: Partial<CalculationToggles> = {}, outcome: Outcome = 'counter'): LoadDecision {
  const result = calculateLoad({ load, profile, toggles, now: NOW });
  return makeDecision({
    form: { origin: 'Dallas, TX', destination: 'Atlanta, GA', notes: '' },
    result,
    outcome,
    fuelType: profile.fuelType,
    id: 'c1',
    now: NOW,
    profile,
  });
}

describe('R-DEAL-2 the figures at the agreed rate', () => {
  it('match the calculator at the agreed rate to the cent (hand-worked, default profile)', () => {
    // 600 mi at $1,500, default profile: fuel 600 / 6.5 × 3.89 = 359.0769, variable 0.35 × 600 =
    // 210, fixed 250 / 2500 × 600 = 60 → costs 629.0769; profit 870.92, RPM 1.45.
    const counter = logged({ miles: 600, rate: 1500 }, DEFAULT_COST_PROFILE);
    expect(cents(counter.profit)).toBe('870.92');
    // Agreed $1,650: profit 1650 − 629.0769 = 1020.92, RPM 1020.9231 / 600 = 1.7015 → 1.70.
    const agreed = recordDealResult(counter, { result: 'agreed', agreedRate: 1650 });
    expect(agreed.rate).toBe(1650);
    expect(agreed.offeredRate).toBe(1500);
    expect(agreed.dealResult).toBe('agreed');
    expect(cents(agreed.profit)).toBe('1020.92');
    expect(cents(agreed.rpm)).toBe('1.70');
  });

  it('match the calculator with split, FSC, tolls, deadhead, trip days and both fees', () => {
    const profile: CostProfile = { ...DEFAULT_COST_PROFILE, factoringPercent: 3, dispatcherPercent: 5, fixedCostSpreadMiles: 2000 };
    const load = { miles: 812, rate: 1875.5, fsc: 143.25, tolls: 37.8, deadheadMiles: 64, tripDays: 2 };
    const toggles = { useSplit: true, splitPercent: 88 };
    const counter = logged(load, profile, toggles);
    for (const agreedRate of [1999.99, 2250, 1200.01, 40]) {
      const recorded = recordDealResult(counter, { result: 'agreed', agreedRate });
      const calc = calculateLoad({ load: { ...load, rate: agreedRate }, profile, toggles, now: NOW });
      expect(cents(recorded.profit)).toBe(cents(calc.breakdown.netProfit));
      expect(cents(recorded.rpm)).toBe(cents(calc.netRpm));
      expect(cents(recorded.factoringFee ?? 0)).toBe(cents(calc.breakdown.factoringFee));
      expect(cents(recorded.dispatchFee ?? 0)).toBe(cents(calc.breakdown.dispatchFee));
      // Far closer than a cent: the same formula, not an approximation of it.
      expect(Math.abs(recorded.profit - calc.breakdown.netProfit)).toBeLessThan(1e-6);
    }
  });

  it('reads the fee percentage back from the fee when the entry has no profile snapshot', () => {
    const profile: CostProfile = { ...DEFAULT_COST_PROFILE, factoringPercent: 2.5 };
    const withSnapshot = logged({ miles: 450, rate: 1300 }, profile);
    const { costProfile: _dropped, ...older } = withSnapshot;
    const recorded = repriceDecision(older, 1450);
    const calc = calculateLoad({ load: { miles: 450, rate: 1450 }, profile, now: NOW });
    expect(cents(recorded.profit)).toBe(cents(calc.breakdown.netProfit));
    expect(cents(recorded.factoringFee!)).toBe(cents(calc.breakdown.factoringFee));
  });

  it('uses the ask, target and floor of the offered rate (+15 %, +8 %, +2 %, whole dollars)', () => {
    expect(counterTiers(1800)).toEqual({ ask: 2070, target: 1944, floor: 1836 });
    const counter = logged({ miles: 600, rate: 1800 }, DEFAULT_COST_PROFILE);
    // costs 629.0769: target 1944 → 1314.92; ask 2070 → 1440.92; floor 1836 → 1206.92
    expect(cents(recordDealResult(counter, { result: 'target' }).profit)).toBe('1314.92');
    expect(cents(recordDealResult(counter, { result: 'ask' }).profit)).toBe('1440.92');
    expect(cents(recordDealResult(counter, { result: 'floor' }).profit)).toBe('1206.92');
    expect(recordDealResult(counter, { result: 'target' }).rate).toBe(1944);
  });

  it('keeps the offered figures exactly for declined and pending, and can be corrected', () => {
    const counter = logged({ miles: 600, rate: 1800 }, DEFAULT_COST_PROFILE);
    for (const result of ['declined', 'pending'] as const) {
      const recorded = recordDealResult(counter, { result });
      expect(recorded).toEqual({ ...counter, offeredRate: 1800, dealResult: result });
    }
    // Target first, then corrected to pending: back to the offer's figures (to the cent), and a
    // second correction starts from the offer, not from the target.
    const target = recordDealResult(counter, { result: 'target' });
    const pending = recordDealResult(target, { result: 'pending' });
    expect(pending.rate).toBe(1800);
    expect(cents(pending.profit)).toBe(cents(counter.profit));
    expect(recordDealResult(target, { result: 'ask' }).rate).toBe(2070);
  });

  it('gives no result to an entry that is not a counter offer', () => {
    const booked = fakeDecision({ outcome: 'book' });
    expect(recordDealResult(booked, { result: 'target' })).toEqual(booked);
  });

  it('R-DEAL-4: an edit to another outcome drops the result; the agreed figures stay', () => {
    const counter = recordDealResult(fakeDecision({ outcome: 'counter', rate: 1000, profit: 400, miles: 400 }), { result: 'target' });
    const edited = applyEdit(counter, { ...toEdit(counter), outcome: 'book' });
    expect(edited.dealResult).toBeUndefined();
    expect(edited.offeredRate).toBeUndefined();
    expect(edited.rate).toBe(1080);
    const kept = applyEdit(counter, { ...toEdit(counter), notes: 'called back' });
    expect(kept.dealResult).toBe('target');
    expect(kept.offeredRate).toBe(1000);
  });

  it('checks the typed agreed rate', () => {
    expect(parseAgreedRate(' $1,950 ')).toEqual({ rate: 1950 });
    expect(parseAgreedRate('1950.5')).toEqual({ rate: 1950.5 });
    expect(parseAgreedRate('')).toEqual({ error: 'Enter the rate the broker agreed to.' });
    expect(parseAgreedRate('abc')).toEqual({ error: 'Enter the agreed rate as a number, like 1950.' });
    expect(parseAgreedRate('-5')).toEqual({ error: 'Enter the agreed rate as a number, like 1950.' });
    expect(parseAgreedRate('0')).toEqual({ error: 'The agreed rate must be more than $0.' });
    expect(parseAgreedRate('2000000000')).toEqual({ error: 'That rate is too large.' });
  });
});

describe('R-DEAL-3 booking rate with declined and pending counters', () => {
  const entry = (outcome: Outcome, dealResult?: DealResult) =>
    fakeDecision({ outcome, rpm: 1.5, ...(dealResult ? { dealResult, offeredRate: 650 } : {}) });

  // 2 booked, 1 passed, a counter the broker met at target, one he declined, one pending and one
  // logged before results existed. Decided: all but the pending one = 6; booked: 2 + target = 3.
  const history = [
    entry('book'),
    entry('book'),
    entry('pass'),
    entry('counter', 'target'),
    entry('counter', 'declined'),
    entry('counter', 'pending'),
    entry('counter'),
  ];

  it('counts an agreed counter as booked, a declined one as passed and a pending one as neither', () => {
    const insights = computeInsights(history);
    expect(insights.bookingRate).toBe(50);
    expect(insights.totalDecisions).toBe(7);
    const bucket = insights.rpmRanges.find((r) => r.range === '1.5-2')!;
    expect(bucket).toEqual({ range: '1.5-2', totalLoads: 6, bookedCount: 3, acceptanceRate: 50 });
  });

  it('a declined counter weighs exactly like a pass; a pending one changes nothing', () => {
    const base = [entry('book'), entry('pass')];
    expect(computeInsights([...base, entry('counter', 'declined')]).bookingRate).toBe(computeInsights([...base, entry('pass')]).bookingRate);
    expect(computeInsights([...base, entry('counter', 'pending')]).bookingRate).toBe(50);
    expect(computeInsights([...base, entry('counter', 'ask')]).bookingRate).toBeCloseTo(200 / 3, 10);
  });

  it('the similar-loads alert counts the same way', () => {
    const alert = similarLoadsAlert(history, { origin: 'Dallas', destination: 'Houston', rpm: 1.5 });
    expect(alert?.message).toBe('You sometimes book loads like this (3 of 6).');
  });

  it('the last 7 days count an agreed counter as booked', () => {
    const recent = history.map((d, i) => ({ ...d, createdAt: new Date(Date.parse(NOW) - i * 60_000).toISOString() }));
    const summary = last7DaysSummary(recent, NOW);
    expect(summary.booked).toBe(3);
    expect(summary.bookedProfit).toBe(900);
  });
});

describe('R-DEAL-5 percentiles', () => {
  it('interpolates between ranks at p × (n − 1) (hand-worked)', () => {
    // sorted 10 20 30 40 50: 70th → position 2.8 → 30 + 0.8 × 10 = 38; 40th → 1.6 → 26
    expect(percentile([50, 10, 40, 20, 30], 0.7)).toBeCloseTo(38, 10);
    expect(percentile([50, 10, 40, 20, 30], 0.4)).toBeCloseTo(26, 10);
    expect(percentile([7], 0.7)).toBe(7);
    expect(percentile([], 0.7)).toBeNaN();
    expect(percentile([1, 2], 0)).toBe(1);
    expect(percentile([1, 2], 1)).toBe(2);
  });

  it('handles ties', () => {
    // sorted 1 3 3 3 5 9 (n − 1 = 5): 70th → 3.5 → 3 + 0.5 × (5 − 3) = 4; 40th → 2.0 → 3
    expect(percentile([5, 3, 9, 1, 3, 3], 0.7)).toBeCloseTo(4, 10);
    expect(percentile([5, 3, 9, 1, 3, 3], 0.4)).toBe(3);
    // all equal
    expect(percentile([2.5, 2.5, 2.5], 0.7)).toBe(2.5);
  });

  it('lands on a rank itself when p × (n − 1) is whole despite binary noise', () => {
    // 0.7 × 10 = 7.000000000000001 in binary: still rank 7 → the 8th value, 80
    const values = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(percentile(values, 0.7)).toBe(70);
    expect(percentile(values, 0.4)).toBe(40);
  });

  it('30 values: 1..30 shuffled', () => {
    const values = Array.from({ length: 30 }, (_, i) => ((i * 7) % 30) + 1);
    // 70th → 0.7 × 29 = 20.3 → 21 + 0.3 = 21.3; 40th → 11.6 → 12 + 0.6 = 12.6
    expect(percentile(values, 0.7)).toBeCloseTo(21.3, 10);
    expect(percentile(values, 0.4)).toBeCloseTo(12.6, 10);
  });

  it('100 values: 1..100 in reverse', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    // 70th → 0.7 × 99 = 69.3 → 70 + 0.3 = 70.3; 40th → 39.6 → 40.6
    expect(percentile(values, 0.7)).toBeCloseTo(70.3, 10);
    expect(percentile(values, 0.4)).toBeCloseTo(40.6, 10);
  });
});

describe('R-DEAL-5 suggested thresholds', () => {
  /** n booked loads, the i-th with profit 100 × (i + 1) and RPM (i + 1) / 10, oldest first. */
  const bookedLoads = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) =>
      fakeDecision({
        id: `b${from + i}`,
        createdAt: new Date(Date.UTC(2026, 9, 1) + (from + i) * 3_600_000).toISOString(),
        outcome: 'book',
        profit: 100 * (i + 1),
        rpm: (i + 1) / 10,
      }),
    );

  it('asks for more below 30 booked or agreed loads', () => {
    const s = suggestThresholds([...bookedLoads(29), fakeDecision({ outcome: 'pass' }), fakeDecision({ outcome: 'counter' })]);
    expect(s).toEqual({
      ready: false,
      loads: 29,
      needed: 1,
      message: 'Log 1 more booked load to get thresholds suggested from your own loads (29 of 30).',
    });
    expect(suggestThresholds([])).toMatchObject({ ready: false, needed: 30, message: expect.stringContaining('Log 30 more booked loads') });
  });

  it('at 30: Good = 70th and Fair = 40th percentile, RPM to the cent, profit to the dollar', () => {
    // profits 100..3000: 70th → 20.3 → 2100 + 0.3 × 100 = 2130; 40th → 11.6 → 1260
    // RPM 0.1..3.0: 70th → 2.13; 40th → 1.26
    const s = suggestThresholds(bookedLoads(SUGGEST_MIN_LOADS));
    expect(s).toEqual({
      ready: true,
      loads: 30,
      thresholds: { goodRpm: 2.13, fairRpm: 1.26, goodProfit: 2130, fairProfit: 1260 },
      basis: 'from your last 30 booked loads',
    });
  });

  it('rounds: profit to the dollar, RPM to the cent', () => {
    const loads = bookedLoads(30).map((d, i) => ({ ...d, profit: 1000 + i * 10.37, rpm: 1 + i * 0.0137 }));
    // 70th → 20.3: 1000 + 20.3 × 10.37 = 1210.511 → 1211; RPM 1 + 20.3 × 0.0137 = 1.27811 → 1.28
    // 40th → 11.6: 1000 + 11.6 × 10.37 = 1120.292 → 1120; RPM 1 + 11.6 × 0.0137 = 1.15892 → 1.16
    const s = suggestThresholds(loads);
    expect(s.ready && s.thresholds).toEqual({ goodRpm: 1.28, fairRpm: 1.16, goodProfit: 1211, fairProfit: 1120 });
  });

  it('counts agreed counters (at their agreed figures), not pending, declined, passes or plain counters', () => {
    const agreed = fakeDecision({ id: 'agreed', outcome: 'counter', dealResult: 'agreed', offeredRate: 600, profit: 5000, rpm: 9 });
    const others = (['pending', 'declined'] as const).map((r) => fakeDecision({ outcome: 'counter', dealResult: r, profit: 0, rpm: 0 }));
    const s = suggestThresholds([...bookedLoads(29), agreed, ...others, fakeDecision({ outcome: 'counter', profit: 0, rpm: 0 })]);
    expect(s.ready).toBe(true);
    expect(s.loads).toBe(30);
  });

  it('looks only at the latest 100 entries', () => {
    // 30 old booked loads, then 71 newer passes: only 29 of the booked fall in the latest 100.
    const old = bookedLoads(30);
    const passes = Array.from({ length: 71 }, (_, i) =>
      fakeDecision({ id: `p${i}`, outcome: 'pass', createdAt: new Date(Date.UTC(2026, 10, 10) + i * 60_000).toISOString() }),
    );
    const s = suggestThresholds([...passes, ...old]);
    expect(s).toMatchObject({ ready: false, loads: 29, needed: 1 });
    const s42 = suggestThresholds(bookedLoads(42));
    expect(s42.ready && s42.basis).toBe('from your last 42 booked loads');
  });
});
