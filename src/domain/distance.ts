/**
 * Miles from 'City, ST' without a network (docs/decisions/013, R-OFFER-10): great-circle distance between two places
 * of a US city gazetteer, times a road factor, rounded to whole miles.
 *
 * The gazetteer itself is data, so it is passed in (the browser loads it lazily; see
 * docs/decisions/013-gazetteer-and-pdf.md). This file holds only the math, the reading of what a
 * driver types ('dallas tx', 'St Louis, MO', 'Fort Worth, Texas') and the compact text format
 * the build writes the gazetteer in.
 *
 * Worked example (the coordinates the app ships, rounded to 0.01°):
 *   Dallas, TX (32.78, −96.81) → Houston, TX (29.76, −95.36)
 *   haversine on a sphere of 3,958.8 mi: 225.5 mi straight line
 *   × road factor 1.2 = 270.6 → 271 mi (the road via I-45 is ≈ 240 mi: an estimate, stated as one)
 */
import { ROAD_FACTOR } from './road-factor.ts';

/** One place of the gazetteer. Arrays of these are ordered most important (populous) first. */
export interface GazetteerCity {
  name: string;
  /** Two-letter USPS code, upper case. */
  state: string;
  lat: number;
  lon: number;
}

export interface LatLon {
  lat: number;
  lon: number;
}

/** Mean Earth radius in statute miles (IUGG mean radius 6,371.0088 km ÷ 1.609344). */
const EARTH_RADIUS_MILES = 3958.7613;

export { ROAD_FACTOR };

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function greatCircleMiles(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  // min(1, …) guards against rounding just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Straight-line miles × road factor, rounded to whole miles (what goes into the form). */
export function roadMilesEstimate(a: LatLon, b: LatLon, roadFactor: number = ROAD_FACTOR): number {
  return Math.round(greatCircleMiles(a, b) * roadFactor);
}

// ---------------------------------------------------------------------------------------------
// Reading 'City, ST'
// ---------------------------------------------------------------------------------------------

/** USPS codes of the 50 states and DC, with their names (so 'Dallas, Texas' reads too). */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas',
  KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts',
  MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington',
  WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

const STATE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [normaliseWords(name), code]));

/** Abbreviations drivers and rate confirmations use, spelt out so both forms match. */
const WORD_EXPANSIONS: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
  pt: 'port',
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
};

/** Lower case, accents and punctuation dropped, spaces collapsed (no abbreviation expansion). */
function normaliseWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The comparison key of a city name: 'St. Louis' and 'saint louis' → 'saint louis',
 * 'Ft Worth' → 'fort worth', 'Coeur d’Alene' → 'coeur dalene'.
 */
export function normaliseCityName(name: string): string {
  return normaliseWords(name)
    .split(' ')
    .map((word) => WORD_EXPANSIONS[word] ?? word)
    .join(' ');
}

/** A two-letter code or a state's name → the USPS code, or null. */
export function normaliseState(text: string): string | null {
  const words = normaliseWords(text);
  if (/^[a-z]{2}$/.test(words)) {
    const code = words.toUpperCase();
    return code in US_STATES ? code : null;
  }
  return STATE_BY_NAME.get(words) ?? null;
}

export interface CityQuery {
  /** Comparison key of the city part (normaliseCityName). */
  city: string;
  /** USPS code when the text names a state, else null. */
  state: string | null;
}

/**
 * What a driver typed → city key and state. Accepts 'Dallas, TX', 'dallas tx', 'Dallas, Texas',
 * 'Dallas, TX 75201', 'Dallas, TX, USA', 'Dallas'. A trailing word that is not a state stays part
 * of the city ('Grand Prairie'). Null when nothing city-like is left.
 */
export function parseCityState(text: string): CityQuery | null {
  let rest = text
    .replace(/\b\d{5}(?:-\d{4})?\s*$/, '') // ZIP code
    .replace(/,?\s*(?:USA|U\.S\.A\.|US|United States)\s*$/i, '')
    .trim()
    .replace(/[,\s]+$/, '');
  let state: string | null = null;

  const comma = rest.lastIndexOf(',');
  if (comma >= 0) {
    const code = normaliseState(rest.slice(comma + 1));
    if (code) {
      state = code;
      rest = rest.slice(0, comma);
    }
  }
  if (!state) {
    // 'Dallas TX' or 'Salt Lake City Utah' or 'Charleston West Virginia': try the last one or two words.
    const words = rest.trim().split(/\s+/);
    for (const take of [2, 1]) {
      if (words.length <= take) continue;
      const code = normaliseState(words.slice(-take).join(' '));
      if (code) {
        state = code;
        rest = words.slice(0, -take).join(' ');
        break;
      }
    }
  }
  const city = normaliseCityName(rest);
  return city ? { city, state } : null;
}

/** 'Dallas, TX': how the app writes a place into Origin and Destination. */
export function formatCityState(city: Pick<GazetteerCity, 'name' | 'state'>): string {
  return `${city.name}, ${city.state}`;
}

// ---------------------------------------------------------------------------------------------
// Look-up over a gazetteer
// ---------------------------------------------------------------------------------------------

/** A gazetteer with each name's comparison keys computed once (16 k places: build it once). */
export interface GazetteerIndex {
  cities: readonly GazetteerCity[];
  /** normaliseCityName of each name ('saint louis'). */
  keys: readonly string[];
  /** The same without abbreviation expansion ('st louis'), for prefixes typed so far. */
  rawKeys: readonly string[];
}

