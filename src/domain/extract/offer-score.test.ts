import { describe, expect, it } from 'vitest';
import { indexGazetteer } from '../distance';
import { isRight, scoreCorpus, type CorpusOffer } from './offer-score';

const index = indexGazetteer([
  { name: 'St. Louis', state: 'MO', lat: 38.63, lon: -90.2 },
  { name: 'Dallas', state: 'TX', lat: 32.78, lon: -96.81 },
]);
const truth = (over: Partial<CorpusOffer['truth']>): CorpusOffer['truth'] => ({
  origin: null,
  destination: null,
  miles: null,
  rate: null,
  fsc: null,
  deadhead: null,
  ...over,
});

describe('scoring the offer corpus (R-OFFER-12)', () => {
  it('compares places by name key and state, numbers to the cent, null with null', () => {
    expect(isRight('origin', 'Saint Louis, mo', 'St. Louis, MO')).toBe(true);
    expect(isRight('origin', 'St. Louis, IL', 'St. Louis, MO')).toBe(false);
    expect(isRight('origin', '', '')).toBe(true);
    expect(isRight('rate', 1757.25, 1757.25)).toBe(true);
    expect(isRight('rate', 1757.2, 1757.25)).toBe(false);
    expect(isRight('fsc', null, null)).toBe(true);
    expect(isRight('fsc', 0, null)).toBe(false);
  });

  it('counts right fields, loads and misses; estimated values count as not given', () => {
    const score = scoreCorpus(
      [
        {
          style: 'mini',
          offers: [
            { id: 'a', text: 'Dallas TX to St Louis MO $1500', truth: truth({ origin: 'Dallas, TX', destination: 'St. Louis, MO', rate: 1500 }) },
            { id: 'b', text: 'call me', truth: truth({}), noLoad: true },
            { id: 'c', text: 'Dallas TX to St Louis MO 640 mi $1500', truth: truth({ origin: 'Dallas, TX', destination: 'St. Louis, MO', miles: 640, rate: 1600 }), loads: 2 },
          ],
        },
      ],
      index,
    );
    expect(score.offers).toBe(3);
    expect(score.right).toEqual({ origin: 3, destination: 3, miles: 3, rate: 2, fsc: 3, deadhead: 3 });
    expect(score.loadsRight).toBe(2);
    expect(score.overall).toBeCloseTo(17 / 18);
    expect(score.misses).toEqual(['c loads: 1 ≠ 2', 'c rate: 1500 ≠ 1600']);
    expect(scoreCorpus([], index).overall).toBe(0);
  });
});
