/**
 * The calculation result and its breakdown (R-CALC-3, R-CALC-4).
 * Every schema but the enums is wrapped in z.lazy: built the first time something parses with it
 * (see ./index.ts).
 */
import { z } from 'zod';
import { PAY_TYPES } from '../pay';
import { isoDateTime } from './fields';

export const BreakdownSchema = z.lazy(() =>
  z.object({
    linehaulRate: z.number(),
    /** Applied FSC (0 when its include toggle is off). */
    fsc: z.number(),
    grossRevenue: z.number(),
    /** Effective split in percent (100 when the split toggle is off). */
    splitPercent: z.number(),
    yourShare: z.number(),
    fuelCost: z.number(),
    tollCost: z.number(),
    variableCosts: z.number(),
    fixedCosts: z.number(),
    totalCosts: z.number(),
    /** Factoring fee: share × factoring % (0 by default; not part of totalCosts). */
    factoringFee: z.number(),
    /** Dispatcher fee: share × dispatcher % (0 by default; not part of totalCosts). */
    dispatchFee: z.number(),
    /** share − factoringFee − dispatchFee − totalCosts. */
    netProfit: z.number(),
  }),
);
export type Breakdown = z.infer<typeof BreakdownSchema>;

export const AdjustmentsSchema = z.lazy(() =>
  z.object({
    includeFsc: z.boolean(),
    originalFsc: z.number(),
    includeFuel: z.boolean(),
    originalFuelCost: z.number(),
    includeTolls: z.boolean(),
    originalTolls: z.number(),
  }),
);
export type Adjustments = z.infer<typeof AdjustmentsSchema>;

/** The calculator screen's second adjustments shape (R-CALC-3). */
export const AppliedAdjustmentsSchema = z.lazy(() =>
  z.object({
    appliedFsc: z.number(),
    appliedTolls: z.number(),
    originalFuelCost: z.number(),
  }),
);
export type AppliedAdjustments = z.infer<typeof AppliedAdjustmentsSchema>;

/**
 * The calculation result of R-CALC-4 (breakdown, adjustments, fuelPriceUsed, timestamp) plus what
 * the result panel and the logging rule (R-HIST-1) need: miles, useSplit, grossRpm, netRpm and
 * `applied`.
 */
export const CalculationResultSchema = z.lazy(() =>
  z.object({
    breakdown: BreakdownSchema,
    adjustments: AdjustmentsSchema,
    applied: AppliedAdjustmentsSchema,
    fuelPriceUsed: z.number(),
    timestamp: isoDateTime,
    miles: z.number(),
    useSplit: z.boolean(),
    grossRpm: z.number(),
    netRpm: z.number(),
    // Beyond the contract (R-CALC-7..9)
    /** Deadhead miles as entered (0 when empty or negative). */
    deadheadMiles: z.number(),
    /** Loaded (not negative) + deadhead miles: the miles that burn fuel and time. */
    totalMiles: z.number(),
    /** Profit per total mile (all-in RPM); 0 when there are no miles. */
    allInRpm: z.number(),
    /** 'all-in' when deadhead is given: the verdict then judges all-in RPM instead of net RPM. */
    verdictBasis: z.enum(['loaded', 'all-in']),
    /** Trip days: as entered, or total miles ÷ miles per day. */
    tripDays: z.number(),
    tripDaysEntered: z.boolean(),
    /** Profit ÷ trip days; 0 when there are no days. */
    profitPerDay: z.number(),
    /** How the driver is paid for this load (R-PAY): `breakdown.yourShare` is that pay. */
    payType: z.enum(PAY_TYPES),
  }),
);
export type CalculationResult = z.infer<typeof CalculationResultSchema>;
