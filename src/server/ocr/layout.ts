/**
 * Layout-aware reading of a rate confirmation from the OCR engine's words and their boxes
 * (docs/decisions/009-ocr.md, 'Words with boxes'). The plain-text parser sees one line after
 * another; here each label is paired with the value to its right or the cell below it, a row of
 * column headers is read over the rows beneath it (stop tables, charges rows, form grids where
 * City, State and ZIP are separate cells), and every place is given the role of the section it
 * sits in (Pick up / Shipper / Origin versus Delivery / Consignee / Drop), so the broker's
 * letterhead, bill-to and remit-to offices are never taken for stops. Pure: boxes in, fields out.
 */
import { firstMiles, rowAmount } from '../../domain/extract/amounts';
import { findCityStateMatches, STATE_CODES } from '../../domain/extract/city-state';
import { abbreviateStateNames } from './state-names';
import { unslashPlace } from './place-forms';
import { cellLabel, type LabelField } from '../../domain/extract/labels';
import { normaliseCityName, type GazetteerIndex } from '../../domain/distance';
import type { OcrLine } from './engine';
import { cellsOf, median, midY, rowsOf, spanOf, textHeight, type Box } from './rows-and-cells';
import { rulesWords } from './section-words';
import { snapPlace } from './snap-place';
import { stateOfZip } from './zip-state';

/** A run of words on one OCR line with no wide gap between them: one table or form cell. */
interface LayoutCell extends Box {
  text: string;
  /** Height of the line's words (the text size), in pixels. */
  h: number;
}

type Role = 'pick' | 'drop' | 'office';

export interface LayoutStop {
  role: Role | null;
  place: string;
  y: number;
  x: number;
}

export interface LayoutFields {
  values: Partial<Record<LabelField, string | number>>;
  /** Fields a cell printed as empty or none ('Tolls  N/A', 'FSC  $0.00'). */
  none: Set<LabelField>;
  /** Amounts in 'Other' / 'Stop Pay' / 'Lumper' columns (charges a printed total includes). */
  extras: number[];
  stops: LayoutStop[];
}

