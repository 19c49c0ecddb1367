import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rankOffers, tieRateFor } from './compare-offers';
import { DEFAULT_COST_PROFILE, profileExtras, repairCostProfile } from './cost-profile';
import { recordDealResult } from './deal';
import { getGuidance } from './guidance';
import { makeDecision } from './history';
import { parseNumber } from './parse';
import { DEFAULT_PAY, effectivePayType, normalisePay, payFollowsLinehaul, type PayTerms } from './pay';
import {
  calculateLoad,
  DEFAULT_TOGGLES,
  effectiveSplitPercent,
  fuelCostFor,
  perMile,
  toIsoTimestamp,
  verdictFigures,
  type CalculateLoadInput,
  type CalculationToggles,
} from './profit';
import { CalculationResultSchema, CostProfileSchema, type CalculationResult, type CostProfile } from './schemas';
import { DEFAULT_SET_ASIDES } from './take-home';
import { fakeDecision } from './test-data';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const cents = (n: number) => Math.round(n * 100) / 100;
const withPay = (pay: Partial<PayTerms>, base: CostProfile = DEFAULT_COST_PROFILE): CostProfile => ({ ...base, pay: { ...DEFAULT_PAY, ...pay } });

/**
 * The calculation exactly as it stood before pay types, copied word for word from profit.ts: the
 * reference the property below compares 'Own authority' and 'Percentage' with (R-PAY-1).
 */
function contractCalculation(input: CalculateLoadInput): Omit<CalculationResult, 'payType'> {
  const { load, profile } = input;
  const toggles: CalculationToggles = { ...DEFAULT_TOGGLES, ...input.toggles };

  const miles = parseNumber(load.miles);
  const deadheadMiles = Math.max(0, parseNumber(load.deadheadMiles));
  // Loaded + deadhead: every mile driven burns fuel, wears the truck and uses up the day.
  const costMiles = Math.max(0, miles) + deadheadMiles;
  const extras = profileExtras(profile);
  const rate = parseNumber(load.rate);
  const originalFsc = parseNumber(load.fsc);
  const originalTolls = Math.max(0, parseNumber(load.tolls));

  const fsc = toggles.includeFsc ? originalFsc : 0;
  const grossRevenue = rate + fsc;
  const splitPercent = effectiveSplitPercent(toggles.useSplit, toggles.splitPercent);
  const yourShare = (grossRevenue * splitPercent) / 100;

  const originalFuelCost = fuelCostFor(costMiles, profile);
  const fuelCost = toggles.includeFuel ? originalFuelCost : 0;
  const tollCost = toggles.includeTolls ? originalTolls : 0;
  const variableCosts = profile.variableCostPerMile * costMiles;
  const fixedCosts = (profile.dailyFixedCosts / extras.fixedCostSpreadMiles) * costMiles;
  const totalCosts = fuelCost + tollCost + variableCosts + fixedCosts;
  // Fees come off the driver's share; with no split that is the whole invoice (rate + FSC).
  // A share below 0 (a negative rate typed in) pays no fee, so a fee never raises profit.
  const feeBase = Math.max(0, yourShare);
  const factoringFee = (feeBase * extras.factoringPercent) / 100;
  const dispatchFee = (feeBase * extras.dispatcherPercent) / 100;
  const netProfit = yourShare - factoringFee - dispatchFee - totalCosts;

  const enteredDays = parseNumber(load.tripDays);
  const tripDaysEntered = enteredDays > 0;
  const tripDays = tripDaysEntered ? enteredDays : costMiles / extras.milesPerDay;

  return {
    breakdown: {
      linehaulRate: rate,
      fsc,
      grossRevenue,
      splitPercent,
      yourShare,
      fuelCost,
      tollCost,
      variableCosts,
      fixedCosts,
      totalCosts,
      factoringFee,
      dispatchFee,
      netProfit,
    },
    adjustments: {
      includeFsc: toggles.includeFsc,
      originalFsc,
      includeFuel: toggles.includeFuel,
      originalFuelCost,
      includeTolls: toggles.includeTolls,
      originalTolls,
    },
    applied: { appliedFsc: fsc, appliedTolls: tollCost, originalFuelCost },
    fuelPriceUsed: profile.fuelPricePerGallon,
    timestamp: toIsoTimestamp(input.now),
    miles,
    useSplit: toggles.useSplit,
    grossRpm: perMile(yourShare, miles),
    netRpm: perMile(netProfit, miles),
    deadheadMiles,
    totalMiles: costMiles,
    allInRpm: perMile(netProfit, costMiles),
    verdictBasis: deadheadMiles > 0 ? 'all-in' : 'loaded',
    tripDays,
    tripDaysEntered,
    profitPerDay: tripDays > 0 ? netProfit / tripDays : 0,
  };
}

