/**
 * The learned field chooser of the rate-confirmation reader (docs/product-rules.md R-UPLOAD-21;
 * docs/decisions/009-ocr.md, 'A learned field chooser'). The rules (parse-rate-confirmation.ts,
 * layout.ts) are fitted to the layouts they were written on; on a layout they have never seen the
 * value is usually on the page but the rules pair the wrong cell with a label, or none. Here every
 * value on the page that can be a field is a candidate: each amount for the linehaul, FSC and
 * tolls, each whole number for the miles, each place for origin and destination, each number-like
 * token for the load reference. A linear model over hashed features of where the candidate sits
 * (the words of its own cell, of the cell to its left, of the cell above it and of its column's
 * header; the section heading above it; its place on the page) and of its value (marks, size, its
 * relation to the other amounts and to the road estimate) scores each one against 'none'. The
 * rules' answer stays unless the model is sure of another (override) or the rules found nothing
 * (fill); both thresholds per field are chosen out of fold, leaving each layout author out
 * (scripts/rate-cons/train-field-scorer.ts). A value the model chose is marked for checking.
 * Pure: no I/O.
 */
import { findCityStates, STATE_CODES } from '../../domain/extract/city-state';
import { CARRIER_NUMBER } from '../../domain/extract/labels';
import { findCity, greatCircleMiles, roadMilesEstimate, type GazetteerIndex } from '../../domain/distance';
import { hashInto, score } from '../../domain/extract/offer-learned';
import type { OcrLine } from './engine';
import { FIELD_NAMES, type FieldName } from './field-names';
import { abbreviateStateNames } from './state-names';
import { unslashPlace } from './place-forms';
import { cellsOf, midY, rowsOf, spanOf, textHeight, type Box } from './rows-and-cells';
import { chooserWords } from './section-words';
import { repairPlaces, snapPlace } from './snap-place';

/** Hashed feature space of each field's model. */
export const FIELD_SCORER_DIM = 4096;

export type CandidateValue = number | string;

interface FieldCandidate {
  value: CandidateValue;
  features: number[];
}

export interface ChooserField {
  fill: number;
  override: number;
  weights: Readonly<Record<number, number>>;
}

export type ChooserModel = Record<FieldName, ChooserField>;

/** What the chooser is given: the first reading's words with their boxes and the rules' answers. */
export interface ChooserContext {
  lines: readonly OcrLine[];
  /** The page's later readings (sharper, sparse), when it was read again: their values are candidates too. */
  more?: ReadonlyArray<readonly OcrLine[]>;
  rules: Readonly<Record<FieldName, CandidateValue | null>>;
  gazetteer?: GazetteerIndex;
}

interface Word extends Box {
  text: string;
}

interface Cell {
  words: Word[];
  text: string;
  x0: number;
  x1: number;
}

interface Row {
  cells: Cell[];
  y0: number;
  y1: number;
  text: string;
}

/**
 * The page's words grouped into visual rows (Tesseract splits a row of cells into several lines):
 * a word whose middle is within the height of the row's first word joins it; then the row's cells,
 * words closer than a gap of about one and a half letters' height.
 */
function rowsOfLines(lines: readonly OcrLine[]): Row[] {
  const words: Word[] = lines.flatMap((l) => l.words.map((w) => ({ text: w.text, ...w.bbox }))).filter((w) => w.text.trim() !== '');
  return rowsOf(words, (row, w) => midY(w) >= row[0]!.y0 && midY(w) <= row[0]!.y1).map((g) => {
    const height = textHeight(g);
    const cells = cellsOf(g, (gap) => gap < 1.4 * height).map((ws) => {
      const { x0, x1 } = spanOf(ws);
      return { words: ws, text: ws.map((w) => w.text).join(' '), x0, x1 };
    });
    const { y0, y1 } = spanOf(g);
    return { cells, y0, y1, text: cells.map((c) => c.text).join('  ') };
  });
}

/** A carrier's MC or DOT number among the reference tokens. */
const AUTHORITY = new RegExp(`^${CARRIER_NUMBER}`, 'i');

