/**
 * Decision guidance (docs/product-rules.md R-VERDICT-1, R-VERDICT-2):
 *   Book it             when net RPM ≥ good RPM and profit ≥ good profit;
 *   otherwise Pass      when net RPM < fair RPM or profit < fair profit;
 *   otherwise Consider countering.
 *
 * Compared on raw (unrounded) numbers, with a tolerance of 1e-9 so binary noise such as
 * 0.1 + 0.7 = 0.7999999999999999 still counts as reaching a threshold of 0.8.
 */
import type { CostProfile } from './schemas';

export type GuidanceCode = 'book' | 'counter' | 'pass';

export const GUIDANCE_LABELS: Readonly<Record<GuidanceCode, string>> = Object.freeze({
  book: 'Book it',
  counter: 'Consider countering',
  pass: 'Pass',
});

export interface Guidance {
  code: GuidanceCode;
  label: string;
}

export type GuidanceThresholds = Pick<CostProfile, 'goodRpm' | 'fairRpm' | 'goodProfit' | 'fairProfit'>;

const EPSILON = 1e-9;
const atLeast = (value: number, threshold: number): boolean => value >= threshold - EPSILON;

export function getGuidance(
  figures: { netRpm: number; profit: number },
  thresholds: GuidanceThresholds,
): Guidance {
  const { netRpm, profit } = figures;
  let code: GuidanceCode;
  if (atLeast(netRpm, thresholds.goodRpm) && atLeast(profit, thresholds.goodProfit)) code = 'book';
  else if (!atLeast(netRpm, thresholds.fairRpm) || !atLeast(profit, thresholds.fairProfit)) code = 'pass';
  else code = 'counter';
  return { code, label: GUIDANCE_LABELS[code] };
}
