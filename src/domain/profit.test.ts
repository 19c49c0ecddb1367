import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import {
  calculateLoad,
  DEFAULT_TOGGLES,
  effectiveSplitPercent,
  fuelCostFor,
  MAX_FUEL_COST,
  grossRpmLabel,
  perMile,
  shareLabel,
  toIsoTimestamp,
  verdictFigures,
  type CalculationToggles,
} from './profit';
import { getGuidance } from './guidance';
import { parseNumber } from './parse';
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
    // 5 / 5e-324 gallons overflows: the ceiling, not 0, so more miles never cost less than fewer.
    expect(fuelCostFor(5, { averageMPG: 5e-324, fuelPricePerGallon: 4 })).toBe(MAX_FUEL_COST);
    expect(fuelCostFor(5, { averageMPG: 5e-324, fuelPricePerGallon: 4 })).toBeGreaterThanOrEqual(fuelCostFor(1e-308, { averageMPG: 5e-324, fuelPricePerGallon: 4 }));
    expect(fuelCostFor(100, { averageMPG: 10, fuelPricePerGallon: -4 })).toBe(0); // a cost is never negative
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

// ---------------------------------------------------------------------------------------------
// Beyond the contract (R-CALC-7..10): deadhead, fees, money per day, fixed-cost spread
// ---------------------------------------------------------------------------------------------

describe('deadhead miles (R-CALC-7)', () => {
  it('500 loaded + 100 deadhead, $1,500: costs on 600 mi, all-in RPM, verdict on all-in figures', () => {
    // total 600 mi; fuel 600 / 6.5 × 3.89 = 359.076923; variable 0.35 × 600 = 210;
    // fixed 250 / 2500 × 600 = 60 → costs 629.076923 → profit 1500 − 629.076923 = 870.923077
    // net RPM per loaded mile 870.923077 / 500 = 1.741846; all-in 870.923077 / 600 = 1.451538
    const r = calculateLoad({ load: { miles: '500', rate: '1500', deadheadMiles: '100' }, profile, now: NOW });
    const b = r.breakdown;
    expect(cents(b.fuelCost)).toBe(359.08);
    expect(cents(r.adjustments.originalFuelCost)).toBe(359.08);
    expect(b.variableCosts).toBeCloseTo(210, 9);
    expect(b.fixedCosts).toBeCloseTo(60, 9);
    expect(cents(b.totalCosts)).toBe(629.08);
    expect(cents(b.netProfit)).toBe(870.92);
    expect(r.miles).toBe(500);
    expect(r.deadheadMiles).toBe(100);
    expect(r.totalMiles).toBe(600);
    expect(r.grossRpm).toBeCloseTo(3, 9); // share per loaded mile, as R-CALC-4 defines it
    expect(cents(r.netRpm)).toBe(1.74);
    expect(cents(r.allInRpm)).toBe(1.45);
    expect(r.verdictBasis).toBe('all-in');
    expect(verdictFigures(r)).toEqual({ netRpm: r.allInRpm, profit: b.netProfit });
    // 870.92 < 900 good profit → no longer Book it (975.77 without deadhead) → Consider countering
    expect(getGuidance(verdictFigures(r), profile).code).toBe('counter');
    expect(CalculationResultSchema.safeParse(r).success).toBe(true);
  });

  it('the verdict judges all-in RPM: 500 loaded + 500 deadhead at $1,700 is a Pass', () => {
    // total 1000 mi; costs 1000 × (0.598461538 + 0.35 + 0.10) = 1048.461538 → profit 651.538462
    // net per loaded mile 1.303077 (≥ 0.70 fair); all-in 0.651538 (< 0.70 fair) → Pass
    const r = calculateLoad({ load: { miles: '500', rate: '1700', deadheadMiles: '500' }, profile, now: NOW });
    expect(cents(r.breakdown.netProfit)).toBe(651.54);
    expect(cents(r.netRpm)).toBe(1.3);
    expect(cents(r.allInRpm)).toBe(0.65);
    expect(getGuidance(verdictFigures(r), profile).code).toBe('pass');
    expect(getGuidance({ netRpm: r.netRpm, profit: r.breakdown.netProfit }, profile).code).toBe('counter');
  });

  it('no deadhead: verdict basis is loaded and all-in RPM equals net RPM', () => {
    const r = calculateLoad({ load: { miles: '500', rate: '1500' }, profile, now: NOW });
    expect(r.verdictBasis).toBe('loaded');
    expect(r.deadheadMiles).toBe(0);
    expect(r.totalMiles).toBe(500);
    expect(r.allInRpm).toBe(r.netRpm);
    expect(verdictFigures(r)).toEqual({ netRpm: r.netRpm, profit: r.breakdown.netProfit });
  });

  it('deadhead on a load with no loaded miles still costs money; RPMs per loaded mile stay 0', () => {
    // 100 deadhead: fuel 59.846154 + variable 35 + fixed 10 = 104.846154 → profit 500 − 104.846154
    const r = calculateLoad({ load: { miles: '', rate: '500', deadheadMiles: '100' }, profile, now: NOW });
    expect(cents(r.breakdown.netProfit)).toBe(395.15);
    expect(r.netRpm).toBe(0);
    expect(cents(r.allInRpm)).toBe(3.95);
  });
});

