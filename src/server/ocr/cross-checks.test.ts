import { describe, expect, it } from 'vitest';
import { indexGazetteer } from '../../domain/distance';
import { fieldConfidences, type CheckedReading } from './cross-checks';

const reading = (over: Partial<CheckedReading> = {}): CheckedReading => ({
  origin: 'Dallas, TX',
  destination: 'Houston, TX',
  miles: 240,
  rate: 900,
  fsc: 100,
  tolls: null,
  loadReference: 'LD1',
  total: 1000,
  rateFromTotal: false,
  extras: [],
  rpm: null,
  placeMatch: { origin: 'exact', destination: 'exact' },
  ...over,
});
const gazetteer = indexGazetteer([
  { name: 'Dallas', state: 'TX', lat: 32.78, lon: -96.81 },
  { name: 'Houston', state: 'TX', lat: 29.76, lon: -95.36 },
]);

describe('fieldConfidences', () => {
  it('0.5 + half the OCR confidence for every found field that passes, 0 for a field not found', () => {
    expect(fieldConfidences(reading(), 0.9, gazetteer)).toEqual({
      origin: 0.95, destination: 0.95, miles: 0.95, rate: 0.95, fsc: 0.95, tolls: 0, loadReference: 0.95,
    });
  });

  it('marks the money when linehaul + FSC + tolls do not make the printed total', () => {
    const c = fieldConfidences(reading({ total: 1200 }), 0.9, gazetteer);
    expect([c.rate, c.fsc, c.miles]).toEqual([0.3, 0.3, 0.95]);
  });

  it('accepts a total that also holds the sheet’s stop-off or lumper lines', () => {
    const c = fieldConfidences(reading({ total: 1175, extras: [75, 40, 100] }), 0.9, gazetteer);
    expect([c.rate, c.fsc]).toEqual([0.95, 0.95]);
  });

  it('marks rate and miles when a printed rate per mile disagrees with rate ÷ miles', () => {
    expect(fieldConfidences(reading({ rpm: 3.75 }), 0.9, gazetteer).rate).toBe(0.95); // 900 / 240 = 3.75
    const c = fieldConfidences(reading({ rpm: 4.5 }), 0.9, gazetteer);
    expect([c.rate, c.miles]).toEqual([0.3, 0.3]);
  });

  it('marks miles shorter than the straight line between the places (Dallas–Houston is 225 mi)', () => {
    expect(fieldConfidences(reading({ miles: 24 }), 0.9, gazetteer).miles).toBe(0.3);
    expect(fieldConfidences(reading({ miles: 24 }), 0.9).miles).toBe(0.95);
  });

  it('lowers a place matched only after correcting letters, and a same origin and destination', () => {
    expect(fieldConfidences(reading({ placeMatch: { origin: 'fuzzy', destination: 'exact' } }), 0.9, gazetteer).origin).toBe(0.55);
    const same = fieldConfidences(reading({ destination: 'Dallas, TX' }), 0.9, gazetteer);
    expect([same.origin, same.destination]).toEqual([0.3, 0.3]);
  });
});