const WORD = /[a-z]+|[#$%/:]/g;
const wordsOf = (text: string) => (text.toLowerCase().match(WORD) ?? []).slice(0, 6);

/** The section a short row's words head, first of these (section-words.ts, with the layout rules'). */
const sectionWords = (section: Parameters<typeof chooserWords>[0]) => new RegExp(String.raw`\b(?:${chooserWords(section)})\b`, 'i');
const HEADING: ReadonlyArray<readonly [string, RegExp]> = (['office', 'drop', 'pick', 'money', 'carrier'] as const).map((section) => [section, sectionWords(section)]);
const OFFICE_WORDS = sectionWords('office');
const headingOf = (text: string) => (text.split(/\s+/).length <= 6 ? (HEADING.find(([, re]) => re.test(text))?.[0] ?? null) : null);

const BLANKED = [
  /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, // dates
  /\b\d{1,2}:\d{2}(?:\s*[ap]m)?\b/gi, // times
  /\(?\b\d{3}\)?[-.\s]\d{3}[-.]\d{4}\b/g, // phones
];
const blank = (text: string) => BLANKED.reduce((t, re) => t.replace(re, (m) => ' '.repeat(m.length)), text);

const NUMBER = /(US)?([$S§])?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?![\d,]*[A-Za-z]{2,})/g;

function valueBin(v: number): string {
  const edges = [1, 5, 10, 25, 50, 100, 200, 400, 700, 1000, 1500, 2500, 4000, 7000, 10_000];
  const at = edges.findIndex((e) => v < e);
  return `b${at < 0 ? edges.length : at}`;
}

interface Found {
  value: CandidateValue;
  row: number;
  cell: number;
  /** Words of its own cell before it. */
  before: string;
  /** Words of its own cell after it. */
  after: string;
  marks: string[];
}

/** The features of a candidate's position: labels left of it, above it, its column and section. */
function positionFeatures(rows: readonly Row[], f: Found, add: (s: string) => void, pageHeight: number, pageWidth: number) {
  const row = rows[f.row]!;
  const cell = row.cells[f.cell]!;
  for (const w of wordsOf(f.before)) add(`in:${w}`);
  const lastBefore = wordsOf(f.before).at(-1);
  if (lastBefore) add(`in1:${lastBefore}`);
  if (!f.before.trim()) add('in:none');
  for (const w of wordsOf(f.after).slice(0, 2)) add(`aft:${w}`);
  const left = row.cells[f.cell - 1];
  if (left) {
    for (const w of wordsOf(left.text)) add(`lf:${w}`);
    add(`lf1:${wordsOf(left.text).at(-1) ?? '#'}`);
    if (/\d/.test(left.text)) add('lf:digits');
  } else add('lf:none');
  const right = row.cells[f.cell + 1];
  if (right) for (const w of wordsOf(right.text).slice(0, 2)) add(`rt:${w}`);
  // The cell above that overlaps it, the nearest within four rows; the column header: the first
  // text-only cell above it.
  let above = false;
  let header = false;
  for (let r = f.row - 1; r >= 0 && r >= f.row - 14; r--) {
    const over = rows[r]!.cells.find((c) => Math.min(c.x1, cell.x1) - Math.max(c.x0, cell.x0) > 0);
    if (!over) continue;
    if (!above && r >= f.row - 4) {
      above = true;
      for (const w of wordsOf(over.text)) add(`ab:${w}`);
      add(`ab1:${wordsOf(over.text).at(-1) ?? '#'}`);
      add(`abd:${Math.min(3, f.row - r)}`);
    }
    if (!header && !/\d/.test(over.text)) {
      header = true;
      for (const w of wordsOf(over.text)) add(`hd:${w}`);
    }
    if (above && header) break;
  }
  if (!above) add('ab:none');
  // The section: the nearest heading row above (within 25 rows), or a heading word in its own row.
  const own = headingOf(row.cells[0]!.text);
  if (own && f.cell > 0) add(`sec0:${own}`);
  for (let r = f.row - 1; r >= 0 && r >= f.row - 25; r--) {
    const h = headingOf(rows[r]!.cells.find((c) => Math.min(c.x1, cell.x1 + 400) - Math.max(c.x0, cell.x0 - 400) > 0)?.text ?? '');
    if (h) {
      add(`sec:${h}`);
      break;
    }
  }
  const y = (row.y0 + row.y1) / 2 / Math.max(1, pageHeight);
  add(`y:${Math.min(9, Math.floor(y * 10))}`);
  add(`x:${Math.min(3, Math.floor((cell.x0 / Math.max(1, pageWidth)) * 4))}`);
  if (/\b(?:ph(?:one)?|tel|fax)\b|\(\d{3}\)/i.test(rows[f.row + 1]?.text ?? '') || /\b(?:ph(?:one)?|tel|fax)\b|\(\d{3}\)/i.test(row.text)) add('phone-near');
  if (/^\d{2,6}\s+[A-Z][a-z]+/.test(rows[f.row - 1]?.text ?? '')) add('street-above');
  for (const m of f.marks) add(`m:${m}`);
}

