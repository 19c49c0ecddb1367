import { describe, expect, it } from 'vitest';
import { averageProfitPerDay } from './insights';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import {
  computeInsights,
  findSimilarLoads,
  insightsProgress,
  isMilestone,
  MILESTONE_TOAST,
  RPM_BUCKETS,
  similarLoadsAlert,
  similarWord,
} from './insights';
import type { Outcome } from './schemas';
import { fakeDecision } from './test-data';

describe('computeInsights', () => {
  const history = [
    fakeDecision({ rpm: -0.2, profit: -50, outcome: 'pass', origin: 'Dallas, TX', destination: 'Houston, TX' }),
    fakeDecision({ rpm: 0.99, profit: 100, outcome: 'book', origin: 'dallas, tx ', destination: 'HOUSTON, TX' }),
    fakeDecision({ rpm: 1, profit: 200, outcome: 'book', origin: 'Austin, TX', destination: 'Waco, TX' }),
    fakeDecision({ rpm: 1.5, profit: 300, outcome: 'counter', origin: 'Austin, TX', destination: 'Waco, TX' }),
    fakeDecision({ rpm: 2.49, profit: 400, outcome: 'book', origin: 'Dallas, TX', destination: 'Houston, TX' }),
    fakeDecision({ rpm: 3.1, profit: 550, outcome: 'book', origin: 'Tulsa, OK', destination: 'Reno, NV' }),
  ];
  const insights = computeInsights(history);

  it('RPM buckets 0-1, 1-1.5, 1.5-2, 2-2.5, 2.5+ (lower bound inclusive, negatives in 0-1)', () => {
    expect(RPM_BUCKETS.map((b) => b.label)).toEqual(['0-1', '1-1.5', '1.5-2', '2-2.5', '2.5+']);
    expect(insights.rpmRanges).toEqual([
      { range: '0-1', totalLoads: 2, bookedCount: 1, acceptanceRate: 50 },
      { range: '1-1.5', totalLoads: 1, bookedCount: 1, acceptanceRate: 100 },
      { range: '1.5-2', totalLoads: 1, bookedCount: 0, acceptanceRate: 0 },
      { range: '2-2.5', totalLoads: 1, bookedCount: 1, acceptanceRate: 100 },
      { range: '2.5+', totalLoads: 1, bookedCount: 1, acceptanceRate: 100 },
    ]);
  });

  it('averages, best RPM, most common route (case-insensitive), totals, booking rate', () => {
    // profits −50 + 100 + 200 + 300 + 400 + 550 = 1500 → 250 average; booked 4 of 6 = 66.67 %
    expect(insights.avgProfit).toBe(250);
    expect(insights.bestRPM).toBe(3.1);
    expect(insights.mostCommonRoute).toBe('Dallas, TX → Houston, TX'); // 3 times, first-seen spelling
    expect(insights.totalDecisions).toBe(6);
    expect(insights.bookingRate).toBeCloseTo(200 / 3, 10);
  });

  it('ties go to the most recently logged route (history is newest first)', () => {
    const tie = computeInsights([fakeDecision({ origin: 'A', destination: 'B' }), fakeDecision({ origin: 'C', destination: 'D' })]);
    expect(tie.mostCommonRoute).toBe('A → B');
  });

  it('empty history', () => {
    const empty = computeInsights([]);
    expect(empty).toMatchObject({ avgProfit: 0, bestRPM: 0, mostCommonRoute: null, totalDecisions: 0, bookingRate: 0 });
    expect(empty.rpmRanges.every((r) => r.totalLoads === 0 && r.acceptanceRate === 0)).toBe(true);
  });
});

describe('insightsProgress and milestone', () => {
  it("'Log N more load(s)' below 5, in R-INSIGHT-1's words", () => {
    expect(insightsProgress(0)).toEqual({ ready: false, remaining: 5, message: 'Log 5 more load(s)' });
    expect(insightsProgress(2).message).toBe('Log 3 more load(s)');
    expect(insightsProgress(4)).toEqual({ ready: false, remaining: 1, message: 'Log 1 more load(s)' });
    expect(insightsProgress(5)).toEqual({ ready: true, remaining: 0, message: null });
    expect(insightsProgress(80).ready).toBe(true);
  });
  it('milestone when the 5th decision is logged (history length 4 before logging)', () => {
    expect(isMilestone(4)).toBe(true);
    expect(isMilestone(3)).toBe(false);
    expect(isMilestone(5)).toBe(false);
    expect(MILESTONE_TOAST).toEqual({ title: 'Milestone!', description: 'Check your Pattern Insights to see booking trends' });
  });
});

