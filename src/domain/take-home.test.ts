import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import { calculateLoad } from './profit';
import type { CostProfile } from './schemas';
import { DEFAULT_SET_ASIDES, normaliseSetAsides, PER_DIEM_HINT, takeHome, type SetAsides } from './take-home';
import { applySetAsideEdits, setAsidesToText } from './set-asides-edit';

const NOW = '2026-11-25T12:00:00Z';
const profile: CostProfile = { ...DEFAULT_COST_PROFILE };
const cents = (n: number) => Math.round(n * 100) / 100;
const withAsides = (s: Partial<SetAsides>): SetAsides => ({ ...DEFAULT_SET_ASIDES, ...s });

// The reference load of profit.test.ts: 500 mi, $1,500 + $100 FSC, $20 tolls, default profile:
// net profit 1055.769230…, 1 trip day (500 mi ÷ 500 mi a day).
const reference = calculateLoad({ load: { miles: '500', rate: '1500', fsc: '100', tolls: '20' }, profile, now: NOW });

describe('takeHome (You keep)', () => {
  it('sets 25 % of the profit aside for tax by default and keeps the rest', () => {
    // tax = 1055.769230 × 25 % = 263.942307…; you keep = 1055.769230 − 263.942307 = 791.826923…
    const k = takeHome(reference, DEFAULT_SET_ASIDES);
    expect(cents(reference.breakdown.netProfit)).toBe(1055.77);
    expect(cents(k.taxSetAside)).toBe(263.94);
    expect(cents(k.youKeep)).toBe(791.83);
    expect(cents(k.youKeepPerDay)).toBe(791.83);
    expect(k.maintenanceReserve).toBe(0);
    expect(k.perDiemDeduction).toBe(0);
  });

  it('takes the maintenance reserve per mile off what is kept, not off the taxable profit', () => {
    // reserve = 0.10 × 500 = 50.00; tax unchanged 263.94; you keep = 1055.77 − 50 − 263.94 = 741.83
    const k = takeHome(reference, withAsides({ maintenanceReservePerMile: 0.1 }));
    expect(cents(k.maintenanceReserve)).toBe(50);
    expect(cents(k.taxSetAside)).toBe(263.94);
    expect(cents(k.youKeep)).toBe(741.83);
  });

  it('lowers the taxable profit by the deductible per diem of each trip day', () => {
    // per diem = 80 × 80 % × 1 day = 64.00; taxable = 991.769230; tax = 247.942307…; keep = 807.826923…
    const k = takeHome(reference, withAsides({ perDiemEnabled: true }));
    expect(k.perDiemDeduction).toBe(64);
    expect(cents(k.taxableProfit)).toBe(991.77);
    expect(cents(k.taxSetAside)).toBe(247.94);
    expect(cents(k.youKeep)).toBe(807.83);
  });

  it('counts deadhead miles in the reserve and the derived trip days', () => {
    // 600 total miles: fuel 359.076923, tolls 20, variable 210, fixed 60 → profit 950.923077,
    // 1.2 days; reserve 0.10 × 600 = 60; tax 237.730769; keep 653.192308; per day 544.326923
    const r = calculateLoad({ load: { miles: '500', rate: '1500', fsc: '100', tolls: '20', deadheadMiles: '100' }, profile, now: NOW });
    const k = takeHome(r, withAsides({ maintenanceReservePerMile: 0.1 }));
    expect(cents(k.maintenanceReserve)).toBe(60);
    expect(cents(k.youKeep)).toBe(653.19);
    expect(cents(k.youKeepPerDay)).toBe(544.33);
  });

  it('sets nothing aside for tax on a loss, and the reserve still comes off', () => {
    // rate 400, 500 mi: profit = 400 − 524.230769 = −124.230769; tax 0; reserve 0.10 × 500 = 50
    const r = calculateLoad({ load: { miles: '500', rate: '400' }, profile, now: NOW });
    const k = takeHome(r, withAsides({ maintenanceReservePerMile: 0.1 }));
    expect(k.taxSetAside).toBe(0);
    expect(cents(k.youKeep)).toBe(-174.23);
  });

  it('never changes net profit itself', () => {
    const before = reference.breakdown.netProfit;
    takeHome(reference, withAsides({ maintenanceReservePerMile: 0.5, taxPercent: 40, perDiemEnabled: true }));
    expect(reference.breakdown.netProfit).toBe(before);
  });

  it('reads a stored record with missing or invalid fields as the defaults', () => {
    expect(normaliseSetAsides(null)).toEqual(DEFAULT_SET_ASIDES);
    expect(normaliseSetAsides({ taxPercent: 130, maintenanceReservePerMile: -1, perDiemDaily: Number.NaN })).toEqual(DEFAULT_SET_ASIDES);
    expect(normaliseSetAsides({ taxPercent: 30 }).taxPercent).toBe(30);
    expect(DEFAULT_SET_ASIDES.perDiemDaily).toBe(PER_DIEM_HINT.dailyConus);
  });

  it('keeps less as the tax set-aside or the reserve grows, never more than the profit when it is positive', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (miles, rate, taxA, taxB) => {
          const r = calculateLoad({ load: { miles, rate }, profile, now: NOW });
          const lo = takeHome(r, withAsides({ taxPercent: Math.min(taxA, taxB) }));
          const hi = takeHome(r, withAsides({ taxPercent: Math.max(taxA, taxB) }));
          expect(hi.youKeep).toBeLessThanOrEqual(lo.youKeep + 1e-9);
          if (r.breakdown.netProfit > 0) expect(lo.youKeep).toBeLessThanOrEqual(r.breakdown.netProfit + 1e-9);
        },
      ),
    );
  });
});

describe('the Set-asides editor', () => {
  it('takes valid numbers and keeps the saved value for blank, unparseable or out-of-range ones', () => {
    const saved = { ...DEFAULT_SET_ASIDES, taxPercent: 30 };
    const text = { ...setAsidesToText(saved), maintenanceReservePerMile: '0.12', taxPercent: '140', perDiemDaily: 'abc', perDiemDeductiblePercent: '', perDiemEnabled: true };
    expect(applySetAsideEdits(saved, text)).toEqual({ ...saved, maintenanceReservePerMile: 0.12, perDiemEnabled: true });
    expect(applySetAsideEdits(saved, setAsidesToText(saved))).toEqual(saved);
  });
});