/**
 * A place after an invoice, payment or remit word in its own cell ('Payment: invoice … c/o Triumph
 * Pay, …, Knoxville, TN'), under such a heading, or beside a phone: the broker's office.
 */
function officeOf(rows: readonly Row[], f: Found): boolean {
  if (OFFICE_WORDS.test(f.before)) return true;
  for (let r = f.row; r >= 0 && r >= f.row - 4; r--) {
    const h = headingOf(rows[r]!.text) ?? headingOf(rows[r]!.cells[0]!.text);
    if (h === 'office') return true;
    if (h === 'pick' || h === 'drop') return false;
  }
  return /\b(?:ph(?:one)?|tel|fax)\b|\(\d{3}\)/i.test(`${rows[f.row]!.text} ${rows[f.row + 1]?.text ?? ''}`);
}

export interface FieldCandidates {
  candidates: FieldCandidate[];
  none: number[];
}

const MAX_CANDIDATES = 120;

/** A cell's text with its places in the usual form: 'Reno /NV/89502', 'Savannah, Georgia', a garbled comma. */
function placeText(text: string, gazetteer: GazetteerIndex | undefined): string {
  const plain = abbreviateStateNames(unslashPlace(text));
  return gazetteer ? repairPlaces(plain, gazetteer) : plain;
}

/**
 * A cell's text without the box rules and brackets OCR reads from a form's lines ('[state | OK',
 * 'VA| 24012'), with a key=value label written as 'Key: value' ('City=Dallas').
 */
const unboxed = (text: string) => text.replace(/[|[\]{}]/g, ' ').replace(/^([A-Za-z /]{1,24})=/, '$1: ').replace(/\s{2,}/g, ' ').trim();

