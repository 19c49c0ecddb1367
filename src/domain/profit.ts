/**
 * Profit calculation (docs/product-rules.md R-CALC-1..6).
 *
 *   gross     = rate + FSC                      (FSC counted only when its include toggle is on)
 *   split     = splitPercent when the split toggle is on, else 100; 0 / empty / invalid → 100
 *   share     = gross × split / 100
 *   fuel      = miles / MPG × fuel price        (0 when the fuel toggle is off, or MPG is 0)
 *   tolls     = tolls                           (0 when the tolls toggle is off)
 *   variable  = variable cost per mile × miles
 *   fixed     = daily fixed costs / 2500 × miles
 *   profit    = share − (fuel + tolls + variable + fixed)
 *   gross RPM = share / miles, net RPM = profit / miles (both 0 when miles ≤ 0)
 *
 * Beyond the contract (R-CALC-7..10, docs/decisions/012-beyond-the-spec-figures.md). Each new
 * input left empty (or at its default) leaves every figure above exactly as it was:
 *   total miles = loaded miles + deadhead miles   (deadhead: empty miles to the pickup)
 *   fuel, variable and fixed costs use total miles (a day spent driving empty is still a day)
 *   fixed       = daily fixed costs / spread × total miles   (spread: cost profile, default 2,500)
 *   factoring   = share × factoring %, dispatch = share × dispatcher %   (cost profile, default 0)
 *   profit      = share − factoring − dispatch − (fuel + tolls + variable + fixed)
 *   all-in RPM  = profit / total miles; net and gross RPM stay per loaded mile
 *   verdict     judges all-in RPM (instead of net RPM) when deadhead is given
 *   trip days   = the days entered, else total miles / miles per day (cost profile, default 500)
 *   profit/day  = profit / trip days
 *
 * How the driver is paid (docs/product-rules.md R-PAY; the profile's `pay`, absent = as above):
 *   own authority, percentage: share as above ('FSC included in my percentage' off: rate × split
 *                 + FSC, the FSC paid in full)
 *   per mile    share = pay per loaded mile × loaded miles + pay per empty mile × deadhead miles
 *   flat        share = flat pay per load
 *   'I pay fuel' / 'I pay tolls' off: that cost is 0, as with its include toggle off
 * The share is 'Your pay'; fees, profit, RPMs and the verdict follow from it as above.
 *
 * Raw numbers throughout; round only for display (format.ts).
 * Costs are never negative: a negative miles or tolls entry counts as 0 for costs
 * (the form refuses to log such a load anyway), so switching a cost off never raises costs.
 */
import { profileExtras } from './cost-profile';
import { parseNumber } from './parse';
import { DEFAULT_PAY, effectivePayType, milesOrFlatPay, normalisePay, payFollowsLinehaul, type PayType } from './pay';
import type { CalculationResult, CostProfile } from './schemas';

export type NumberLike = number | string;

/** The figures the calculator reads from the form (a LoadForm fits as is). */
export interface LoadAmounts {
  miles: NumberLike;
  rate: NumberLike;
  fsc?: NumberLike;
  tolls?: NumberLike;
  /** Empty miles to reach the pickup; empty, 0 or negative = none. */
  deadheadMiles?: NumberLike;
  /** Days the trip takes; empty, 0 or negative = derive from total miles ÷ miles per day. */
  tripDays?: NumberLike;
}

export interface CalculationToggles {
  includeFsc: boolean;
  includeTolls: boolean;
  includeFuel: boolean;
  useSplit: boolean;
  /** Percent as text or number; consulted only when useSplit is on. */
  splitPercent: NumberLike;
}

/** Persisted defaults (R-STORE-2): include toggles on, split off, split percent 100. */
export const DEFAULT_TOGGLES: Readonly<CalculationToggles> = Object.freeze({
  includeFsc: true,
  includeTolls: true,
  includeFuel: true,
  useSplit: false,
  splitPercent: 100,
});

export interface CalculateLoadInput {
  load: LoadAmounts;
  profile: CostProfile;
  toggles?: Partial<CalculationToggles>;
  /** The calculation time; becomes `timestamp` (ISO). */
  now: Date | number | string;
}

/**
 * The split that applies: 100 when the toggle is off; otherwise the entered percent, with 0,
 * empty, negative or unparseable falling back to 100 and anything above 100 capped at 100.
 */
export function effectiveSplitPercent(useSplit: boolean, splitPercent: NumberLike | undefined): number {
  if (!useSplit) return 100;
  const p = parseNumber(splitPercent);
  if (p <= 0) return 100;
  return Math.min(p, 100);
}

