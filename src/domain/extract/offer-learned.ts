/**
 * The learned candidate scorer (docs/product-rules.md, R-OFFER-62; docs/decisions/016): for loaded
 * miles, deadhead and rate, every number of the offer that can be the field (decoys blanked,
 * decoys.ts) and, for the rate, each per-mile rate × miles, is a candidate. A logistic model over
 * hashed words around it, its unit, its line's label and speaker, its value and what the rules
 * made of it scores each one; the rules' answer stays unless the model is sure of another one
 * (its margin over the rules' pick is large) or the rules found nothing (its best is above a
 * threshold). Weights and thresholds come from scripts/offers/train-scorer.ts.
 * Pure: no I/O; linear in the text.
 */
import { formatDollars, toCents } from './amounts';
import type { MilesMention } from './miles';
import type { MoneyMention } from './money';
import type { FoundField, OfferReading } from './offer-types';
import { pastLoadSentence } from './offer-thread';
import type { PlaceMention } from './places';
import type { Prepared } from './table';

export const SCORED_FIELDS = ['miles', 'deadhead', 'rate'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

/** What readLoad hands the scorer: the text, the load's span, the mentions the rules found, its reading. */
export interface LearnedContext {
  prepared: Prepared;
  unit: { start: number; end: number };
  money: readonly MoneyMention[];
  miles: readonly MilesMention[];
  reading: OfferReading;
  /** The road estimate between the load's two places, when there is one. */
  estimate: number | null;
  /** One load of a list: another load's figures are not this one's price. */
  list: boolean;
  /** The places the rules weighed for this load's stops (R-OFFER-63). */
  places?: readonly PlaceMention[];
}

export type OfferScorer = (context: LearnedContext) => void;

export interface Candidate {
  value: number;
  /** Hashed feature indices (below FEATURE_DIM); the words around it counted once each. */
  features: number[];
  start: number;
  end: number;
  note?: string;
}

export interface FieldModel {
  /** Sparse weights: hashed feature index → weight. */
  weights: Record<number, number>;
  /** The rules found nothing: the best candidate is taken when it outscores 'none' by more than this. */
  fill: number;
  /** The rules found a value: another candidate replaces it when it scores this much more. */
  override: number;
  /**
   * The rules read the value sure (a stop from a label, a stated rate: R-OFFER-93): another
   * candidate replaces it only when it scores this much more; absent, never.
   */
  sure?: number;
}

export type ScorerModel = Record<ScoredField, FieldModel>;

export const FEATURE_DIM = 1024;
/** Numbers looked at per text at most: a hostile text of thousands of numbers stays linear and fast. */
const MAX_NUMBERS = 160;
const GUESSED = 0.6;
/** Loads of one text the scorer looks at at most. */
const MAX_SCORED_LOADS = 12;

/** FNV-1a, 32 bits, folded onto FEATURE_DIM buckets. */
export function featureHash(feature: string): number {
  return hashInto(feature, FEATURE_DIM);
}

/** FNV-1a, 32 bits, folded onto `dim` buckets (a model with a space of its own: R-OFFER-110). */
export function hashInto(feature: string, dim: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % dim;
}

interface NumberAt {
  value: number;
  start: number;
  end: number;
  /** Words and marks around it, hashed, computed once per text. */
  context: number[];
}

const NUMBER = /\$?[ \t]?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:[ \t]?(k)\b)?/gi;
const TOKEN = /[a-záéíóúñ]+|[$~:/()?#>@=+-]|\d+/gi;

function tokens(s: string): string[] {
  return (s.toLowerCase().match(TOKEN) ?? []).map((t) => (/^\d/.test(t) ? '#' : t));
}

function valueBin(v: number): string {
  const edges = [1, 5, 10, 20, 50, 100, 150, 300, 500, 800, 1200, 2000, 3500, 6000, 25_000];
  const at = edges.findIndex((e) => v < e);
  return `v${at < 0 ? edges.length : at}`;
}

const cache = new WeakMap<Prepared, NumberAt[]>();

/** Every number of the text (decoys blanked, past loads' figures left out) with the words around it. */
function numbersOf(prepared: Prepared): NumberAt[] {
  const known = cache.get(prepared);
  if (known) return known;
  const { text, masked } = prepared;
  const out: NumberAt[] = [];
  const earlier = /^\s*(?:-{2,}\s*(?:original|forwarded)\s+message|on\s.{0,80}\swrote:|from:\s)/im.exec(text)?.index ?? text.length;
  for (const m of masked.matchAll(NUMBER)) {
    if (out.length >= MAX_NUMBERS) break;
    const digits = m[1]!.replace(/,/g, '') + (m[2] ?? '');
    let value = Number(digits);
    if (m[3]) value *= 1000;
    if (!Number.isFinite(value) || value <= 0 || value > 25_000) continue;
    const start = m.index + m[0].indexOf(m[1]!);
    // R-OFFER-26: figures said about a past load ('Paid $350 last time for …') are never this one's.
    if (pastLoadSentence(text, start)) continue;
    const end = m.index + m[0].length;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const lineEndAt = text.indexOf('\n', end);
    const lineEnd = lineEndAt < 0 ? text.length : lineEndAt;
    const line = text.slice(lineStart, lineEnd);
    const f: string[] = [];
    // The speaker of a chat line ('Jess:', '1:12 PM You:', '[10:02] Broker:') and the line's first word after it.
    const speaker = /^[ \t>]*(?:\[?[\d:apm. ]{3,12}\]?[ \t]*)?([A-Za-z][^:\n]{0,30}?):[ \t]/.exec(line);
    const bodyAt = speaker ? speaker[0].length : 0;
    if (speaker) f.push(/\b(?:you|me|driver|carrier|i)\b/i.test(speaker[1]!) ? 'sp:you' : 'sp:other');
    const lineTokens = tokens(line.slice(bodyAt));
    f.push(`lf:${lineTokens.find((t) => t !== '#' && /[a-z]/.test(t)) ?? '-'}`);
    const before = tokens(text.slice(Math.max(lineStart + bodyAt, start - 80), start));
    const after = tokens(text.slice(end, Math.min(lineEnd, end + 60)));
    const b = before.slice(-8).reverse();
    const a = after.slice(0, 6);
    f.push(`b1:${b[0] ?? '^'}`, `b2:${b[1] ?? '^'}`, `b12:${b[1] ?? '^'}_${b[0] ?? '^'}`, `a1:${a[0] ?? '$'}`, `a2:${a[1] ?? '$'}`, `a12:${a[0] ?? '$'}_${a[1] ?? '$'}`);
    for (const t of b) f.push(`bl:${t}`);
    for (const t of a) f.push(`al:${t}`);
    f.push(`ch:${text[start - 1] ?? '^'}`, `ca:${text[end] ?? '$'}`);
    if (m[0].startsWith('$')) f.push('dollar');
    if (m[2]) f.push('cents');
    if (m[3]) f.push('k');
    // The line before (a question it answers: 'deadhead?', 'how far to shipper').
    const prevEnd = lineStart - 1;
    const prevStart = prevEnd > 0 ? text.lastIndexOf('\n', prevEnd - 1) + 1 : 0;
    const prev = prevEnd > 0 ? text.slice(prevStart, prevEnd) : '';
    for (const t of tokens(prev).slice(-8)) f.push(`pl:${t}`);
    if (/\?\s*$/.test(prev)) f.push('pl?');
    if (/\?/.test(text.slice(end, lineEnd))) f.push('q?');
    if (/^[ \t]*>/.test(line) || start >= earlier) f.push('quoted');
    const vb = valueBin(value);
    f.push(vb, `x:${b[0] ?? '^'}|${vb}`, `x:${a[0] ?? '$'}|${vb}`);
    if (Number.isInteger(value) && value % 100 === 0) f.push('r100');
    else if (Number.isInteger(value) && value % 10 === 0) f.push('r10');
    if (out.length === 0) f.push('firstnum');
    out.push({ value, start, end, context: [...new Set(f.map(featureHash))] });
  }
  out.at(-1)?.context.push(featureHash('lastnum'));
  cache.set(prepared, out);
  return out;
}

export const readValue = (f: FoundField<number> | null): number | null => (f && !f.estimated ? f.value : null);
const same = (a: number, b: number | null) => b !== null && Math.round(a * 100) === Math.round(b * 100);

function ratioBin(prefix: string, r: number, edges: readonly number[]): string {
  const at = edges.findIndex((e) => r < e);
  return `${prefix}${at < 0 ? edges.length : at}`;
}

/** The candidates for one field of one load, each with its hashed features. */
const RATE_MARKS: ReadonlyArray<readonly [string, RegExp]> = [
  ['agree', /\b(?:deal|ok(?:ay)?|agreed|can\s+do|works|book(?:ed)?|confirm(?:ed)?|final|best\s+i)\b/i],
  ['ask', /\b(?:counter|would\s+you|can\s+you|could\s+you|how\s+about|need|want|asking)\b|\?/i],
  ['total', /\b(?:all[\s-]*in|total|incl(?:uded|udes|uding|\.)?|w\/\s*fuel|with\s+fuel|gross)\b/i],
  ['linehaul', /\b(?:line\s*haul|linehaul|base|flat)\b/i],
  ['gone', /\b(?:gone|covered|booked|taken|cancel+ed|scratch|no\s+longer|withdrawn|pulled)\b/i],
  ['limit', /\b(?:limit|credit|days|factoring|fee)\b/i],
];
type RateLines = ((at: number) => string[]) & { fsc: boolean };
const rateCache = new WeakMap<Prepared, RateLines>();

/** The marks of the line holding an amount (agreed, asked, a total, a linehaul, withdrawn, credit terms), once per line. */
function rateLinesOf(prepared: Prepared): RateLines {
  const known = rateCache.get(prepared);
  if (known) return known;
  const { text } = prepared;
  const memo = new Map<number, string[]>();
  const fn = ((at: number) => {
    const start = text.lastIndexOf('\n', at - 1) + 1;
    const hit = memo.get(start);
    if (hit) return hit;
    const endAt = text.indexOf('\n', at);
    const line = text.slice(Math.max(start, at - 200), Math.min(endAt < 0 ? text.length : endAt, at + 200));
    const out = RATE_MARKS.filter(([, re]) => re.test(line)).map(([name]) => name);
    memo.set(start, out);
    return out;
  }) as RateLines;
  fn.fsc = /\b(?:fsc|fuel)\b/i.test(text.slice(0, 20_000));
  rateCache.set(prepared, fn);
  return fn;
}

export function candidatesFor(context: LearnedContext, fieldName: ScoredField): Candidate[] {
  const { prepared, unit, money, miles, reading, estimate } = context;
  const numbers = numbersOf(prepared);
  const rule = readValue(reading[fieldName]);
  const ruleConfidence = confidenceBin(reading[fieldName]);
  const ruleMiles = readValue(reading.miles);
  const ruleDeadhead = readValue(reading.deadhead);
  const ruleRate = readValue(reading.rate);
  const milesNow = reading.miles?.value ?? null;
  const moneyAt = new Map(money.map((m) => [m.start, m]));
  const milesAt = new Map(miles.map((m) => [m.start, m]));
  const amounts = money.filter((m) => !m.perMile).slice(0, 40);
  const maxMarked = Math.max(0, ...amounts.filter((m) => m.marked).map((m) => m.value));
  // An amount that is two others added ('$602.40' = '$540' + '$62.40') is a total; one of its parts is not.
  const cents = (v: number) => Math.round(v * 100);
  const values = new Set(amounts.map((m) => cents(m.value)));
  const sums = new Set<number>();
  if (fieldName === 'rate') amounts.forEach((a, i) => amounts.slice(i + 1).forEach((b) => sums.add(cents(a.value) + cents(b.value))));
  const firstMarked = amounts.find((m) => m.marked && m.value >= 100);
  const lastMarked = amounts.findLast((m) => m.marked && m.value >= 100);
  const rateLines = fieldName === 'rate' ? rateLinesOf(prepared) : null;
  const out: Candidate[] = [];
  const build = (value: number, start: number, end: number, base: readonly number[], extra: string[]): Candidate => {
    const f = extra;
    f.push(start >= unit.start && start < unit.end ? 'inunit' : start < unit.start ? 'beforeunit' : 'afterunit');
    if (same(value, rule)) f.push('rule', `rule|${valueBin(value)}`, `rule|${ruleConfidence}`);
    if (rule === null) f.push('norule');
    if (fieldName !== 'miles' && same(value, ruleMiles)) f.push('=miles');
    if (fieldName !== 'deadhead' && same(value, ruleDeadhead)) f.push('=deadhead');
    if (fieldName !== 'rate' && same(value, ruleRate)) f.push('=rate');
    if (fieldName === 'rate') {
      if (milesNow) f.push(ratioBin('rpm', value / milesNow, [0.6, 1.2, 1.6, 2.2, 3.5, 8]));
      if (value === maxMarked) f.push('maxmoney');
      if (sums.has(cents(value))) f.push('issum');
      if (amounts.some((m) => m.start !== start && values.has(cents(value) + cents(m.value)))) f.push('ispart');
      if (firstMarked?.start === start) f.push('firstmoney');
      if (rateLines) {
        // R-OFFER-94: what tells the linehaul from a total, an earlier quote or a counter.
        if (lastMarked?.start === start) f.push('lastmoney');
        const after = amounts.filter((m) => m.marked && m.value >= 100 && m.start > start).length;
        f.push(ratioBin('later', after, [1, 2, 4]));
        const marks = rateLines(start);
        for (const x of marks) f.push(`rl:${x}`);
        if (marks.includes('total') && rateLines.fsc) f.push('rl:total|fsc');
        if (ruleRate !== null && ruleRate > 0) f.push(ratioBin('rr', value / ruleRate, [0.5, 0.9, 0.99, 1.01, 1.2, 2]));
        if (rateLines.fsc) f.push('fscintext');
      }
    } else if (estimate) {
      f.push(ratioBin('est', value / estimate, [0.1, 0.3, 0.75, 0.9, 1.1, 1.3, 2]));
    }
    if (fieldName === 'deadhead' && ruleMiles !== null) f.push(ratioBin('dm', value / ruleMiles, [0.05, 0.2, 0.5, 0.99, 1.01]));
    const features = base.slice();
    for (const name of f) if (name) features.push(featureHash(name));
    return { value, features, start, end };
  };
  for (const n of numbers) {
    // A list's other loads' amounts are their prices, and their miles their miles, not this load's.
    if (fieldName !== 'deadhead' && context.list && (n.start < unit.start || n.start >= unit.end)) continue;
    const extra: string[] = [];
    const mm = moneyAt.get(n.start);
    if (mm) extra.push(`mk:${mm.kind}`, mm.marked ? 'mmarked' : 'mbare', mm.perMile ? 'mpm' : '', mm.approximate ? 'mapprox' : '', mm.labelled ? 'mlab' : '');
    const ml = milesAt.get(n.start);
    if (ml) extra.push(`ml:${ml.kind}`);
    if (fieldName === 'rate' && mm?.perMile) {
      // A per-mile rate times the miles read and times every loaded-miles mention.
      const bases = new Set<number>([...(milesNow ? [milesNow] : []), ...miles.filter((m) => m.kind === 'loaded').map((m) => m.value)]);
      for (const base of bases) {
        const value = toCents(mm.value * base);
        const c = build(value, n.start, mm.sourceEnd, n.context, [...extra, 'product', base === milesNow ? 'prodmiles' : 'prodother']);
        c.note = `${formatDollars(mm.value)}/mi × ${base} mi = ${formatDollars(value)}`;
        out.push(c);
      }
      continue;
    }
    if (fieldName !== 'rate' && (!Number.isInteger(n.value) || n.value > 4000 || mm?.marked)) continue;
    out.push(build(n.value, n.start, mm?.sourceEnd ?? ml?.sourceEnd ?? n.end, n.context, extra));
  }
  // The rules' answer worked out rather than read (a total less its FSC): a candidate of its own.
  if (rule !== null && !out.some((c) => same(c.value, rule))) out.push(build(rule, unit.start, unit.start, [], [valueBin(rule), 'synth']));
  return out;
}

/** The features of the 'none' option (the text does not give the field): its own weights. */
export function noneFeatures(found: FoundField<number> | null): number[] {
  const rule = readValue(found);
  return [featureHash('none'), featureHash(rule === null ? 'none|norule' : 'none|rule'), featureHash(`none|${confidenceBin(found)}`)];
}

/** How sure the rules said they were of a field (R-OFFER-10), in four bins. */
function confidenceBin(found: FoundField<number> | null): string {
  if (!found || found.estimated) return 'c-';
  return found.confidence >= 0.9 ? 'c9' : found.confidence >= 0.8 ? 'c8' : found.confidence >= 0.7 ? 'c7' : 'c6';
}

export function score(weights: Readonly<Record<number, number>>, features: readonly number[]): number {
  let s = 0;
  for (const f of features) s += weights[f] ?? 0;
  return s;
}

/**
 * The pick for a field: the rules' value (undefined), or another candidate. The rules' value is
 * replaced when a candidate outscores every candidate holding it by `override`, and filled when
 * the rules found nothing and the best candidate outscores 'none' by more than `fill`.
 */
export function decide(
  scores: readonly number[],
  values: readonly number[],
  none: number,
  rule: number | null,
  model: Pick<FieldModel, 'fill' | 'override'>,
): number | undefined {
  let best = -1;
  for (let i = 0; i < scores.length; i++) if (best < 0 || scores[i]! > scores[best]!) best = i;
  if (best < 0) return undefined;
  if (rule === null) return scores[best]! - none > model.fill ? best : undefined;
  if (same(values[best]!, rule)) return undefined;
  let ruleScore = -Infinity;
  for (let i = 0; i < scores.length; i++) if (same(values[i]!, rule)) ruleScore = Math.max(ruleScore, scores[i]!);
  return scores[best]! - ruleScore > model.override ? best : undefined;
}

/**
 * The rules' rate is one they doubt (R-OFFER-94): guessed (below 0.8), or far outside what loads
 * pay per mile of the miles read (R-OFFER-10 marks it so after the scorer). Only such a rate may
 * be replaced; a total less its FSC or a broker's last concession read sure is the rules' to keep.
 */
export function rateDoubted(reading: OfferReading): boolean {
  const { rate, miles } = reading;
  if (!rate) return false;
  if (rate.confidence < 0.8) return true;
  if (!miles || rate.estimated || miles.value <= 0) return false;
  const perMile = rate.value / miles.value;
  return perMile < 0.6 || perMile > 15;
}

/** A scorer applying a model: fills or replaces miles, then deadhead, then rate (whose products use the miles). */
export function modelScorer(model: ScorerModel): OfferScorer {
  const scored = new WeakMap<Prepared, number>();
  return (context) => {
    // A list of many loads: the first ones are scored, the rest read by the rules alone, so that a
    // hostile text of hundreds of loads stays within its time (R-OFFER-62).
    const count = scored.get(context.prepared) ?? 0;
    if (count >= MAX_SCORED_LOADS) return;
    scored.set(context.prepared, count + 1);
    for (const name of SCORED_FIELDS) {
      const m = model[name];
      if (!Number.isFinite(m.fill) && !Number.isFinite(m.override)) continue;
      // A rate the rules worked out from estimated miles (per-mile × the road estimate) is theirs to
      // keep; one they read yields only to a candidate beating it by the trained `sure` margin (R-OFFER-94).
      const found = context.reading[name];
      const sure = name === 'rate' && found !== null;
      if (sure && (found.estimated || m.sure === undefined || !rateDoubted(context.reading))) continue;
      const candidates = candidatesFor(context, name);
      const rule = readValue(context.reading[name]);
      const pick = decide(
        candidates.map((c) => score(m.weights, c.features)),
        candidates.map((c) => c.value),
        score(m.weights, noneFeatures(context.reading[name])),
        rule,
        sure ? { fill: Infinity, override: m.sure! } : m,
      );
      if (pick === undefined) continue;
      const c = candidates[pick]!;
      const { prepared } = context;
      const source = prepared.original.slice(prepared.toOriginal(c.start), prepared.toOriginal(c.end)).trim();
      context.reading[name] = { value: c.value, confidence: GUESSED, source, ...(c.note ? { note: c.note } : {}) };
    }
  };
}
