import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../domain/cost-profile';
import { loadOnboarding, loadSettings, loadState, repairSplitPercent, saveSetting, STORAGE_KEYS } from './storage';
import { EMPTY_SYNC } from '../../domain/sync-state';

const entry = (id: string, createdAt: string, extra: Record<string, unknown> = {}) => ({
  id,
  createdAt,
  outcome: 'book',
  origin: 'Dallas, TX',
  destination: 'Houston, TX',
  miles: 240,
  rate: 900,
  fsc: 0,
  tolls: 0,
  fuelCost: 143.63,
  profit: 500,
  rpm: 2.08,
  ...extra,
});

describe('local storage', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the R-STORE-2 defaults on an empty device', () => {
    expect(loadSettings()).toEqual({
      splitPercent: 100,
      equipment: 'hotshot',
      useSplit: false,
      includeFsc: true,
      includeTolls: true,
      includeFuel: true,
    });
    expect(loadState()).toEqual({ history: [], costProfile: DEFAULT_COST_PROFILE, clearedAt: null, owner: null, sync: EMPTY_SYNC, anonymous: [], parked: {} });
    expect(loadOnboarding()).toEqual({ welcomeCardDismissed: false, hasOpenedCostEditor: false });
  });

  it('repairs garbage without losing what is still valid', () => {
    localStorage.setItem(
      STORAGE_KEYS.state,
      JSON.stringify({
        history: [entry('a', '2026-11-20T10:00:00.000Z'), { id: 'broken', miles: 'lots' }, entry('b', '2026-11-21T10:00:00.000Z')],
        costProfile: { fuelPricePerGallon: 4.25, averageMPG: 'NaN', fuelType: 'kerosene' },
        clearedAt: 'yesterday',
      }),
    );
    const state = loadState();
    expect(state.history.map((h) => h.id)).toEqual(['b', 'a']);
    expect(state.costProfile).toEqual({ ...DEFAULT_COST_PROFILE, fuelPricePerGallon: 4.25 });
    expect(state.clearedAt).toBeNull();
  });

  it('survives half-written JSON', () => {
    localStorage.setItem(STORAGE_KEYS.state, '{"history":[{"id":"a"');
    localStorage.setItem(STORAGE_KEYS.onboarding, '{"welcomeCardDismi');
    expect(loadState().history).toEqual([]);
    expect(loadOnboarding().welcomeCardDismissed).toBe(false);
  });

  it('falls back to hotshot for invalid equipment and 100 for a bad split', () => {
    localStorage.setItem(STORAGE_KEYS.equipment, 'semi');
    localStorage.setItem(STORAGE_KEYS.splitPercent, '0');
    localStorage.setItem(STORAGE_KEYS.includeFsc, 'false');
    const s = loadSettings();
    expect(s.equipment).toBe('hotshot');
    expect(s.splitPercent).toBe(100);
    expect(s.includeFsc).toBe(false);
    expect(repairSplitPercent('85')).toBe(85);
    expect(repairSplitPercent('abc')).toBe(100);
    expect(repairSplitPercent(150)).toBe(100);
  });

  it('refuses to store invalid equipment', () => {
    saveSetting('equipment', 'semi' as never);
    expect(localStorage.getItem(STORAGE_KEYS.equipment)).toBeNull();
    saveSetting('equipment', 'cargo_van');
    expect(loadSettings().equipment).toBe('cargo_van');
  });

  it('migrates the older key once: history only, or history plus cost profile', () => {
    localStorage.setItem(STORAGE_KEYS.legacyState, JSON.stringify([entry('old', '2026-01-01T00:00:00.000Z')]));
    expect(loadState().history.map((h) => h.id)).toEqual(['old']);
    expect(localStorage.getItem(STORAGE_KEYS.legacyState)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.state)!).history).toHaveLength(1);

    localStorage.clear();
    localStorage.setItem(
      STORAGE_KEYS.legacyState,
      JSON.stringify({ history: [entry('x', '2026-01-02T00:00:00.000Z')], costProfile: { ...DEFAULT_COST_PROFILE, averageMPG: 12 } }),
    );
    const migrated = loadState();
    expect(migrated.costProfile.averageMPG).toBe(12);
    expect(migrated.history[0]?.id).toBe('x');
  });
});