describe('fees (R-CALC-8)', () => {
  const withFees: CostProfile = { ...profile, factoringPercent: 3, dispatcherPercent: 10 };

  it('factoring 3 % and dispatcher 10 % of the share: 500 mi, $1,500 + FSC $100', () => {
    // share 1600; factoring 1600 × 3 % = 48.00; dispatch 1600 × 10 % = 160.00
    // costs 299.230769 + 175 + 50 = 524.230769 → profit 1600 − 48 − 160 − 524.230769 = 867.769231
    const r = calculateLoad({ load: { miles: '500', rate: '1500', fsc: '100' }, profile: withFees, now: NOW });
    expect(r.breakdown.factoringFee).toBeCloseTo(48, 9);
    expect(r.breakdown.dispatchFee).toBeCloseTo(160, 9);
    expect(cents(r.breakdown.totalCosts)).toBe(524.23); // fees are not operating costs
    expect(cents(r.breakdown.netProfit)).toBe(867.77);
    expect(cents(r.netRpm)).toBe(1.74); // 867.769231 / 500 = 1.735538
  });

  it('with an 80 % split the fees are on the driver\'s share', () => {
    // share 1600 × 80 % = 1280; factoring 38.40; dispatch 128.00 → profit 1280 − 166.40 − 524.230769 = 589.369231
    const r = calculateLoad({
      load: { miles: '500', rate: '1500', fsc: '100' },
      profile: withFees,
      toggles: { useSplit: true, splitPercent: 80 },
      now: NOW,
    });
    expect(r.breakdown.factoringFee).toBeCloseTo(38.4, 9);
    expect(r.breakdown.dispatchFee).toBeCloseTo(128, 9);
    expect(cents(r.breakdown.netProfit)).toBe(589.37);
  });

  it('a negative share (a negative rate typed in) pays no fee', () => {
    const r = calculateLoad({ load: { miles: '100', rate: '-50' }, profile: withFees, now: NOW });
    expect(r.breakdown.factoringFee).toBe(0);
    expect(r.breakdown.dispatchFee).toBe(0);
  });
});

describe('money per day (R-CALC-9)', () => {
  it('derived: 500 loaded + 100 deadhead at 500 mi/day = 1.2 days → $725.77 a day', () => {
    // profit 870.923077 / (600 / 500) = 725.769231
    const r = calculateLoad({ load: { miles: '500', rate: '1500', deadheadMiles: '100' }, profile, now: NOW });
    expect(r.tripDays).toBeCloseTo(1.2, 9);
    expect(r.tripDaysEntered).toBe(false);
    expect(cents(r.profitPerDay)).toBe(725.77);
  });

  it('entered: 2 trip days → $435.46 a day; miles per day is then not used', () => {
    // 870.923077 / 2 = 435.461538
    const r = calculateLoad({
      load: { miles: '500', rate: '1500', deadheadMiles: '100', tripDays: '2' },
      profile: { ...profile, milesPerDay: 300 },
      now: NOW,
    });
    expect(r.tripDays).toBe(2);
    expect(r.tripDaysEntered).toBe(true);
    expect(cents(r.profitPerDay)).toBe(435.46);
  });

  it('miles per day from the profile: 600 mi at 300 mi/day = 2 days; 0 / blank / negative days derive', () => {
    const base = { miles: '600', rate: '1500' };
    const r = calculateLoad({ load: base, profile: { ...profile, milesPerDay: 300 }, now: NOW });
    expect(r.tripDays).toBe(2);
    for (const tripDays of ['', '0', '-1', 'abc']) {
      const d = calculateLoad({ load: { ...base, tripDays }, profile, now: NOW });
      expect(d.tripDays).toBeCloseTo(1.2, 9);
      expect(d.tripDaysEntered).toBe(false);
    }
  });

  it('no miles and no days: profit per day is 0, never Infinity', () => {
    const r = calculateLoad({ load: { miles: '', rate: '500' }, profile, now: NOW });
    expect(r.tripDays).toBe(0);
    expect(r.profitPerDay).toBe(0);
  });
});

describe('fixed-cost spread (R-CALC-7)', () => {
  it('spread 1,000 mi: fixed = 250 / 1000 × 500 = 125 → profit $900.77', () => {
    // costs 299.230769 + 175 + 125 = 599.230769 → profit 1500 − 599.230769 = 900.769231
    const r = calculateLoad({ load: { miles: '500', rate: '1500' }, profile: { ...profile, fixedCostSpreadMiles: 1000 }, now: NOW });
    expect(r.breakdown.fixedCosts).toBeCloseTo(125, 9);
    expect(cents(r.breakdown.netProfit)).toBe(900.77);
  });

  it('an invalid stored spread (0, negative) reads as the default 2,500, never a division by 0', () => {
    for (const fixedCostSpreadMiles of [0, -5, Number.NaN]) {
      const r = calculateLoad({ load: { miles: '500', rate: '1500' }, profile: { ...profile, fixedCostSpreadMiles }, now: NOW });
      expect(r.breakdown.fixedCosts).toBeCloseTo(50, 9);
    }
  });
});

