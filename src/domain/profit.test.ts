import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import {
  calculateLoad,
  DEFAULT_TOGGLES,
  effectiveSplitPercent,
  fuelCostFor,
  grossRpmLabel,
  perMile,
  shareLabel,
  toIsoTimestamp,
  type CalculationToggles,
} from './profit';
import { CalculationResultSchema, type CostProfile } from './schemas';

const NOW = new Date('2026-11-22T10:30:00.000Z');
const profile: CostProfile = { ...DEFAULT_COST_PROFILE };
/** Money compared to the cent. */
const cents = (n: number) => Math.round(n * 100) / 100;

describe('calculateLoad: the reference load', () => {
  // 500 mi, $1,500 linehaul, $100 FSC, $20 tolls, default profile (3.89 $/gal, 6.5 MPG,
  // $250/day fixed, $0.35/mi variable), all toggles on, split off:
  //   gross     = 1500 + 100                       = 1600.00
  //   share     = 1600 × 100 / 100                 = 1600.00
  //   fuel      = 500 / 6.5 × 3.89 = 1945 / 6.5    =  299.230769…  → 299.23
  //   tolls                                        =   20.00
  //   variable  = 0.35 × 500                       =  175.00
  //   fixed     = 250 / 2500 × 500 = 0.1 × 500     =   50.00
  //   costs     = 299.230769 + 20 + 175 + 50       =  544.230769…  → 544.23
  //   profit    = 1600 − 544.230769                = 1055.769230…  → 1055.77
  //   gross RPM = 1600 / 500                       =    3.20
  //   net RPM   = 1055.769230 / 500                =    2.111538…  → 2.11
  const r = calculateLoad({ load: { miles: '500', rate: '$1,500', fsc: '100', tolls: '20' }, profile, now: NOW });

  it('matches the hand-worked figures to the cent', () => {
    const b = r.breakdown;
    expect(b.linehaulRate).toBe(1500);
    expect(b.fsc).toBe(100);
    expect(b.grossRevenue).toBe(1600);
    expect(b.splitPercent).toBe(100);
    expect(b.yourShare).toBe(1600);
    expect(cents(b.fuelCost)).toBe(299.23);
    expect(b.tollCost).toBe(20);
    expect(cents(b.variableCosts)).toBe(175);
    expect(cents(b.fixedCosts)).toBe(50);
    expect(cents(b.totalCosts)).toBe(544.23);
    expect(cents(b.netProfit)).toBe(1055.77);
    expect(r.grossRpm).toBe(3.2);
    expect(cents(r.netRpm)).toBe(2.11);
    expect(r.miles).toBe(500);
  });

  it('keeps raw numbers (no rounding inside the domain)', () => {
    expect(r.breakdown.fuelCost).toBeCloseTo(1945 / 6.5, 10);
    expect(r.breakdown.netProfit).toBeCloseTo(1600 - 1945 / 6.5 - 245, 10);
  });

  it('fills adjustments, the applied shape, fuel price and timestamp', () => {
    expect(r.adjustments).toEqual({
      includeFsc: true,
      originalFsc: 100,
      includeFuel: true,
      originalFuelCost: r.breakdown.fuelCost,
      includeTolls: true,
      originalTolls: 20,
    });
    expect(r.applied).toEqual({ appliedFsc: 100, appliedTolls: 20, originalFuelCost: r.breakdown.fuelCost });
    expect(r.fuelPriceUsed).toBe(3.89);
    expect(r.timestamp).toBe('2026-11-22T10:30:00.000Z');
    expect(r.useSplit).toBe(false);
    expect(CalculationResultSchema.safeParse(r).success).toBe(true);
  });
});

