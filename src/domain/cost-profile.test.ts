import { describe, expect, it } from 'vitest';
import { applyExtraCostEdits, EXTRA_FIELD_LIMITS, extraCostText, profileExtras } from './cost-profile';
import fc from 'fast-check';
import {
  applyCostEdits,
  applyPreset,
  COST_FIELD_STEPS,
  costProfileToText,
  DEFAULT_COST_PROFILE,
  DEFAULT_THRESHOLDS,
  invalidCostFields,
  presetFor,
  repairCostProfile,
  resetThresholds,
  SMART_PRESETS,
} from './cost-profile';
import { CostProfileSchema, type CostProfile } from './schemas';
import { DEFAULT_SET_ASIDES } from './take-home';

describe('defaults (R-PROFILE-1)', () => {
  it('DEFAULT_COST_PROFILE', () => {
    expect(DEFAULT_COST_PROFILE).toMatchObject({
      fuelPricePerGallon: 3.89,
      averageMPG: 6.5,
      dailyFixedCosts: 250,
      variableCostPerMile: 0.35,
      goodRpm: 0.8,
      fairRpm: 0.7,
      goodProfit: 900,
      fairProfit: 450,
      fuelType: 'diesel',
    });
    expect(CostProfileSchema.safeParse(DEFAULT_COST_PROFILE).success).toBe(true);
    expect(Object.isFrozen(DEFAULT_COST_PROFILE)).toBe(true);
  });

  it('DEFAULT_THRESHOLDS and steps', () => {
    expect(DEFAULT_THRESHOLDS).toEqual({ goodRpm: 0.8, fairRpm: 0.7, goodProfit: 900, fairProfit: 450 });
    expect(COST_FIELD_STEPS.averageMPG).toBe(0.1);
    expect(COST_FIELD_STEPS.dailyFixedCosts).toBe(1);
    expect(COST_FIELD_STEPS.fuelPricePerGallon).toBe(0.01);
  });
});

describe('smart presets (R-PROFILE-3 table)', () => {
  it.each([
    ['cargo_van', 'gas', 15, 0.4, 150],
    ['cargo_van', 'diesel', 18, 0.4, 150],
    ['hotshot', 'gas', 8, 0.45, 180],
    ['hotshot', 'diesel', 12, 0.45, 180],
    ['straight_truck', 'gas', 7, 0.5, 200],
    ['straight_truck', 'diesel', 9, 0.5, 200],
  ] as const)('%s / %s → %d MPG, $%d/mi, $%d/day', (equipment, fuel, mpg, variable, fixed) => {
    expect(presetFor(equipment, fuel)).toEqual({ averageMPG: mpg, variableCostPerMile: variable, dailyFixedCosts: fixed });
  });

  it('applyPreset fills the three fields from the profile fuel type and keeps the rest', () => {
    const p = applyPreset({ ...DEFAULT_COST_PROFILE, fuelType: 'gas', fuelPricePerGallon: 3.2 }, 'straight_truck');
    expect(p).toMatchObject({ averageMPG: 7, variableCostPerMile: 0.5, dailyFixedCosts: 200, fuelPricePerGallon: 3.2, goodRpm: 0.8 });
    expect(Object.keys(SMART_PRESETS)).toEqual(['cargo_van', 'hotshot', 'straight_truck']);
  });
});

describe('repairCostProfile', () => {
  it('non-objects give the defaults', () => {
    for (const v of [null, undefined, 'x', 42, [], true]) expect(repairCostProfile(v)).toEqual(DEFAULT_COST_PROFILE);
  });

  it('restores each invalid field on its own and keeps the valid ones', () => {
    const repaired = repairCostProfile({
      fuelPricePerGallon: 4.25,
      averageMPG: Number.NaN,
      dailyFixedCosts: Infinity,
      variableCostPerMile: '0.5',
      goodRpm: -1,
      fairRpm: 0.65,
      fuelType: 'electric',
      useSmartHopPresets: 'yes',
      extra: 'dropped',
    });
    expect(repaired).toEqual({
      ...DEFAULT_COST_PROFILE,
      fuelPricePerGallon: 4.25,
      fairRpm: 0.65,
    });
    expect('extra' in repaired).toBe(false);
  });

  it('keeps a valid profile as it is', () => {
    const valid: CostProfile = { ...DEFAULT_COST_PROFILE, fuelType: 'gas', useSmartHopPresets: true, averageMPG: 0 };
    expect(repairCostProfile(valid)).toEqual(valid);
  });

  it('invalidCostFields names what was repaired', () => {
    expect(invalidCostFields(DEFAULT_COST_PROFILE)).toEqual([]);
    expect(invalidCostFields({ ...DEFAULT_COST_PROFILE, averageMPG: null, fuelType: 'x', useSmartHopPresets: 1 })).toEqual([
      'averageMPG',
      'fuelType',
      'useSmartHopPresets',
    ]);
    expect(invalidCostFields(null)).toHaveLength(9);
  });

  it('property: anything in → a profile that passes the schema', () => {
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(fc.constantFrom(...Object.keys(DEFAULT_COST_PROFILE)), fc.anything()), (a, dict) => {
        expect(CostProfileSchema.safeParse(repairCostProfile(a)).success).toBe(true);
        expect(CostProfileSchema.safeParse(repairCostProfile(dict)).success).toBe(true);
      }),
    );
  });
});

