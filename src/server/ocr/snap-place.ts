/**
 * Snapping a place read from a rate confirmation to a real city of the gazetteer
 * (docs/decisions/009-ocr.md, 'Gazetteer snapping'): exact on the state, fuzzy on the city.
 * 'Ralelgh, NC' → 'Raleigh, NC' (one letter misread), 'Har Ishurg, PA' → 'Harrisburg, PA',
 * 'Lumber Little Rock, AR' → 'Little Rock, AR' (a company name read into the city cell).
 * Returns null when no city of that state is close enough: the caller keeps what it read, with
 * lower confidence. Pure: the gazetteer is passed in.
 */
import { normaliseCityName, type GazetteerCity, type GazetteerIndex } from '../../domain/distance';

export interface Snapped {
  place: string;
  /** 'exact': the city as written; 'suffix': words before it dropped; 'fuzzy': misread letters corrected. */
  how: 'exact' | 'suffix' | 'fuzzy';
}

interface StateList {
  byKey: Map<string, GazetteerCity>;
  /** The state's places, most populous first (the fuzzy match prefers them). */
  all: Array<{ key: string; squashed: string; city: GazetteerCity }>;
}
const byIndex = new WeakMap<GazetteerIndex, Map<string, StateList>>();

function statesOf(index: GazetteerIndex): Map<string, StateList> {
  let states = byIndex.get(index);
  if (!states) {
    states = new Map();
    index.cities.forEach((city, i) => {
      const key = index.keys[i]!;
      let list = states!.get(city.state);
      if (!list) states!.set(city.state, (list = { byKey: new Map(), all: [] }));
      if (!list.byKey.has(key)) list.byKey.set(key, city);
      list.all.push({ key, squashed: key.replace(/ /g, ''), city });
    });
    byIndex.set(index, states);
  }
  return states;
}

/** Edit distance, stopping early once it exceeds `limit`. */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > limit) return limit + 1;
    prev = row;
  }
  return prev[b.length]!;
}

const format = (city: GazetteerCity) => `${city.name}, ${city.state}`;

export function snapPlace(place: string, index: GazetteerIndex): Snapped | null {
  const m = /^(.+?),\s*([A-Z]{2})$/.exec(place.trim());
  if (!m) return null;
  const list = statesOf(index).get(m[2]!);
  if (!list) return null;
  const words = normaliseCityName(m[1]!).split(' ').filter(Boolean);
  if (!words.length) return null;
  const exact = list.byKey.get(words.join(' '));
  if (exact) return { place: format(exact), how: 'exact' };
  // Words before the city that belong to a company name or a street ('Lumber Little Rock').
  for (let drop = 1; drop < words.length; drop++) {
    const city = list.byKey.get(words.slice(drop).join(' '));
    if (city && words.length - drop >= 1 && words.slice(drop).join('').length >= 4) return { place: format(city), how: 'suffix' };
  }
  // Misread letters: within one edit (names up to 5 letters) or two (longer), spaces ignored;
  // the most populous such place of the state wins.
  for (let drop = 0; drop < Math.min(words.length, 3); drop++) {
    const squashed = words.slice(drop).join('');
    if (squashed.length < 4) break;
    const limit = squashed.length <= 5 ? 1 : 2;
    for (const entry of list.all) {
      if (distanceWithin(squashed, entry.squashed, limit) <= limit) return { place: format(entry.city), how: 'fuzzy' };
    }
  }
  return null;
}