/**
 * Ceiling of a fuel cost, far above any real load. An MPG typed as a near-zero number makes the
 * gallons overflow to Infinity; the ceiling keeps the figure finite and still never lower for
 * more miles (returning 0 there made a longer trip look cheaper).
 */
export const MAX_FUEL_COST = 1e12;

/**
 * Fuel cost for a distance: miles / MPG × price, at most MAX_FUEL_COST; 0 when MPG, price or
 * miles is not positive (a cost is never negative, never Infinity or NaN).
 */
export function fuelCostFor(miles: number, profile: Pick<CostProfile, 'averageMPG' | 'fuelPricePerGallon'>): number {
  const { averageMPG: mpg, fuelPricePerGallon: price } = profile;
  if (!(mpg > 0) || !(price > 0) || !(miles > 0)) return 0;
  return Math.min((miles / mpg) * price, MAX_FUEL_COST);
}

/**
 * Label of the gross RPM figure: 'Your Share RPM' when the split toggle is on; 'Your Pay RPM'
 * when the pay does not follow the linehaul (R-PAY-5).
 */
export function grossRpmLabel(useSplit: boolean, payType?: PayType): 'Gross RPM' | 'Your Share RPM' | 'Your Pay RPM' {
  if (payType === 'perMile' || payType === 'flat') return 'Your Pay RPM';
  return useSplit ? 'Your Share RPM' : 'Gross RPM';
}

/** Label of the revenue line: 'Your share' when the effective split is under 100 %. */
export function shareLabel(splitPercent: number): 'Revenue' | 'Your share' {
  return splitPercent < 100 ? 'Your share' : 'Revenue';
}

export function toIsoTimestamp(now: Date | number | string): string {
  return (now instanceof Date ? now : new Date(now)).toISOString();
}

/** Rate per mile, 0 when miles ≤ 0. */
export function perMile(amount: number, miles: number): number {
  return miles > 0 ? amount / miles : 0;
}

export function calculateLoad(input: CalculateLoadInput): CalculationResult {
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

  const pay = profile.pay ? normalisePay(profile.pay) : DEFAULT_PAY;
  const followsLinehaul = payFollowsLinehaul(pay);
  const fsc = toggles.includeFsc ? originalFsc : 0;
  const grossRevenue = rate + fsc;
  // R-PAY-3/4: pay per mile or per load ignores the split (and the linehaul).
  const splitPercent = followsLinehaul ? effectiveSplitPercent(toggles.useSplit, toggles.splitPercent) : 100;
  const yourShare =
    milesOrFlatPay(pay, miles, deadheadMiles) ??
    // R-PAY-2: 'FSC included in my percentage' off pays the FSC in full; on (or no split) is the
    // contract's formula, written exactly as it always was so its figures never move.
    (pay.fscInPercentage || splitPercent === 100 ? (grossRevenue * splitPercent) / 100 : (rate * splitPercent) / 100 + fsc);

  const originalFuelCost = fuelCostFor(costMiles, profile);
  // R-PAY-6: fuel and tolls the carrier pays are no cost of the driver's, like a toggle off.
  const includeFuel = toggles.includeFuel && pay.payFuel;
  const includeTolls = toggles.includeTolls && pay.payTolls;
  const fuelCost = includeFuel ? originalFuelCost : 0;
  const tollCost = includeTolls ? originalTolls : 0;
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
      includeFuel,
      originalFuelCost,
      includeTolls,
      originalTolls,
    },
    applied: { appliedFsc: fsc, appliedTolls: tollCost, originalFuelCost },
    fuelPriceUsed: profile.fuelPricePerGallon,
    timestamp: toIsoTimestamp(input.now),
    miles,
    // The split toggle means nothing to pay per mile or per load (R-PAY-3/4).
    useSplit: followsLinehaul && toggles.useSplit,
    grossRpm: perMile(yourShare, miles),
    netRpm: perMile(netProfit, miles),
    deadheadMiles,
    totalMiles: costMiles,
    allInRpm: perMile(netProfit, costMiles),
    verdictBasis: deadheadMiles > 0 ? 'all-in' : 'loaded',
    tripDays,
    tripDaysEntered,
    profitPerDay: tripDays > 0 ? netProfit / tripDays : 0,
    payType: effectivePayType(pay, toggles.useSplit),
  };
}

/**
 * The figures the verdict judges: profit with net RPM per loaded mile, or, when deadhead is
 * given, with all-in RPM per total mile (the profit already carries the deadhead's costs).
 */
export function verdictFigures(result: CalculationResult): { netRpm: number; profit: number } {
  return {
    netRpm: result.verdictBasis === 'all-in' ? result.allInRpm : result.netRpm,
    profit: result.breakdown.netProfit,
  };
}
