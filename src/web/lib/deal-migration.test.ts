import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../domain/cost-profile';
import { CSV_COLUMNS, CSV_EXTRA_COLUMNS, toCsv } from '../../domain/csv';
import { recordDealResult } from '../../domain/deal';
import { last7DaysSummary } from '../../domain/history';
import { computeInsights, similarLoadsAlert } from '../../domain/insights';
import { loadState, saveState, STORAGE_KEYS } from './storage';

/*
 * docs/product-rules.md R-DEAL-2: a history stored before results existed loads exactly as it
 * was, key for key, and keeps every figure, booking rate and CSV cell it had.
 */

/** What a device stored before this change: a book with fees and a snapshot, a pass, a counter, a split. */
const STORED_BEFORE = {
  history: [
    {
      id: 'c',
      createdAt: '2026-11-21T09:00:00.000Z',
      outcome: 'counter',
      origin: 'Dallas, TX',
      destination: 'Houston, TX',
      miles: 240,
      rate: 640,
      fsc: 0,
      tolls: 0,
      fuelCost: 143.630769,
      profit: 388.369231,
      rpm: 1.618205,
      fuelType: 'diesel',
    },
    {
      id: 'b',
      createdAt: '2026-11-20T09:00:00.000Z',
      outcome: 'book',
      origin: 'Dallas, TX',
      destination: 'Houston, TX',
      miles: 240,
      rate: 660,
      fsc: 40,
      tolls: 12.5,
      fuelCost: 143.630769,
      profit: 461.369231,
      rpm: 1.922372,
      notes: 'dock 4',
      splitPercent: 90,
      fuelType: 'diesel',
      deadheadMiles: 20,
      factoringFee: 19.8,
      costProfile: { ...DEFAULT_COST_PROFILE, factoringPercent: 3 },
    },
    {
      id: 'a',
      createdAt: '2026-11-19T09:00:00.000Z',
      outcome: 'pass',
      origin: 'Dallas, TX',
      destination: 'Houston, TX',
      miles: 240,
      rate: 650,
      fsc: 0,
      tolls: 0,
      fuelCost: 143.630769,
      profit: 398.369231,
      rpm: 1.659872,
    },
  ],
  costProfile: DEFAULT_COST_PROFILE,
  clearedAt: null,
};

describe('histories stored before results existed', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.state, JSON.stringify(STORED_BEFORE));
  });

  it('load unchanged, key for key, and save back byte for byte', () => {
    const state = loadState();
    expect(state.history).toEqual(STORED_BEFORE.history);
    for (const [i, d] of state.history.entries()) expect(Object.keys(d)).toEqual(Object.keys(STORED_BEFORE.history[i]!));
    expect(state.history.some((d) => 'dealResult' in d || 'offeredRate' in d)).toBe(false);
    saveState(state);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.state)!).history).toEqual(STORED_BEFORE.history);
  });

  it('keep their booking rates: a counter without a result is logged, not booked', () => {
    const { history } = loadState();
    const insights = computeInsights(history);
    expect(insights.bookingRate).toBeCloseTo(100 / 3, 10);
    expect(insights.totalDecisions).toBe(3);
    expect(insights.rpmRanges.find((r) => r.range === '1.5-2')).toEqual({ range: '1.5-2', totalLoads: 3, bookedCount: 1, acceptanceRate: expect.closeTo(100 / 3, 10) });
    expect(similarLoadsAlert(history, { origin: 'Dallas', destination: 'Houston', rpm: 1.7 })?.message).toBe('You rarely book loads like this (1 of 3).');
    expect(last7DaysSummary(history, '2026-11-22T09:00:00.000Z')).toMatchObject({ loads: 3, booked: 1, bookedProfit: 461.369231 });
  });

  it('keep every CSV cell; the newer columns come after them', () => {
    const { history } = loadState();
    const lines = toCsv(history).split('\r\n');
    const spanOf = (line: string) => line.split(',').length;
    expect(lines[0]).toBe([...CSV_COLUMNS, ...CSV_EXTRA_COLUMNS, 'Offered rate', 'Result', 'You keep', 'You keep per day', 'Broker', 'Paid on', 'Profile'].join(','));
    // The counter: rate 640 and its figures as stored; offered rate = its rate, no result.
    expect(lines[1]).toBe(
      '2026-11-21T09:00:00.000Z,"Dallas, TX","Houston, TX",240,640.00,0.00,0.00,143.63,640.00,388.37,1.62,Counter,' +
        ',0,240,1.62,0.00,0.00,0.48,809.10,Diesel' + ','.repeat(12) + ',640.00,' +
        // no profile snapshot: You keep blank; no broker, not paid; no driver profile
        ','.repeat(5),
    );
    expect(spanOf(lines[2]!)).toBeGreaterThan(35); // the quoted "Dallas, TX" cells hold commas
    expect(lines[2]).toMatch(/,Book,dock 4,20,260,/);
    expect(lines[2]).toMatch(/,660\.00,,/);
  });

  it('an entry with a result is stored and read back with it', () => {
    const { history } = loadState();
    const recorded = recordDealResult(history[0]!, { result: 'agreed', agreedRate: 700 });
    saveState({ ...loadState(), history: [recorded, ...history.slice(1)] });
    const back = loadState().history[0]!;
    expect(back).toEqual(recorded);
    expect(back).toMatchObject({ rate: 700, offeredRate: 640, dealResult: 'agreed' });
    expect(back.profit).toBeCloseTo(448.369231, 6);
  });
});
