/**
 * Snapping a place read from a rate confirmation to a real city of the gazetteer
 * (docs/decisions/009-ocr.md, 'Gazetteer snapping'): exact on the state, fuzzy on the city.
 * 'Ralelgh, NC' → 'Raleigh, NC' (one letter misread), 'Har Ishurg, PA' → 'Harrisburg, PA',
 * 'Lumber Little Rock, AR' → 'Little Rock, AR' (a company name read into the city cell).
 * Returns null when no city of that state is close enough: the caller keeps what it read, with
 * lower confidence. Pure: the gazetteer is passed in.
 */
import { normaliseCityName, type GazetteerCity, type GazetteerIndex } from '../../domain/distance';
import { STATE_CODES } from '../../domain/extract/city-state';
import { lookAlikeDistance } from '../../domain/extract/look-alike';
import { stateOfZip } from './zip-state';

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

const format = (city: GazetteerCity) => `${city.name}, ${city.state}`;

export function snapPlace(place: string, index: GazetteerIndex): Snapped | null {
  const m = /^(.+?),\s*([A-Z]{2})$/.exec(place.trim());
  if (!m) return null;
  const words = normaliseCityName(m[1]!).split(' ').filter(Boolean);
  if (!words.length) return null;
  const states = statesOf(index);
  const list = states.get(m[2]!);
  const snapped = list ? snapInState(words, list) : null;
  if (snapped) return snapped;
  // No such city in the state read: a letter of the code the scan mistook for a look-alike
  // ('Baltimore, MO' for MD; docs/product-rules.md R-UPLOAD-10), when the city is in that state.
  for (const code of lookAlikeStates(m[2]!)) {
    const other = states.get(code);
    const found = other ? snapInState(words, other) : null;
    if (found) return found;
  }
  return null;
}

/** Capital letters a scan mistakes for each other. */
const CAPITAL_LOOK_ALIKE = ['OD', 'OQ', 'DB', 'MN', 'IL', 'CG', 'EF', 'PR', 'VY', 'UV'];

/** The state codes one look-alike capital away from `code` ('MD' for 'MO'). */
function lookAlikeStates(code: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < 2; i++) {
    for (const pair of CAPITAL_LOOK_ALIKE) {
      const at = pair.indexOf(code[i]!);
      if (at < 0) continue;
      const swapped = code.slice(0, i) + pair[1 - at]! + code.slice(i + 1);
      if (STATE_CODES.has(swapped) && !out.includes(swapped)) out.push(swapped);
    }
  }
  return out;
}

function snapInState(words: string[], list: StateList): Snapped | null {
  const exact = list.byKey.get(words.join(' '));
  if (exact) return { place: format(exact), how: 'exact' };
  // Words before the city that belong to a company name or a street ('Lumber Little Rock').
  for (let drop = 1; drop < words.length; drop++) {
    const city = list.byKey.get(words.slice(drop).join(' '));
    if (city && words.length - drop >= 1 && words.slice(drop).join('').length >= 4) return { place: format(city), how: 'suffix' };
  }
  // Misread letters: within one edit (names up to 5 letters) or two (longer), spaces ignored,
  // look-alike letters at half an edit (R-UPLOAD-8).
  for (let drop = 0; drop < Math.min(words.length, 3); drop++) {
    const squashed = words.slice(drop).join('');
    if (squashed.length < 4) break;
    const limit = squashed.length <= 5 ? 1 : 2;
    // The nearest place wins, the most populous of equally near ones.
    let best: { city: GazetteerCity; distance: number } | null = null;
    for (const entry of list.all) {
      const distance = lookAlikeDistance(squashed, entry.squashed, limit);
      if (distance <= limit && (!best || distance < best.distance)) best = { city: entry.city, distance };
    }
    if (best) return { place: format(best.city), how: 'fuzzy' };
  }
  return null;
}

/** Digits a scan reads for the letters of a state code ('M0' for MO, '5C' for SC). */
const STATE_LOOK_ALIKE: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '4': 'A', '5': 'S', '6': 'G', '8': 'B' };

/**
 * 'City, ST' whose punctuation or state code the scan garbled, written back as the sheet printed
 * it (docs/product-rules.md R-UPLOAD-8): 'Shreveport. LA', '…, Wichita KS (…)', '…, Macor GA'
 * (the comma read as a full stop, or lost after an address's street or company), 'St. Louis, M0'
 * (a digit for a letter of the state), 'Sioux Falls, 50 57104' (a state code unreadable, its ZIP
 * naming the state). Only when the city then snaps to a place of that state in the gazetteer, so
 * a word before a two-letter code is never made a place by chance. Changes letters inside words
 * only: the line keeps its words (their boxes stay theirs). Pure.
 */
export function repairPlaces(line: string, index: GazetteerIndex): string {
  const re = /(?<![A-Za-z'’.-])((?:(?:St\.?|Ft\.?|Mt\.?|[A-Z][A-Za-z'’-]+) ){0,2}[A-Z][A-Za-z'’-]{2,})([.,;:]?) ([A-Za-z0-9]{2}|™)(?=((?: \d{5}(?:-\d{4})?)?)(?:[\s,)(]|$))/g;
  return line.replace(re, (all, city: string, sep: string, code: string, zipPart: string, at: number) => {
    if (sep === ',' && STATE_CODES.has(code)) return all;
    const zip = zipPart.trim().slice(0, 5);
    // 'Knoxville, ™': a small-print 'TN' or 'TX' read as one trademark sign (R-UPLOAD-12); the
    // ZIP's state when it is one of the two, else the one of them that has the city (TN first).
    if (code === '™') {
      const fromZip = zip ? stateOfZip(zip) : null;
      const states = fromZip ? (['TN', 'TX'].includes(fromZip) ? [fromZip] : []) : ['TN', 'TX'];
      const state = states.find((s) => snapPlace(`${city}, ${s}`, index));
      return state && (sep !== '' || zip || /,\s*$/.test(line.slice(0, at))) ? `${city}, ${state}` : all;
    }
    // Without a mark between city and code, only an address's last part (after a comma) or one
    // with its ZIP: 'Dallas TX to Atlanta GA' in a message stays the driver's words (R-UPLOAD-5).
    if (sep === '' && !zip && !/,\s*$/.test(line.slice(0, at))) return all;
    // (A word in lower or mixed case is no code: 'Rapids on 10/09', 'Cabinet Co 78219'.)
    if (!/^[A-Z0-9]{2}$/.test(code)) return all;
    const read = code.replace(/[0-9]/g, (d) => STATE_LOOK_ALIKE[d] ?? d);
    const fromZip = zip ? stateOfZip(zip) : null;
    // A code that reads as a state stands (when its ZIP, if any, agrees); one that does not is
    // replaced by its ZIP's state.
    const state = STATE_CODES.has(read) ? (fromZip && fromZip !== read ? null : read) : fromZip;
    if (!state || !snapPlace(`${city}, ${state}`, index)) return all;
    return `${city}, ${state}`;
  });
}