describe('calculateLoad: toggles', () => {
  const load = { miles: '500', rate: '1500', fsc: '100', tolls: '20' };
  const calc = (toggles: Partial<CalculationToggles>) => calculateLoad({ load, profile, toggles, now: NOW });

  it('FSC off: gross = rate only; originalFsc still reported', () => {
    // gross 1500; costs 544.230769; profit = 955.769230… → 955.77
    const r = calc({ includeFsc: false });
    expect(r.breakdown.fsc).toBe(0);
    expect(r.breakdown.grossRevenue).toBe(1500);
    expect(cents(r.breakdown.netProfit)).toBe(955.77);
    expect(r.adjustments.originalFsc).toBe(100);
    expect(r.applied.appliedFsc).toBe(0);
  });

  it('tolls off: toll cost 0, originalTolls kept', () => {
    // profit = 1600 − (299.230769 + 175 + 50) = 1075.769230… → 1075.77
    const r = calc({ includeTolls: false });
    expect(r.breakdown.tollCost).toBe(0);
    expect(r.adjustments.originalTolls).toBe(20);
    expect(r.applied.appliedTolls).toBe(0);
    expect(cents(r.breakdown.netProfit)).toBe(1075.77);
  });

  it('fuel off: fuel cost 0, originalFuelCost kept', () => {
    // profit = 1600 − (20 + 175 + 50) = 1355.00
    const r = calc({ includeFuel: false });
    expect(r.breakdown.fuelCost).toBe(0);
    expect(cents(r.adjustments.originalFuelCost)).toBe(299.23);
    expect(cents(r.breakdown.netProfit)).toBe(1355);
  });

  it('split 80 % on: share = 1600 × 0.8 = 1280; profit = 1280 − 544.230769 = 735.77; share RPM 2.56', () => {
    const r = calc({ useSplit: true, splitPercent: '80' });
    expect(r.breakdown.splitPercent).toBe(80);
    expect(r.breakdown.yourShare).toBe(1280);
    expect(cents(r.breakdown.netProfit)).toBe(735.77);
    expect(r.grossRpm).toBe(2.56);
    expect(cents(r.netRpm)).toBe(1.47); // 735.769230 / 500 = 1.471538…
    expect(r.useSplit).toBe(true);
  });

  it('split percent is ignored while the split toggle is off', () => {
    expect(calc({ useSplit: false, splitPercent: 50 }).breakdown.yourShare).toBe(1600);
  });

  it('defaults: every include toggle on, split off', () => {
    expect(DEFAULT_TOGGLES).toEqual({ includeFsc: true, includeTolls: true, includeFuel: true, useSplit: false, splitPercent: 100 });
  });
});

describe('calculateLoad: guards', () => {
  it('MPG 0 gives no fuel cost instead of Infinity', () => {
    const r = calculateLoad({ load: { miles: 500, rate: 1500 }, profile: { ...profile, averageMPG: 0 }, now: NOW });
    expect(r.breakdown.fuelCost).toBe(0);
    expect(Number.isFinite(r.breakdown.netProfit)).toBe(true);
  });

  it('miles 0 or empty: RPMs are 0, costs are 0, never NaN', () => {
    const r = calculateLoad({ load: { miles: '', rate: '1000' }, profile, now: NOW });
    expect(r.grossRpm).toBe(0);
    expect(r.netRpm).toBe(0);
    expect(r.breakdown.totalCosts).toBe(0);
    expect(r.breakdown.netProfit).toBe(1000);
  });

  it('negative miles and tolls never become negative costs', () => {
    const r = calculateLoad({ load: { miles: '-100', rate: '1000', tolls: '-50' }, profile, now: NOW });
    expect(r.breakdown.totalCosts).toBe(0);
    expect(r.adjustments.originalTolls).toBe(0);
    expect(r.netRpm).toBe(0);
    expect(r.miles).toBe(-100);
  });

  it('missing fsc and tolls count as 0; numbers and strings both accepted', () => {
    const a = calculateLoad({ load: { miles: 250, rate: 800 }, profile, now: 0 });
    const b = calculateLoad({ load: { miles: '250', rate: '800', fsc: '', tolls: '' }, profile, now: '1970-01-01T00:00:00Z' });
    expect(a.breakdown).toEqual(b.breakdown);
    expect(a.timestamp).toBe('1970-01-01T00:00:00.000Z');
    expect(b.timestamp).toBe(a.timestamp);
  });
});

describe('helpers', () => {
  it('effectiveSplitPercent: off → 100; 0, empty, negative, junk → 100; above 100 capped', () => {
    expect(effectiveSplitPercent(false, 50)).toBe(100);
    expect(effectiveSplitPercent(true, 50)).toBe(50);
    expect(effectiveSplitPercent(true, '75')).toBe(75);
    expect(effectiveSplitPercent(true, 0)).toBe(100);
    expect(effectiveSplitPercent(true, '')).toBe(100);
    expect(effectiveSplitPercent(true, undefined)).toBe(100);
    expect(effectiveSplitPercent(true, '-20')).toBe(100);
    expect(effectiveSplitPercent(true, 'abc')).toBe(100);
    expect(effectiveSplitPercent(true, 150)).toBe(100);
  });

  it('labels', () => {
    expect(grossRpmLabel(false)).toBe('Gross RPM');
    expect(grossRpmLabel(true)).toBe('Your Share RPM');
    expect(shareLabel(80)).toBe('Your share');
    expect(shareLabel(100)).toBe('Revenue');
  });

  it('fuelCostFor, perMile, toIsoTimestamp', () => {
    expect(fuelCostFor(650, { averageMPG: 6.5, fuelPricePerGallon: 4 })).toBe(400); // 650 / 6.5 = 100 gal × $4
    expect(fuelCostFor(0, profile)).toBe(0);
    expect(fuelCostFor(5, { averageMPG: 5e-324, fuelPricePerGallon: 0 })).toBe(0); // Infinity gal × $0 would be NaN
    expect(fuelCostFor(5, { averageMPG: 5e-324, fuelPricePerGallon: 4 })).toBe(0); // overflow guarded
    expect(perMile(100, 0)).toBe(0);
    expect(perMile(100, 50)).toBe(2);
    expect(toIsoTimestamp(NOW)).toBe('2026-11-22T10:30:00.000Z');
  });
});

