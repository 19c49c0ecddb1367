import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE, DEFAULT_THRESHOLDS } from './cost-profile';
import { getGuidance, GUIDANCE_LABELS } from './guidance';
import { calculateLoad } from './profit';

const T = DEFAULT_THRESHOLDS; // good RPM 0.80, fair RPM 0.70, good profit 900, fair profit 450
const NOW = '2026-11-22T10:30:00Z';
const calc = (rate: number) =>
  calculateLoad({ load: { miles: 500, rate }, profile: { ...DEFAULT_COST_PROFILE }, now: NOW });

describe('getGuidance', () => {
  it('Book it: net RPM ≥ good RPM and profit ≥ good profit (boundaries inclusive)', () => {
    expect(getGuidance({ netRpm: 0.8, profit: 900 }, T)).toEqual({ code: 'book', label: 'Book it' });
    expect(getGuidance({ netRpm: 3, profit: 5000 }, T).code).toBe('book');
  });

  it('Pass: net RPM < fair RPM or profit < fair profit', () => {
    expect(getGuidance({ netRpm: 0.69, profit: 5000 }, T)).toEqual({ code: 'pass', label: 'Pass' });
    expect(getGuidance({ netRpm: 3, profit: 449.99 }, T).code).toBe('pass');
    expect(getGuidance({ netRpm: -1, profit: -100 }, T).code).toBe('pass');
  });

  it('Consider countering: otherwise (fair ≤ figures, not both good)', () => {
    expect(getGuidance({ netRpm: 0.7, profit: 450 }, T)).toEqual({ code: 'counter', label: 'Consider countering' });
    expect(getGuidance({ netRpm: 0.79, profit: 5000 }, T).code).toBe('counter'); // RPM short of good
    expect(getGuidance({ netRpm: 3, profit: 899 }, T).code).toBe('counter'); // profit short of good
  });

  it('tolerates binary noise at a threshold: 0.1 + 0.7 counts as 0.8', () => {
    expect(0.1 + 0.7).toBeLessThan(0.8);
    expect(getGuidance({ netRpm: 0.1 + 0.7, profit: 900 }, T).code).toBe('book');
  });

  it('on real calculations (500 mi, default profile, costs 524.230769)', () => {
    // rate 1500: profit 975.77, RPM 1.95 → Book it
    expect(getGuidance({ netRpm: calc(1500).netRpm, profit: calc(1500).breakdown.netProfit }, T).label).toBe('Book it');
    // rate 1200: profit 675.77 (≥ 450, < 900), RPM 1.35 → Consider countering
    expect(getGuidance({ netRpm: calc(1200).netRpm, profit: calc(1200).breakdown.netProfit }, T).label).toBe('Consider countering');
    // rate 900: profit 375.77 < 450 → Pass
    expect(getGuidance({ netRpm: calc(900).netRpm, profit: calc(900).breakdown.netProfit }, T).label).toBe('Pass');
  });

  it('labels', () => {
    expect(GUIDANCE_LABELS).toEqual({ book: 'Book it', counter: 'Consider countering', pass: 'Pass' });
  });
});
