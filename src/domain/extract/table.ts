/**
 * A load board's results copied with their header row (DAT, Truckstop, 123Loadboard): each row
 * under the header is one load, read by column (docs/product-rules.md, R-OFFER-8).
 */
import { parseAmount, toCents } from './amounts';
import { findEquipment } from './details';
import type { OfferReading } from './offer-types';
import type { OfferScorer } from './offer-learned';
import type { GazetteerIndex } from '../distance';
import { findPlaces, type PlaceMention } from './places';

/** What one reading works on: the prepared text and where its words were in the original. */
export interface Prepared {
  original: string;
  text: string;
  masked: string;
  toOriginal: (offset: number) => number;
  index?: GazetteerIndex;
  /** R-OFFER-62: the learned candidate scorer, when one is used. */
  scorer?: OfferScorer;
  /** R-OFFER-63: every place found in the text, before the rules set any aside (for the place scorer). */
  found?: readonly PlaceMention[];
  /**
   * R-OFFER-110: for each load, the rules' own fields that the learned scorer replaced (the check
   * that a text holds a load weighs how sure the rules were, as it was trained to).
   */
  ruled?: Map<OfferReading, Partial<OfferReading>>;
}

type Column =
  | 'origin'
  | 'destination'
  | 'originState'
  | 'destinationState'
  | 'lane'
  | 'trip'
  | 'dho'
  | 'dhd'
  | 'rate'
  | 'perMile'
  | 'total'
  | 'fsc'
  | 'fscPerMile'
  | 'round'
  | 'status'
  | 'weight'
  | 'equipment'
  | 'company'
  | 'pickup'
  | 'reference';

