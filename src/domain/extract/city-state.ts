/**
 * 'City, ST' as written on a document, without a gazetteer: the words just before a comma and a
 * state code (US states, DC and the Canadian provinces brokers also ship to). Used by the
 * rate-confirmation parser and by the offer reader when no gazetteer is given
 * (docs/product-rules.md, R-OFFER-6).
 */

export const STATE_CODES = new Set(
  ('AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA ' +
    'RI SC SD TN TX UT VT VA WA WV WI WY DC AB BC MB NB NL NS ON PE QC SK').split(' '),
);

// Starts only where a word starts, so a long run of letters is read once, not from each letter (R-OFFER-13).
const CITY_STATE =
  /(?<![A-Za-z'’.-])((?:(?:St\.?|Ft\.?|Mt\.?|[A-Z][A-Za-z'’-]+)\s+){0,2}[A-Za-z][A-Za-z'’.-]+)\s*,\s*([A-Z]{2})\b(?:\s+(\d{5})(?:-\d{4})?)?/g;

export interface CityStateMatch {
  /** 'St. Louis, MO' (capitalised when written all upper or all lower case). */
  place: string;
  start: number;
  end: number;
}

/** Every plausible 'City, ST' in a piece of text, with where it was written. */
export function findCityStateMatches(text: string): CityStateMatch[] {
  const places: CityStateMatch[] = [];
  for (const match of text.matchAll(CITY_STATE)) {
    const state = match[2]!;
    if (!STATE_CODES.has(state)) continue;
    const city = tidyCity(match[1]!);
    if (city) places.push({ place: `${city}, ${state}`, start: match.index, end: match.index + match[0].length });
  }
  return places;
}

/** Every plausible 'City, ST' in a piece of text (the city is the part just before the state). */
export function findCityStates(text: string): string[] {
  return findCityStateMatches(text).map((m) => m.place);
}

/** The first plausible 'City, ST' in a piece of text. */
export function findCityState(text: string): string | null {
  return findCityStates(text)[0] ?? null;
}

/** Words before a city that are street suffixes or labels, not part of its name. */
const NOT_CITY_START = /^(?:rd|ave|blvd|dr|ln|hwy|pkwy|way|ct|suite|ste|street|road|drive|lane)\.?$/i;

function tidyCity(raw: string): string | null {
  const words = raw.trim().split(/\s+/);
  while (words.length > 1 && NOT_CITY_START.test(words[0]!)) words.shift();
  const city = words.join(' ');
  if (city.length < 2 || /\d/.test(city)) return null;
  return capitalise(city);
}

/** 'EL PASO' and 'savannah' → 'El Paso' and 'Savannah'; mixed case is kept as written. */
export function capitalise(city: string): string {
  const lower = city === city.toUpperCase() || city === city.toLowerCase() ? city.toLowerCase() : city;
  return lower.replace(/(^|\s)([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}