describe('R-PAY-1: own authority and percentage give the contract\'s figures, bit for bit', () => {
  const money = fc.double({ min: -1e5, max: 1e5, noNaN: true });
  const text = fc.oneof(money.map(String), fc.string(), fc.constant(''));
  const arbLoad = fc.record({ miles: text, rate: text, fsc: text, tolls: text, deadheadMiles: text, tripDays: text });
  const arbProfile = fc.record({
    fuelPricePerGallon: fc.double({ min: 0, max: 10, noNaN: true }),
    averageMPG: fc.oneof(fc.constant(0), fc.double({ min: 0.5, max: 40, noNaN: true })),
    dailyFixedCosts: fc.double({ min: 0, max: 1000, noNaN: true }),
    variableCostPerMile: fc.double({ min: 0, max: 3, noNaN: true }),
    goodRpm: fc.double({ min: 0, max: 5, noNaN: true }),
    fairRpm: fc.double({ min: 0, max: 5, noNaN: true }),
    goodProfit: fc.double({ min: 0, max: 5000, noNaN: true }),
    fairProfit: fc.double({ min: 0, max: 5000, noNaN: true }),
    fuelType: fc.constantFrom('gas' as const, 'diesel' as const),
    factoringPercent: fc.double({ min: 0, max: 100, noNaN: true }),
    dispatcherPercent: fc.double({ min: 0, max: 100, noNaN: true }),
    milesPerDay: fc.double({ min: 1, max: 2000, noNaN: true }),
    fixedCostSpreadMiles: fc.double({ min: 1, max: 10_000, noNaN: true }),
  });
  const arbToggles = fc.record({
    includeFsc: fc.boolean(),
    includeTolls: fc.boolean(),
    includeFuel: fc.boolean(),
    useSplit: fc.boolean(),
    splitPercent: fc.oneof(fc.integer({ min: 0, max: 20 }).map((n) => n * 5), fc.constant(''), fc.double({ min: -10, max: 200, noNaN: true })),
  });
  // A stored pay that follows the linehaul, whatever its other (unused) fields hold.
  const arbLinehaulPay = fc.option(
    fc.record({
      type: fc.constantFrom('own' as const, 'percentage' as const),
      fscInPercentage: fc.constant(true),
      perLoadedMile: fc.double({ min: 0, max: 100, noNaN: true }),
      perEmptyMile: fc.double({ min: 0, max: 100, noNaN: true }),
      flatPerLoad: fc.double({ min: 0, max: 1e6, noNaN: true }),
      payFuel: fc.constant(true),
      payTolls: fc.constant(true),
    }),
    { nil: undefined },
  );

  it('for random loads, profiles, toggles and linehaul pay: every figure equals the reference', () => {
    fc.assert(
      fc.property(arbLoad, arbProfile, arbToggles, arbLinehaulPay, (load, p, toggles, pay) => {
        const profile: CostProfile = pay ? { ...p, pay } : p;
        const input: CalculateLoadInput = { load, profile, toggles, now: NOW };
        const { payType, ...figures } = calculateLoad(input);
        expect(figures).toEqual(contractCalculation({ ...input, profile: p }));
        // The pay type shown is the split toggle's reading of it.
        expect(payType).toBe(toggles.useSplit ? 'percentage' : 'own');
      }),
      { numRuns: 1000 },
    );
  });

  it('the contract\'s reference load: 500 mi, $1,500 + $100 FSC, $20 tolls → profit $1,055.77 under either type', () => {
    for (const type of ['own', 'percentage'] as const) {
      const r = calculateLoad({ load: { miles: 500, rate: 1500, fsc: 100, tolls: 20 }, profile: withPay({ type }), now: NOW });
      expect(r.breakdown.yourShare).toBe(1600);
      expect(cents(r.breakdown.netProfit)).toBe(1055.77);
    }
  });
});

