import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import { indexGazetteer } from './distance';
import { emptyMilesAfterDrop, emptyRunCost, roundTripKeep, type EmptyMilesEntry } from './empty-miles';
import { DEFAULT_SET_ASIDES } from './take-home';

const profile = { ...DEFAULT_COST_PROFILE };
const cents = (n: number) => Math.round(n * 100) / 100;
const index = indexGazetteer([
  { name: 'Denver', state: 'CO', lat: 39.74, lon: -104.99 },
  { name: 'Aurora', state: 'CO', lat: 39.73, lon: -104.83 },
  { name: 'Colorado Springs', state: 'CO', lat: 38.83, lon: -104.82 },
  { name: 'Pueblo', state: 'CO', lat: 38.25, lon: -104.61 },
  { name: 'Dallas', state: 'TX', lat: 32.78, lon: -96.8 },
]);
const load = (origin: string, createdAt: string, deadheadMiles?: number): EmptyMilesEntry => ({ origin, createdAt, ...(deadheadMiles ? { deadheadMiles } : {}) });

describe('empty miles after the drop', () => {
  it('averages the deadhead of earlier loads picked up within 100 miles of the destination', () => {
    // Aurora (8 mi) 120, Colorado Springs (63 mi) 160, Denver 140, Denver with none logged = 0:
    // (120 + 160 + 140 + 0) / 4 = 105 mi. Pueblo (≈ 105 mi away) and Dallas are too far.
    // Cost of 105 mi: fuel 105 / 6.5 × 3.89 = 62.838462, variable 36.75, fixed 250 / 2500 × 105 = 10.50
    //   = 110.088462 → $110.09
    const history = [
      load('Aurora, CO', '2026-11-20T08:00:00Z', 120),
      load('Pueblo, CO', '2026-11-19T08:00:00Z', 400),
      load('Colorado Springs, CO', '2026-11-18T08:00:00Z', 160),
      load('Dallas, TX', '2026-11-15T08:00:00Z', 10),
      load('denver co', '2026-11-10T08:00:00Z', 140),
      load('Denver, CO', '2026-11-01T08:00:00Z'),
    ];
    const answer = emptyMilesAfterDrop(history, 'Denver, CO', index, profile);
    expect(answer.kind).toBe('found');
    if (answer.kind !== 'found') return;
    expect(answer.figures.loads).toBe(4);
    expect(answer.figures.averageEmptyMiles).toBe(105);
    expect(cents(answer.figures.cost)).toBe(110.09);
    expect(answer.figures.area.name).toBe('Denver');
  });

  it('counts only the newest five loads out of the area', () => {
    const history = [10, 20, 30, 40, 50, 1000].map((dh, i) => load('Aurora, CO', `2026-11-${String(20 - i).padStart(2, '0')}T08:00:00Z`, dh));
    const answer = emptyMilesAfterDrop(history, 'Denver, CO', index, profile);
    expect(answer.kind === 'found' && answer.figures.averageEmptyMiles).toBe(30);
  });

  it('says when there is no history out of the area, or the place is unknown', () => {
    expect(emptyMilesAfterDrop([load('Dallas, TX', '2026-11-01T08:00:00Z', 50)], 'Denver, CO', index, profile).kind).toBe('no-history');
    expect(emptyMilesAfterDrop([], 'Atlantis, ZZ', index, profile).kind).toBe('unknown-place');
  });

  it('costs nothing for no miles', () => {
    expect(emptyRunCost(0, profile)).toBe(0);
    expect(emptyRunCost(-5, profile)).toBe(0);
  });

  it('round trip: counts the empty run out as more deadhead in costs and days', () => {
    // 500 mi + 105 empty = 605 mi: fuel 362.069231, tolls 20, variable 211.75, fixed 60.50 →
    // profit 1600 − 654.319231 = 945.680769; tax 236.420192; keep 709.260577; 1.21 days → 586.17
    const input = { load: { miles: '500', rate: '1500', fsc: '100', tolls: '20' }, profile, now: '2026-11-25T12:00:00Z' };
    const k = roundTripKeep(input, 105, DEFAULT_SET_ASIDES);
    expect(cents(k.youKeep)).toBe(709.26);
    expect(cents(k.youKeepPerDay)).toBe(586.17);
    // Entered days grow by the empty run at 500 mi a day: 2 + 105 / 500 = 2.21 days.
    const withDays = roundTripKeep({ ...input, load: { ...input.load, tripDays: '2' } }, 105, DEFAULT_SET_ASIDES);
    expect(withDays.tripDays).toBeCloseTo(2.21, 10);
  });
});