/** The state code a cell holds alone, after a label or before a ZIP ('State: AL', 'State OK', 'OH 43605'), or ''. */
function stateIn(text: string): string {
  const plain = unboxed(text).replace(/^state\b\.?\s*(?=[A-Z]{2}\b)/i, '');
  const code = /^(?:[A-Za-z /]{0,16}:\s*)?([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/.exec(abbreviateStateNames(`, ${plain}`).slice(2))?.[1] ?? '';
  return STATE_CODES.has(code) ? code : '';
}

/**
 * Places written more loosely than 'City, ST', in a row's text: a city and its code without a
 * comma ('Baton Rouge LA 70805', 'Bakersfield CA - Baton Rouge LA'), a code in title case after
 * a comma ('Detroit, Mi'). Only a city the gazetteer has in that state, as written (the longest of
 * up to three words before the code); with the index of the word where the city starts.
 */
function loosePlaces(words: readonly string[], gazetteer: GazetteerIndex): Array<{ place: string; at: number }> {
  const out: Array<{ place: string; at: number }> = [];
  words.forEach((word, i) => {
    const comma = i > 0 && words[i - 1]!.endsWith(',');
    const m = /^([A-Z][A-Za-z])[.,;:]?$/.exec(word);
    if (!m || (m[1]![1] !== m[1]![1]!.toUpperCase() && !comma)) return;
    const code = m[1]!.toUpperCase();
    if (!STATE_CODES.has(code)) return;
    for (let k = Math.min(3, i); k >= 1; k--) {
      const city = words.slice(i - k, i).join(' ').replace(/[,.;:]+$/, '');
      if (!/^[A-Za-z][A-Za-z .'’-]+$/.test(city)) continue;
      const snapped = snapPlace(`${city}, ${code}`, gazetteer);
      if (snapped?.how === 'exact') {
        out.push({ place: snapped.place, at: i - k });
        return;
      }
    }
  });
  return out;
}

/** Every candidate of every field on the page, with its features (hashed per field). */
export function fieldCandidates(context: ChooserContext): Record<FieldName, FieldCandidates> {
  const readings = [context.lines, ...(context.more ?? [])].map((lines) => readingCandidates(context, lines));
  const out = {} as Record<FieldName, FieldCandidates>;
  for (const field of FIELD_NAMES) {
    const candidates = readings.flatMap((r) => r[field]);
    // The rules' answer is always a candidate, even when no word holds it (a rate worked out from a total).
    const rule = context.rules[field];
    if (rule !== null && !candidates.some((c) => same(c.value, rule))) {
      candidates.push({ value: rule, features: [hashInto(`${field}|rules-only`, FIELD_SCORER_DIM), hashInto(`${field}|rules-pick`, FIELD_SCORER_DIM)] });
    }
    const none = [hashInto(`${field}|none`, FIELD_SCORER_DIM), hashInto(`${field}|none:${rule === null ? 'rules-empty' : 'rules-read'}`, FIELD_SCORER_DIM)];
    out[field] = { candidates, none };
  }
  return out;
}

/** The candidates of one reading of the page. */
function readingCandidates(context: ChooserContext, lines: readonly OcrLine[]): Record<FieldName, FieldCandidate[]> {
  const rows = rowsOfLines(lines);
  const pageHeight = Math.max(1, ...rows.map((r) => r.y1));
  const pageWidth = Math.max(1, ...rows.flatMap((r) => r.cells.map((c) => c.x1)));
  const amounts: Found[] = [];
  const counts: Found[] = [];
  const refs: Found[] = [];
  const places: Found[] = [];
  rows.forEach((row, r) => {
    row.cells.forEach((cell, c) => {
      const text = blank(cell.text);
      for (const m of text.matchAll(NUMBER)) {
        const digits = m[3]!.replace(/,/g, '');
        const value = Number(digits + (m[4] ?? ''));
        const start = m.index;
        const end = start + m[0].length;
        const marks: string[] = [];
        if (m[2]) marks.push(m[2] === '$' ? 'dollar' : 'dollar-misread');
        if (m[4]) marks.push(m[4].length === 3 ? 'cents' : 'decimal');
        if (m[3]!.includes(',')) marks.push('comma');
        marks.push(`len:${Math.min(7, digits.length)}`);
        const found = { value, row: r, cell: c, before: cell.text.slice(0, start), after: cell.text.slice(end), marks };
        // Glued to letters ('TO482913'): a reference, not an amount.
        const glued = !m[2] && /^[A-Za-z#-]*$/.test(text.slice(Math.max(0, start - 3), start).trim()) && /[A-Za-z]-?$/.test(text.slice(0, start));
        if (!glued && value > 0 && value < 50_000) {
          amounts.push(found);
          if (!m[4] && !m[2] && value >= 1 && value < 10_000 && Number.isInteger(value)) counts.push(found);
        }
      }
      for (const token of cell.text.matchAll(/[A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*/gi)) {
        const t = token[0].replace(/-+$/, '');
        const digits = t.replace(/\D/g, '').length;
        if (digits < 4 || t.length > 20 || /^\d{1,2}\/\d/.test(t)) continue;
        refs.push({ value: t.toUpperCase(), row: r, cell: c, before: cell.text.slice(0, token.index), after: cell.text.slice(token.index + token[0].length), marks: [AUTHORITY.test(t) ? 'authority' : /^[A-Z]/i.test(t) ? 'alpha-first' : 'digit-first', `len:${Math.min(12, t.length)}`, /-/.test(t) ? 'dash' : 'plain'] });
      }
    });
    // Places: 'City, ST' anywhere in the row's text, and a city cell beside a lone state cell.
    const seen = new Set<string>();
    const addPlace = (raw: string, c: number, marks: string[]) => {
      const snapped = context.gazetteer ? snapPlace(raw, context.gazetteer) : null;
      const place = snapped?.place ?? raw;
      if (context.gazetteer && !snapped) return;
      if (seen.has(place.toLowerCase())) return;
      seen.add(place.toLowerCase());
      const cell = row.cells[c]!;
      const at = cell.text.toLowerCase().indexOf(raw.split(',')[0]!.toLowerCase());
      places.push({ value: place, row: r, cell: c, before: at >= 0 ? cell.text.slice(0, at) : cell.text, after: '', marks: [...marks, snapped ? `snap:${snapped.how}` : 'snap:none'] });
    };
    row.cells.forEach((cell, c) => {
      for (const p of findCityStates(placeText(cell.text, context.gazetteer))) addPlace(p, c, ['inline']);
    });
    // A row with no place written 'City, ST': one written more loosely, across its cells.
    if (context.gazetteer && seen.size === 0) {
      const words = row.cells.flatMap((cell, c) => unboxed(cell.text).split(/\s+/).filter(Boolean).map((w) => [w, c] as const));
      for (const { place, at } of loosePlaces(words.map(([w]) => w), context.gazetteer)) addPlace(place, words[at]![1], ['loose']);
    }
    // A city in a cell of its own ('City: Mobile', 'Toledo') with a state code in a cell of its
    // own beside it or in the rows just below or above ('State: AL', 'OH'): split city / state cells.
    row.cells.forEach((cell, c) => {
      const city = unboxed(cell.text).replace(/^[A-Za-z /]{0,24}:\s*/, '').trim();
      if (!/^[A-Za-z][A-Za-z .'-]{2,28}$/.test(city) || STATE_CODES.has(city.toUpperCase())) return;
      const near: Array<readonly [string, string]> = [];
      for (const other of row.cells.slice(c + 1, c + 4)) near.push([stateIn(other.text), 'split-right']);
      for (const dr of [1, 2, -1]) {
        const r2 = rows[r + dr];
        const over = r2?.cells.find((o) => Math.min(o.x1, cell.x1 + 60) - Math.max(o.x0, cell.x0 - 60) > 0);
        if (over) near.push([stateIn(over.text), dr > 0 ? 'split-below' : 'split-above']);
      }
      const hit = near.find(([st]) => st !== '');
      if (hit) addPlace(`${city}, ${hit[0]}`, c, [hit[1]]);
    });
  });
  // Relations between amounts: the largest, a sum of two or three others, a part of such a sum.
  const cents = amounts.filter((a) => a.marks.includes('cents') || a.marks.includes('dollar')).map((a) => Math.round((a.value as number) * 100));
  const distinct = [...new Set(cents)].slice(0, 40);
  const sums = new Set<number>();
  const parts = new Set<number>();
  const mark = (sum: number, ...of: number[]) => {
    if (!distinct.includes(sum)) return;
    sums.add(sum);
    for (const p of of) parts.add(p);
  };
  for (let i = 0; i < distinct.length; i++) {
    for (let j = i + 1; j < distinct.length; j++) {
      const two = distinct[i]! + distinct[j]!;
      mark(two, distinct[i]!, distinct[j]!);
      for (let k = j + 1; k < distinct.length; k++) mark(two + distinct[k]!, distinct[i]!, distinct[j]!, distinct[k]!);
    }
  }
  const largest = Math.max(0, ...distinct);
  const ruleRate = typeof context.rules.rate === 'number' ? context.rules.rate : null;
  const from = context.gazetteer && typeof context.rules.origin === 'string' ? findCity(context.gazetteer, context.rules.origin) : null;
  const to = context.gazetteer && typeof context.rules.destination === 'string' ? findCity(context.gazetteer, context.rules.destination) : null;
  const road = from && to ? roadMilesEstimate(from, to) : null;
  const line = from && to ? greatCircleMiles(from, to) : null;

  const build = (field: FieldName, list: readonly Found[], extra: (f: Found, add: (s: string) => void) => void): FieldCandidate[] => {
    const out: FieldCandidate[] = [];
    const order = new Map<string, number>();
    for (const f of list.slice(0, MAX_CANDIDATES)) {
      const features = new Set<number>();
      const add = (s: string) => features.add(hashInto(`${field}|${s}`, FIELD_SCORER_DIM));
      add('bias');
      positionFeatures(rows, f, add, pageHeight, pageWidth);
      const key = String(f.value).toLowerCase();
      const seenBefore = order.get(key) ?? 0;
      order.set(key, seenBefore + 1);
      if (seenBefore) add('repeat');
      extra(f, add);
      const rule = context.rules[field];
      if (rule !== null && same(rule, f.value)) add('rules-pick');
      out.push({ value: f.value, features: [...features] });
    }
    return out;
  };

  const money = (f: Found, add: (s: string) => void) => {
    const c = Math.round((f.value as number) * 100);
    add(valueBin(f.value as number));
    if (c === largest) add('largest');
    if (sums.has(c)) add('sum');
    if (parts.has(c)) add('part');
    if (ruleRate !== null && ruleRate > 0) {
      const ratio = (f.value as number) / ruleRate;
      add(`to-rate:${ratio < 0.05 ? 'tiny' : ratio < 0.3 ? 'small' : ratio < 0.95 ? 'less' : ratio <= 1.05 ? 'same' : 'more'}`);
    }
  };
  const miles = (f: Found, add: (s: string) => void) => {
    const v = f.value as number;
    add(valueBin(v));
    if (distinct.some((d) => Math.floor(d / 100) === v)) add('dollars-of-amount');
    if (ruleRate !== null && v > 0) {
      const rpm = ruleRate / v;
      add(`rpm:${rpm < 0.5 ? 'lt0.5' : rpm < 1 ? 'lt1' : rpm < 1.5 ? 'lt1.5' : rpm < 4 ? 'lt4' : rpm < 8 ? 'lt8' : rpm < 25 ? 'lt25' : 'huge'}`);
    }
    if (road !== null && line !== null && line > 0) {
      const ratio = v / road;
      add(`road:${v < 0.9 * line ? 'short' : ratio < 0.8 ? 'under' : ratio <= 1.25 ? 'near' : ratio <= 3 ? 'over' : 'far'}`);
    } else add('road:none');
    if (/^\s*(?:mi|miles|mls)\b/i.test(f.after)) add('unit-miles');
  };
  // Order among the page's places, and among those outside an office block (letterhead, remit to).
  const stops = places.filter((p) => !officeOf(rows, p));
  const placeOrder = (f: Found, add: (s: string) => void) => {
    const index = places.indexOf(f);
    add(index === 0 ? 'first' : index === places.length - 1 ? 'last' : 'middle');
    add(`nth:${Math.min(4, index)}`);
    const k = stops.indexOf(f);
    if (k < 0) add('office');
    else {
      add(`stop-nth:${Math.min(3, k)}`);
      add(`stop-from-end:${Math.min(3, stops.length - 1 - k)}`);
    }
  };
  return {
    origin: build('origin', places, placeOrder),
    destination: build('destination', places, placeOrder),
    miles: build('miles', counts, miles),
    rate: build('rate', amounts, money),
    fsc: build('fsc', amounts, money),
    tolls: build('tolls', amounts, money),
    loadReference: build('loadReference', refs, (f, add) => {
      const rowIndex = f.row;
      add(`row:${Math.min(5, rowIndex)}`);
    }),
  };
}

/** Two values are the same answer: amounts to the cent, places and references ignoring case. */
export function same(a: CandidateValue | null, b: CandidateValue | null): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === 'number' && typeof b === 'number') return Math.round(a * 100) === Math.round(b * 100);
  return String(a).toLowerCase() === String(b).toLowerCase();
}

/**
 * The pick for one field: undefined keeps the rules' answer; else the index of the candidate taken
 * (it fills an empty field when it beats 'none' by `fill`, replaces the rules' answer when it
 * beats every candidate holding that answer by `override`).
 */
export function pickCandidate(scores: readonly number[], values: readonly CandidateValue[], none: number, rule: CandidateValue | null, t: Pick<ChooserField, 'fill' | 'override'>): number | undefined {
  let best = -1;
  for (let i = 0; i < scores.length; i++) if (best < 0 || scores[i]! > scores[best]!) best = i;
  if (best < 0) return undefined;
  if (rule === null) return scores[best]! - none > t.fill ? best : undefined;
  if (same(values[best]!, rule)) return undefined;
  let ruleScore = -Infinity;
  for (let i = 0; i < scores.length; i++) if (same(values[i]!, rule)) ruleScore = Math.max(ruleScore, scores[i]!);
  return scores[best]! - Math.max(ruleScore, none) > t.override ? best : undefined;
}

/** The fields the chooser changed, with their new values (the rules' answers stand for the rest). */
export function chooseFields(context: ChooserContext, model: ChooserModel): Partial<Record<FieldName, CandidateValue>> {
  const all = fieldCandidates(context);
  const out: Partial<Record<FieldName, CandidateValue>> = {};
  for (const name of Object.keys(model) as FieldName[]) {
    const { candidates, none } = all[name];
    const m = model[name];
    if (!Number.isFinite(m.fill) && !Number.isFinite(m.override)) continue;
    const scores = candidates.map((c) => score(m.weights, c.features));
    const pick = pickCandidate(scores, candidates.map((c) => c.value), score(m.weights, none), context.rules[name], m);
    if (pick !== undefined) out[name] = candidates[pick]!.value;
  }
  return out;
}
