/**
 * Two or three offers side by side (docs/product-rules.md R-COMPARE-1 to R-COMPARE-4): ranked by
 * what the driver keeps per day, and for each offer behind the leader the linehaul rate at which
 * it would tie.
 */
import { parseNumber } from './parse';
import { payFollowsLinehaul } from './pay';
import { calculateLoad, type CalculateLoadInput } from './profit';
import type { CalculationResult } from './schemas';
import { takeHome, type SetAsides, type TakeHome } from './take-home';

export const MAX_COMPARED_OFFERS = 3;

export interface ComparedOffer {
  id: string;
  input: CalculateLoadInput;
}

export interface RankedOffer {
  id: string;
  /** 1 for the leader; offers that keep exactly the same per day share a rank. */
  rank: number;
  result: CalculationResult;
  keep: TakeHome;
  /**
   * For an offer behind the leader: the lowest whole-dollar linehaul rate at which it keeps at
   * least as much per day as the leader. Null for the leader, and when no rate gets there (the
   * pay does not follow the linehaul, or the trip has no days).
   */
  tieRate: number | null;
}

const RATE_CEILING = 10_000_000;

function perDayAt(input: CalculateLoadInput, rate: number, setAsides: SetAsides): number {
  const result = calculateLoad({ ...input, load: { ...input.load, rate } });
  return takeHome(result, setAsides).youKeepPerDay;
}

/**
 * R-COMPARE-3: the lowest whole-dollar rate whose You keep per day reaches `target`. You keep per
 * day never falls as the rate rises (fees and the tax set-aside are shares below 100 % of it), so
 * a bisection between the offered rate and a rate that reaches the target finds it.
 */
export function tieRateFor(input: CalculateLoadInput, target: number, setAsides: SetAsides): number | null {
  // Pay per mile or per load: no linehaul rate changes what the driver keeps (R-PAY-1).
  if (!payFollowsLinehaul(input.profile.pay)) return null;
  // A tie within a millionth of a dollar a day is a tie: the two figures come from different sums.
  const reaches = (rate: number) => perDayAt(input, rate, setAsides) >= target - 1e-6;
  const start = parseNumber(input.load.rate);
  if (reaches(start)) return Math.ceil(start);
  let lo = start;
  let step = Math.max(100, Math.abs(start));
  let hi = start + step;
  while (!reaches(hi)) {
    lo = hi;
    step *= 2;
    hi = start + step;
    if (hi > RATE_CEILING) return null;
  }
  for (let i = 0; i < 60 && hi - lo > 0.001; i++) {
    const mid = (lo + hi) / 2;
    if (reaches(mid)) hi = mid;
    else lo = mid;
  }
  // lo falls short and hi reaches, less than a cent apart: the tie is the first whole dollar from lo.
  const rate = Math.ceil(lo);
  if (reaches(rate)) return rate;
  return reaches(rate + 1) ? rate + 1 : null;
}

/** R-COMPARE-2: best You keep per day first; equal figures keep the order they were added in. */
export function rankOffers(offers: readonly ComparedOffer[], setAsides: SetAsides): RankedOffer[] {
  const scored = offers.slice(0, MAX_COMPARED_OFFERS).map((o, order) => {
    const result = calculateLoad(o.input);
    return { offer: o, order, result, keep: takeHome(result, setAsides) };
  });
  scored.sort((a, b) => b.keep.youKeepPerDay - a.keep.youKeepPerDay || a.order - b.order);
  const leader = scored[0];
  let rank = 0;
  let previous = Number.NaN;
  return scored.map((s, i) => {
    if (s.keep.youKeepPerDay !== previous) rank = i + 1;
    previous = s.keep.youKeepPerDay;
    const behind = leader !== undefined && rank > 1;
    return {
      id: s.offer.id,
      rank,
      result: s.result,
      keep: s.keep,
      tieRate: behind && s.keep.tripDays > 0 ? tieRateFor(s.offer.input, leader.keep.youKeepPerDay, setAsides) : null,
    };
  });
}
