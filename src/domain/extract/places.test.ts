import { describe, expect, it } from 'vitest';
import { indexGazetteer } from '../distance';
import { cityAlone, cityEndingAt, findPlaces, METRO_CODES } from './places';

const index = indexGazetteer([
  { name: 'Memphis', state: 'TN', lat: 35.15, lon: -90.05 },
  { name: 'Portland', state: 'OR', lat: 45.52, lon: -122.68 },
  { name: 'Salt Lake City', state: 'UT', lat: 40.76, lon: -111.89 },
  { name: 'Lake City', state: 'UT', lat: 40.5, lon: -111.5 },
  { name: 'Dallas', state: 'TX', lat: 32.78, lon: -96.81 },
  { name: 'Las Cruces', state: 'NM', lat: 32.31, lon: -106.78 },
  { name: 'Memphis', state: 'IN', lat: 38.48, lon: -85.76 },
  { name: 'Portland', state: 'ME', lat: 43.66, lon: -70.26 },
]);
const placesIn = (text: string) => findPlaces(text, index).map((p) => p.place);

describe('findPlaces with a gazetteer', () => {
  it('reads City ST, City, State and two-word state names', () => {
    expect(placesIn('dallas tx to Las Cruces, New Mexico')).toEqual(['Dallas, TX', 'Las Cruces, NM']);
    expect(placesIn('Dallas, Texas.')).toEqual(['Dallas, TX']);
  });
  it('prefers the longest name ending at the state', () => {
    expect(placesIn('SALT LAKE CITY UT')).toEqual(['Salt Lake City, UT']);
  });
  it('reads a word-like lower-case state only for the main place or at the end of the line', () => {
    expect(placesIn('Memphis in 2 days')).toEqual([]);
    expect(placesIn('portland me, 9am')).toEqual(['Portland, ME']);
    expect(placesIn('portland me')).toEqual(['Portland, ME']);
  });
  it('reads metro codes, the word-like ones only in capitals', () => {
    expect(placesIn('MEM to DFW')).toEqual(['Memphis, TN', 'Dallas, TX']);
    expect(placesIn('mem to dfw, sea view')).toEqual(['Dallas, TX']);
    expect(Object.keys(METRO_CODES)).toHaveLength(36);
  });
  it('keeps a metro code whose city is not in the gazetteer as written in the table', () => {
    expect(placesIn('ATL')).toEqual(['Atlanta, GA']);
  });
});

describe('findPlaces without a gazetteer', () => {
  it('reads City, ST by its shape and the metro codes', () => {
    expect(findPlaces('Dallas, TX to ATL, then dfw').map((p) => [p.place, p.how])).toEqual([
      ['Dallas, TX', 'state'],
      ['Atlanta, GA', 'metro'],
      ['Dallas, TX', 'metro'],
    ]);
  });
});

describe('a city written alone', () => {
  it('is the most important place of that name, at the start or at the end of the text', () => {
    expect(cityAlone('memphis tomorrow', index)).toMatchObject({ place: 'Memphis, TN', length: 7 });
    expect(cityAlone('  x', index)).toBeNull();
    expect(cityAlone('far away Dallas', index)).toBeNull();
    expect(cityAlone('Dallas', undefined)).toBeNull();
    expect(cityEndingAt('from salt lake city', index)).toMatchObject({ place: 'Salt Lake City, UT' });
    expect(cityEndingAt('Dallas is hot', index)).toBeNull();
    expect(cityEndingAt('', index)).toBeNull();
  });
});