describe('R-PAY-2: percentage, FSC in or out', () => {
  // 500 mi, $1,500 + $100 FSC, $20 tolls, 80 % split, default profile: costs 544.230769.
  const input = (fscInPercentage: boolean): CalculateLoadInput => ({
    load: { miles: 500, rate: 1500, fsc: 100, tolls: 20 },
    profile: withPay({ type: 'percentage', fscInPercentage }),
    toggles: { useSplit: true, splitPercent: 80 },
    now: NOW,
  });

  it('FSC included: (1,500 + 100) × 80 % = $1,280.00, profit $735.77 (the contract\'s split)', () => {
    const r = calculateLoad(input(true));
    expect(r.breakdown.yourShare).toBe(1280);
    expect(cents(r.breakdown.netProfit)).toBe(735.77);
    expect(r.payType).toBe('percentage');
  });

  it('FSC not included: 1,500 × 80 % + 100 = $1,300.00, profit $755.77', () => {
    const r = calculateLoad(input(false));
    expect(r.breakdown.yourShare).toBe(1300);
    expect(cents(r.breakdown.netProfit)).toBe(755.77);
  });

  it('FSC not included with the FSC toggle off: 1,500 × 80 % = $1,200.00', () => {
    const r = calculateLoad({ ...input(false), toggles: { useSplit: true, splitPercent: 80, includeFsc: false } });
    expect(r.breakdown.yourShare).toBe(1200);
  });
});

describe('R-PAY-3: per mile', () => {
  // The worked example: $1.60 a loaded mile, $0.50 an empty mile, 500 loaded + 50 deadhead.
  //   pay    = 1.60 × 500 + 0.50 × 50           = 800 + 25 = 825.00
  //   fuel   = 550 ÷ 6.5 × 3.89                 = 329.153846…
  //   var    = 0.35 × 550                       = 192.50
  //   fixed  = 250 ÷ 2,500 × 550                = 55.00
  //   costs  = 576.653846…   profit = 248.346153… → $248.35
  //   net RPM 248.35 ÷ 500 = $0.50; all-in 248.35 ÷ 550 = $0.45 → Pass (under $0.70)
  const perMilePay = withPay({ type: 'perMile', perLoadedMile: 1.6, perEmptyMile: 0.5 });
  const at = (rate: number | string, extra: Partial<CalculateLoadInput['load']> = {}) =>
    calculateLoad({ load: { miles: 500, deadheadMiles: 50, rate, fsc: 100, tolls: 0, ...extra }, profile: perMilePay, toggles: { useSplit: true, splitPercent: 75 }, now: NOW });

  it('the worked example: Your pay $825.00, profit $248.35, net RPM $0.50, a Pass', () => {
    const r = at(1500);
    expect(cents(r.breakdown.yourShare)).toBe(825);
    expect(cents(r.breakdown.totalCosts)).toBe(576.65);
    expect(cents(r.breakdown.netProfit)).toBe(248.35);
    expect(cents(r.netRpm)).toBe(0.5);
    expect(cents(r.allInRpm)).toBe(0.45);
    expect(r.payType).toBe('perMile');
    // The split toggle means nothing here: no split applied, none reported.
    expect(r.breakdown.splitPercent).toBe(100);
    expect(r.useSplit).toBe(false);
    expect(getGuidance(verdictFigures(r), DEFAULT_COST_PROFILE).code).toBe('pass');
    expect(CalculationResultSchema.safeParse(r).success).toBe(true);
  });

  it('ignores the linehaul and the FSC: any rate gives the same pay, profit and verdict', () => {
    const base = at(1500);
    for (const rate of [0, 900, 3000, '$12,000']) {
      const r = at(rate, { fsc: rate === 0 ? '' : 400 });
      expect(r.breakdown.yourShare).toBe(base.breakdown.yourShare);
      expect(r.breakdown.netProfit).toBe(base.breakdown.netProfit);
      expect(getGuidance(verdictFigures(r), DEFAULT_COST_PROFILE)).toEqual(getGuidance(verdictFigures(base), DEFAULT_COST_PROFILE));
    }
    // The load's own figures stay as typed (the breakdown still shows what the broker pays).
    expect(at(3000).breakdown.linehaulRate).toBe(3000);
  });

  it('without deadhead only loaded miles are paid: 1.60 × 500 = $800.00', () => {
    expect(at(1500, { deadheadMiles: '' }).breakdown.yourShare).toBe(800);
  });
});

