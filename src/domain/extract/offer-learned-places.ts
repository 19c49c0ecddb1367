/**
 * The learned candidate scorer for origin and destination (docs/product-rules.md R-OFFER-63,
 * docs/decisions/016): every place the finders see in the load (places.ts, the cities alone
 * readLoad snapped to the gazetteer, and those the sender-office rules set aside) is a candidate,
 * scored by a linear model over hashed words around it, its line's label, its order among the
 * load's places, arrows and 'to' beside it, where it sits (quoted, signature, letterhead), what
 * the rules made of it and its road distance to the other stop against the miles stated. The
 * rules' answer stays unless the model is sure of another one, as for miles (offer-learned.ts).
 * Pure: no I/O; linear in the text.
 */
import { normaliseCityName, parseCityState, roadMilesEstimate } from '../distance';
import { decide, featureHash, readValue, score, type FieldModel, type LearnedContext } from './offer-learned';
import type { FoundField } from './offer-types';
import { senderPlaces } from './offer-sender';
import { findPlaces, type PlaceMention } from './places';
import type { Prepared } from './table';

export const PLACE_FIELDS = ['origin', 'destination'] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];
export type PlaceModel = Record<PlaceField, FieldModel>;

export interface PlaceCandidate {
  place: string;
  /** 'city|ST': two spellings of one place compare equal. */
  key: string;
  mention: PlaceMention | null;
  features: number[];
}

const GUESSED = 0.6;
/**
 * Rules' places read at least this sure (a stop label or 'X to Y', R-OFFER-7 and R-OFFER-10) are
 * theirs to keep; the scorer weighs in where they guessed or found none. Allowed to override those
 * too, it lost on leave-one-style-out (docs/decisions/016).
 */
export const PLACE_KEPT_AT = 0.9;

/** Places looked at per text at most (a hostile text of hundreds of places stays fast). */
const MAX_PLACES = 60;
const MAX_SCORED_LOADS = 12;

export function placeKey(place: string): string {
  const q = parseCityState(place);
  return q ? `${normaliseCityName(q.city)}|${q.state ?? ''}` : place.toLowerCase();
}

