/**
 * The offer's other details (docs/product-rules.md, R-OFFER-9): equipment, weight, pick-up date,
 * load reference, broker, number of stops and the negotiation drawer's accessorials. Each finder
 * returns the value and the words it came from, or null.
 */
import type { Equipment } from '../schemas';
import type { OfferAccessorial } from './offer-types';

export interface Found<T> {
  value: T;
  source: string;
  /** Read from a label ('Weight:', 'Equip:') or an unambiguous word, rather than guessed. */
  strong: boolean;
}

const EQUIPMENT: ReadonlyArray<readonly [Equipment, RegExp]> = [
  ['cargo_van', /\b(?:cargo\s*van|sprinter(?:\s+van)?|sprinters|c\/?v\b|promaster|transit\s+van|camioneta)\b/i],
  ['straight_truck', /\b(?:box\s*truck|straight\s*truck|26\s*(?:'|ft|foot)\s*(?:box|straight)?|bt\b|st\b(?=\s*(?:only|needed|w\/))|cami[oó]n\s+de\s+caja|troca\s+de\s+caja)/i],
  ['hotshot', /\b(?:hot\s*-?\s*shots?|hs\b(?=[\s,/]|$)|hotshoot|gooseneck|goose\s*neck|40\s*'?\s*(?:ft)?\s*gooseneck|dually|caliente)/i],
];

export function findEquipment(text: string): Found<Equipment> | null {
  let best: { value: Equipment; index: number; source: string } | null = null;
  for (const [value, re] of EQUIPMENT) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.index)) best = { value, index: m.index, source: m[0] };
  }
  return best ? { value: best.value, source: best.source, strong: true } : null;
}

const WEIGHT = /(?:\b(?:weight|wt|peso)\s*[:=-]?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b)?\s*(?:lbs?|#|pounds|libras)?|\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?\s*(?:lbs?\b|#|pounds\b|libras\b))/i;

export function findWeight(masked: string, text: string): Found<number> | null {
  const m = WEIGHT.exec(masked);
  if (!m) return null;
  const digits = (m[1] ?? m[3])!;
  let value = Number(digits.replace(/,/g, ''));
  if (m[2] ?? m[4]) value *= 1000;
  value = Math.round(value);
  if (value < 50 || value > 80_000) return null;
  return { value, source: text.slice(m.index, m.index + m[0].length).trim(), strong: true };
}

const DATE_WORDS = '(?:today|tonight|tomorrow|tmrw|tmr|tmw|2morrow|asap|now|hoy|ma[ñn]ana|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)';
const DATE_TEXT = `(?:\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?|${DATE_WORDS}\\b(?:\\s+\\d{1,2}/\\d{1,2})?)`;
const PICKUP_DATE = new RegExp(`\\b(?:p/?u|pick\\s*-?\\s*up|pickup|picks?\\s+up|loads?|loading|ready|avail(?:able)?|ship(?:s|ping)?|recoger|recoge|carga)\\b\\s*(?:date|on|at|is|el|date:)?\\s*[:\\-]?\\s*(?:for\\s+)?(${DATE_TEXT})`, 'i');
const ANY_DATE = new RegExp(`(?:^|[\\s(])(${DATE_TEXT})(?=$|[\\s,.;:)!])`, 'i');

export function findPickupDate(text: string): Found<string> | null {
  const labelled = PICKUP_DATE.exec(text);
  if (labelled) return { value: labelled[1]!, source: labelled[0].trim(), strong: true };
  const any = ANY_DATE.exec(text);
  return any ? { value: any[1]!, source: any[1]!, strong: false } : null;
}

const REFERENCE = /\b(?:load|ref|reference|order|po|pro|bol|conf|confirmation|shipment|tender|referencia|orden)\s*(?:#|no\.?|number|id)?\s*[:#]?\s*((?=[A-Za-z0-9-]*\d)[A-Za-z0-9][A-Za-z0-9-]{2,})/i;
const HASH_REFERENCE = /(?<![\w$])#\s?((?=[A-Za-z0-9-]*\d)[A-Za-z0-9][A-Za-z0-9-]{2,})/;

export function findLoadReference(text: string): Found<string> | null {
  const m = REFERENCE.exec(text) ?? HASH_REFERENCE.exec(text);
  if (!m) return null;
  // '# 45000 lbs' is a weight, not a reference.
  if (/^\s*(?:lbs?|pounds)\b/i.test(text.slice(m.index + m[0].length))) return null;
  return { value: m[1]!.toUpperCase(), source: m[0].trim(), strong: true };
}

const COMPANY = /\b([A-Z][\w&'.-]*(?:[ \t]+[A-Z&][\w&'.-]*){0,4}[ \t]+(?:Logistics|Freight|Transport(?:ation)?|Brokerage|Express|Trucking|Shipping|Carriers?|Solutions|Supply[ \t]+Chain|Group|LLC|Inc\.?|Co\.|Corp\.?))\b/;
const COMPANY_LABEL = /\b(?:company|broker|brokerage|posted\s+by|empresa)\s*[:=-]\s*([^\n\t|]{2,60}?)(?=\s{2,}|\t|\||\n|$)/i;

export function findBroker(text: string): Found<string> | null {
  const labelled = COMPANY_LABEL.exec(text);
  if (labelled) return { value: labelled[1]!.trim(), source: labelled[0].trim(), strong: true };
  const m = COMPANY.exec(text);
  return m ? { value: m[1]!.trim(), source: m[1]!.trim(), strong: false } : null;
}

const STOP_COUNT = /\b(\d)\s*(?:stops?|paradas?)\b|\b(\d)\s*(?:picks?|pu'?s|pickups?)\s*(?:,|\/|&|and|\+|y)?\s*(\d)\s*(?:drops?|del'?s|deliveries|dels)\b/i;

/** Stops written as a count ('3 stops', '2 picks 1 drop'). Counting listed stops is the reader's job. */
export function findStopCount(text: string): Found<number> | null {
  const m = STOP_COUNT.exec(text);
  if (!m) return null;
  const value = m[1] ? Number(m[1]) : Number(m[2]) + Number(m[3]);
  return value > 2 ? { value, source: m[0], strong: true } : null;
}

const ACCESSORIALS: ReadonlyArray<readonly [OfferAccessorial, RegExp]> = [
  ['tarp', /\b(?:tarps?|tarped|tarping|lona)\b/i],
  ['liftgate', /\b(?:lift\s*-?\s*gate|lg\s+(?:needed|req(?:uired)?))\b/i],
  ['inside', /\binside\s*(?:delivery|del|pickup|pu)?\b/i],
  ['residential', /\b(?:residential|residence|resi|res\s+del(?:ivery)?|home\s+delivery|residencial)\b/i],
  ['palletJack', /\b(?:pallet\s*-?\s*jack|p-?jack|pjack)\b/i],
  ['weekend', /\b(?:weekend|sat(?:urday)?\s+(?:delivery|pickup|pu|del)|sun(?:day)?\s+(?:delivery|pickup|pu|del)|fin\s+de\s+semana)\b/i],
  ['afterHours', /\b(?:after\s*-?\s*hours?|night\s+(?:delivery|pickup)|overnight\s+delivery)\b/i],
  ['jobsite', /\b(?:job\s*-?\s*site|construction\s+site|obra)\b/i],
];

export function findAccessorials(text: string): Array<{ name: OfferAccessorial; source: string }> {
  const out: Array<{ name: OfferAccessorial; source: string }> = [];
  for (const [name, re] of ACCESSORIALS) {
    const m = re.exec(text);
    // 'no tarp', 'no liftgate needed': a mention that says it is not needed is not an accessorial.
    if (m && !/\b(?:no|not|without|sin)\s+(?:\w+\s+)?$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) out.push({ name, source: m[0] });
  }
  return out;
}
