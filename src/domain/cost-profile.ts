/**
 * Cost profile (docs/product-rules.md): defaults and smart presets (R-PROFILE-1, R-PROFILE-3),
 * repair of a stored profile (R-PROFILE-6), the editor's Save / Reset to Defaults rules
 * (R-PROFILE-4).
 */
import { tryParseNumber } from './parse';
import { normalisePay } from './pay';
import { normaliseSetAsides } from './take-home';
import {
  COST_NUMBER_FIELDS,
  EXTRA_COST_FIELDS,
  type CostNumberField,
  type ExtraCostField,
  type CostProfile,
  type Equipment,
  type FuelType,
} from './schemas';

/** The default cost profile (R-PROFILE-1). */
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
  // Beyond the contract (R-CALC-7..9): at these values R-CALC-5's figures are unchanged.
  factoringPercent: 0,
  dispatcherPercent: 0,
  milesPerDay: 500,
  fixedCostSpreadMiles: 2500,
});

export type ProfileExtras = Required<Pick<CostProfile, ExtraCostField>>;

/** The four beyond-the-spec fields of a profile, a missing or invalid one read as its default. */
export function profileExtras(profile: Partial<CostProfile>): ProfileExtras {
  const out = {} as ProfileExtras;
  for (const f of EXTRA_COST_FIELDS) {
    const v = profile[f];
    out[f] = isValidExtra(f, v) ? v : (DEFAULT_COST_PROFILE[f] as number);
  }
  return out;
}

/** Fees are 0–100 %; miles per day and the spread are divisors, so greater than 0. */
function isValidExtra(field: ExtraCostField, v: unknown): v is number {
  if (typeof v !== 'number' || !Number.isFinite(v)) return false;
  if (field === 'factoringPercent' || field === 'dispatcherPercent') return v >= 0 && v <= 100;
  return v > 0 && v <= 1e6;
}

export type Thresholds = Pick<CostProfile, 'goodRpm' | 'fairRpm' | 'goodProfit' | 'fairProfit'>;

/** The four decision-guidance thresholds restored by 'Reset to Defaults'. */
export const DEFAULT_THRESHOLDS: Readonly<Thresholds> = Object.freeze({
  goodRpm: DEFAULT_COST_PROFILE.goodRpm,
  fairRpm: DEFAULT_COST_PROFILE.fairRpm,
  goodProfit: DEFAULT_COST_PROFILE.goodProfit,
  fairProfit: DEFAULT_COST_PROFILE.fairProfit,
});

/** Input steps of the cost editor (R-PROFILE-2); every input has minimum 0. */
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

/** Smart presets (R-PROFILE-3, 2024-2025 market data). */
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
  // The beyond-the-spec fields may be missing (older profiles); present, they must be valid.
  for (const f of EXTRA_COST_FIELDS) if (obj[f] !== undefined && !isValidExtra(f, obj[f])) bad.push(f);
  return bad;
}

/**
 * A valid profile from anything read from storage: each missing or invalid field is restored
 * from DEFAULT_COST_PROFILE on its own, valid fields are kept (R-PROFILE-6). Unknown keys are
 * dropped.
 */
export function repairCostProfile(value: unknown): CostProfile {
  const obj = isRecord(value) ? value : {};
  // What counts as valid is invalidCostFields' rule alone; each field it names keeps its default.
  const bad = new Set<string>(invalidCostFields(obj));
  const profile: Record<string, unknown> = { ...DEFAULT_COST_PROFILE };
  for (const f of [...COST_NUMBER_FIELDS, 'fuelType', 'useSmartHopPresets', ...EXTRA_COST_FIELDS]) if (obj[f] !== undefined && !bad.has(f)) profile[f] = obj[f];
  // Set-asides (R-KEEP) are kept when present, each invalid field at its default.
  if (isRecord(obj.setAsides)) profile.setAsides = normaliseSetAsides(obj.setAsides);
  // How the driver is paid (R-PAY) is kept when present, each invalid field at its default.
  if (isRecord(obj.pay)) profile.pay = normalisePay(obj.pay);
  return profile as CostProfile;
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

export type ExtraCostText = Record<ExtraCostField, string>;

/** The editor's text for the four beyond-the-spec fields (defaults when the profile lacks them). */
export function extraCostText(profile: CostProfile): ExtraCostText {
  const extras = profileExtras(profile);
  const text = {} as ExtraCostText;
  for (const f of EXTRA_COST_FIELDS) text[f] = String(extras[f]);
  return text;
}

/**
 * Save for the four beyond-the-spec fields: a valid entry applies (fees 0–100, miles per day and
 * spread above 0); blank, unparseable or out-of-range text keeps the saved value.
 */
export function applyExtraCostEdits(saved: CostProfile, text: Partial<ExtraCostText>): CostProfile {
  const next: CostProfile = { ...saved };
  for (const f of EXTRA_COST_FIELDS) {
    const n = tryParseNumber(text[f]);
    if (n !== null && isValidExtra(f, n)) next[f] = n;
  }
  return next;
}

/** Input limits of the four beyond-the-spec fields in the editor. */
export const EXTRA_FIELD_LIMITS: Readonly<Record<ExtraCostField, { min: number; max?: number; step: number }>> = Object.freeze({
  factoringPercent: { min: 0, max: 100, step: 0.1 },
  dispatcherPercent: { min: 0, max: 100, step: 0.1 },
  milesPerDay: { min: 1, step: 1 },
  fixedCostSpreadMiles: { min: 1, step: 1 },
});

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