/** Table borders read as words ('|', '[', '‘') and stray marks are dropped; the rest split at wide gaps. */
function cellsOfLines(lines: readonly OcrLine[]): LayoutCell[] {
  const cells: LayoutCell[] = [];
  for (const line of lines) {
    const words = line.words
      .map((w) => ({ ...w.bbox, text: w.text.replace(/^[|[\]‘’“”'"]+|[|[\]‘’“”"]+$/g, '') }))
      .filter((w) => w.text !== '' && !/^[|_]+$/.test(w.text));
    if (!words.length) continue;
    const h = textHeight(words);
    // Two words of large type on a line of smaller type (a letterhead's name beside a title) are
    // spaced by their own size: 'TruLane Freight' stays one cell, not a 'Freight' column (R-LAYOUT-3).
    const joins = (gap: number, previous: Box, w: Box) => {
      const pair = Math.min(previous.y1 - previous.y0, w.y1 - w.y0);
      return gap <= 0.9 * (pair >= 1.3 * h ? pair : h);
    };
    for (const ws of cellsOf(words, joins)) cells.push({ text: ws.map((w) => w.text).join(' '), ...spanOf(ws), h });
  }
  // Specks and rule ends read as '=', '«', '~' on their own are not cells.
  // ('Savannah, Georgia 31408': a state written in full is read as its code, R-LAYOUT-6;
  // 'Reno /NV/89502' with slashes between its parts is 'Reno, NV 89502', R-LAYOUT-25.)
  return cells.map((c) => ({ ...c, text: unslashPlace(abbreviateStateNames(c.text.trim())) })).filter((c) => !/^[^A-Za-z0-9$—–-]{1,3}$/.test(c.text));
}

/**
 * The page's text rows made level: a photographed page is tilted, so a label and the value far to
 * its right sit at different heights and fall into different rows. The tilt is the median slope of
 * the words along Tesseract's own lines (lines spanning at least 200 px); every word is moved up or
 * down by its distance from the left edge times that slope.
 */
function levelLines(lines: readonly OcrLine[]): readonly OcrLine[] {
  const slopes: number[] = [];
  for (const line of lines) {
    const ws = line.words;
    if (ws.length < 2) continue;
    const xs = ws.map((w) => (w.bbox.x0 + w.bbox.x1) / 2);
    const ys = ws.map((w) => w.bbox.y1);
    const span = Math.max(...xs) - Math.min(...xs);
    if (span < 200) continue;
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
    const my = ys.reduce((a, b) => a + b, 0) / ys.length;
    let num = 0;
    let den = 0;
    xs.forEach((x, i) => {
      num += (x - mx) * (ys[i]! - my);
      den += (x - mx) ** 2;
    });
    if (den > 0) slopes.push(num / den);
  }
  if (slopes.length < 3) return lines;
  const slope = median(slopes);
  if (Math.abs(slope) < 0.004 || Math.abs(slope) > 0.1) return lines;
  const level = <B extends { x0: number; x1: number; y0: number; y1: number }>(b: B): B => {
    const dy = Math.round(((b.x0 + b.x1) / 2) * slope);
    return { ...b, y0: b.y0 - dy, y1: b.y1 - dy };
  };
  return lines.map((line) => ({ ...line, bbox: level(line.bbox), words: line.words.map((w) => ({ ...w, bbox: level(w.bbox) })) }));
}

const overlap = (a: LayoutCell, b: LayoutCell) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));

/** Cells grouped into rows by their vertical centre, top to bottom, each row left to right. */
const rowsOfCells = (cells: readonly LayoutCell[]): LayoutCell[][] =>
  rowsOf(cells, (row, cell) => Math.abs(midY(cell) - median(row.map(midY))) <= 0.45 * Math.max(cell.h, row[0]!.h));

// Headings and column names.
// ('Orig City', 'Dest State': the abbreviated column names of a lane grid; R-LAYOUT-23.)
// (The words: section-words.ts, with the learned chooser's.)
const stopHeading = (words: string) => new RegExp(String.raw`^(?:\d+\s*[.)]?\s*)?(?:stop\s*\d+\s*[-–:]?\s*)?(?:${words})(?:\s*\d{1,2})?\b`, 'i');
const PICK_WORDS = stopHeading(rulesWords('pick'));
const DROP_WORDS = stopHeading(rulesWords('drop'));
const OFFICE_WORDS = new RegExp(String.raw`^(?:${rulesWords('office')})\b`, 'i');
/** The stop role a heading or a Type cell names ('STOP 2 - DELIVERY', 'Pick Up', 'PU', 'Remit to'). */
function roleOf(text: string): Role | null {
  const t = text.replace(/^[^A-Za-z0-9]+/, '').trim();
  // ('Ship From Office: …' is the broker's office, not the pick-up.)
  if (OFFICE_WORDS.test(t) || /\boffices?\b/i.test(t)) return 'office';
  // ('Pickup #', 'DELIVERY #', 'Pickup No.': a stop's number is a label, not a section heading; R-LAYOUT-11.)
  // (A label, that is: a stop's whole line that ends on its number's label, '1. PICK UP (live load) —
  // Gulf Coast Pipe, …, New Orleans, LA 70126 — Appt 12/09/2026 15:30 — PU#', keeps its role; R-LAYOUT-29.)
  if (/(?:\b(?:date|time|appt|appointment|window|hours|no\.?|number)|#)\s*:?$/i.test(t) && !/^stop\b/i.test(t) && t.split(/\s+/).length <= 4) return null;
  if (PICK_WORDS.test(t)) return 'pick';
  if (DROP_WORDS.test(t)) return 'drop';
  // A heading the scan misread by a letter ('Consignes', 'Recelver', 'Shlpper'): its first word.
  const first = t.split(/[\s:]+/)[0]!.toLowerCase();
  if (first.length >= 6) for (const [word, role] of ROLE_WORDS) if (editDistance(first, word) <= 1) return role;
  return null;
}
const ROLE_WORDS: ReadonlyArray<readonly [string, Role]> = [
  ['shipper', 'pick'], ['pickup', 'pick'], ['origin', 'pick'],
  ['consignee', 'drop'], ['receiver', 'drop'], ['delivery', 'drop'], ['destination', 'drop'],
];

const CITY_HEAD = /^(?:.*\s)?(?:city|cy|c[il1|]ty)$/i;
const STATE_HEAD = /^(?:(?:pick\s*-?\s*up|pickup|delivery|origin|orig|destination|dest|shipper|consignee|receiver|drop)\.?\s+)?(?:st|state|prov)\.?$/i;
const TYPE_HEAD = /^(?:type|stop\s+type|typ|activity|event|action)$/i;
// ('Carrier Load #', 'Broker Load #': the load's number as the broker or the carrier files it; R-LAYOUT-20.)
// ('Book #', 'Conf. #': R-LAYOUT-35.)
const REF_HEAD = /^(?:(?:carrier|broker)\s+)?(?:load|trip|order|pro|confirmation|conf|shipment|tender|reference|booking|book|job|rate\s*con(?:firmation)?|rc)\.?(?:\s*(?:#|no\.?|number|id))?\s*:?$|^(?:load|order|reference)\s*\/\s*(?:reference|load)\s*(?:#|no\.?)?\s*:?$|^load\s+ref(?:erence)?(?:\s*(?:#|no\.?))?\s*:?$/i;
// ('LDD MI', 'LD MI': a printout's loaded miles; 'MT MI', 'DH-O': its empty miles; R-LAYOUT-34.)
const MILES_HEAD = /^(?:(?:total|loaded|ldd|lded|ld|trip|est\.?|estimated|practical|route|billed|paid|load)\s+)?(?:mi[lIt1|]{0,2}es|mileage|distance|mi)$|^(?:loaded|ldd|lded|ld|trip)\s+mi$/i;
const EMPTY_HEAD = /^(?:dead\s*head|dh(?:\s*-\s*[od0])?|empty(?:\s+mi(?:les)?)?|deadhead\s+mi(?:les)?|mty?\s+mi(?:les)?)$/i;
/** A column named only 'Trip' or 'Loaded' holds the miles when its value is a distance with its unit ('620 mi', not a trip number; R-LAYOUT-34). */
const DISTANCE_COLUMN = /^(?:trip|loaded|route)$/i;
const RATE_HEAD = /^(?:rate|all[\s-]*in(?:\s+rate)?|line\s*-?\s*haul(?:\s+rate|\s+pay)?|linehaul|flat\s+rate|base\s+rate|agreed\s+rate|carrier\s+rate|contract\s+rate|freight(?:\s+charges?)?|transportation)$/i;
const TOTAL_HEAD = /^(?:grand\s+total|balance\s+due|total\s+(?:cost|payable|to\s+carrier)|total\s+due\s+carrier)$/i;
// (Any label ending in 'Surcharge': 'ne Surcharge' is a 'Fuel Surcharge' whose first word the scan lost.)
const FSC_HEAD = /^(?:fuel\s+adj(?:ustment)?|fuel\s+surch(?:g|arge)?|(?:[a-z]{0,4}\s+)?surcharge)\.?$/i;

/** Labels as printed, for reading them through a scan's misread letters ('Unehaul', 'Loaded Mies'). */
const FUZZY_HEADS: ReadonlyArray<readonly [string, LabelField | 'deadhead']> = [
  ['linehaul', 'rate'], ['line haul', 'rate'], ['fuel surcharge', 'fsc'], ['total carrier pay', 'total'], ['total pay', 'total'],
  ['loaded miles', 'miles'], ['total miles', 'miles'], ['trip miles', 'miles'], ['mileage', 'miles'], ['distance', 'miles'],
  ['miles', 'miles'], ['tolls', 'tolls'], ['deadhead', 'deadhead'], ['empty miles', 'deadhead'], ['total', 'total'], ['fuel', 'fsc'],
];

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length]!;
}

/** A label read with a letter or two wrong: one edit for short labels, two for long ones. */
function fuzzyHead(text: string): LabelField | 'deadhead' | null {
  const t = text.toLowerCase().replace(/[^a-z ]/g, '').replace(/\s+/g, ' ').trim();
  // ('FURL' over an amount is 'FUEL': four letters, one of them misread.)
  if (t.length < 4 || (t.length === 4 && !t.startsWith('fu'))) return null;
  for (const [label, field] of FUZZY_HEADS) {
    if (editDistance(t, label) <= (label.length <= 6 ? 1 : 2)) return field;
  }
  return null;
}

/** The field a header or label cell names with no value after it, or null. */
function headField(text: string): LabelField | 'city' | 'state' | 'type' | 'deadhead' | 'extra' | null {
  if (/^(?:other|stop\s*pay|stop-?\s?off(?:\s+charges?)?|lumper|extra\s+stops?)(?:\s*\(\d+\))?\s*:?$/i.test(text.trim())) return 'extra';
  const t = text
    .replace(/^[^A-Za-z0-9$#]+/, '')
    // Dotted leaders of a printout ('LOADED MI...:', 'LOAD NO..... ©'): the label ends where they start.
    .replace(/\s*[.…·]{3,}[^A-Za-z0-9#]*$/, '')
    .replace(/\s*[:#]?\s*$/, (m) => (m.includes('#') ? ' #' : ''))
    .trim();
  if (EMPTY_HEAD.test(t)) return 'deadhead';
  if (MILES_HEAD.test(t)) return 'miles';
  if (CITY_HEAD.test(t)) return 'city';
  if (STATE_HEAD.test(t)) return 'state';
  if (TYPE_HEAD.test(t)) return 'type';
  if (REF_HEAD.test(t.replace(/\s+#$/, ' #'))) return 'loadReference';
  if (RATE_HEAD.test(t)) return 'rate';
  if (TOTAL_HEAD.test(t)) return 'total';
  if (FSC_HEAD.test(t)) return 'fsc';
  const label = cellLabel(t);
  if (label && label.rest.replace(/[:#.\s]/g, '') === '') return label.field;
  return fuzzyHead(t);
}

const DATE_OR_TIME = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{1,2}:\d{2}(?:\s*[-–]\s*\d{1,2}:\d{2})?\b/g;
/** The column of a charges table that holds each line's amount (R-LAYOUT-2). */
const AMOUNT_HEAD = /^(?:amount|amt|ext(?:ended)?(?:\s+amount)?|line\s+total|charge\s+amount)$/i;
const ACCESSORIAL = /\b(?:detention|layover|tonu|lumper|driver\s+assist|tarp|stop-?\s*off|accessorial)/i;
const headerLike = (text: string) => /^[A-Za-z][A-Za-z0-9 .#/&()'-]*:?$/.test(text) && !/\d{3}/.test(text) && text.split(/\s+/).length <= 4;

const MONEY_VALUE = /^(?:USD\s*)?[$S]?\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?$|^(?:USD\s*)?[$S]?\s?\d+(?:\.\d{2})?$/;
const NONE_VALUE = /^(?:n\/?a|none|-+|—|\$?0(?:\.00)?|incl(?:uded|\.)?|inc\.?|no\s+tolls)$/i;

function moneyOf(value: string): number | null {
  const v = value
    .replace(/\s+(?:flat|usd|all\s+in)$/i, '')
    // '$3,059.25 ($3.04/mi)': the rate per mile printed beside the amount.
    .replace(/\s*\([^)]*\)$/, '')
    .trim()
    // A blurred '$1,850.00' reads '$1.850 00' or '$1,850 00': thousands, then the cents.
    .replace(/^([$S]\s?\d{1,3})[.,](\d{3})[\s.,](\d{2})$/, '$1,$2.$3')
    .replace(/^([$S]\s?\d{1,5})\s(\d{2})$/, '$1.$2');
  return MONEY_VALUE.test(v) ? rowAmount(v) : null;
}

function milesOf(value: string): number | null {
  const v = value.replace(/\s*(?:mi|miles|mi\.)$/i, '').trim();
  if (/^\d{1,2}[.,]\d{3}$/.test(v)) return Number(v.replace(/[.,]/, ''));
  if (!/^\d{1,3}(?:,\d{3})*$|^\d{1,5}$/.test(v)) return null;
  const n = firstMiles(v);
  // (Nor 10,000 or more: a ZIP or a reference, no load's distance; R-LAYOUT-39.)
  return n !== null && n >= 10 && n < 10_000 ? n : null;
}

function referenceOf(value: string): string | null {
  // ('$74140109' under 'Shipment ID': a '$' in a reference's cell is an 'S' a scan misread; an
  // amount has its cents or its commas; R-UPLOAD-19.)
  const v = value.replace(/^#\s*/, '').trim().replace(/^([A-Z0-9]*)\$(?=[A-Z0-9]{5,}$)/i, '$1S');
  return /^[A-Z0-9][A-Z0-9-]{3,}$/i.test(v) && /\d/.test(v) && !/^\d{1,2}\/\d{1,2}/.test(v) ? v.toUpperCase() : null;
}

/** 'Dallas, TX 75212', 'Dallas TX 75212', 'DALLAS, TX' in a cell → 'Dallas, TX' (the last one of the cell). */
// (Read through a scan: 'Phono 1930) 717.4368', the word and the bracket misread; R-UPLOAD-8.)
const PHONE = /\b(?:ph[o0]n[eo0]|ph|tel|fax)\b\.?\s*:?\s*[(1]?\d{3}|[(1]\d{3}\)\s*\d{3}[-.\s]\d{4}/i;

/** Two places joined by an arrow, a dash or 'to' ('Atlanta, GA → Jacksonville, FL'), else null. */
function laneIn(text: string): [string, string] | null {
  const m = findCityStateMatches(text);
  if (m.length !== 2) return null;
  const between = text.slice(m[0]!.end, m[1]!.start);
  return /^\s*(?:→|->|=>|>|=|[-–—]{1,2}|to)\s*$/i.test(between) && m[0]!.place !== m[1]!.place ? [m[0]!.place, m[1]!.place] : null;
}

function placeInCell(text: string): string | null {
  const matches = findCityStateMatches(text);
  if (matches.length) return matches.at(-1)!.place;
  const m = /(?:^|[\s,])((?:[A-Za-z.'’-]+\s){0,2}[A-Za-z.'’-]{3,})\s+([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/.exec(text);
  if (m && STATE_CODES.has(m[2]!)) return findCityStateMatches(`${m[1]}, ${m[2]}`)[0]?.place ?? null;
  return null;
}

/**
 * A city read apart from its state (a City column whose State cell the scan lost or garbled):
 * the state comes from a ZIP on the same row, and the city must be one of that state's places;
 * with no ZIP, the most populous place of that name. Needs the gazetteer; null without it.
 */
function cityWithoutState(cityText: string, zip: string | null, gazetteer: GazetteerIndex | undefined): string | null {
  if (!gazetteer) return null;
  const city = cityText.replace(/^.*\d\s+/, '').replace(/[^A-Za-z.'’ -]/g, '').trim();
  if (city.length < 3) return null;
  const st = zip ? stateOfZip(zip) : null;
  if (st) return snapPlace(`${city}, ${st}`, gazetteer)?.place ?? null;
  const key = normaliseCityName(city);
  let at = gazetteer.keys.indexOf(key);
  // 'Now Orleans', 'Nashvitie': one misread letter of one of the 3,000 biggest places.
  if (at < 0 && key.length >= 5) at = gazetteer.keys.slice(0, 3000).findIndex((k) => Math.abs(k.length - key.length) <= 1 && editDistance(k, key) <= 1);
  return at >= 0 ? `${gazetteer.cities[at]!.name}, ${gazetteer.cities[at]!.state}` : null;
}

/** 'Des Moines tA 50313', 'Louisville. XY 40213': a city, a garbled state and a ZIP that names the state. */
function placeByZip(text: string, gazetteer: GazetteerIndex | undefined): string | null {
  if (!gazetteer) return null;
  const m = /((?:[A-Za-z.'’-]+\s+){0,3}[A-Za-z.'’-]{3,})[,.]?\s+\S{1,3}[,.]?\s+(\d{5})(?:-\d{4})?\b/.exec(text);
  const st = m ? stateOfZip(m[2]!) : null;
  return m && st ? (snapPlace(`${m[1]!.replace(/[,.]+$/, '')}, ${st}`, gazetteer)?.place ?? null) : null;
}

type Slot = LabelField | 'city' | 'state' | 'type' | 'deadhead' | 'extra';

interface Column {
  cell: LayoutCell;
  field: Slot | null;
}

/**
 * Reads a page's cells: header rows over value rows, labels beside or above their value, and the
 * places of each section with their role.
 */
export function readLayout(lines: readonly OcrLine[], gazetteer?: GazetteerIndex): LayoutFields {
  const cells = cellsOfLines(levelLines(lines));
  const rows = rowsOfCells(cells);
  const values: LayoutFields['values'] = {};
  const none = new Set<LabelField>();
  const stops: LayoutStop[] = [];
  const used = new Set<LayoutCell>();
  const set = (field: LabelField, value: string | number | null) => {
    if (value !== null && values[field] === undefined) values[field] = value;
  };
  // Section headings ('SHIPPER', 'STOP 2 - DELIVERY', 'PICKUPS', 'REMIT TO'): the nearest heading
  // above a place whose column overlaps it (or just left of it on its row) gives the place's role.
  // ('Pickup · 02/02/2026 · window 15:00-22:00': a heading may carry its stop's date and times,
  // but no street number, ZIP or amount; R-LAYOUT-7.)
  const headings = cells.filter((c) => roleOf(c.text) !== null && c.text.split(/\s+/).length <= 6 && !/\d{3}/.test(c.text.replace(DATE_OR_TIME, '')));
  const roleAbove = (cell: LayoutCell): Role | null => {
    let best: LayoutCell | null = null;
    for (const head of headings) {
      if (head === cell || head.y0 > cell.y0 + 0.3 * cell.h) continue;
      if (head.y1 < cell.y0 - 25 * cell.h) continue;
      // The heading starts left of the place (or over it): a card's or column's title.
      if (overlap(head, cell) <= 0 && head.x0 > cell.x0 + 2 * cell.h) continue;
      const closer = () => Math.abs(head.x0 - cell.x0) < Math.abs(best!.x0 - cell.x0);
      if (!best || head.y0 > best.y1 || (Math.abs(head.y0 - best.y0) < cell.h && closer())) best = head;
    }
    return best ? roleOf(best.text) : null;
  };
  // A bare 'Reference' / 'Ref #' inside a pick-up or delivery section is that stop's reference
  // (its PO or appointment number), not the load's; 'Load #', 'Tender No' and the like are the
  // load's wherever they stand (R-LAYOUT-10).
  const stopsOwn = (field: Slot, label: string, value: LayoutCell) => {
    if (field !== 'loadReference' || !/^(?:reference|ref)\b/i.test(label.replace(/^[^A-Za-z]+/, ''))) return false;
    const role = roleAbove(value);
    return role === 'pick' || role === 'drop';
  };
  // City and State given as separate labelled cells ('Pick-up city  Cedar Rapids  State  IA', or a
  // 'Pickup City' row over a 'Pickup State' row): paired in reading order.
  const slots: Array<{ kind: 'city' | 'state'; value: LayoutCell; role: Role | null }> = [];
  const extras: number[] = [];
  /** Cells read as a table's values under a known column (their row is not read whole again). */
  const inTable = new Set<LayoutCell>();
  const put = (field: Slot, value: string, cell: LayoutCell): boolean => {
    if (field === 'extra') {
      const amount = moneyOf(value);
      if (amount !== null && amount > 0) extras.push(amount);
      return amount !== null;
    }
    if (field === 'city' || field === 'state' || field === 'type' || field === 'deadhead') return false;
    if (field === 'rate' || field === 'fsc' || field === 'tolls' || field === 'total') {
      if (NONE_VALUE.test(value.trim()) && field !== 'rate' && field !== 'total') {
        if (values[field] === undefined) none.add(field);
        return true;
      }
      const amount = moneyOf(value);
      if (amount !== null && amount < 50_000) set(field, amount);
      return amount !== null;
    }
    if (field === 'miles') {
      const miles = milesOf(value);
      set('miles', miles);
      return miles !== null;
    }
    if (field === 'loadReference') {
      // (A label read under a reference column, 'DH-0' beside 'TRIP', is no reference; R-LAYOUT-38.)
      const ref = headField(value) === null ? referenceOf(value) : null;
      set('loadReference', ref);
      return ref !== null;
    }
    const place = placeInCell(value);
    if (place) {
      stops.push({ role: field === 'origin' ? 'pick' : 'drop', place, y: cell.y0, x: cell.x0 });
      used.add(cell);
    }
    return place !== null;
  };

  // 0a. A stop table turned on its side: one column per stop, the rows headed 'City', 'State' (and
  // 'Type'). Each column's City cell with the State cell under it is a stop; its role is the Type
  // cell of its column, else its order (the first column the pick-up, the last the drop; R-LAYOUT-33).
  const rowHead = (row: LayoutCell[]) => (row.length >= 3 && headerLike(row[0]!.text) ? headField(row[0]!.text) : null);
  const sameColumn = (row: LayoutCell[] | undefined, cell: LayoutCell) =>
    row?.slice(1).find((c) => overlap(c, cell) > 0 || Math.abs(c.x0 - cell.x0) <= cell.h);
  rows.forEach((cityRow, r) => {
    if (rowHead(cityRow) !== 'city') return;
    const near = rows.slice(Math.max(0, r - 12), r + 4);
    const stateRow = rows.slice(r + 1, r + 3).find((x) => rowHead(x) === 'state');
    if (!stateRow) return;
    const typeRow = near.find((x) => rowHead(x) === 'type');
    const found = cityRow.slice(1).map((city) => {
      const state = sameColumn(stateRow, city);
      const st = state?.text.replace(/[^A-Za-z]/g, '').toUpperCase() ?? '';
      const place = STATE_CODES.has(st) ? findCityStateMatches(`${city.text}, ${st}`)[0]?.place : undefined;
      const type = sameColumn(typeRow, city);
      return place ? { city, state: state!, place, role: type ? roleOf(type.text) : null } : null;
    });
    if (found.some((f) => f === null) || found.length < 2) return;
    const columns = found as Array<{ city: LayoutCell; state: LayoutCell; place: string; role: Role | null }>;
    const typed = columns.some((c) => c.role === 'pick' || c.role === 'drop');
    // (One row: the stops' order is left to right.)
    const y = Math.min(...columns.map((c) => c.city.y0));
    columns.forEach((c, k) => {
      const role = typed ? c.role : k === 0 ? 'pick' : k === columns.length - 1 ? 'drop' : null;
      stops.push({ role, place: c.place, y, x: c.city.x0 });
      used.add(c.city);
      used.add(c.state);
    });
    used.add(cityRow[0]!);
    used.add(stateRow[0]!);
  });

  // 0. A charges table with an Amount column ('Code | Description | Units | UOM | Rate | Amount'):
  // a charge line's value is its cell under Amount, never the quantity or unit price printed
  // between its label and that cell ('Line Haul  844  MI  2.4289  2,050.00'; R-LAYOUT-2).
  for (let r = 0; r < rows.length; r += 1) {
    const head = rows[r]!;
    const amountHead = head.find((c) => AMOUNT_HEAD.test(c.text.trim()));
    if (!amountHead || head.length < 2 || !head.every((c) => headerLike(c.text))) continue;
    const h = Math.max(...head.map((c) => c.h));
    let previousBottom = Math.max(...head.map((c) => c.y1));
    for (let k = r + 1; k < rows.length; k += 1) {
      const row = rows[k]!;
      if (Math.min(...row.map((c) => c.y0)) - previousBottom > 2.2 * Math.max(h, row[0]!.h)) break;
      if (row.some((c) => AMOUNT_HEAD.test(c.text.trim()))) break;
      previousBottom = Math.max(...row.map((c) => c.y1));
      const under = row.filter((c) => overlap(amountHead, c) / Math.max(1, Math.min(amountHead.x1 - amountHead.x0, c.x1 - c.x0)) > 0.3);
      const amount = under.at(-1);
      if (!amount) continue;
      // The charge the row names, in a code or a description cell left of its amount ('LH  Line
      // Haul', 'FSC  Fuel Surcharge'); a row naming two charges is not read.
      const named = new Set(row.filter((c) => c !== amount && c.x1 <= amount.x0).map((c) => headField(c.text))
        .filter((f) => f === 'rate' || f === 'fsc' || f === 'tolls' || f === 'total'));
      if (named.size !== 1) continue;
      const field = [...named][0]!;
      if (moneyOf(amount.text) !== null && put(field, amount.text, amount)) {
        used.add(amount);
        inTable.add(amount);
      }
    }
  }

  // 1. Header rows over value rows (tables and form grids).
  for (let r = 0; r < rows.length; r += 1) {
    const head = rows[r]!;
    const columns: Column[] = head.map((cell) => ({ cell, field: headerLike(cell.text) ? headField(cell.text) : null }));
    // Invoice lines ('Description | Qty | Rate | Amount'): beside a quantity or an amount column,
    // Rate is a unit price (a toll's $35.50, a fuel rate per mile), not the linehaul.
    if (head.some((c) => /^(?:qty|quantity|units?|amount)$/i.test(c.text.trim()))) {
      for (const col of columns) if (col.field === 'rate' && /^(?:unit\s+)?(?:rate|price)$/i.test(col.cell.text.trim())) col.field = null;
    }
    const known = columns.filter((c) => c.field !== null);
    // A label row that carries its own values ('LOADED MILES 203  EMPTY MILES 121': a bare number
    // right after a label) is no row of column names over the rows below it (R-LAYOUT-14).
    if (columns.some((c, k) => c.field !== null && k + 1 < columns.length && /^[$S]?\s?\d[\d,]*(?:\.\d{2})?$/.test(columns[k + 1]!.cell.text.trim()))) continue;
    // Two known column names, or one among header-like cells (a row of column names), or a label alone on its row.
    // (A row of four or more names may have one the scan garbled: 'ZIP  [313%  STATE  APPT'.)
    const nameCells = head.filter((c) => headerLike(c.text)).length;
    if (known.length === 0 || (known.length === 1 && head.length > 1 && nameCells < (head.length >= 4 ? head.length - 1 : head.length))) continue;
    const h = Math.max(...head.map((c) => c.h));
    let previousBottom = Math.max(...head.map((c) => c.y1));
    for (let k = r + 1; k < rows.length; k += 1) {
      const row = rows[k]!;
      const top = Math.min(...row.map((c) => c.y0));
      if (top - previousBottom > 2.2 * Math.max(h, row[0]!.h)) break;
      // A row of labels again ends the table (grid forms alternate label rows and value rows).
      // ('Pickup' or 'Drop' in a Type column is a value, not a label.)
      // (A unit read as a cell of its own, '620' 'mi', is no label either; R-LAYOUT-34.)
      const rowKnown = row.filter((c) => headerLike(c.text) && !/^mi\.?$/i.test(c.text.trim()) && !['origin', 'destination', null].includes(headField(c.text)));
      if (rowKnown.length >= 2 || (rowKnown.length >= 1 && row.every((c) => headerLike(c.text)))) break;
      // A row of nothing but section headings ('Origin', 'Ship From   Ship To') opens the stops
      // below: a row of reference boxes above them is no table over them (R-LAYOUT-12).
      if (!columns.some((c) => c.field === 'type') && row.every((c) => headerLike(c.text) && roleOf(c.text) !== null)) break;
      const byColumn = new Map<Column, LayoutCell>();
      for (const cell of row) {
        let best: Column | null = null;
        let bestOverlap = 0;
        for (const col of columns) {
          // The share of the narrower of the two that overlaps: a short header ('FUEL') wholly over
          // its value beats a wide neighbour ('Fuel surcharge' read as two cells) that overlaps more pixels.
          const o = overlap(col.cell, cell) / Math.max(1, Math.min(col.cell.x1 - col.cell.x0, cell.x1 - cell.x0));
          if (o > bestOverlap) {
            best = col;
            bestOverlap = o;
          }
        }
        if (best && !byColumn.has(best)) byColumn.set(best, cell);
        if (best?.field) inTable.add(cell);
      }
      if (byColumn.size === 0) break;
      // A charges column left empty in the row under it: nothing charged ('TOLLS' over a blank cell).
      if (k === r + 1 && byColumn.size >= 2) {
        for (const col of columns) {
          if ((col.field === 'tolls' || col.field === 'fsc') && !byColumn.has(col) && values[col.field] === undefined) none.add(col.field);
        }
      }
      // Read the row: City + State columns make a place; the Type column (or the headers) its role.
      const cellOf = (slot: Slot) => [...byColumn].find(([col]) => col.field === slot)?.[1];
      const cityCol = columns.find((c) => c.field === 'city');
      let rowRole: Role | null = null;
      const type = cellOf('type');
      if (type) rowRole = roleOf(type.text);
      let roleCell: LayoutCell | null = null;
      if (!rowRole) for (const cell of row) if (!/\d{3}/.test(cell.text) && !rowRole && (rowRole = roleOf(cell.text))) roleCell = cell;
      if (!rowRole && cityCol) rowRole = roleOf(cityCol.cell.text.replace(/\s*city$/i, ''));
      if (!rowRole) for (const col of columns) if (col.field === null) rowRole ??= roleOf(col.cell.text);
      const zip = row.map((c) => /\b\d{5}\b/.exec(c.text)?.[0]).find(Boolean) ?? null;
      const stateCode = (cell: LayoutCell | undefined) => cell?.text.replace(/[^A-Za-z]/g, '').toUpperCase() ?? '';
      // Each City column with the State column nearest to its right on the row ('CITY  ST' twice
      // across side-by-side cards); a City whose card puts the State on a later row waits for it (step 3).
      const cityCells = [...byColumn].filter(([col]) => col.field === 'city').map(([, cell]) => cell);
      const stateCells = [...byColumn].filter(([col]) => col.field === 'state').map(([, cell]) => cell);
      // A City header the scan garbled ('ZIP  [313%  STATE'): the word cell just left of the State
      // value is the city when the header over it is not a readable label.
      if (cityCells.length === 0 && stateCells.length === 1 && STATE_CODES.has(stateCode(stateCells[0]))) {
        const left = row[row.indexOf(stateCells[0]!) - 1];
        const over = left ? [...byColumn].find(([, cell]) => cell === left)?.[0] : undefined;
        // (Not a cell under a readable label such as 'STOP 3 RECEIVER': that is a facility name;
        // with the gazetteer, only a city of the State.)
        const unnamed = !over || headField(over.cell.text) === null;
        const isCity = gazetteer
          ? left !== undefined && snapPlace(`${left.text}, ${stateCode(stateCells[0])}`, gazetteer) !== null
          : !over || !headerLike(over.cell.text);
        if (left && !used.has(left) && /^[A-Za-z][A-Za-z .'’-]{2,}$/.test(left.text) && unnamed && isCity) cityCells.push(left);
      }
      for (const city of cityCells) {
        if (headField(city.text) !== null) continue;
        const state = stateCells.filter((c) => c.x0 > city.x0).sort((a, b) => a.x0 - b.x0)[0];
        const role = (cityCells.length > 1 ? null : rowRole) ?? roleAbove(city);
        if (!columns.some((c) => c.field === 'state') && !zip) {
          slots.push({ kind: 'city', value: city, role });
          continue;
        }
        const st = stateCode(state);
        const place = STATE_CODES.has(st)
          ? findCityStateMatches(`${city.text.replace(/^.*\d\s+/, '')}, ${st}`)[0]?.place
          : cityWithoutState(city.text, zip, gazetteer);
        if (place) {
          stops.push({ role, place, y: city.y0, x: city.x0 });
          used.add(city);
        }
      }
      if (!cityCol) for (const state of stateCells) slots.push({ kind: 'state', value: state, role: roleAbove(state) });
      const city = cityCells[0];
      // An accessorial schedule's 'Rate' column ('Detention  $40.00/hr') is not the linehaul.
      const accessorialRow = row.some((c) => ACCESSORIAL.test(c.text));
      for (const [col, cell] of byColumn) {
        if ((col.field === null || col.field === 'loadReference') && DISTANCE_COLUMN.test(col.cell.text.trim())) {
          // (The unit may stand apart: '620' and 'mi' read as two cells.)
          const unit = row[row.indexOf(cell) + 1];
          const distance = unit && /^mi(?:les)?\.?$/i.test(unit.text.trim()) ? `${cell.text} ${unit.text}` : cell.text;
          if (/^\d{1,3}(?:,\d{3})*\s*mi(?:les)?\.?$/i.test(distance.trim())) put('miles', distance, cell);
        }
        if (col.field === null || col.field === 'city' || col.field === 'state') continue;
        if (accessorialRow && col.field !== 'loadReference' && col.field !== 'miles') continue;
        if (stopsOwn(col.field, col.cell.text, cell)) continue;
        if (put(col.field, cell.text, cell)) used.add(cell);
      }
      // Places in other columns of a stop row ('Name / Address', 'Location') take the row's role.
      if (!city) {
        for (const cell of row) {
          if (used.has(cell)) continue;
          const place = placeInCell(cell.text);
          // (A heading right of the place on its row heads another block: a side rail's 'REMIT /
          // FACTORING' beside the last stop of the list; R-LAYOUT-39.)
          if (place && rowRole && !(roleCell && roleCell.x0 > cell.x1)) {
            stops.push({ role: rowRole, place, y: cell.y0, x: cell.x0 });
            used.add(cell);
          }
        }
      }
      previousBottom = Math.max(...row.map((c) => c.y1));
      if (known.length === 1 && head.length === 1) break; // a single label over its value
    }
  }

  // 2. A label cell with its value in the next cell of its row ('Distance   281 mi', 'Pick up   Acme, …, Macon, GA'),
  // or after a colon in its own cell ('Loaded Mies: 562' read through a blur).
  for (const row of rows) {
    row.forEach((cell, i) => {
      const inCell = /^([A-Za-z][A-Za-z .#/'-]{2,30}?)\s*:\s*(\S.*)$/.exec(cell.text);
      if (inCell && !used.has(cell)) {
        const field = headField(inCell[1]!);
        // 'Shipper City: Memphis' over 'Shipper State: TN': a City / State slot of the stop the
        // label names, paired below like the cells of a form (R-LAYOUT-18).
        if (field === 'city' || field === 'state') {
          slots.push({ kind: field, value: { ...cell, text: inCell[2]!.replace(/\s{2,}.*$/, '') }, role: roleOf(inCell[1]!) });
          used.add(cell);
          return;
        }
        if (field && field !== 'origin' && field !== 'destination' && !stopsOwn(field, inCell[1]!, cell) && put(field, inCell[2]!.replace(/\s{2,}.*$/, ''), cell)) used.add(cell);
      }
      const field = headField(cell.text);
      const next = row[i + 1];
      if (!field || !next || used.has(next) || headField(next.text) !== null) return;
      if (next.x0 - cell.x1 > 30 * cell.h) return;
      if (field === 'city' || field === 'state') {
        slots.push({ kind: field, value: next, role: roleOf(cell.text) });
        return;
      }
      if (stopsOwn(field, cell.text, next)) return;
      if (put(field, next.text, next)) used.add(next);
    });
  }

  // 3. City / State slots paired; then places elsewhere, with the role of their section.
  const cardStops: Array<{ stop: LayoutStop; h: number }> = [];
  slots.forEach((slot, i) => {
    if (slot.kind !== 'city' || headField(slot.value.text) !== null) return;
    // The State slot after it, of the same stop (a delivery's State never completes a pick-up's City).
    // (Of two stop cards side by side, 'City: Mobile   City: Lubbock' over 'State: AL   State: TX':
    // the State in the City's own column, else the first to its right on its row; R-LAYOUT-32.)
    const candidates = slots
      .slice(i + 1, i + 4)
      .filter((t) => t.kind === 'state' && (t.role === slot.role || t.role === null || slot.role === null));
    const v = slot.value;
    const state =
      candidates.find((t) => t.value.y0 > v.y0 + 0.5 * v.h && Math.abs(t.value.x0 - v.x0) <= 2 * v.h && !candidates.some((u) => u.value.y0 < t.value.y0 - 0.5 * v.h && u.value.y0 > v.y0 + 0.5 * v.h && Math.abs(u.value.x0 - v.x0) <= 2 * v.h)) ??
      candidates.find((t) => Math.abs(t.value.y0 - v.y0) < v.h && t.value.x0 > v.x0) ??
      candidates.slice(0, 2)[0];
    const st = state?.value.text.replace(/[^A-Za-z]/g, '').toUpperCase();
    const place = st && STATE_CODES.has(st)
      ? findCityStateMatches(`${slot.value.text.replace(/^.*\d\s+/, '')}, ${st}`)[0]?.place
      : cityWithoutState(slot.value.text, null, gazetteer);
    if (!place) return;
    const stop = { role: slot.role ?? state?.role ?? roleAbove(slot.value), place, y: slot.value.y0, x: slot.value.x0 };
    stops.push(stop);
    cardStops.push({ stop, h: slot.value.h });
    used.add(slot.value);
  });
  for (const cell of cells) {
    if (used.has(cell)) continue;
    // A lane written as one line ('Dallas, TX → Memphis, TN', the arrow read as '-' or '>'): the
    // first place is the pick-up, the second the drop (docs/decisions/009-ocr.md).
    // (Large type may leave the last state code a cell of its own: the next cell on the row joins.)
    const row = rows.find((r) => r.includes(cell));
    const after = row?.[row.indexOf(cell) + 1];
    const lane = laneIn(cell.text) ?? (after && /^[A-Z]{2}\b/.test(after.text) ? laneIn(`${cell.text} ${after.text}`) : null);
    if (lane) {
      stops.push({ role: 'pick', place: lane[0], y: cell.y0, x: cell.x0 }, { role: 'drop', place: lane[1], y: cell.y0, x: cell.x1 });
      continue;
    }
    const place = placeInCell(cell.text) ?? placeByZip(cell.text, gazetteer);
    if (!place) continue;
    // The label may open the cell itself ('Pick up at Acme, Macon, GA'; 'Remit to: …'). A place
    // run together with a phone number in one cell ('3158 Main St - Tampa, FL 33619 - Phone (916)
    // 836-5745') is a letterhead, the broker's office (also when repeated under the stops at a page
    // break), not a stop; a stop table's phone column is a cell of its own and changes nothing.
    const phoned = PHONE.test(cell.text);
    stops.push({ role: phoned ? 'office' : (roleOf(cell.text) ?? roleAbove(cell)), place, y: cell.y0, x: cell.x0 });
  }
  // A place split over cells by wide letter spacing (a monospace printout: 'LEXINGTON,'  'KY 46511'):
  // the row's text read whole, when none of its cells named a place.
  const placed = new Set(stops.map((st) => `${st.y}:${st.x}`));
  for (const row of rows) {
    if (row.length < 2 || row.some((c) => used.has(c) || inTable.has(c) || placed.has(`${c.y0}:${c.x0}`))) continue;
    const place = placeInCell(row.map((c) => c.text).join(' '));
    // (Joined cells may run a facility name into the city: with the gazetteer, only a known place.)
    // (Its role the row's own opening words name, '01 PICK …', also when spaced into cells; R-LAYOUT-13.)
    const opening = row.slice(0, 2).map((c) => c.text).join(' ');
    if (place && (!gazetteer || snapPlace(place, gazetteer) !== null)) stops.push({ role: roleOf(row[0]!.text) ?? roleOf(opening) ?? roleAbove(row[0]!), place, y: row[0]!.y0, x: row[0]!.x0 });
  }

  // Stop blocks headed only by their number ('Stop 1', 'STOP 2 OF 3', 'Stop #3'), no pick-up or
  // drop word: the place under the lowest number is the pick-up, under the highest the drop; a
  // letterhead above the first heading is under none (R-LAYOUT-21).
  if (!stops.some((st) => st.role === 'pick' || st.role === 'drop')) {
    const numbered = cells
      .map((c) => ({ c, n: /^stop\s*#?\s*(\d{1,2})(?:\s+of\s+\d{1,2})?\s*:?$/i.exec(c.text.trim())?.[1] }))
      .filter((h): h is { c: LayoutCell; n: string } => h.n !== undefined);
    const under = stops
      .filter((st) => st.role === null)
      .map((st) => {
        let best: { c: LayoutCell; n: string } | null = null;
        for (const h of numbered) {
          if (h.c.y0 > st.y + 0.3 * h.c.h || st.y - h.c.y1 > 12 * h.c.h || h.c.x0 > st.x + 2 * h.c.h) continue;
          if (!best || h.c.y0 > best.c.y0) best = h;
        }
        return best ? { st, n: Number(best.n) } : null;
      })
      .filter((u): u is { st: LayoutStop; n: number } => u !== null);
    const ns = under.map((u) => u.n);
    if (new Set(ns).size >= 2) {
      under.find((u) => u.n === Math.min(...ns))!.st.role = 'pick';
      under.filter((u) => u.n === Math.max(...ns)).at(-1)!.st.role = 'drop';
    }
  }

  // Two stop cards side by side ('City: Mobile   City: Lubbock'), no heading read over either and
  // no role anywhere on the page: the left card is the pick-up, the right one the drop (R-LAYOUT-32).
  if (!stops.some((st) => st.role === 'pick' || st.role === 'drop') && cardStops.length === 2) {
    const [a, b] = [...cardStops].sort((x, y) => x.stop.x - y.stop.x) as [(typeof cardStops)[number], (typeof cardStops)[number]];
    if (Math.abs(a.stop.y - b.stop.y) < a.h && a.stop.role === null && b.stop.role === null && a.stop.place !== b.stop.place) {
      a.stop.role = 'pick';
      b.stop.role = 'drop';
    }
  }

  // A list of stops under one 'Stops' heading ('Stops (3)', 'STOPS', 'Route'), none headed pick-up
  // or drop: the places in its column below it, in order, are the stops, the first the pick-up and
  // the last the drop (R-LAYOUT-31).
  if (!stops.some((st) => st.role === 'pick' || st.role === 'drop')) {
    const head = cells.find((c) => /^(?:stops?|stop\s+list|route|itinerary)(?:\s*\(\d{1,2}\))?\s*:?$/i.test(c.text.trim()));
    const listed = head
      ? stops.filter((st) => st.role === null && st.y > head.y0 && st.y - head.y1 < 40 * head.h && st.x >= head.x0 - 2 * head.h && st.x - head.x0 <= 8 * head.h).sort((a, b) => a.y - b.y)
      : [];
    if (listed.length >= 2 && listed[0]!.place !== listed.at(-1)!.place) {
      listed[0]!.role = 'pick';
      listed.at(-1)!.role = 'drop';
    }
  }

  // Stop cards side by side, the drop's headed and the other's heading lost (a stamp over it): the
  // unheaded place left of the first drop, on its row, is the pick-up (R-LAYOUT-32).
  if (!stops.some((st) => st.role === 'pick')) {
    const drop = stops.filter((st) => st.role === 'drop').sort((a, b) => a.y - b.y || a.x - b.x)[0];
    const h = drop ? (cells.find((c) => c.y0 === drop.y && c.x0 === drop.x)?.h ?? 20) : 0;
    const beside = drop ? stops.filter((st) => st.role === null && Math.abs(st.y - drop.y) < 1.5 * h && st.x < drop.x && st.place !== drop.place) : [];
    if (beside.length === 1) beside[0]!.role = 'pick';
  }

  // A stop table whose Type column or headings the scan lost: places in the same column on
  // consecutive rows, none with a role, are the stops in order (the first a pick-up, the last a
  // drop). A letterhead's city stands alone (its phone line follows), so it is no such run.
  if (!stops.some((st) => st.role === 'pick' || st.role === 'drop')) {
    const rowOf = new Map<string, number>();
    rows.forEach((row, i) => row.forEach((c) => rowOf.set(`${c.y0}:${c.x0}`, i)));
    const loose = stops
      .filter((st) => st.role === null && rowOf.has(`${st.y}:${st.x}`))
      .sort((a, b) => rowOf.get(`${a.y}:${a.x}`)! - rowOf.get(`${b.y}:${b.x}`)!);
    let best: LayoutStop[] = [];
    let run: LayoutStop[] = [];
    for (const st of loose) {
      const prev = run.at(-1);
      const h = rows[rowOf.get(`${st.y}:${st.x}`)!]![0]!.h;
      const next = prev && rowOf.get(`${st.y}:${st.x}`)! - rowOf.get(`${prev.y}:${prev.x}`)! === 1 && Math.abs(st.x - prev.x) <= 1.5 * h;
      run = next ? [...run, st] : [st];
      if (run.length > best.length) best = run;
    }
    if (best.length >= 2) {
      best[0]!.role = 'pick';
      best.at(-1)!.role = 'drop';
    }
  }
  return { values, none, stops, extras };
}

/** First pick-up and last drop, in reading order (top to bottom, then left to right); offices skipped. */
export function originAndDestination(stops: readonly LayoutStop[]): { origin: string | null; destination: string | null } {
  const ordered = [...stops].filter((s) => s.role === 'pick' || s.role === 'drop');
  const unique = ordered.filter((s, i) => ordered.findIndex((t) => t.place === s.place && t.role === s.role && Math.abs(t.y - s.y) < 5) === i);
  const picks = unique.filter((s) => s.role === 'pick');
  const drops = unique.filter((s) => s.role === 'drop');
  const byReading = (a: LayoutStop, b: LayoutStop) => a.y - b.y || a.x - b.x;
  picks.sort(byReading);
  drops.sort(byReading);
  return { origin: picks[0]?.place ?? null, destination: drops.at(-1)?.place ?? null };
}
