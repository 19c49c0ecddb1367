import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../domain/cost-profile';
import { toCsv } from '../../domain/csv';
import { calculateLoad } from '../../domain/profit';
import { loadSettings, loadState, saveState, STORAGE_KEYS } from './storage';

/*
 * docs/product-rules.md R-PAY-1: cost profiles and histories stored before pay types load exactly
 * as they were, key for key, and give the same figures: with no `pay` the driver is paid on the
 * linehaul (own authority, or percentage when the stored split toggle is on).
 */

const STORED_PROFILE = {
  ...DEFAULT_COST_PROFILE,
  averageMPG: 9,
  factoringPercent: 3,
  setAsides: { maintenanceReservePerMile: 0.1, taxPercent: 30, perDiemEnabled: true, perDiemDaily: 80, perDiemDeductiblePercent: 80 },
};

const STORED_BEFORE = {
  history: [
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
      splitPercent: 90,
      fuelType: 'diesel',
      broker: 'ABC Logistics',
      costProfile: { ...DEFAULT_COST_PROFILE, factoringPercent: 3 },
    },
  ],
  costProfile: STORED_PROFILE,
  clearedAt: null,
};

describe('cost profiles and histories stored before pay types', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.state, JSON.stringify(STORED_BEFORE));
    localStorage.setItem(STORAGE_KEYS.useSplit, 'true');
    localStorage.setItem(STORAGE_KEYS.splitPercent, '75');
  });

  it('load unchanged, key for key, with no pay added, and save back as they were', () => {
    const state = loadState();
    expect(state.costProfile).toEqual(STORED_PROFILE);
    expect(Object.keys(state.costProfile).sort()).toEqual(Object.keys(STORED_PROFILE).sort());
    expect('pay' in state.costProfile).toBe(false);
    expect(state.history).toEqual(STORED_BEFORE.history);
    expect(Object.keys(state.history[0]!).sort()).toEqual(Object.keys(STORED_BEFORE.history[0]!).sort());
    saveState(state);
    // Saved back: every stored key as it was (sync adds its own bookkeeping beside them).
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.state)!) as typeof STORED_BEFORE;
    expect(saved).toMatchObject(STORED_BEFORE);
    expect(saved.history).toEqual(STORED_BEFORE.history);
    expect(saved.costProfile).toEqual(STORED_BEFORE.costProfile);
  });

  it('give the figures they gave: the stored split on (75 %) pays 75 % of rate + FSC', () => {
    const { costProfile } = loadState();
    const settings = loadSettings();
    const r = calculateLoad({ load: { miles: 500, rate: 1500, fsc: 100, tolls: 20 }, profile: costProfile, toggles: settings, now: new Date(0) });
    // 1,600 × 75 % = 1,200; fees 3 % = 36; costs: fuel 500 ÷ 9 × 3.89 = 216.111… + 20 + 175 + 50 = 461.111…
    expect(r.payType).toBe('percentage');
    expect(r.breakdown.yourShare).toBe(1200);
    expect(Math.round(r.breakdown.netProfit * 100) / 100).toBe(702.89);
  });

  it('export their CSV rows with a blank Profile cell at the end', () => {
    const lines = toCsv(loadState().history).split('\r\n');
    expect(lines[0]!.endsWith(',Paid on,Profile')).toBe(true);
    expect(lines[1]!.endsWith(',ABC Logistics,,')).toBe(true);
  });
});
