/**
 * The empty miles after the drop, from the driver's own history (docs/product-rules.md
 * R-EMPTY-1 to R-EMPTY-4): earlier loads picked up near this load's destination, how far the driver
 * ran empty to reach them, what those miles cost at today's costs, and You keep per day once the
 * run out is counted.
 */
import { profileExtras } from './cost-profile';
import { findCity, greatCircleMiles, type GazetteerCity, type GazetteerIndex } from './distance';
import { parseNumber } from './parse';
import { calculateLoad, fuelCostFor, type CalculateLoadInput } from './profit';
import type { CostProfile } from './schemas';
import { takeHome, type SetAsides, type TakeHome } from './take-home';

const NEARBY_ORIGIN_MILES = 100;
const EMPTY_MILES_LOOKBACK = 5;

export interface EmptyMilesEntry {
  createdAt: string;
  origin: string;
  deadheadMiles?: number | undefined;
}

interface EmptyMilesAfterDrop {
  /** The destination as found in the gazetteer. */
  area: GazetteerCity;
  /** The loads counted, newest first, at most EMPTY_MILES_LOOKBACK. */
  loads: number;
  averageEmptyMiles: number;
  /** Cost of averageEmptyMiles at today's cost profile (fuel, variable and fixed per mile). */
  cost: number;
}

/** R-EMPTY-3: fuel, variable and fixed costs of `miles` at the profile's figures. */
export function emptyRunCost(miles: number, profile: CostProfile): number {
  if (!(miles > 0)) return 0;
  const extras = profileExtras(profile);
  return fuelCostFor(miles, profile) + profile.variableCostPerMile * miles + (profile.dailyFixedCosts / extras.fixedCostSpreadMiles) * miles;
}

export type EmptyMilesAnswer =
  | { kind: 'found'; figures: EmptyMilesAfterDrop }
  /** The destination is known but no earlier load started within 100 miles of it. */
  | { kind: 'no-history'; area: GazetteerCity }
  /** The destination is not in the gazetteer. */
  | { kind: 'unknown-place' };

/**
 * R-EMPTY-1/2: the newest (at most 5) earlier loads whose origin lies within 100 straight-line
 * miles of `destination`; their deadhead (none logged = 0 empty miles) is averaged.
 */
export function emptyMilesAfterDrop(
  history: readonly EmptyMilesEntry[],
  destination: string,
  index: GazetteerIndex,
  profile: CostProfile,
): EmptyMilesAnswer {
  const area = findCity(index, destination);
  if (!area) return { kind: 'unknown-place' };
  const cache = new Map<string, GazetteerCity | null>();
  const near = [...history]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .filter((e) => {
      const key = e.origin.trim().toLowerCase();
      if (!cache.has(key)) cache.set(key, findCity(index, e.origin));
      const from = cache.get(key);
      return from != null && greatCircleMiles(from, area) <= NEARBY_ORIGIN_MILES;
    })
    .slice(0, EMPTY_MILES_LOOKBACK);
  if (near.length === 0) return { kind: 'no-history', area };
  const averageEmptyMiles = near.reduce((sum, e) => sum + Math.max(0, e.deadheadMiles ?? 0), 0) / near.length;
  return { kind: 'found', figures: { area, loads: near.length, averageEmptyMiles, cost: emptyRunCost(averageEmptyMiles, profile) } };
}

/**
 * R-EMPTY-4 'Round-trip view': the load calculated with the empty run out added to its deadhead
 * (so fuel, wear, fixed costs and, when days are derived, the days count it). Entered trip days
 * grow by the empty run at the profile's miles per day.
 */
export function roundTripKeep(input: CalculateLoadInput, emptyMiles: number, setAsides: SetAsides): TakeHome {
  const extra = Math.max(0, emptyMiles);
  const deadhead = Math.max(0, parseNumber(input.load.deadheadMiles)) + extra;
  const enteredDays = parseNumber(input.load.tripDays);
  const days = enteredDays > 0 ? enteredDays + extra / profileExtras(input.profile).milesPerDay : input.load.tripDays;
  const result = calculateLoad({ ...input, load: { ...input.load, deadheadMiles: deadhead, tripDays: days } });
  return takeHome(result, setAsides);
}
