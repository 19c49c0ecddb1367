/**
 * The deal as it ended, and thresholds learned from the driver's own loads
 * (docs/product-rules.md 'The deal as it ended': R-DEAL-1 … R-DEAL-6).
 * Every function returns new objects; inputs are never mutated.
 */
import { profileExtras } from './cost-profile';
import { roundTo } from './format';
import { isBookedLoad, sortHistory } from './history';
import { markup, TIER_MARKUPS } from './negotiation';
import { normalisePay, payFollowsLinehaul } from './pay';
import { perMile } from './profit';
import type { DealResult, LoadDecision } from './schemas';

export const DEAL_RESULT_LABELS: Readonly<Record<DealResult, string>> = Object.freeze({
  ask: 'Got ask',
  target: 'Got target',
  floor: 'Got floor',
  agreed: 'Agreed rate',
  declined: 'Declined',
  pending: 'Pending',
});

/** The order the 'Record result' choices are offered in. */
export const DEAL_RESULT_ORDER: readonly DealResult[] = ['ask', 'target', 'floor', 'agreed', 'declined', 'pending'];

/** The rate the broker offered: kept in `offeredRate` once a result is recorded, else the entry's rate. */
export function offeredRateOf(d: Pick<LoadDecision, 'rate' | 'offeredRate'>): number {
  return d.offeredRate ?? d.rate;
}

export interface CounterTiers {
  ask: number;
  target: number;
  floor: number;
}

/**
 * R-DEAL-1: the ask, target and floor of a counter, from the offered rate with the negotiation
 * engine's markups (+15 %, +8 %, +2 %, whole dollars), the same figures the negotiation message
 * starts from when no accessorials are added.
 */
export function counterTiers(offered: number): CounterTiers {
  return {
    ask: markup(offered, TIER_MARKUPS.anchor),
    target: markup(offered, TIER_MARKUPS.target),
    floor: markup(offered, TIER_MARKUPS.floor),
  };
}

/**
 * R-DEAL-2: an entry's figures at another linehaul rate, by the calculator's formula. Only the
 * parts of the calculation the rate feeds change: the gross (rate + the FSC the entry applied),
 * the driver's share (× its split), and the factoring and dispatch fees (a percentage of the
 * share). The costs (fuel, tolls, variable, fixed) do not depend on the rate, so they stay what
 * the entry was computed with: costs = share − fees − profit at the entry's current rate.
 * The same rate returns the entry's figures untouched.
 */
export function repriceDecision(d: LoadDecision, rate: number): LoadDecision {
  if (rate === d.rate) return { ...d };
  const pay = normalisePay(d.costProfile?.pay);
  // R-PAY-7: pay per mile or per load does not follow the rate: only the rate changes.
  if (!payFollowsLinehaul(pay)) return { ...d, rate };
  const split = d.splitPercent ?? 100;
  // R-PAY-2: with 'FSC included in my percentage' off, the FSC is paid in full.
  const shareAt = (r: number) => (pay.fscInPercentage || split === 100 ? ((r + d.fsc) * split) / 100 : (r * split) / 100 + d.fsc);
  const oldShare = shareAt(d.rate);
  const oldFactoring = d.factoringFee ?? 0;
  const oldDispatch = d.dispatchFee ?? 0;
  const costs = oldShare - oldFactoring - oldDispatch - d.profit;
  // The fee percentages: from the profile snapshot when the entry has one, else read back from
  // the fee and the share it was taken from (an entry logged before snapshots were kept).
  const extras = d.costProfile ? profileExtras(d.costProfile) : null;
  const percentOf = (fee: number, snapshot: number | undefined) =>
    snapshot ?? (fee > 0 && oldShare > 0 ? (fee / oldShare) * 100 : 0);
  const factoringPercent = percentOf(oldFactoring, extras?.factoringPercent);
  const dispatcherPercent = percentOf(oldDispatch, extras?.dispatcherPercent);

  const share = shareAt(rate);
  const feeBase = Math.max(0, share);
  const factoringFee = (feeBase * factoringPercent) / 100;
  const dispatchFee = (feeBase * dispatcherPercent) / 100;
  const profit = share - factoringFee - dispatchFee - costs;

  const next: LoadDecision = { ...d, rate, profit, rpm: perMile(profit, d.miles) };
  delete next.factoringFee;
  delete next.dispatchFee;
  if (factoringFee > 0) next.factoringFee = factoringFee;
  if (dispatchFee > 0) next.dispatchFee = dispatchFee;
  return next;
}

export type DealResultInput = { result: Exclude<DealResult, 'agreed'> } | { result: 'agreed'; agreedRate: number };