describe('beyond-the-contract properties (R-CALC-10)', () => {
  const money = fc.double({ min: -1e5, max: 1e5, noNaN: true });
  const text = fc.oneof(money.map(String), fc.string());
  const arbLoad = fc.record({ miles: text, rate: text, fsc: text, tolls: text });
  const arbToggles = fc.record({
    includeFsc: fc.boolean(),
    includeTolls: fc.boolean(),
    includeFuel: fc.boolean(),
    useSplit: fc.boolean(),
    splitPercent: fc.integer({ min: 0, max: 20 }).map((n) => n * 5),
  });
  const arbProfile = fc.record({
    fuelPricePerGallon: fc.double({ min: 0, max: 10, noNaN: true }),
    averageMPG: fc.double({ min: 0, max: 40, noNaN: true }),
    dailyFixedCosts: fc.double({ min: 0, max: 1000, noNaN: true }),
    variableCostPerMile: fc.double({ min: 0, max: 3, noNaN: true }),
  });
  /** The contract's formula (R-CALC-2..4), written out on its own as the oracle. */
  const specProfit = (load: { miles: string; rate: string; fsc: string; tolls: string }, p: CostProfile, t: CalculationToggles) => {
    const miles = Math.max(0, parseNumber(load.miles));
    const gross = parseNumber(load.rate) + (t.includeFsc ? parseNumber(load.fsc) : 0);
    const share = (gross * effectiveSplitPercent(t.useSplit, t.splitPercent)) / 100;
    const fuel = t.includeFuel ? fuelCostFor(miles, p) : 0;
    const tolls = t.includeTolls ? Math.max(0, parseNumber(load.tolls)) : 0;
    return share - (fuel + tolls + p.variableCostPerMile * miles + (p.dailyFixedCosts / 2500) * miles);
  };
  // What a profile stored before the R-CALC-7..9 fields looks like: none of them at all.
  const oldProfile = (p: object): CostProfile => {
    const { factoringPercent: _f, dispatcherPercent: _d, milesPerDay: _m, fixedCostSpreadMiles: _s, ...rest } = { ...DEFAULT_COST_PROFILE, ...p };
    return rest;
  };

  it('every new input empty (or at its default) gives exactly the R-CALC-5 figures', () => {
    fc.assert(
      fc.property(arbLoad, arbProfile, arbToggles, fc.constantFrom(undefined, '', '0', '-20', 'n/a'), fc.constantFrom(undefined, '', '0'), (load, p, t, deadheadMiles, tripDays) => {
        const toggles = { ...DEFAULT_TOGGLES, ...t };
        const before = calculateLoad({ load, profile: oldProfile(p), toggles, now: NOW });
        const after = calculateLoad({ load: { ...load, deadheadMiles, tripDays }, profile: { ...DEFAULT_COST_PROFILE, ...p }, toggles, now: NOW });
        expect(after.breakdown).toEqual(before.breakdown);
        expect([after.grossRpm, after.netRpm, after.adjustments]).toEqual([before.grossRpm, before.netRpm, before.adjustments]);
        expect(after.verdictBasis).toBe('loaded');
        expect(after.breakdown.netProfit).toBeCloseTo(specProfit(load, oldProfile(p), toggles), 6);
        expect(after.breakdown.factoringFee).toBe(0);
        expect(after.breakdown.dispatchFee).toBe(0);
      }),
      { numRuns: 400 },
    );
  });

  it('fees and deadhead never raise profit; every new figure is finite', () => {
    fc.assert(
      fc.property(
        arbLoad,
        arbProfile,
        arbToggles,
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        (load, p, t, factoringPercent, dispatcherPercent, deadhead) => {
          const plain = calculateLoad({ load, profile: { ...DEFAULT_COST_PROFILE, ...p }, toggles: t, now: NOW });
          const fees = calculateLoad({ load, profile: { ...DEFAULT_COST_PROFILE, ...p, factoringPercent, dispatcherPercent }, toggles: t, now: NOW });
          const empty = calculateLoad({ load: { ...load, deadheadMiles: String(deadhead) }, profile: { ...DEFAULT_COST_PROFILE, ...p }, toggles: t, now: NOW });
          expect(fees.breakdown.netProfit).toBeLessThanOrEqual(plain.breakdown.netProfit + 1e-9);
          expect(empty.breakdown.netProfit).toBeLessThanOrEqual(plain.breakdown.netProfit + 1e-9);
          for (const r of [fees, empty]) {
            for (const v of [r.allInRpm, r.tripDays, r.profitPerDay, r.totalMiles, r.breakdown.factoringFee, r.breakdown.dispatchFee]) {
              expect(Number.isFinite(v)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
