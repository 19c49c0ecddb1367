import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import { rankOffers, tieRateFor, MAX_COMPARED_OFFERS, type ComparedOffer } from './compare-offers';
import { calculateLoad, type CalculateLoadInput } from './profit';
import { DEFAULT_SET_ASIDES, takeHome } from './take-home';

const NOW = '2026-11-25T12:00:00Z';
const profile = { ...DEFAULT_COST_PROFILE };
const cents = (n: number) => Math.round(n * 100) / 100;
const offer = (id: string, load: CalculateLoadInput['load']): ComparedOffer => ({ id, input: { load, profile, now: NOW } });

// A: 500 mi, $1,500 + $100 FSC, $20 tolls, 1 day: you keep 791.826923 a day (take-home.test.ts).
// B: 1,000 mi, $2,000, 2 days: costs 598.461538 + 350 + 100 = 1048.461538; profit 951.538462;
//    tax 237.884615; keep 713.653846; per day 356.826923.
// B ties A when its keep reaches 2 × 791.826923 = 1583.653846, i.e. profit 1583.653846 ÷ 0.75 =
// 2111.538462, i.e. rate 2111.538462 + 1048.461538 = 3160.00.
const A = offer('a', { miles: '500', rate: '1500', fsc: '100', tolls: '20' });
const B = offer('b', { miles: '1000', rate: '2000' });

describe('rankOffers', () => {
  it('ranks by You keep per day, whatever the order the offers were added in', () => {
    for (const order of [[A, B], [B, A]]) {
      const ranked = rankOffers(order, DEFAULT_SET_ASIDES);
      expect(ranked.map((r) => r.id)).toEqual(['a', 'b']);
      expect(cents(ranked[0]!.keep.youKeepPerDay)).toBe(791.83);
      expect(cents(ranked[1]!.keep.youKeepPerDay)).toBe(356.83);
      expect(ranked.map((r) => r.rank)).toEqual([1, 2]);
    }
  });

  it('gives the loser the whole-dollar rate that ties the leader, and none to the leader', () => {
    const [leader, loser] = rankOffers([A, B], DEFAULT_SET_ASIDES);
    expect(leader!.tieRate).toBeNull();
    expect(loser!.tieRate).toBe(3160);
    const atTie = takeHome(calculateLoad({ ...B.input, load: { ...B.input.load, rate: 3160 } }), DEFAULT_SET_ASIDES);
    expect(cents(atTie.youKeepPerDay)).toBe(791.83);
  });

  it('shares the rank between offers that keep the same per day, first added first', () => {
    const ranked = rankOffers([offer('x', { miles: '500', rate: '1500' }), offer('y', { miles: '500', rate: '1500' }), B], DEFAULT_SET_ASIDES);
    expect(ranked.map((r) => [r.id, r.rank, r.tieRate])).toEqual([
      ['x', 1, null],
      ['y', 1, null],
      ['b', 3, expect.any(Number)],
    ]);
  });

  it('compares at most three offers', () => {
    const four = ['1', '2', '3', '4'].map((id) => offer(id, { miles: '500', rate: String(1000 + Number(id)) }));
    expect(rankOffers(four, DEFAULT_SET_ASIDES)).toHaveLength(MAX_COMPARED_OFFERS);
  });

  it('finds no tie rate when the offer has no trip days', () => {
    const ranked = rankOffers([A, offer('z', { miles: '0', rate: '10' })], DEFAULT_SET_ASIDES);
    expect(ranked[1]!.tieRate).toBeNull();
  });

  it('the tie rate is the lowest whole dollar that reaches the leader', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 2500 }), fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 60 }), (miles, rate, tax) => {
        const asides = { ...DEFAULT_SET_ASIDES, taxPercent: tax };
        const input: CalculateLoadInput = { load: { miles, rate }, profile, now: NOW };
        const target = 900;
        const tie = tieRateFor(input, target, asides);
        expect(tie).not.toBeNull();
        const perDay = (r: number) => takeHome(calculateLoad({ ...input, load: { miles, rate: r } }), asides).youKeepPerDay;
        expect(perDay(tie!)).toBeGreaterThanOrEqual(target - 1e-6);
        if (tie! > rate) expect(perDay(tie! - 1)).toBeLessThan(target);
      }),
      { numRuns: 200 },
    );
  });
});