describe('similar loads', () => {
  const current = { origin: 'dallas', destination: ' HOUSTON ', rpm: 1.5 };
  const entry = (rpm: number, outcome: Outcome = 'book', origin = 'Dallas, TX', destination = 'Houston, TX') =>
    fakeDecision({ rpm, outcome, origin, destination });

  it('RPM within 0.25 inclusive, origin and destination containment, case-insensitive', () => {
    const history = [
      entry(1.25), // |1.25 − 1.5| = 0.25: in
      entry(1.75), // 0.25: in
      entry(1.24), // 0.26: out
      entry(1.5, 'book', 'Fort Worth, TX'), // origin does not contain 'dallas'
      entry(1.5, 'book', 'North Dallas, TX', 'Houston Heights, TX'), // contains both: in
    ];
    expect(findSimilarLoads(history, current).map((d) => d.rpm)).toEqual([1.25, 1.75, 1.5]);
  });

  it('binary noise does not push a 0.25 difference out', () => {
    expect(findSimilarLoads([entry(1.1 + 0.25)], { ...current, rpm: 1.1 })).toHaveLength(1);
  });

  it('a blank current origin or destination matches nothing', () => {
    expect(findSimilarLoads([entry(1.5)], { ...current, origin: '  ' })).toEqual([]);
    expect(findSimilarLoads([entry(1.5)], { ...current, destination: '' })).toEqual([]);
  });

  it('needs at least 2 matches', () => {
    expect(similarLoadsAlert([entry(1.5)], current)).toBeNull();
  });

  it("'usually' at ≥ 75 %, 'sometimes' at ≥ 50 %, else 'rarely'", () => {
    const usual = similarLoadsAlert([entry(1.5), entry(1.5), entry(1.5), entry(1.5, 'pass')], current);
    expect(usual?.message).toBe('You usually book loads like this (3 of 4).');
    expect(usual).toMatchObject({ booked: 3, total: 4, bookingRate: 75, word: 'usually' });
    expect(similarLoadsAlert([entry(1.5), entry(1.5, 'counter')], current)?.message).toBe('You sometimes book loads like this (1 of 2).');
    expect(similarLoadsAlert([entry(1.5), entry(1.5, 'pass'), entry(1.5, 'pass')], current)?.message).toBe(
      'You rarely book loads like this (1 of 3).',
    );
    expect(similarWord(74.99)).toBe('sometimes');
    expect(similarWord(49.99)).toBe('rarely');
  });
});

describe('average profit per day (R-INSIGHT-2)', () => {
  it('all profit over all trip days', () => {
    // 500 mi (1 day at the default 500 mi/day) $900 + 2 entered days $600 + 600 mi at 300 mi/day (2 days) $300
    // → (900 + 600 + 300) / (1 + 2 + 2) = 360
    const history = [
      fakeDecision({ miles: 500, profit: 900 }),
      fakeDecision({ miles: 900, tripDays: 2, profit: 600 }),
      fakeDecision({ miles: 600, profit: 300, costProfile: { ...DEFAULT_COST_PROFILE, milesPerDay: 300 } }),
    ];
    expect(averageProfitPerDay(history)).toBe(360);
    expect(computeInsights(history).avgProfitPerDay).toBe(360);
  });

  it('entries with no days are left out; none at all gives 0', () => {
    expect(averageProfitPerDay([])).toBe(0);
    expect(averageProfitPerDay([fakeDecision({ miles: 0, profit: 50 })])).toBe(0);
    expect(averageProfitPerDay([fakeDecision({ miles: 0, profit: 50 }), fakeDecision({ miles: 250, profit: 100 })])).toBe(200);
  });
});