export function indexGazetteer(cities: readonly GazetteerCity[]): GazetteerIndex {
  return { cities, keys: cities.map((c) => normaliseCityName(c.name)), rawKeys: cities.map((c) => normaliseWords(c.name)) };
}

/**
 * The place a text names: the same city key (and the same state when one is given). Without a
 * state the most important match wins ('Dallas' → Dallas, TX), so the UI always shows which place
 * it used. Null when nothing matches.
 */
export function findCity(index: GazetteerIndex, text: string): GazetteerCity | null {
  const query = parseCityState(text);
  if (!query) return null;
  for (let i = 0; i < index.cities.length; i++) {
    const city = index.cities[i]!;
    if (index.keys[i] === query.city && (query.state === null || city.state === query.state)) return city;
  }
  return null;
}

/** The states a partly typed state part allows: 'T' → TN and TX (and Tennessee, Texas by name). */
function statesStartingWith(partial: string): Set<string> | null {
  const words = normaliseWords(partial);
  if (words === '') return null;
  const codes = Object.entries(US_STATES)
    .filter(([code, name]) => code.toLowerCase().startsWith(words) || normaliseWords(name).startsWith(words))
    .map(([code]) => code);
  return new Set(codes);
}

/**
 * Autocomplete while typing: places whose name starts with the typed city (then places with a
 * later word that starts with it: 'worth' → Fort Worth), most important first, at most `limit`.
 * Text after a comma narrows by state, also when partly typed ('Spring, T' → TX and TN). An
 * abbreviation matches both ways: 'St' offers Stockton and Saint Louis. Empty for blank text.
 */
export function suggestCities(index: GazetteerIndex, text: string, limit = 6): GazetteerCity[] {
  const comma = text.indexOf(',');
  const cityPart = comma >= 0 ? text.slice(0, comma) : text;
  const raw = normaliseWords(cityPart);
  if (raw === '' || limit <= 0) return [];
  // The last word may be half typed ('ft w' is not 'fort west'): expand it only as one option.
  const words = raw.split(' ');
  const last = words.pop()!;
  const head = words.map((w) => WORD_EXPANSIONS[w] ?? w);
  const expanded = [...new Set([[...head, last].join(' '), [...head, WORD_EXPANSIONS[last] ?? last].join(' ')])];
  const states = comma >= 0 ? statesStartingWith(text.slice(comma + 1)) : null;
  const prefix: GazetteerCity[] = [];
  const inner: GazetteerCity[] = [];
  for (let i = 0; i < index.cities.length && prefix.length < limit; i++) {
    const city = index.cities[i]!;
    if (states && !states.has(city.state)) continue;
    const key = index.keys[i]!;
    const rawKey = index.rawKeys[i]!;
    if (rawKey.startsWith(raw) || expanded.some((e) => key.startsWith(e))) prefix.push(city);
    else if (inner.length < limit && (rawKey.includes(` ${raw}`) || expanded.some((e) => key.includes(` ${e}`)))) inner.push(city);
  }
  return [...prefix, ...inner].slice(0, limit);
}

export type TripEstimate =
  | {
      ok: true;
      from: GazetteerCity;
      to: GazetteerCity;
      /** Straight line, unrounded. */
      greatCircleMiles: number;
      roadFactor: number;
      /** Whole miles: straight line × road factor, rounded. */
      miles: number;
    }
  | { ok: false; notFound: ('from' | 'to')[] };

/** Both places looked up, then the road estimate between them. */
export function estimateTrip(index: GazetteerIndex, fromText: string, toText: string, roadFactor: number = ROAD_FACTOR): TripEstimate {
  const from = findCity(index, fromText);
  const to = findCity(index, toText);
  if (!from || !to) {
    const notFound: ('from' | 'to')[] = [];
    if (!from) notFound.push('from');
    if (!to) notFound.push('to');
    return { ok: false, notFound };
  }
  const straight = greatCircleMiles(from, to);
  return { ok: true, from, to, greatCircleMiles: straight, roadFactor, miles: roadMilesEstimate(from, to, roadFactor) };
}

// ---------------------------------------------------------------------------------------------
// The compact text format of the shipped gazetteer
// ---------------------------------------------------------------------------------------------
//
// One place per line, most important first: `Name|ST|lat×100|lon×100`, coordinates as integers
// in hundredths of a degree (≈ 1 km, far below what a road factor can tell). Names never hold
// '|' or a line break (encodeGazetteer drops such places). Gzipped by the server like any asset.

const COORD_SCALE = 100;

export function encodeGazetteer(cities: readonly GazetteerCity[]): string {
  return cities
    .filter((c) => !/[|\n\r]/.test(c.name) && c.name.trim() !== '')
    .map((c) => `${c.name}|${c.state}|${Math.round(c.lat * COORD_SCALE)}|${Math.round(c.lon * COORD_SCALE)}`)
    .join('\n');
}

/** The inverse of encodeGazetteer; malformed lines are skipped, never thrown on. */
export function decodeGazetteer(text: string): GazetteerCity[] {
  const out: GazetteerCity[] = [];
  for (const line of text.split('\n')) {
    const [name, state, lat, lon] = line.split('|');
    if (!name || !state || lat === undefined || lon === undefined) continue;
    const la = Number(lat) / COORD_SCALE;
    const lo = Number(lon) / COORD_SCALE;
    if (!Number.isFinite(la) || !Number.isFinite(lo) || lat === '' || lon === '') continue;
    out.push({ name, state, lat: la, lon: lo });
  }
  return out;
}