describe('R-PAY-4: flat per load', () => {
  const flat = withPay({ type: 'flat', flatPerLoad: 900 });
  const at = (miles: number, rate: number) => calculateLoad({ load: { miles, rate, fsc: 50 }, profile: flat, now: NOW });

  it('ignores the miles (and the rate): Your pay is $900.00 on 300 or 700 miles', () => {
    expect(at(300, 1000).breakdown.yourShare).toBe(900);
    expect(at(700, 2500).breakdown.yourShare).toBe(900);
  });

  it('costs still follow the miles: 300 mi → fuel 179.54 + var 105 + fixed 30, profit $585.46', () => {
    // fuel 300 ÷ 6.5 × 3.89 = 179.538461…; costs 314.538461…; 900 − 314.538461 = 585.461538…
    expect(cents(at(300, 1000).breakdown.netProfit)).toBe(585.46);
    expect(at(300, 1000).breakdown.netProfit).toBe(at(300, 4000).breakdown.netProfit);
  });
});

describe('R-PAY-6: who pays fuel and tolls', () => {
  // The reference load: fuel 299.230769, tolls 20, profit 1,055.77 when the driver pays both.
  const at = (pay: Partial<PayTerms>) => calculateLoad({ load: { miles: 500, rate: 1500, fsc: 100, tolls: 20 }, profile: withPay(pay), now: NOW });

  it("'I pay fuel' off removes fuel from the costs: profit 1,055.77 + 299.23 = $1,355.00", () => {
    const r = at({ payFuel: false });
    expect(r.breakdown.fuelCost).toBe(0);
    expect(cents(r.breakdown.totalCosts)).toBe(245);
    expect(cents(r.breakdown.netProfit)).toBe(1355);
    // The fuel the trip burns is still shown, as not counted.
    expect(r.adjustments.includeFuel).toBe(false);
    expect(cents(r.adjustments.originalFuelCost)).toBe(299.23);
  });

  it("'I pay tolls' off removes the tolls: profit $1,075.77", () => {
    const r = at({ payTolls: false });
    expect(r.breakdown.tollCost).toBe(0);
    expect(cents(r.breakdown.netProfit)).toBe(1075.77);
    expect(r.adjustments.includeTolls).toBe(false);
  });

  it('for every pay type, on by default', () => {
    for (const type of ['own', 'percentage', 'perMile', 'flat'] as const) {
      const r = at({ type, perLoadedMile: 2, flatPerLoad: 1000 });
      expect(cents(r.breakdown.fuelCost)).toBe(299.23);
      expect(r.breakdown.tollCost).toBe(20);
    }
  });
});

