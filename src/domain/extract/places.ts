/**
 * Places named in an offer, snapped to the gazetteer (docs/product-rules.md, R-OFFER-6):
 * 'dallas tx', 'Ft Worth', 'ST LOUIS MO', 'Laredo, TX 78045', '1200 Main St, Plano, TX 75093',
 * 'Dallas, Texas', metro codes ('DFW', 'ATL') and, next to a stop word ('to', 'PU:'), a city alone.
 */
import { normaliseCityName, US_STATES, type GazetteerCity, type GazetteerIndex } from '../distance';
import { findCityStateMatches } from './city-state';

/** Metro and airport codes brokers write for a market → the main city (R-OFFER-6). */
export const METRO_CODES: Readonly<Record<string, readonly [string, string]>> = {
  DFW: ['Dallas', 'TX'], ATL: ['Atlanta', 'GA'], OKC: ['Oklahoma City', 'OK'], KC: ['Kansas City', 'MO'],
  SLC: ['Salt Lake City', 'UT'], LA: ['Los Angeles', 'CA'], CHI: ['Chicago', 'IL'], PHX: ['Phoenix', 'AZ'],
  DEN: ['Denver', 'CO'], HOU: ['Houston', 'TX'], SAT: ['San Antonio', 'TX'], MEM: ['Memphis', 'TN'],
  NOLA: ['New Orleans', 'LA'], NYC: ['New York', 'NY'], STL: ['St. Louis', 'MO'], LV: ['Las Vegas', 'NV'],
  VEGAS: ['Las Vegas', 'NV'], ELP: ['El Paso', 'TX'], ABQ: ['Albuquerque', 'NM'], JAX: ['Jacksonville', 'FL'],
  MIA: ['Miami', 'FL'], CLT: ['Charlotte', 'NC'], NASH: ['Nashville', 'TN'], BNA: ['Nashville', 'TN'],
  IND: ['Indianapolis', 'IN'], CLE: ['Cleveland', 'OH'], DET: ['Detroit', 'MI'], MSP: ['Minneapolis', 'MN'],
  PDX: ['Portland', 'OR'], SEA: ['Seattle', 'WA'], SF: ['San Francisco', 'CA'], SFO: ['San Francisco', 'CA'],
  SD: ['San Diego', 'CA'], BHM: ['Birmingham', 'AL'], LRD: ['Laredo', 'TX'], ATX: ['Austin', 'TX'],
};
/** Short names drivers use for a city, read where a city alone is expected (R-OFFER-6). */
const NICKNAMES: Readonly<Record<string, readonly [string, string]>> = {
  'salt lake': ['Salt Lake City', 'UT'],
  vegas: ['Las Vegas', 'NV'],
  philly: ['Philadelphia', 'PA'],
  nola: ['New Orleans', 'LA'],
  'okla city': ['Oklahoma City', 'OK'],
};

/** Codes that are also everyday words: read only when written in capitals. */
const WORD_LIKE_CODES = new Set(['DEN', 'SAT', 'SEA', 'IND', 'DET', 'MIA', 'CHI', 'NASH', 'MEM', 'CLE']);
/** Two-letter state codes that are also English or Spanish words: lower case only after a known city. */
const WORD_LIKE_STATES = new Set(['IN', 'OR', 'ME', 'OK', 'OH', 'HI', 'DE', 'PA', 'AL', 'LA', 'MA', 'CO', 'ID', 'MI']);

export interface PlaceMention {
  /** 'City, ST' as the gazetteer spells it (or as written, without a gazetteer). */
  place: string;
  city: GazetteerCity | null;
  /** Offsets of the words it was read from. */
  start: number;
  end: number;
  /** How it was written: with a state, as a metro code, or a city alone (weaker). */
  how: 'state' | 'metro' | 'alone' | 'typo';
}

interface Lookup {
  byKeyState: Map<string, GazetteerCity>;
  byKey: Map<string, GazetteerCity>;
  /** The one-word names of each state's places, most important first, for typos ('Pheonix AZ'). */
  byState: Map<string, Array<{ key: string; city: GazetteerCity }>>;
  /** R-OFFER-80: each state's larger places by the sound of their name ('abln' → Abilene), the most important first. */
  bySound: Map<string, GazetteerCity>;
  /** The names of the larger places (R-OFFER-83: an OCR'd name is read only as one of these). */
  topKeys: Set<string>;
  longest: number;
}
const lookups = new WeakMap<GazetteerIndex, Lookup>();