describe('editor rules', () => {
  const saved: CostProfile = { ...DEFAULT_COST_PROFILE, goodRpm: 1.1, fairProfit: 300 };

  it('Reset to Defaults restores only the four thresholds', () => {
    const custom: CostProfile = { ...saved, fuelPricePerGallon: 4.5, goodProfit: 1200, fairRpm: 0.9 };
    expect(resetThresholds(custom)).toEqual({ ...custom, ...DEFAULT_THRESHOLDS });
  });

  it('costProfileToText gives the editor text', () => {
    expect(costProfileToText(saved)).toEqual({
      fuelPricePerGallon: '3.89',
      averageMPG: '6.5',
      dailyFixedCosts: '250',
      variableCostPerMile: '0.35',
      goodRpm: '1.1',
      fairRpm: '0.7',
      goodProfit: '900',
      fairProfit: '300',
    });
  });

  it('Save: parsed fields apply; blank, unparseable or negative fields keep the saved value', () => {
    const next = applyCostEdits(saved, {
      fuelPricePerGallon: '$4.19',
      averageMPG: '',
      dailyFixedCosts: 'abc',
      variableCostPerMile: '-0.2',
      goodRpm: '0',
      fairProfit: '1,000',
    });
    expect(next).toEqual({ ...saved, fuelPricePerGallon: 4.19, goodRpm: 0, fairProfit: 1000 });
    expect(saved.fuelPricePerGallon).toBe(3.89); // not mutated
  });

  it('Save also sets fuel type and the presets switch when given', () => {
    expect(applyCostEdits(saved, {}, { fuelType: 'gas', useSmartHopPresets: true })).toEqual({
      ...saved,
      fuelType: 'gas',
      useSmartHopPresets: true,
    });
    expect(applyCostEdits(saved, {})).toEqual(saved);
  });
});

describe('beyond-the-contract profile fields (R-PROFILE-1)', () => {
  it('defaults: no fees, 500 miles a day, fixed costs spread over 2,500 miles (R-CALC-7)', () => {
    expect(profileExtras(DEFAULT_COST_PROFILE)).toEqual({ factoringPercent: 0, dispatcherPercent: 0, milesPerDay: 500, fixedCostSpreadMiles: 2500 });
    expect(CostProfileSchema.safeParse(DEFAULT_COST_PROFILE).success).toBe(true);
  });

  it('a profile stored before them loads with the defaults; invalid values are repaired on their own', () => {
    const { factoringPercent: _f, dispatcherPercent: _d, milesPerDay: _m, fixedCostSpreadMiles: _s, ...old } = DEFAULT_COST_PROFILE;
    expect(CostProfileSchema.safeParse(old).success).toBe(true);
    expect(invalidCostFields(old)).toEqual([]);
    expect(repairCostProfile({ ...old, fuelPricePerGallon: 4.1 })).toEqual({ ...DEFAULT_COST_PROFILE, fuelPricePerGallon: 4.1 });
    const bad = { ...old, factoringPercent: 101, dispatcherPercent: -1, milesPerDay: 0, fixedCostSpreadMiles: '900' };
    expect(invalidCostFields(bad)).toEqual(['factoringPercent', 'dispatcherPercent', 'milesPerDay', 'fixedCostSpreadMiles']);
    expect(repairCostProfile(bad)).toEqual(DEFAULT_COST_PROFILE);
    expect(repairCostProfile({ ...old, factoringPercent: 2.5, milesPerDay: 650 })).toMatchObject({ factoringPercent: 2.5, milesPerDay: 650 });
  });

  it('editor text and Save: valid values apply, blank / junk / out-of-range keep the saved value', () => {
    const saved = { ...DEFAULT_COST_PROFILE, dispatcherPercent: 8 };
    expect(extraCostText(saved)).toEqual({ factoringPercent: '0', dispatcherPercent: '8', milesPerDay: '500', fixedCostSpreadMiles: '2500' });
    expect(applyExtraCostEdits(saved, { factoringPercent: '3', dispatcherPercent: '', milesPerDay: '0', fixedCostSpreadMiles: '600' })).toEqual({
      ...saved,
      factoringPercent: 3,
      fixedCostSpreadMiles: 600,
    });
    expect(applyExtraCostEdits(saved, { factoringPercent: '150', dispatcherPercent: 'x' })).toEqual(saved);
    expect(EXTRA_FIELD_LIMITS.factoringPercent).toEqual({ min: 0, max: 100, step: 0.1 });
  });
});

describe('repairCostProfile: set-asides', () => {
  it('keeps stored set-asides, each invalid field at its default, and adds none to an older profile', () => {
    const stored = { ...DEFAULT_COST_PROFILE, setAsides: { maintenanceReservePerMile: 0.12, taxPercent: 'x', perDiemEnabled: true } };
    expect(repairCostProfile(stored).setAsides).toEqual({ ...DEFAULT_SET_ASIDES, maintenanceReservePerMile: 0.12, perDiemEnabled: true });
    expect(repairCostProfile({ ...DEFAULT_COST_PROFILE })).not.toHaveProperty('setAsides');
  });
});
