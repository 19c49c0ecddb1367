/**
 * The cost profile: costs, thresholds, set-asides and pay terms (docs/product-rules.md R-PROFILE,
 * R-KEEP, R-PAY).
 * Every schema but the enums is wrapped in z.lazy: built the first time something parses with it
 * (see ./index.ts).
 */
import { z } from 'zod';
import { PAY_TYPES } from '../pay';
import { FuelTypeSchema } from './enums';

/** Cost inputs are numeric with minimum 0 (R-PROFILE-2); validity = finite numbers + fuel type. */
const costNumber = z.lazy(() => z.number().min(0));
/** A percentage 0–100 (fees). */
const percentNumber = z.lazy(() => z.number().min(0).max(100));
/** A divisor: miles per day, spread miles. Greater than 0 and at most 1e6. */
const positiveNumber = z.lazy(() => z.number().positive().max(1e6));

/** The cost profile's 'Set-asides' (take-home.ts SetAsides; R-KEEP-1..3). */
export const SetAsidesSchema = z.lazy(() =>
  z.object({
    maintenanceReservePerMile: z.number().min(0).max(100),
    taxPercent: percentNumber,
    perDiemEnabled: z.boolean(),
    perDiemDaily: z.number().min(0).max(10_000),
    perDiemDeductiblePercent: percentNumber,
  }),
);

/** How the driver is paid (pay.ts PayTerms; docs/product-rules.md R-PAY). */
export const PayTermsSchema = z.lazy(() =>
  z.object({
    type: z.enum(PAY_TYPES),
    fscInPercentage: z.boolean(),
    perLoadedMile: z.number().min(0).max(100),
    perEmptyMile: z.number().min(0).max(100),
    flatPerLoad: z.number().min(0).max(1e6),
    payFuel: z.boolean(),
    payTolls: z.boolean(),
  }),
);

export const CostProfileSchema = z.lazy(() =>
  z.object({
    fuelPricePerGallon: costNumber,
    averageMPG: costNumber,
    dailyFixedCosts: costNumber,
    variableCostPerMile: costNumber,
    goodRpm: costNumber,
    fairRpm: costNumber,
    goodProfit: costNumber,
    fairProfit: costNumber,
    fuelType: FuelTypeSchema,
    useSmartHopPresets: z.boolean().optional(),
    // Beyond the contract (R-CALC-7..9), optional so profiles stored before them still load;
    // missing reads as the default (cost-profile.ts DEFAULT_COST_PROFILE), which leaves R-CALC-5's
    // figures exactly as they were.
    /** Factoring fee, % of the driver's share (default 0). */
    factoringPercent: percentNumber.optional(),
    /** Dispatcher fee, % of the driver's share (default 0). */
    dispatcherPercent: percentNumber.optional(),
    /** Miles driven in a day, for trip days when none are entered (default 500). */
    milesPerDay: positiveNumber.optional(),
    /** Miles the daily fixed costs are spread over: fixed = daily ÷ this × miles (R-CALC-7; default 2,500). */
    fixedCostSpreadMiles: positiveNumber.optional(),
    /** Money put aside before "You keep" (docs/product-rules.md R-KEEP); missing = the defaults. */
    setAsides: SetAsidesSchema.optional(),
    /** How the driver is paid (R-PAY); missing = paid on the linehaul, the contract's formula. */
    pay: PayTermsSchema.optional(),
  }),
);
export type CostProfile = z.infer<typeof CostProfileSchema>;

/** The four beyond-the-spec numeric fields of the cost profile, in the editor's order. */
export const EXTRA_COST_FIELDS = ['factoringPercent', 'dispatcherPercent', 'milesPerDay', 'fixedCostSpreadMiles'] as const;
export type ExtraCostField = (typeof EXTRA_COST_FIELDS)[number];

/** The eight numeric fields of the cost profile, in the editor's order. */
export const COST_NUMBER_FIELDS = [
  'fuelPricePerGallon',
  'averageMPG',
  'dailyFixedCosts',
  'variableCostPerMile',
  'goodRpm',
  'fairRpm',
  'goodProfit',
  'fairProfit',
] as const;
export type CostNumberField = (typeof COST_NUMBER_FIELDS)[number];