/** Maps from a city key (and state) to the most important such place, built once per index. */
function lookupOf(index: GazetteerIndex): Lookup {
  let lookup = lookups.get(index);
  if (!lookup) {
    lookup = { byKeyState: new Map(), byKey: new Map(), byState: new Map(), bySound: new Map(), topKeys: new Set(), longest: 1 };
    for (let i = 0; i < index.cities.length; i++) {
      const city = index.cities[i]!;
      const key = index.keys[i]!;
      if (!lookup.byKeyState.has(`${key}|${city.state}`)) lookup.byKeyState.set(`${key}|${city.state}`, city);
      if (!lookup.byKey.has(key)) lookup.byKey.set(key, city);
      if (i < 3000) {
        lookup.topKeys.add(key);
        const sound = `${soundKey(key)}|${city.state}`;
        if (sound.length > 5 && !lookup.bySound.has(sound)) lookup.bySound.set(sound, city);
      }
      if (i < 3000 && !key.includes(' ')) {
        const list = lookup.byState.get(city.state) ?? [];
        list.push({ key, city });
        lookup.byState.set(city.state, list);
      }
      lookup.longest = Math.max(lookup.longest, key.split(' ').length);
    }
    lookup.longest = Math.min(lookup.longest, 5);
    lookups.set(index, lookup);
  }
  return lookup;
}

interface TextWord {
  text: string;
  start: number;
  end: number;
  /** Joined to the word before by a space or a hyphen (same line, so they may be one name). */
  joined: boolean;
  /** normaliseCityName of the word alone (names are compared word by word), computed when needed. */
  key?: string;
}
const keyOf = (w: TextWord) => (w.key ??= normaliseCityName(w.text));

/** Lower-case words that can be (part of) a state: codes and the words of state names. */
const STATE_WORDS = new Set(
  Object.entries(US_STATES).flatMap(([code, name]) => [code.toLowerCase(), ...name.toLowerCase().split(' ')]),
);
const mayBeState = (word: string) => STATE_WORDS.has(word.replace(/\.$/, '').toLowerCase());
/** 'tx', 'texas', 'new mexico' → the USPS code (a map look-up: this runs for every word). */
const STATE_BY_TEXT = new Map(Object.entries(US_STATES).flatMap(([code, name]) => [[code.toLowerCase(), code], [name.toLowerCase(), code]] as const));
const WORDS = /[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’.]*/g;

/** Words stop a city name at a line break or at punctuation other than '.', "'" and '-'. */
function gapOk(text: string, from: number, to: number): boolean {
  return to - from <= 3 && /^[ \t-]*$/.test(text.slice(from, to));
}

function metroAt(word: string): readonly [string, string] | null {
  const upper = word.replace(/\.$/, '').toUpperCase();
  const metro = METRO_CODES[upper];
  if (!metro) return null;
  const clean = word.replace(/\.$/, '');
  if (clean !== upper && (upper.length < 3 || WORD_LIKE_CODES.has(upper))) return null;
  return metro;
}

/**
 * Every place the text names, in text order, not overlapping. With a gazetteer a place must be in
 * it; without one, 'City, ST' is read by its shape and metro codes by the table.
 */