const HEADERS: ReadonlyArray<readonly [Column, RegExp]> = [
  ['dho', /^(?:dh-?o|dho|dh\s*o|dh\s*\(o\)|o-?dh|origin\s+dh|deadhead(?:\s+miles)?|dh(?:\s*mi(?:les)?)?|empty\s+mi(?:les)?)$/i],
  ['dhd', /^(?:dh-?d|dhd|dh\s*d|dh\s*\(d\)|d-?dh|dest(?:ination)?\s+dh)$/i],
  ['originState', /^(?:(?:origin|orig|pu|pick\s*-?\s*up|shipper)\s+(?:st|state))$/i],
  ['destinationState', /^(?:(?:destination|dest|drop|del|delivery|cons(?:ignee)?)\s+(?:st|state))$/i],
  ['origin', /^(?:origin|orig|from|o|pu|pick|shipper|(?:pick\s*-?\s*up|pu|shipper)\s+(?:city|location|at)|orig(?:in)?\s+(?:city|city\/state|location))$/i],
  ['destination', /^(?:destination|dest|to|d|del|drop|drop\s*-?\s*off|delivery|cons(?:ignee)?|(?:delivery|drop|cons(?:ignee)?)\s+(?:city|location)|dest(?:ination)?\s+(?:city|city\/state|location))$/i],
  ['lane', /^(?:lane|route)$/i],
  // R-OFFER-86: a lane-award sheet's 'PCM Miles', 'Awarded Rate', 'LH', 'FSC/Mile', 'Round 2', 'Status'.
  ['trip', /^(?:trip|miles|mi|mileage|dist|distance|loaded\s+mi(?:les)?|trip\s+miles|total\s+miles|(?:pcm|pc\*?miler|practical|hhg|short(?:est)?)\s+mi(?:les)?)$/i],
  ['perMile', /^(?:rpm|\$\s*\/\s*mi(?:le)?|rate\s+per\s+mile|per\s+mile|rate\s*\/\s*mi(?:le)?)$/i],
  ['fscPerMile', /^(?:fsc|fuel)\s*(?:\/\s*mi(?:le)?|per\s+mile)$/i],
  ['rate', /^(?:rate|pay|price|offer|\$|pay\s+rate|posted\s+rate|total\s+pay|linehaul|line\s+haul|lh|award(?:ed)?\s+(?:rate|linehaul)|final\s+(?:rate|linehaul)|contract\s+rate)$/i],
  ['total', /^(?:total|total\s+rate|gross|all-?in)$/i],
  ['fsc', /^(?:fsc|fuel|fuel\s+surcharge|f\.s\.c\.?|fsc\s+flat)$/i],
  ['round', /^(?:round|rd)\s*\d$/i],
  ['status', /^(?:status|result|award(?:ed)?(?:\s+to)?|decision)$/i],
  ['weight', /^(?:weight|wt|lbs)$/i],
  ['equipment', /^(?:truck|equip|equipment|eq|type|trailer|equip\s+type|truck\s+type)$/i],
  ['company', /^(?:company|broker|poster|posted\s+by|shipper\s*\/\s*broker)$/i],
  ['pickup', /^(?:pickup|pick\s*up|ship\s+date|avail|available|pu\s+date|pickup\s+date|date|ready)$/i],
  ['reference', /^(?:ref|ref\s*#|reference|load\s*#|load\s+id)$/i],
];

/**
 * A header cell's column: 'Rate (all in)', 'Linehaul ($)' and 'loaded_miles' name the same
 * columns as 'Rate', 'Linehaul' and 'Loaded Miles'.
 */
function columnOf(cell: string): Column | null {
  const name = cell
    .replace(/\s*\([^()]{0,20}\)\s*$/, '')
    .replace(/_/g, ' ')
    .trim();
  return HEADERS.find(([, re]) => re.test(name))?.[0] ?? null;
}

interface Cell {
  text: string;
  start: number;
}

type Separator = '\t' | ',' | ';' | 'space';

/** How a header row separates its cells: tabs, else commas or semicolons (a CSV paste), else spaces. */
function separatorOf(header: string): Separator {
  if (header.includes('\t')) return '\t';
  const count = (c: string) => header.split(c).length - 1;
  if (count(',') >= 2 && count(',') >= count(';')) return ',';
  if (count(';') >= 2) return ';';
  return 'space';
}

/** Cells of a CSV line split at `sep` outside double quotes; a quoted cell's text is its content. */
function splitQuoted(text: string, from: number, sep: ',' | ';'): Cell[] {
  const cells: Cell[] = [];
  let i = 0;
  while (i <= text.length) {
    while (text[i] === ' ') i++;
    if (text[i] === '"') {
      const close = text.indexOf('"', i + 1);
      const end = close < 0 ? text.length : close;
      cells.push({ text: text.slice(i + 1, end).trim(), start: from + i + 1 });
      const next = text.indexOf(sep, end);
      i = next < 0 ? text.length + 1 : next + 1;
    } else {
      const next = text.indexOf(sep, i);
      const end = next < 0 ? text.length : next;
      cells.push({ text: text.slice(i, end).trim(), start: from + i });
      i = end + 1;
    }
  }
  return cells;
}

function splitCells(text: string, from: number, sep: Separator = separatorOf(text)): Cell[] {
  if (sep === ',' || sep === ';') return splitQuoted(text, from, sep);
  const cells: Cell[] = [];
  // Cells: tab-separated, else separated by '|' or by runs of two or more spaces (linear split).
  const parts = sep === '\t' ? text.split('\t') : text.split(/ *\| *| {2,}/);
  let at = 0;
  for (const part of parts) {
    const index = text.indexOf(part, at);
    const lead = part.length - part.trimStart().length;
    cells.push({ text: part.trim(), start: from + index + lead });
    at = index + part.length;
  }
  if (sep !== '\t' && cells.length && cells[0]!.text === '') cells.shift();
  return cells;
}

/** R-OFFER-86: a row whose own cells say it went to someone else ('NOT AWARDED', 'DO NOT AWARD', 'Declined'). */
const ROW_NOT_OURS = /\bnot\s+(?:awarded|selected)\b|\bdo\s+not\s+award\b|\b(?:declined|lost|rejected|covered)\b|\bawarded\s+to\s+(?:another|other|a\s+different)\b/i;

/**
 * The loads of a header-and-rows table, or [] when the text is not one. `gone` counts the rows
 * marked as not the reader's (R-OFFER-86).
 */
export function readTable(prepared: Prepared): OfferReading[] & { gone?: number } {
  const { text } = prepared;
  const lines: Array<{ body: string; start: number }> = [];
  let at = 0;
  for (const body of text.split('\n')) {
    lines.push({ body, start: at });
    at += body.length + 1;
  }
  const headerAt = lines.findIndex((l) => {
    const cells = splitCells(l.body, 0);
    const columns = new Set(cells.map((c) => columnOf(c.text)));
    // R-OFFER-30: a 'Pickup' column beside a 'Delivery' one holds the origin (its date sits elsewhere).
    const lane = ((columns.has('origin') || columns.has('pickup')) && columns.has('destination')) || columns.has('lane');
    return lane && cells.length >= 4 && (columns.has('trip') || columns.has('rate') || columns.has('perMile') || cells.length >= 5);
  });
  if (headerAt < 0) return [];
  const sep = separatorOf(lines[headerAt]!.body);
  const headerCells = splitCells(lines[headerAt]!.body, 0, sep);
  const header = headerCells.map((c) => columnOf(c.text));
  // R-OFFER-86: with no rate column, the last round of a bid ('Round 2 (FINAL)') is the rate; a
  // column named final ('Round 2 (FINAL)') is in any case.
  const rounds = header.flatMap((c, i) => (c === 'round' ? [i] : []));
  const final = rounds.find((i) => /\bfinal\b/i.test(headerCells[i]!.text)) ?? rounds.at(-1);
  if (final !== undefined && (!header.includes('rate') || /\bfinal\b/i.test(headerCells[final]!.text))) header[final] = 'rate';
  const loads: OfferReading[] & { gone?: number } = [];
  for (const line of lines.slice(headerAt + 1)) {
    const cells = splitCells(line.body, line.start, sep);
    if (cells.length !== header.length) continue;
    const cell = (column: Column) => {
      const i = header.indexOf(column);
      return i >= 0 && cells[i]!.text !== '' ? cells[i]! : null;
    };
    const source = (c: Cell) => prepared.original.slice(prepared.toOriginal(c.start), prepared.toOriginal(c.start + c.text.length));
    // A city column beside its own state column ('Drop City', 'Drop St') is read as 'City, ST'.
    const place = (column: Column, state: Column) => {
      const c = cell(column);
      const st = cell(state);
      const found = c ? findPlaces(st ? `${c.text}, ${st.text}` : c.text, prepared.index)[0] : undefined;
      return c && found ? { value: found.place, confidence: 0.9, source: source(c) } : null;
    };
    // A lane cell ('Chicago IL > Indianapolis IN') holds the origin then the destination.
    const laneCell = cell('lane');
    const lanePlaces = laneCell ? findPlaces(laneCell.text, prepared.index) : [];
    const fromLane = (i: number) =>
      laneCell && lanePlaces.length >= 2 ? { value: lanePlaces[i === 0 ? 0 : lanePlaces.length - 1]!.place, confidence: 0.9, source: source(laneCell) } : null;
    const number = (column: Column, max: number, min = 1) => {
      const c = cell(column);
      const value = c && /\d/.test(c.text) ? parseAmount(c.text.replace(/k\b/i, '000')) : null;
      return c && value !== null && value >= min && value <= max ? { value, confidence: 0.9, source: source(c) } : null;
    };
    const status = cell('status');
    if ((status && ROW_NOT_OURS.test(status.text)) || (!status && ROW_NOT_OURS.test(cells.at(-1)!.text))) {
      loads.gone = (loads.gone ?? 0) + 1;
      continue;
    }
    const origin = place('origin', 'originState') ?? fromLane(0) ?? place('pickup', 'originState');
    const destination = place('destination', 'destinationState') ?? fromLane(1);
    if (!origin || !destination) continue;
    const miles = number('trip', 5000);
    // R-OFFER-8: the linehaul column is the rate; with none, a per-mile column × the miles, else a
    // total column (a sheet's total adds fuel only when it also has a linehaul column).
    const perMile = number('perMile', 20);
    const perMileRate = perMile && miles ? { ...perMile, value: toCents(perMile.value * miles.value) } : null;
    const rate = number('rate', 50_000) ?? perMileRate ?? number('total', 50_000);
    const fscPerMile = number('fscPerMile', 5, 0);
    const fsc = number('fsc', 10_000, 0) ?? (fscPerMile && miles ? { ...fscPerMile, value: toCents(fscPerMile.value * miles.value) } : null);
    const equipmentCell = cell('equipment');
    const equipment = equipmentCell ? findEquipment(equipmentCell.text.replace(/^HS$/i, 'hotshot').replace(/^SB$/i, 'box truck').replace(/^V$/i, 'cargo van')) : null;
    const company = cell('company');
    const pickup = header.includes('origin') || !origin ? cell('pickup') : null;
    const reference = cell('reference');
    loads.push({
      origin,
      destination,
      miles,
      rate,
      fsc,
      deadhead: number('dho', 1000, 0),
      equipment: equipment && equipmentCell ? { value: equipment.value, confidence: 0.8, source: source(equipmentCell) } : null,
      weightLbs: number('weight', 80_000),
      stops: null,
      pickupDate: pickup ? { value: pickup.text, confidence: 0.8, source: source(pickup) } : null,
      loadReference: reference ? { value: reference.text.toUpperCase(), confidence: 0.8, source: source(reference) } : null,
      broker: company ? { value: company.text, confidence: 0.8, source: source(company) } : null,
      accessorials: {},
    });
  }
  return loads;
}