describe('pay terms: reading and types', () => {
  it('normalisePay: missing or invalid fields at their defaults', () => {
    expect(normalisePay(undefined)).toEqual(DEFAULT_PAY);
    expect(normalisePay({ type: 'salary' as never, perLoadedMile: -1, perEmptyMile: Number.NaN, flatPerLoad: 2e6, payFuel: 'yes' as never })).toEqual(DEFAULT_PAY);
    expect(normalisePay({ type: 'perMile', perLoadedMile: 1.6, payFuel: false })).toEqual({ ...DEFAULT_PAY, type: 'perMile', perLoadedMile: 1.6, payFuel: false });
  });

  it('which types follow the linehaul, and the type in force', () => {
    expect([undefined, { type: 'own' as const }, { type: 'percentage' as const }].map(payFollowsLinehaul)).toEqual([true, true, true]);
    expect(payFollowsLinehaul({ type: 'perMile' })).toBe(false);
    expect(payFollowsLinehaul({ type: 'flat' })).toBe(false);
    expect(effectivePayType({ type: 'own' }, true)).toBe('percentage');
    expect(effectivePayType({ type: 'percentage' }, false)).toBe('own');
    expect(effectivePayType(undefined, false)).toBe('own');
    expect(effectivePayType({ type: 'flat' }, true)).toBe('flat');
  });

  it('a stored profile keeps its pay; one without pay loads without it (the contract\'s formula)', () => {
    expect(repairCostProfile({ ...DEFAULT_COST_PROFILE })).toEqual(DEFAULT_COST_PROFILE);
    expect(repairCostProfile({ ...DEFAULT_COST_PROFILE }).pay).toBeUndefined();
    const stored = withPay({ type: 'perMile', perLoadedMile: 1.6, perEmptyMile: 0.5 });
    expect(repairCostProfile(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(repairCostProfile({ ...DEFAULT_COST_PROFILE, pay: { type: 'flat', flatPerLoad: -5 } }).pay).toEqual({ ...DEFAULT_PAY, type: 'flat' });
    expect(CostProfileSchema.safeParse(stored).success).toBe(true);
  });
});

describe('R-PAY-7: what follows the linehaul elsewhere', () => {
  const perMileProfile = withPay({ type: 'perMile', perLoadedMile: 1.6, perEmptyMile: 0.5 });

  it('R-COMPARE-3: no tie counter when the pay does not follow the linehaul', () => {
    const input: CalculateLoadInput = { load: { miles: 1000, rate: 2000 }, profile: perMileProfile, now: NOW };
    expect(tieRateFor(input, 1e9, DEFAULT_SET_ASIDES)).toBeNull();
    // Even a target the offer already reaches names no rate: the rate is not what pays here.
    expect(tieRateFor(input, 0, DEFAULT_SET_ASIDES)).toBeNull();
    const ranked = rankOffers(
      [
        { id: 'a', input: { load: { miles: 500, rate: 1500 }, profile: perMileProfile, now: NOW } },
        { id: 'b', input },
      ],
      DEFAULT_SET_ASIDES,
    );
    expect(ranked.map((r) => r.tieRate)).toEqual([null, null]);
    // The same offers paid on the linehaul do get one.
    const own = rankOffers(
      [
        { id: 'a', input: { load: { miles: 500, rate: 1500, fsc: 100, tolls: 20 }, profile: DEFAULT_COST_PROFILE, now: NOW } },
        { id: 'b', input: { load: { miles: 1000, rate: 2000 }, profile: DEFAULT_COST_PROFILE, now: NOW } },
      ],
      DEFAULT_SET_ASIDES,
    );
    expect(own[1]!.tieRate).toBe(3160);
  });

  it("R-DEAL-2: a counter's agreed rate leaves per-mile pay and its profit alone", () => {
    const r = calculateLoad({ load: { miles: 500, deadheadMiles: 50, rate: 1500 }, profile: perMileProfile, now: NOW });
    const d = makeDecision({ form: { origin: 'A', destination: 'B', notes: '' }, result: r, outcome: 'counter', fuelType: 'diesel', id: 'x', now: NOW, profile: perMileProfile });
    const after = recordDealResult(d, { result: 'agreed', agreedRate: 1800 });
    expect(after.rate).toBe(1800);
    expect(after.offeredRate).toBe(1500);
    expect(after.profit).toBe(d.profit);
    expect(after.rpm).toBe(d.rpm);
  });

  it("R-DEAL-2 with the FSC paid in full: 80 % of the rate only; 1,500 → 1,650 adds $120.00", () => {
    const profile = withPay({ type: 'percentage', fscInPercentage: false });
    const r = calculateLoad({ load: { miles: 500, rate: 1500, fsc: 100 }, profile, toggles: { useSplit: true, splitPercent: 80 }, now: NOW });
    const d = makeDecision({ form: { origin: 'A', destination: 'B', notes: '' }, result: r, outcome: 'counter', fuelType: 'diesel', id: 'y', now: NOW, profile });
    const after = recordDealResult(d, { result: 'agreed', agreedRate: 1650 });
    expect(cents(after.profit - d.profit)).toBe(120);
  });
});

describe('R-PAY-8: the profile name on a logged decision', () => {
  const r = calculateLoad({ load: { miles: 500, rate: 1500 }, profile: DEFAULT_COST_PROFILE, now: NOW });
  const base = { form: { origin: 'A', destination: 'B', notes: '' }, result: r, outcome: 'book' as const, fuelType: 'diesel' as const, id: 'p', now: NOW };

  it('kept trimmed when given; absent otherwise, so a plain entry logs as before', () => {
    expect(makeDecision({ ...base, profileName: '  Leased to Acme, 75 %  ' }).profileName).toBe('Leased to Acme, 75 %');
    expect('profileName' in makeDecision(base)).toBe(false);
    expect('profileName' in makeDecision({ ...base, profileName: '   ' })).toBe(false);
    expect(fakeDecision({}).profileName).toBeUndefined();
  });
});