export function findPlaces(text: string, index?: GazetteerIndex): PlaceMention[] {
  if (!index) return findPlacesByShape(text);
  const lookup = lookupOf(index);
  const words: TextWord[] = [];
  for (const m of text.matchAll(WORDS)) {
    const raw = m[0].replace(/['’]$/, '');
    const prev = words.at(-1);
    words.push({ text: raw, start: m.index, end: m.index + raw.length, joined: prev !== undefined && gapOk(text, prev.end, m.index) });
  }
  const found: PlaceMention[] = [];
  let lastEnd = -1;
  let typoBudget = 8;
  const push = (mention: PlaceMention) => {
    // A longer reading ending at the same word replaces a shorter one ('Salt Lake City' over 'Lake City').
    while (found.length && found.at(-1)!.start >= mention.start) found.pop();
    found.push(mention);
    lastEnd = mention.end;
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    // A state: one word ('TX', 'tx', 'Texas') or two ('New Mexico').
    for (const take of mayBeState(word.text) ? [2, 1] : []) {
      if (i + 1 < take) continue;
      const first = words[i - take + 1]!;
      if (take === 2 && !gapOk(text, first.end, word.start)) continue;
      const stateText = text.slice(first.start, word.end).replace(/\.$/, '');
      const state = STATE_BY_TEXT.get(stateText.toLowerCase().replace(/\s+/g, ' ')) ?? null;
      if (!state) continue;
      // The city: up to `longest` words just before the state (a comma may sit between).
      const cityEndIdx = i - take;
      if (cityEndIdx < 0) continue;
      const between = text.slice(words[cityEndIdx]!.end, first.start);
      if (between.length > 4 || !/^[ \t]*,?[ \t]*$/.test(between)) continue;
      // The city's words, longest first: as many joined words before the state as a name can have.
      let n = 1;
      while (n < lookup.longest && cityEndIdx - n >= 0 && words[cityEndIdx - n + 1]!.joined) n += 1;
      for (; n >= 1; n--) {
        const cityWords = words.slice(cityEndIdx - n + 1, cityEndIdx + 1);
        if (cityWords[0]!.start <= lastEnd) continue;
        const cityKey = cityWords.map(keyOf).join(' ');
        const city = lookup.byKeyState.get(`${cityKey}|${state}`);
        if (!city) continue;
        const writtenLower = stateText === stateText.toLowerCase() && stateText.length === 2;
        if (writtenLower && WORD_LIKE_STATES.has(state)) {
          // 'Memphis in 2 days' is Memphis, TN: a word-like lower-case code is a state only
          // when this is the main place of that name or nothing follows on the line.
          const main = lookup.byKey.get(cityKey);
          const rest = text.slice(word.end, word.end + 8);
          const endsLine = /^[ \t]*(?:[\n,.;:!)|/>→-]|to\b|\d{5})/i.test(rest) || (word.end + rest.length === text.length && /^[ \t]*$/.test(rest));
          if (main !== city && !endsLine) continue;
        }
        push({ place: `${city.name}, ${city.state}`, city, start: cityWords[0]!.start, end: word.end, how: 'state' });
        break;
      }
      // R-OFFER-46: a one-word city said or read in two pieces ('shreve port louisiana', 'Lou' /
      // 'isville KY' across a line break) is that city.
      if (found.at(-1)?.end !== word.end && cityEndIdx >= 1) {
        const a = words[cityEndIdx - 1]!;
        const b = words[cityEndIdx]!;
        if (a.start > lastEnd && b.start - a.end <= 2 && /^\s+$/.test(text.slice(a.end, b.start)) && /^[a-z]/i.test(b.text)) {
          const city = lookup.byKeyState.get(`${keyOf(a)}${keyOf(b)}|${state}`);
          if (city && !city.name.includes(' ')) push({ place: `${city.name}, ${city.state}`, city, start: a.start, end: word.end, how: 'state' });
        }
      }
      // R-OFFER-80: a city dictated or autocorrected into words that sound like it, before its state
      // written out or in capitals ('Abbey lean Texas', 'Do Luth Minnesota', 'Lewisville Kentucky').
      if (found.at(-1)?.end !== word.end && (stateText.length > 2 || stateText === stateText.toUpperCase())) {
        for (let n = 1; n <= 3 && cityEndIdx - n + 1 >= 0; n++) {
          const pieces = words.slice(cityEndIdx - n + 1, cityEndIdx + 1);
          if (pieces[0]!.start <= lastEnd || (n > 1 && !pieces[n - 1]!.joined) || pieces.some((w, k) => (k > 0 && !w.joined) || NOT_A_NAME.test(w.text))) break;
          const key = pieces.map(keyOf).join('');
          // One word is read by its sound only when it is a place of another state ('Lewisville Kentucky'); misspelt
          // single words are the typo reading's below.
          if (key.length < 5 || !/^[a-z]+$/.test(key) || (n === 1 && (lookup.byKeyState.has(`${key}|${state}`) || !lookup.byKey.has(key)))) continue;
          if (typoBudget <= 0) break;
          typoBudget -= 1;
          const city = lookup.bySound.get(`${soundKey(key)}|${state}`);
          if (city && normaliseCityName(city.name).replace(/ /g, '') !== key) {
            push({ place: `${city.name}, ${city.state}`, city, start: pieces[0]!.start, end: word.end, how: 'typo' });
            break;
          }
        }
      }
      // R-OFFER-83: a name cut short before its state ('Hutch KS', 'Albuq NM'): the one larger place of the state it starts.
      const short = words[cityEndIdx]!;
      if (found.at(-1)?.end !== word.end && short.start > lastEnd && /^[A-Za-z]{4,}\.?$/.test(short.text) && !mayBeState(short.text) && !NOT_A_NAME.test(short.text)) {
        const key = keyOf(short).replace(/\.$/, '');
        if (!lookup.byKey.has(key)) {
          const starts = (lookup.byState.get(state) ?? []).filter((c) => c.key.length > key.length + 1 && c.key.startsWith(key));
          if (starts.length === 1) push({ place: `${starts[0]!.city.name}, ${starts[0]!.city.state}`, city: starts[0]!.city, start: short.start, end: word.end, how: 'typo' });
        }
      }
      // A misspelt one-word city of the state's larger places ('Pheonix AZ', 'Atlnta GA'), a few per text.
      const cityWord = words[cityEndIdx]!;
      if (found.at(-1)?.end !== word.end && typoBudget > 0 && cityWord.start > lastEnd && /^[A-Za-z]{5,}$/.test(cityWord.text) && !mayBeState(cityWord.text)) {
        typoBudget -= 1;
        const key = keyOf(cityWord);
        // A real name of another state ('Memphis in 2 days') is no typo.
        const near = lookup.byKey.has(key)
          ? undefined
          :  lookup.byState.get(state)?.find((c) => c.key[0] === key[0] && withinOneEdit(c.key, key));
        if (near) push({ place: `${near.city.name}, ${near.city.state}`, city: near.city, start: cityWord.start, end: word.end, how: 'typo' });
      }
      if (found.at(-1)?.end === word.end) break;
    }
    if (found.at(-1)?.end === word.end || word.start <= lastEnd) continue;
    const metro = metroAt(word.text);
    // R-OFFER-86: a code inside an id with digits ('GSP-CLT-02', 'ATL-7781') names no place; 'DFW-ATL' is a lane.
    const id = metro ? /^[A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/.exec(text.slice(word.start, word.start + 24))![0] : '';
    const idBefore = metro ? /(?:[A-Za-z0-9]+-)*$/.exec(text.slice(Math.max(0, word.start - 24), word.start))![0] : '';
    if (metro && !(/\d/.test(idBefore + id) && /-/.test(idBefore + id))) {
      const city = lookup.byKeyState.get(`${normaliseCityName(metro[0])}|${metro[1]}`) ?? null;
      push({ place: city ? `${city.name}, ${city.state}` : `${metro[0]}, ${metro[1]}`, city, start: word.start, end: word.end, how: 'metro' });
    }
  }
  return found;
}

/** Without a gazetteer: 'City, ST' by its shape, and the metro codes. */
function findPlacesByShape(text: string): PlaceMention[] {
  const found: PlaceMention[] = findCityStateMatches(text).map((m) => ({ place: m.place, city: null, start: m.start, end: m.end, how: 'state' as const }));
  for (const m of text.matchAll(/\b[A-Za-z]{2,5}\b/g)) {
    const metro = metroAt(m[0]);
    if (!metro || found.some((f) => m.index < f.end && m.index + m[0].length > f.start)) continue;
    found.push({ place: `${metro[0]}, ${metro[1]}`, city: null, start: m.index, end: m.index + m[0].length, how: 'metro' });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** A city by its name or nickname alone: the most important place of that name. */
function byName(lookup: Lookup, name: string): GazetteerCity | undefined {
  const nickname = NICKNAMES[name.toLowerCase()];
  if (nickname) return lookup.byKeyState.get(`${normaliseCityName(nickname[0])}|${nickname[1]}`);
  const key = normaliseCityName(name);
  const city = lookup.byKey.get(key);
  if (city || key.includes(' ') || key.length < 5 || !/[il]/.test(key)) return city;
  // R-OFFER-83: an OCR'd name with one 'l' read as 'i' or one 'i' as 'l' ('Tuisa', 'Wichlta'), read as a larger place.
  for (let k = 0; k < key.length; k++) {
    if (key[k] !== 'i' && key[k] !== 'l') continue;
    const swapped = `${key.slice(0, k)}${key[k] === 'i' ? 'l' : 'i'}${key.slice(k + 1)}`;
    if (lookup.topKeys.has(swapped)) return lookup.byKey.get(swapped);
  }
  return undefined;
}

/**
 * A city written alone ('Dallas', 'ft worth') → the most important place of that name, or null.
 * Only used next to a stop word, where a city is expected (R-OFFER-6).
 */
export function cityAlone(text: string, index?: GazetteerIndex): { place: string; city: GazetteerCity | null; length: number } | null {
  const words = [...text.matchAll(WORDS)].slice(0, 4);
  if (!words.length || words[0]!.index > 2) return null;
  if (!index) return null;
  const lookup = lookupOf(index);
  for (let n = Math.min(words.length, lookup.longest); n >= 1; n--) {
    const part = words.slice(0, n);
    let ok = true;
    for (let k = 1; k < n; k++) if (!gapOk(text, part[k - 1]!.index + part[k - 1]![0].length, part[k]!.index)) ok = false;
    if (!ok) continue;
    const name = part.map((w) => w[0]).join(' ');
    if (name.length < 4) continue;
    const city = byName(lookup, name);
    if (city) return { place: `${city.name}, ${city.state}`, city, length: part.at(-1)!.index + part.at(-1)![0].length };
  }
  return null;
}


/** A city written alone just before `text` ends ('… dallas' before ' to atlanta'), or null. */
export function cityEndingAt(text: string, index: GazetteerIndex): { place: string; city: GazetteerCity; length: number } | null {
  // 'Houston area to …': the market word after a city is not part of its name.
  const market = /[ \t]+(?:area|metro|region|vicinity)[ \t,]*$/i.exec(text);
  if (market) {
    const found = cityEndingAt(text.slice(0, market.index), index);
    return found ? { ...found, length: found.length + market[0].length } : null;
  }
  const words = [...text.matchAll(WORDS)].slice(-4);
  const lookup = lookupOf(index);
  if (!words.length || words.at(-1)!.index + words.at(-1)![0].length < text.replace(/[\s,]+$/, '').length) return null;
  for (let n = Math.min(words.length, lookup.longest); n >= 1; n--) {
    const part = words.slice(-n);
    let ok = true;
    for (let k = 1; k < n; k++) if (!gapOk(text, part[k - 1]!.index + part[k - 1]![0].length, part[k]!.index)) ok = false;
    const name = part.map((w) => w[0]).join(' ');
    if (!ok || name.length < 4) continue;
    const city = byName(lookup, name);
    if (city) return { place: `${city.name}, ${city.state}`, city, length: text.length - part[0]!.index };
  }
  return null;
}

/** Words that are never part of a dictated city's name. */
const NOT_A_NAME = /^(?:to|from|of|in|out|at|the|and|or|for|into|load|going|headed|heading|deliver\w*|pick\w*|drop\w*|ship\w*|near|via|by|van|box|truck|hot|shot|flatbed|north|south|east|west|central)$/i;

/**
 * R-OFFER-80: how a name sounds, for dictated and autocorrected names: its first letter, then its
 * consonants (c, k, q as k; z, x as s; ph as f; no h, w, y), each run of one sound said once.
 * 'abbeylean' and 'abilene' → 'abln'; 'jopplynn' and 'joplin' → 'jpln'.
 */
function soundKey(name: string): string {
  const letters = name.toLowerCase().replace(/[^a-z]/g, '').replace(/ph/g, 'f');
  let out = letters.slice(0, 1);
  for (const ch of letters.slice(1)) {
    if ('aeiouyhw'.includes(ch)) continue;
    const sound = ch === 'c' || ch === 'q' ? 'k' : ch === 'z' || ch === 'x' ? 's' : ch;
    if (out.at(-1) !== sound) out += sound;
  }
  return out;
}

/** One insertion, deletion, substitution or swap of neighbours apart ('pheonix' ~ 'phoenix'). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
