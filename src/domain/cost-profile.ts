/**
 * Cost profile: defaults and smart presets (spec §9), repair of a stored profile (spec §4, §5),
 * the editor's Save / Reset to Defaults rules (spec §4 'Cost editor').
 */
import { tryParseNumber } from './parse';
import {
  COST_NUMBER_FIELDS,
  type CostNumberField,
  type CostProfile,
  type Equipment,
  type FuelType,
} from './schemas';

/** Spec §9 'Default cost profile'. */
export const DEFAULT_COST_PROFILE: Readonly<CostProfile> = Object.freeze({
  fuelPricePerGallon: 3.89,
  averageMPG: 6.5,
  dailyFixedCosts: 250,
  variableCostPerMile: 0.35,
  goodRpm: 0.8,
  fairRpm: 0.7,
  goodProfit: 900,
  fairProfit: 450,
  fuelType: 'diesel',
  useSmartHopPresets: false,
});

export type Thresholds = Pick<CostProfile, 'goodRpm' | 'fairRpm' | 'goodProfit' | 'fairProfit'>;

/** The four decision-guidance thresholds restored by 'Reset to Defaults'. */
export const DEFAULT_THRESHOLDS: Readonly<Thresholds> = Object.freeze({
  goodRpm: DEFAULT_COST_PROFILE.goodRpm,
  fairRpm: DEFAULT_COST_PROFILE.fairRpm,
  goodProfit: DEFAULT_COST_PROFILE.goodProfit,
  fairProfit: DEFAULT_COST_PROFILE.fairProfit,
});

/** Input steps of the cost editor (spec §5); every input has minimum 0. */
export const COST_FIELD_STEPS: Readonly<Record<CostNumberField, number>> = Object.freeze({
  fuelPricePerGallon: 0.01,
  averageMPG: 0.1,
  dailyFixedCosts: 1,
  variableCostPerMile: 0.01,
  goodRpm: 0.01,
  fairRpm: 0.01,
  goodProfit: 1,
  fairProfit: 1,
});

export interface SmartPreset {
  mpg: Readonly<Record<FuelType, number>>;
  variableCostPerMile: number;
  dailyFixedCosts: number;
}

/** Spec §9 'Smart presets' (2024-2025 market data). */
export const SMART_PRESETS: Readonly<Record<Equipment, SmartPreset>> = Object.freeze({
  cargo_van: { mpg: { gas: 15, diesel: 18 }, variableCostPerMile: 0.4, dailyFixedCosts: 150 },
  hotshot: { mpg: { gas: 8, diesel: 12 }, variableCostPerMile: 0.45, dailyFixedCosts: 180 },
  straight_truck: { mpg: { gas: 7, diesel: 9 }, variableCostPerMile: 0.5, dailyFixedCosts: 200 },
});

export type PresetFields = Pick<CostProfile, 'averageMPG' | 'variableCostPerMile' | 'dailyFixedCosts'>;

/** The three fields the presets fill (and the editor disables) for an equipment and fuel type. */
export function presetFor(equipment: Equipment, fuelType: FuelType): PresetFields {
  const p = SMART_PRESETS[equipment];
  return {
    averageMPG: p.mpg[fuelType],
    variableCostPerMile: p.variableCostPerMile,
    dailyFixedCosts: p.dailyFixedCosts,
  };
}

/** The profile with the preset fields filled for `equipment` and the profile's fuel type. */
export function applyPreset(profile: CostProfile, equipment: Equipment): CostProfile {
  return { ...profile, ...presetFor(equipment, profile.fuelType) };
}

function isValidCostNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}

function isFuelType(v: unknown): v is FuelType {
  return v === 'gas' || v === 'diesel';
}

/**
 * Names of the fields of a stored value that are missing or invalid (numbers must be finite and
 * at least 0, fuelType gas or diesel, useSmartHopPresets a boolean when present).
 * A non-object reports every field.
 */
export function invalidCostFields(value: unknown): (keyof CostProfile)[] {
  const obj = isRecord(value) ? value : {};
  const bad: (keyof CostProfile)[] = COST_NUMBER_FIELDS.filter((f) => !isValidCostNumber(obj[f]));
  if (!isFuelType(obj.fuelType)) bad.push('fuelType');
  if (obj.useSmartHopPresets !== undefined && typeof obj.useSmartHopPresets !== 'boolean') {
    bad.push('useSmartHopPresets');
  }
  return bad;
}

/**
 * A valid profile from anything read from storage: each missing or invalid field is restored
 * from DEFAULT_COST_PROFILE on its own, valid fields are kept (spec §4 'On startup any missing or
 * invalid cost profile field is restored from defaults'). Unknown keys are dropped.
 */
export function repairCostProfile(value: unknown): CostProfile {
  const obj = isRecord(value) ? value : {};
  const profile: CostProfile = { ...DEFAULT_COST_PROFILE };
  for (const f of COST_NUMBER_FIELDS) {
    const v = obj[f];
    if (isValidCostNumber(v)) profile[f] = v;
  }
  if (isFuelType(obj.fuelType)) profile.fuelType = obj.fuelType;
  if (typeof obj.useSmartHopPresets === 'boolean') profile.useSmartHopPresets = obj.useSmartHopPresets;
  return profile;
}

/** 'Reset to Defaults': only the four thresholds go back to their defaults. */
export function resetThresholds(profile: CostProfile): CostProfile {
  return { ...profile, ...DEFAULT_THRESHOLDS };
}

export type CostProfileText = Record<CostNumberField, string>;

/** The editor's text fields for a saved profile (used on open and on Cancel). */
export function costProfileToText(profile: CostProfile): CostProfileText {
  const text = {} as CostProfileText;
  for (const f of COST_NUMBER_FIELDS) text[f] = String(profile[f]);
  return text;
}

export interface CostEditOptions {
  fuelType?: FuelType;
  useSmartHopPresets?: boolean;
}

/**
 * 'Save Changes': apply the editor's text to the saved profile. A field that is blank,
 * unparseable or negative (inputs have minimum 0) keeps the previous saved value.
 */
export function applyCostEdits(
  saved: CostProfile,
  text: Partial<CostProfileText>,
  options: CostEditOptions = {},
): CostProfile {
  const next: CostProfile = { ...saved };
  for (const f of COST_NUMBER_FIELDS) {
    const n = tryParseNumber(text[f]);
    if (n !== null && n >= 0) next[f] = n;
  }
  if (options.fuelType !== undefined) next.fuelType = options.fuelType;
  if (options.useSmartHopPresets !== undefined) next.useSmartHopPresets = options.useSmartHopPresets;
  return next;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