describe('properties', () => {
  const money = fc.double({ min: 0, max: 100_000, noNaN: true });
  const arbProfile = fc.record({
    fuelPricePerGallon: fc.double({ min: 0, max: 10, noNaN: true }),
    // Realistic MPG, or exactly 0 (the guarded case); sub-1 MPG makes figures astronomically large.
    averageMPG: fc.oneof(fc.constant(0), fc.double({ min: 1, max: 40, noNaN: true })),
    dailyFixedCosts: fc.double({ min: 0, max: 1000, noNaN: true }),
    variableCostPerMile: fc.double({ min: 0, max: 3, noNaN: true }),
    goodRpm: fc.constant(0.8),
    fairRpm: fc.constant(0.7),
    goodProfit: fc.constant(900),
    fairProfit: fc.constant(450),
    fuelType: fc.constantFrom('gas' as const, 'diesel' as const),
  });
  const arbToggles = fc.record({
    includeFsc: fc.boolean(),
    includeTolls: fc.boolean(),
    includeFuel: fc.boolean(),
    useSplit: fc.boolean(),
    splitPercent: fc.oneof(fc.integer({ min: 0, max: 20 }).map((n) => n * 5), fc.constant('')),
  });
  // Miles and tolls as any text a driver could type, including negatives and junk.
  const arbLoad = fc.record({
    miles: fc.oneof(money.map(String), fc.string()),
    rate: fc.oneof(money.map(String), fc.string()),
    fsc: fc.oneof(money.map(String), fc.string()),
    tolls: fc.oneof(money.map(String), fc.string()),
  });

  it('profit = share − (fuel + tolls + variable + fixed), every figure finite', () => {
    fc.assert(
      fc.property(arbLoad, arbProfile, arbToggles, (load, p, toggles) => {
        const { breakdown: b, grossRpm, netRpm } = calculateLoad({ load, profile: p, toggles, now: NOW });
        const costs = b.fuelCost + b.tollCost + b.variableCosts + b.fixedCosts;
        expect(b.totalCosts).toBeCloseTo(costs, 6);
        expect(b.netProfit).toBeCloseTo(b.yourShare - costs, 6);
        expect(b.yourShare).toBeCloseTo((b.grossRevenue * b.splitPercent) / 100, 6);
        for (const v of [...Object.values(b), grossRpm, netRpm]) expect(Number.isFinite(v)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('turning the tolls or fuel toggle off never lowers profit (they are costs, never negative)', () => {
    fc.assert(
      fc.property(arbLoad, arbProfile, arbToggles, fc.constantFrom('includeTolls' as const, 'includeFuel' as const), (load, p, toggles, key) => {
        const on = calculateLoad({ load, profile: p, toggles: { ...toggles, [key]: true }, now: NOW });
        const off = calculateLoad({ load, profile: p, toggles: { ...toggles, [key]: false }, now: NOW });
        expect(off.breakdown.netProfit).toBeGreaterThanOrEqual(on.breakdown.netProfit - 1e-9);
      }),
      { numRuns: 500 },
    );
  });

  it('FSC is revenue: turning it off changes profit by exactly −FSC × split / 100', () => {
    fc.assert(
      fc.property(arbLoad, arbProfile, arbToggles, (load, p, toggles) => {
        const on = calculateLoad({ load, profile: p, toggles: { ...toggles, includeFsc: true }, now: NOW });
        const off = calculateLoad({ load, profile: p, toggles: { ...toggles, includeFsc: false }, now: NOW });
        const expected = (on.adjustments.originalFsc * on.breakdown.splitPercent) / 100;
        expect(on.breakdown.netProfit - off.breakdown.netProfit).toBeCloseTo(expected, 4);
      }),
      { numRuns: 500 },
    );
  });
});
