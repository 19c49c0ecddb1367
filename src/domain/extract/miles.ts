/**
 * Miles in an offer and which miles they are (docs/product-rules.md, R-OFFER-5): loaded ('781 mi',
 * '781 loaded', 'Trip: 781', 'Miles 781', '781 millas') or deadhead ('DH 45', '45 out', 'DH-O 45',
 * '45 mi deadhead', '45 vacío'). Destination deadhead (DH-D) is read and set aside. Works on text
 * whose decoy numbers are already blanked (decoys.ts).
 */
import { lineBefore, UNIT_BEFORE } from './money';

type MilesKind = 'loaded' | 'deadhead' | 'destinationDeadhead';

export interface MilesMention {
  value: number;
  kind: MilesKind;
  start: number;
  end: number;
  /** End of the words it was read from, with the unit ('781 mi'). */
  sourceEnd: number;
}

const NUMBER = /(\d{1,2},\d{3}|\d+)(\.\d+)?/g;
const DH_BEFORE = /(?:\bdh(?:-?o)?|\bdead\s*head(?:ing)?|\bempty|\bvac[ií]os?|\bvide|\bmillas\s+vac[ií]as)(?:\s+(?:miles|mi\b\.?))?(?:\s+from(?:\s+[a-z.]+){0,2}|\s+to(?:\s+(?:the\s+)?(?:pu|pick\s*-?\s*up|shipper|origin))?\b)?\s*[:=(-]?\s*(?:for\s+you\s+)?(?:is|of|de|es|would\s+be|will\s+be)?\s*(?:only|just|about|around|approx\.?|roughly|like|~)?\s*$/i;
const DHD_BEFORE = /\bdh-?d\s*[:=(-]?\s*$/i;
const LOADED_BEFORE = /(?:\bloaded(?:\s+miles)?|\b(?:the\s+)?run\s+is|\btrip(?:\s+miles)?|\btotal\s+miles|\bmiles|\bmileage|\bmillas|\bdistance|\bdist\.?|\bdistancia|\bmi)\s*(?:\(\s*(?:approx|est|estimated|aprox)\.?\s*\))?\s*[:=(-]?\s*(?:is|of|de|are|son)?\s*(?:about|approx\.?|around|~|aprox\.?)?\s*$/i;
const UNIT_AFTER = /^\s*-?(?:(?:loaded|total|practical|paid|short|hhg|trip|approx\.?)\s+)?(?:mi\b|mi\.|miles?\b|mls?\b|millas?\b|milles\b|mi(?=[\s,;)]))/i;
const DH_AFTER = /^\s*(?:(?:mi\b\.?|miles?|millas?)\s*)?(?:\(?\s*(?:dh|deadhead|empty|out|away|vac[ií]os?|vac[ií]as?|to\s+(?:the\s+)?(?:pick\s*up|pu|shipper)|from\s+(?:the\s+)?(?:shipper|pick\s*-?\s*up|pu|you|your)|from\s+where\s+(?:you|u|ur)(?:['’]re|\s+are|\s+r)?\s+(?:park\w*|sit\w*|at|are|drop\w*|unload\w*|deliver\w*|empty))\b)/i;
// R-OFFER-88: '27 miles from where you're parked' / 'from where you dropped' is the driver's distance too.
/** The driver's own distance ('you're about 50 mi from', 'the caller is 30 miles', 'estás como a 35 millas'). */
// R-OFFER-52: French too ('Tu es à 20 mi de chez le client', 'vous êtes à 15 mi').
const DRIVER_AT = /\b(?:you(?:'re|\s+are|'ll\s+be|\s+will\s+be)|u\s+r|ur|est[aá]s|the\s+(?:caller|driver)\s+is|tu\s+es|vous\s+[eê]tes)\s+(?:about|around|like|only|just|roughly|approx\.?|como|environ|~)?\s*(?:[aà]\s+)?$/i;
/** R-OFFER-52: the distance from where the driver last was ('Distance from your last reported location (Tupelo, MS): 102 mi'). */
const DRIVER_PLACE_BEFORE = /\b(?:your|ur)\s+(?:last\s+|current\s+)?(?:reported\s+|known\s+)?(?:location|position|ping|check-?in|gps\s+position)\b[^\n\d]{0,24}$/i;
const LOADED_AFTER = /^\s*(?:(?:mi\b\.?|miles?|millas?)\s*)?\(?(?:loaded|ld|trip|cargad[oa]s?)\b\)?/i;

/** Every miles figure of a (decoy-masked) text, in text order. */
export function findMiles(masked: string): MilesMention[] {
  const found: MilesMention[] = [];
  for (const m of masked.matchAll(NUMBER)) {
    const start = m.index;
    const end = start + m[0].length;
    // 'dh30' is deadhead 30; other numbers glued to a word are not miles.
    if (/[\w.,$/]/.test(masked[start - 1] ?? ' ') && !/\bdh-?o?$/i.test(masked.slice(Math.max(0, start - 4), start))) continue;
    const value = Number(m[1]!.replace(/,/g, '')) + (m[2] ? Number(m[2]) : 0);
    if (value > 5000) continue;
    const after = lineRest(masked, end);
    // R-OFFER-33: a short note in brackets after a label ('Route miles (1→2→3): 205') leaves the label the number's.
    const before = lineBefore(masked, start, 44).replace(/\([^()\n]{0,16}\)([ \t]*[:=-]?[ \t]*)$/, '$1');
    if (/^\s*k?\s*(?:lbs?|#|pounds|libras)\b/i.test(after) || /^(?:[/:]|\.\d|k\b)/i.test(after)) continue;
    // '(1→2→3)': stop numbers in a bracket note are no miles.
    const noteBefore = /\(([^()\n]{0,12})$/.exec(before);
    const noteAfter = /^([^()\n]{0,12})\)/.exec(after);
    if (noteBefore && noteAfter && /[→>-]/.test(noteBefore[1]! + noteAfter[1]!)) continue;
    let kind: MilesKind | null = null;
    // '165mi dh 55': a deadhead word followed by its own number is not about this one.
    const dhWord = DH_AFTER.exec(after);
    // 'LD MI: 218    EMPTY MI: 31': a deadhead label with its own ':' is not about this one either.
    // R-OFFER-28: so is one whose value is a blank ('DH-O --', 'DH-O —', 'DH: n/a').
    const ownValue = /^(?:-?[od]\b)?\s*(?:mi\b\.?|miles?)?\s*(?:[:=]|-?\s*\d|(?:-{2,}|—|–|n\/a|tbd)(?![\w-]))/i;
    const dhAfter = dhWord && (/(?:out|away)\W*$/i.test(dhWord[0]) || !ownValue.test(after.slice(dhWord[0].length))) ? dhWord : null;
    const loadedAfter = LOADED_AFTER.exec(after) ?? UNIT_AFTER.exec(after);
    if (dhAfter) kind = 'deadhead';
    else if (DHD_BEFORE.test(before)) kind = 'destinationDeadhead';
    else if (DH_BEFORE.test(before) || ((DRIVER_AT.test(before) || DRIVER_PLACE_BEFORE.test(before)) && UNIT_AFTER.test(after))) kind = 'deadhead';
    else if (loadedAfter || (LOADED_BEFORE.test(before) && !UNIT_BEFORE.test(before))) kind = 'loaded';
    // 'DH: 0 mi' is a stated deadhead of 0; no other zero is miles.
    if (kind === null || (value === 0 && kind !== 'deadhead')) continue;
    // '150 mi radius' is a search area, not a trip (R-OFFER-14).
    if (/^\s*(?:mi\b\.?|miles?|millas?)\s*(?:radius|radio)\b/i.test(after) || /\b(?:radius|radio)\s*(?:of|to|de|a)?\s*$/i.test(before)) continue;
    // R-OFFER-74: an item number ('2) miles 3) pay') is no figure.
    if (/^\)/.test(after) && value < 20 && !/\(\s*$/.test(before)) continue;
    // R-OFFER-74: so is a search filter ('Pickup: Phoenix, AZ ±50 mi', 'Filter: 26' box, ≤ 600 mi',
    // 'Similar loads near Tulsa, OK (50 mi)').
    if (/(?:[±≤<]|\bwithin|\bup\s+to|\bunder|\bmax\.?)\s*$/i.test(before) || (/\(\s*$/.test(before) && /^\s*(?:mi\b\.?|miles?)\s*\)/i.test(after) && /\b(?:near|similar|search|radius|loads)\b/i.test(before))) continue;
    if (kind !== 'loaded' && value > 600) continue;
    const unit = dhAfter ?? (kind === 'loaded' ? loadedAfter : null);
    found.push({ value: Math.round(value), kind, start, end, sourceEnd: end + (unit ? unit[0].trimEnd().length : 0) });
  }
  return found;
}

/** Up to 30 characters after `at`, not past the end of the line. */
function lineRest(text: string, at: number): string {
  const rest = text.slice(at, at + 30);
  const nl = rest.indexOf('\n');
  return nl < 0 ? rest : rest.slice(0, nl);
}