const TOKEN = /[a-záéíóúñ]+|[$~:/()?#>@=+|-]|→|\d+/gi;
function tokens(s: string): string[] {
  return (s.toLowerCase().match(TOKEN) ?? []).map((t) => (/^\d/.test(t) ? '#' : t));
}

const ARROW = /^[ \t]*,?[ \t]*(?:\d{5}(?:-\d{4})?[ \t]*)?(?:to|->|-->|=>|→|⇒|➡️?|>|-{1,2}|–|—|a|hasta|thru|\/|x|till|into)[ \t:]*$/i;
const EARLIER = /^\s*(?:-{2,}\s*(?:original|forwarded)\s+message|on\s.{0,80}\swrote:|from:\s)/im;
const SIGN_OFF = /^[ \t]*(?:thanks?|thank\s+you|thx|regards|best(?:\s+regards)?|cheers|sincerely|--\s*$|sent\s+from)/im;

/** Stop labels (R-OFFER-7): the last one before a place on its line, or alone on the line above, names its role. */
const PICK_LABEL = /\b(?:p\/?u|pick\s*-?\s*ups?|pickup|picks?\s+up|shipper|origin|orig|from|out\s+of|desde|de|recoger|load(?:s|ing)?\s+(?:at|in))\b/gi;
const DROP_LABEL = /\b(?:del|dl|deliver(?:y|ing|s)?|drop(?:s|\s*off)?|consignee|receiver|dest(?:ination)?|to|into|hasta|entrega)\b/gi;
/** The sender's contact details on a line: a phone, an MC / DOT number, an e-mail address, a fax. */
const CONTACT = /(?:\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b|\b(?:mc|dot|usdot)[ \t]*#?[ \t]*\d{4,8}\b|[\w.+-]+@[\w-]+\.[\w.]+|\bfax\b)/i;

/** A line saying a load is no longer offered ('A is gone', 'greensboro got covered', 'scratch that'): R-OFFER-93. */
const GONE = /\b(?:gone|covered|booked|taken|cancel+ed|scratch|no\s+longer|withdrawn|pulled|fell\s+through|awarded|sold)\b/i;
/** A line correcting an earlier one ('Correction, I had it backwards', 'actually', 'new one:'): R-OFFER-93. */
const FIX = /\b(?:correction|corrected|actually|backwards|instead|revised|updated?|new\s+one|changed?)\b/i;
/** Lines looked at for those words, at most (hostile text stays linear). */
const MAX_MARKED_LINES = 24;

function markedLines(text: string, words: RegExp): Array<{ start: number; end: number; lower: string }> {
  const out: Array<{ start: number; end: number; lower: string }> = [];
  const global = new RegExp(words.source, 'gi');
  for (const m of text.matchAll(global)) {
    if (out.length >= MAX_MARKED_LINES) break;
    const start = text.lastIndexOf('\n', m.index) + 1;
    if (out.at(-1)?.start === start) continue;
    const endAt = text.indexOf('\n', m.index);
    const end = endAt < 0 ? text.length : endAt;
    out.push({ start, end, lower: normaliseCityName(text.slice(start, Math.min(end, start + 400))) });
  }
  return out;
}

function tailStart(text: string): number {
  let at = text.length;
  for (let k = 0; k < 4 && at > 0; k++) at = text.lastIndexOf('\n', at - 1);
  return at < 0 ? 0 : at;
}

function lastLabel(before: string): string | null {
  let at = -1;
  let which: string | null = null;
  for (const m of before.matchAll(PICK_LABEL)) if (m.index > at) [at, which] = [m.index, 'pick'];
  for (const m of before.matchAll(DROP_LABEL)) if (m.index > at) [at, which] = [m.index, 'drop'];
  return which;
}

interface TextPlaces {
  found: PlaceMention[];
  sender: Set<PlaceMention>;
  earlier: number;
  signOff: number;
  firstBreak: number;
  /** Where the text's last four lines start. */
  tailAt: number;
  /** Each place's features from its line (aroundOf). */
  memo: Map<string, Around>;
  gone: Array<{ start: number; end: number; lower: string }>;
  fixes: Array<{ start: number; end: number; lower: string }>;
}
const cache = new WeakMap<Prepared, TextPlaces>();

/** The places of the whole text (once per text), with those the sender rules set aside. */
function textPlaces(prepared: Prepared): TextPlaces {
  const known = cache.get(prepared);
  if (known) return known;
  const { text } = prepared;
  const found = (prepared.found ?? findPlaces(text, prepared.index)).slice(0, MAX_PLACES);
  const signOff = SIGN_OFF.exec(text);
  const blank = /\n[ \t]*\n/.exec(text);
  const out = {
    found,
    sender: senderPlaces(text, found),
    earlier: EARLIER.exec(text)?.index ?? text.length,
    // A sign-off in the text's last third starts its signature.
    signOff: signOff && signOff.index > text.length * 0.5 ? signOff.index : text.length,
    firstBreak: blank?.index ?? -1,
    tailAt: tailStart(text),
    memo: new Map<string, Around>(),
    gone: markedLines(text, GONE),
    fixes: markedLines(text, FIX),
  };
  cache.set(prepared, out);
  return out;
}

function confidenceBin(found: FoundField<string> | null): string {
  if (!found || found.estimated) return 'c-';
  return found.confidence >= 0.9 ? 'c9' : found.confidence >= 0.8 ? 'c8' : found.confidence >= 0.7 ? 'c7' : 'c6';
}

function bin(prefix: string, r: number, edges: readonly number[]): string {
  const at = edges.findIndex((e) => r < e);
  return `${prefix}${at < 0 ? edges.length : at}`;
}

interface Around {
  head: string[];
  label: string | null;
  tail: string[];
  quotedLine: boolean;
}

/** The features of a place from its line and the line above, once per place (and place before it) per text. */
function aroundOf(text: string, all: TextPlaces, m: PlaceMention, prevMention: PlaceMention | undefined): Around {
  const memoKey = `${m.start}:${prevMention?.end ?? -1}`;
  const known = all.memo.get(memoKey);
  if (known) return known;
  const f: string[] = [`how:${m.how}`];
  // The line around the place, at most 200 characters each side (R-OFFER-13: linear on hostile text).
  const from = Math.max(0, m.start - 200);
  const nl = text.slice(from, m.start).lastIndexOf('\n');
  const lineStart = nl >= 0 ? from + nl + 1 : from;
  const lineEndAt = text.slice(m.end, m.end + 200).indexOf('\n');
  const lineEnd = lineEndAt < 0 ? Math.min(text.length, m.end + 200) : m.end + lineEndAt;
  const line = text.slice(lineStart, lineEnd);
  const speaker = /^[ \t>]*(?:\[?[\d:apm. ]{3,12}\]?[ \t]*)?([A-Za-z][^:\n]{0,30}?):[ \t]/.exec(line);
  // A label with a colon ('dest: little rock, ar') is no chat speaker: its words stay before the place.
  const chat = speaker && !lastLabel(speaker[1]!) && !/\b(?:city|address|location|lane|stop)\b/i.test(speaker[1]!);
  const bodyAt = lineStart + (chat ? speaker[0].length : 0);
  if (chat) f.push(/\b(?:you|me|driver|carrier|i)\b/i.test(speaker[1]!) ? 'sp:you' : 'sp:other');
  const lineWords = tokens(text.slice(Math.min(bodyAt, m.start), m.start));
  f.push(`lf:${lineWords.find((t) => /[a-z]/.test(t)) ?? '-'}`);
  const b = tokens(text.slice(Math.max(bodyAt, m.start - 60), m.start)).slice(-6).reverse();
  const a = tokens(text.slice(m.end, Math.min(lineEnd, m.end + 40))).slice(0, 5);
  f.push(`b1:${b[0] ?? '^'}`, `b2:${b[1] ?? '^'}`, `b12:${b[1] ?? '^'}_${b[0] ?? '^'}`, `a1:${a[0] ?? '$'}`, `a2:${a[1] ?? '$'}`);
  for (const t of b) f.push(`bl:${t}`);
  for (const t of a) f.push(`al:${t}`);
  const before = text.slice(Math.max(bodyAt, prevMention && prevMention.end > bodyAt ? prevMention.end : bodyAt, m.start - 40), m.start);
  let label = lastLabel(before);
  if (b.length === 0) {
    // A label alone on the line above ('Pickup:' then the address).
    const prevEnd = lineStart - 1;
    const prevFrom = Math.max(0, prevEnd - 80);
    const prev = prevEnd > 0 ? text.slice(prevFrom + text.slice(prevFrom, prevEnd).lastIndexOf('\n') + 1, prevEnd) : '';
    for (const t of tokens(prev).slice(-3)) f.push(`pl:${t}`);
    if (prev.trim().length < 40) label ??= lastLabel(prev);
  }
  const tail: string[] = [];
  // A role word right after the place ('Little Rock AR delivery, picking up Memphis TN', R-OFFER-41).
  const roleAfter = /^[ \t,]*(?:(deliver(?:y|ing|s)?|drop(?:[\s-]*off)?|consignee|receiver)|(pick[\s-]*up|shipper))\b/i.exec(text.slice(m.end, m.end + 24));
  if (roleAfter) tail.push(roleAfter[1] ? 'alab:drop' : 'alab:pick');
  if (CONTACT.test(line)) tail.push('contact');
  if (/\d+[ \t]+[A-Za-z]/.test(text.slice(Math.max(lineStart, m.start - 50), m.start))) tail.push('street');
  if (all.tailAt <= m.start) tail.push('tail');
  const out = { head: f, label, tail, quotedLine: /^[ \t]*>/.test(line) };
  all.memo.set(memoKey, out);
  return out;
}

/** The candidates for origin or destination of one load, each with its hashed features. */
export function placeCandidatesFor(context: LearnedContext, role: PlaceField): PlaceCandidate[] {
  const { prepared, unit, reading } = context;
  const text = prepared.text;
  const all = textPlaces(prepared);
  const considered = (context.places ?? []).slice(0, MAX_PLACES);
  const consideredAt = new Map(considered.map((m, k) => [m.start, k]));
  const inUnit = (m: PlaceMention) => m.start >= unit.start && m.start < unit.end;
  const mentions = [...considered, ...all.found.filter((m) => !consideredAt.has(m.start) && (context.list ? inUnit(m) : true))]
    .sort((a, b) => a.start - b.start)
    .slice(0, MAX_PLACES);
  const other: PlaceField = role === 'origin' ? 'destination' : 'origin';
  const ruleKey = reading[role] ? placeKey(reading[role].value) : null;
  const otherKey = reading[other] ? placeKey(reading[other].value) : null;
  const otherCity = otherKey ? (mentions.find((m) => m.city && placeKey(m.place) === otherKey)?.city ?? null) : null;
  const miles = readValue(reading.miles);
  const conf = confidenceBin(reading[role]);
  const distinct: string[] = [];
  const times = new Map<string, number>();
  for (const m of considered) {
    const key = placeKey(m.place);
    if (!times.has(key)) distinct.push(key);
    times.set(key, (times.get(key) ?? 0) + 1);
  }
  const out: PlaceCandidate[] = [];
  const arounds = mentions.map((m, i) => aroundOf(text, all, m, mentions[i - 1]));
  // The last place under each stop label ('DEL: Savannah' then a later 'DEL: Augusta').
  const lastOfLabel = new Map<string | null, number>(arounds.map((a, i) => [a.label, i]));
  mentions.forEach((m, i) => {
    const key = placeKey(m.place);
    const prevMention = mentions[i - 1];
    const nextMention = mentions[i + 1];
    const around = arounds[i]!;
    const f = around.head.slice();
    if (around.label) f.push(`lab:${around.label}`, `lab:${around.label}|${consideredAt.has(m.start) ? 'kept' : 'out'}`);
    f.push(...around.tail);
    if (prevMention && ARROW.test(text.slice(prevMention.end, m.start))) f.push('afterarrow');
    if (nextMention && ARROW.test(text.slice(m.end, nextMention.start))) f.push('beforearrow');
    // Order among the load's places the rules considered, and among distinct places.
    const k = consideredAt.get(m.start) ?? -1;
    if (k < 0) f.push(all.sender.has(m) ? 'sender' : 'notkept', considered.length && m.start > considered.at(-1)!.start ? 'afterkept' : 'amongkept');
    else {
      f.push(k === 0 ? 'first' : k === considered.length - 1 ? 'last' : 'middle', bin('n', considered.length, [2, 3, 4, 6]));
      const d = distinct.indexOf(key);
      f.push(d === 0 ? 'dfirst' : d === distinct.length - 1 ? 'dlast' : 'dmiddle', bin('dn', distinct.length, [2, 3, 4]));
    }
    f.push(inUnit(m) ? 'inunit' : m.start < unit.start ? 'beforeunit' : 'afterunit');
    if (around.quotedLine || m.start >= all.earlier) f.push('quoted');
    if (m.start >= all.signOff) f.push('signature');
    if (all.firstBreak >= 0 && m.start < all.firstBreak && all.firstBreak < text.length * 0.3) f.push('head');
    if ((times.get(key) ?? 0) > 1) f.push('repeated');
    if (key === ruleKey) f.push('rule', `rule|${conf}`, `rule|${m.how}`);
    if (ruleKey === null) f.push('norule');
    if (key === otherKey) f.push('=other');
    if (m.city && otherCity && key !== otherKey) {
      const road = roadMilesEstimate(m.city, otherCity);
      if (miles) f.push(bin('est', miles / Math.max(road, 1), [0.5, 0.75, 0.9, 1.1, 1.3, 2]));
      else f.push(bin('road', road, [50, 150, 400, 1000]));
    }
    // R-OFFER-93: where the place sits in the text and in a thread that withdraws or corrects a load.
    f.push(bin('pos', m.start / Math.max(text.length, 1), [0.2, 0.5, 0.8]));
    if (context.list) f.push('list');
    const name = key.split('|')[0]!;
    const lineOf = (x: { start: number; end: number }) => m.start >= x.start && m.start <= x.end;
    if (all.gone.some(lineOf)) f.push('goneline');
    else if (name.length > 2 && all.gone.some((x) => x.start > m.start && x.lower.includes(name))) f.push('gonelater');
    if (all.fixes.some(lineOf)) f.push('fixline');
    else if (all.fixes.some((x) => x.end < m.start)) f.push('afterfix');
    else if (all.fixes.length) f.push('beforefix');
    if (around.label) {
      const later = lastOfLabel.get(around.label)! > i;
      f.push(later ? 'lab:notlast' : 'lab:last', `lab:${around.label}|${later ? 'notlast' : 'last'}`);
    }
    const features = [...new Set(f.map(featureHash))];
    out.push({ place: m.place, key, mention: m, features });
  });
  // The rules' answer where no mention holds it: a candidate of its own.
  const rule = reading[role];
  if (rule && ruleKey && !out.some((c) => c.key === ruleKey))
    out.push({ place: rule.value, key: ruleKey, mention: null, features: ['synth', 'rule', `rule|${conf}`].map(featureHash) });
  return out;
}

/** The features of 'none' (the text gives no such place). */
export function placeNoneFeatures(found: FoundField<string> | null): number[] {
  return ['none', found ? 'none|rule' : 'none|norule', `none|${confidenceBin(found)}`].map(featureHash);
}

/** Candidates' values as numbers for decide(): one id per distinct place of the load. */
export function placeIds(candidates: readonly PlaceCandidate[], ...keys: Array<string | null>): { values: number[]; ids: Array<number | null> } {
  const id = new Map<string, number>();
  const of = (key: string) => {
    if (!id.has(key)) id.set(key, id.size + 1);
    return id.get(key)!;
  };
  const values = candidates.map((c) => of(c.key));
  return { values, ids: keys.map((k) => (k === null ? null : (id.get(k) ?? -1))) };
}

/** A scorer applying a place model: fills or replaces origin, then destination. */
export function placeScorer(model: PlaceModel): (context: LearnedContext) => void {
  const scored = new WeakMap<Prepared, number>();
  return (context) => {
    const count = scored.get(context.prepared) ?? 0;
    if (count >= MAX_SCORED_LOADS) return;
    scored.set(context.prepared, count + 1);
    for (const role of PLACE_FIELDS) {
      const m = model[role];
      const found = context.reading[role];
      // A stop read from a label yields only to a candidate beating it by the trained `sure` margin (R-OFFER-93).
      const sure = found !== null && found.confidence >= PLACE_KEPT_AT;
      const thresholds = sure ? { fill: Infinity, override: m.sure ?? Infinity } : m;
      if (!Number.isFinite(thresholds.fill) && !Number.isFinite(thresholds.override)) continue;
      const candidates = placeCandidatesFor(context, role);
      const { values, ids } = placeIds(candidates, found ? placeKey(found.value) : null);
      const pick = decide(
        candidates.map((c) => score(m.weights, c.features)),
        values,
        score(m.weights, placeNoneFeatures(found)),
        ids[0] ?? null,
        thresholds,
      );
      if (pick === undefined) continue;
      const c = candidates[pick]!;
      const { prepared } = context;
      const source = c.mention ? prepared.original.slice(prepared.toOriginal(c.mention.start), prepared.toOriginal(c.mention.end)).trim() : c.place;
      context.reading[role] = { value: c.place, confidence: GUESSED, source };
    }
  };
}
