import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import { averageYouKeepPerDay, decisionTakeHome } from './take-home-entry';
import { fakeDecision } from './test-data';

const cents = (n: number) => Math.round(n * 100) / 100;
const profile = { ...DEFAULT_COST_PROFILE };

describe('You keep of logged loads', () => {
  it('derives it from the entry profit and the set-asides of its profile snapshot', () => {
    // profit 1000, 500 mi (1 day), reserve 0.10 → 50, tax 30 % → 300: you keep 650
    const d = fakeDecision({ profit: 1000, miles: 500, costProfile: { ...profile, setAsides: { maintenanceReservePerMile: 0.1, taxPercent: 30, perDiemEnabled: false, perDiemDaily: 80, perDiemDeductiblePercent: 80 } } });
    expect(cents(decisionTakeHome(d).youKeep)).toBe(650);
  });

  it('averages over all days, skipping entries without a snapshot', () => {
    // A: profit 1000, 500 mi = 1 day → keep 750. B: profit 400, 1000 mi = 2 days → keep 300.
    // (750 + 300) / 3 days = 350.00
    const history = [
      fakeDecision({ profit: 1000, miles: 500, costProfile: profile }),
      fakeDecision({ profit: 400, miles: 1000, costProfile: profile }),
      fakeDecision({ profit: 99_999, miles: 10 }),
    ];
    expect(cents(averageYouKeepPerDay(history)!)).toBe(350);
    expect(averageYouKeepPerDay([fakeDecision()])).toBeNull();
  });
});