/** The linehaul rate a result stands for: a tier, the agreed rate, or the offer (declined, pending). */
function rateForResult(offered: number, input: DealResultInput): number {
  switch (input.result) {
    case 'ask':
    case 'target':
    case 'floor':
      return counterTiers(offered)[input.result];
    case 'agreed':
      return input.agreedRate;
    case 'declined':
    case 'pending':
      return offered;
  }
}

/**
 * R-DEAL-1, R-DEAL-2: record how a counter ended. The entry keeps the offered rate in
 * `offeredRate`; `rate`, `profit` and `rpm` become the figures at the rate the deal ended at.
 * Recording again starts from the offered rate, so a result can be corrected. Only a counter
 * offer has a result: any other entry is returned unchanged.
 */
export function recordDealResult(d: LoadDecision, input: DealResultInput): LoadDecision {
  if (d.outcome !== 'counter') return { ...d };
  const offered = offeredRateOf(d);
  const next = repriceDecision(d, rateForResult(offered, input));
  next.offeredRate = offered;
  next.dealResult = input.result;
  return next;
}

/** Largest agreed rate accepted (the schema's bound on money). */
const MAX_AGREED_RATE = 1e9;

/**
 * The 'Agreed rate' field: a number above 0 and at most $1,000,000,000, with `$` and thousands
 * commas allowed. Returns the rate, or the message to show.
 */
export function parseAgreedRate(text: string): { rate: number } | { error: string } {
  const cleaned = text.trim().replace(/[$,\s]/g, '');
  if (cleaned === '') return { error: 'Enter the rate the broker agreed to.' };
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(cleaned)) return { error: 'Enter the agreed rate as a number, like 1950.' };
  const rate = Number(cleaned);
  if (!(rate > 0)) return { error: 'The agreed rate must be more than $0.' };
  if (rate > MAX_AGREED_RATE) return { error: 'That rate is too large.' };
  return { rate };
}

// ---------------------------------------------------------------------------------------------
// Thresholds from the driver's own loads (R-DEAL-5)
// ---------------------------------------------------------------------------------------------

export const SUGGEST_MIN_LOADS = 30;
const SUGGEST_WINDOW = 100;
const SUGGEST_GOOD_PERCENTILE = 0.7;
const SUGGEST_FAIR_PERCENTILE = 0.4;

/**
 * The p-th percentile (0 ≤ p ≤ 1) by linear interpolation between ranks: sort ascending, take
 * position p × (n − 1) counted from 0, and interpolate between the values either side of it.
 * NaN for an empty list.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  // Rounded to 1e-9 so that 0.7 × 10 (7.000000000000001) lands on rank 7 itself.
  const position = Math.round(p * (sorted.length - 1) * 1e9) / 1e9;
  const lower = Math.floor(position);
  const upper = Math.min(sorted.length - 1, Math.ceil(position));
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

export interface SuggestedThresholds {
  goodRpm: number;
  fairRpm: number;
  goodProfit: number;
  fairProfit: number;
}

export type ThresholdSuggestion =
  | { ready: true; loads: number; thresholds: SuggestedThresholds; basis: string }
  | { ready: false; loads: number; needed: number; message: string };

/**
 * R-DEAL-5: suggested thresholds from the booked (or agreed) loads among the latest 100 entries.
 * Good = 70th percentile, Fair = 40th percentile of their net RPM (to the cent) and of their
 * profit (to the dollar). Below 30 such loads, how many more are needed.
 */
export function suggestThresholds(history: readonly LoadDecision[]): ThresholdSuggestion {
  const booked = sortHistory(history, 'newest').slice(0, SUGGEST_WINDOW).filter(isBookedLoad);
  const loads = booked.length;
  if (loads < SUGGEST_MIN_LOADS) {
    const needed = SUGGEST_MIN_LOADS - loads;
    return {
      ready: false,
      loads,
      needed,
      message: `Log ${needed} more booked ${needed === 1 ? 'load' : 'loads'} to get thresholds suggested from your own loads (${loads} of ${SUGGEST_MIN_LOADS}).`,
    };
  }
  const rpms = booked.map((d) => d.rpm);
  const profits = booked.map((d) => d.profit);
  return {
    ready: true,
    loads,
    thresholds: {
      goodRpm: roundTo(percentile(rpms, SUGGEST_GOOD_PERCENTILE), 2),
      fairRpm: roundTo(percentile(rpms, SUGGEST_FAIR_PERCENTILE), 2),
      goodProfit: roundTo(percentile(profits, SUGGEST_GOOD_PERCENTILE), 0),
      fairProfit: roundTo(percentile(profits, SUGGEST_FAIR_PERCENTILE), 0),
    },
    basis: `from your last ${loads} booked loads`,
  };
}
