/**
 * A load board's results copied with their header row (DAT, Truckstop, 123Loadboard): each row
 * under the header is one load, read by column (docs/product-rules.md, R-OFFER-8).
 */
import { parseAmount } from './amounts';
import { findEquipment } from './details';
import type { OfferReading } from './offer-types';
import type { GazetteerIndex } from '../distance';
import { findPlaces } from './places';

/** What one reading works on: the prepared text and where its words were in the original. */
export interface Prepared {
  original: string;
  text: string;
  masked: string;
  toOriginal: (offset: number) => number;
  index?: GazetteerIndex;
}

type Column = 'origin' | 'destination' | 'trip' | 'dho' | 'dhd' | 'rate' | 'fsc' | 'weight' | 'equipment' | 'company' | 'pickup' | 'reference';

const HEADERS: ReadonlyArray<readonly [Column, RegExp]> = [
  ['dho', /^(?:dh-?o|dho|dh\s*o|dh\s*\(o\)|o-?dh|origin\s+dh|deadhead(?:\s+miles)?|dh(?:\s*mi(?:les)?)?|empty\s+miles)$/i],
  ['dhd', /^(?:dh-?d|dhd|dh\s*d|dh\s*\(d\)|d-?dh|dest(?:ination)?\s+dh)$/i],
  ['origin', /^(?:origin|orig|from|o|pick\s*-?\s*up\s+(?:city|location|at)|origin\s+(?:city|city\/state|location))$/i],
  ['destination', /^(?:destination|dest|to|d|drop|drop\s*-?\s*off|delivery|delivery\s+(?:city|location)|dest(?:ination)?\s+(?:city|city\/state|location))$/i],
  ['trip', /^(?:trip|miles|mi|mileage|dist|distance|loaded\s+miles|trip\s+miles|total\s+miles)$/i],
  ['rate', /^(?:rate|pay|price|offer|\$|rate\s*\(\$\)|pay\s+rate|posted\s+rate|all-?in|total\s+pay|linehaul)$/i],
  ['fsc', /^(?:fsc|fuel|fuel\s+surcharge|f\.s\.c\.?)$/i],
  ['weight', /^(?:weight|wt|lbs|weight\s*\(lbs\))$/i],
  ['equipment', /^(?:truck|equip|equipment|eq|type|trailer|equip\s+type|truck\s+type)$/i],
  ['company', /^(?:company|broker|poster|posted\s+by|shipper\s*\/\s*broker)$/i],
  ['pickup', /^(?:pickup|pick\s*up|ship\s+date|avail|available|pu\s+date|pickup\s+date|date|ready)$/i],
  ['reference', /^(?:ref|ref\s*#|reference|load\s*#|load\s+id)$/i],
];

interface Cell {
  text: string;
  start: number;
}

function splitCells(text: string, from: number): Cell[] {
  const cells: Cell[] = [];
  // Cells: tab-separated, else separated by '|' or by runs of two or more spaces (linear split).
  const parts = text.includes('\t') ? text.split('\t') : text.split(/ *\| *| {2,}/);
  let at = 0;
  for (const part of parts) {
    const index = text.indexOf(part, at);
    const lead = part.length - part.trimStart().length;
    cells.push({ text: part.trim(), start: from + index + lead });
    at = index + part.length;
  }
  if (!text.includes('\t') && cells.length && cells[0]!.text === '') cells.shift();
  return cells;
}

/** The loads of a header-and-rows table, or [] when the text is not one. */
export function readTable(prepared: Prepared): OfferReading[] {
  const { text } = prepared;
  const lines: Array<{ body: string; start: number }> = [];
  let at = 0;
  for (const body of text.split('\n')) {
    lines.push({ body, start: at });
    at += body.length + 1;
  }
  const headerAt = lines.findIndex((l) => {
    const cells = splitCells(l.body, 0);
    const columns = new Set(cells.map((c) => HEADERS.find(([, re]) => re.test(c.text))?.[0]));
    return columns.has('origin') && columns.has('destination') && cells.length >= 4;
  });
  if (headerAt < 0) return [];
  const header = splitCells(lines[headerAt]!.body, 0).map((c) => HEADERS.find(([, re]) => re.test(c.text))?.[0] ?? null);
  const loads: OfferReading[] = [];
  for (const line of lines.slice(headerAt + 1)) {
    const cells = splitCells(line.body, line.start);
    if (cells.length !== header.length) continue;
    const cell = (column: Column) => {
      const i = header.indexOf(column);
      return i >= 0 && cells[i]!.text !== '' ? cells[i]! : null;
    };
    const source = (c: Cell) => prepared.original.slice(prepared.toOriginal(c.start), prepared.toOriginal(c.start + c.text.length));
    const place = (column: Column) => {
      const c = cell(column);
      const found = c ? findPlaces(c.text, prepared.index)[0] : undefined;
      return c && found ? { value: found.place, confidence: 0.9, source: source(c) } : null;
    };
    const number = (column: Column, max: number, min = 1) => {
      const c = cell(column);
      const value = c && /\d/.test(c.text) ? parseAmount(c.text.replace(/k\b/i, '000')) : null;
      return c && value !== null && value >= min && value <= max ? { value, confidence: 0.9, source: source(c) } : null;
    };
    const origin = place('origin');
    const destination = place('destination');
    if (!origin || !destination) continue;
    const equipmentCell = cell('equipment');
    const equipment = equipmentCell ? findEquipment(equipmentCell.text.replace(/^HS$/i, 'hotshot').replace(/^SB$/i, 'box truck').replace(/^V$/i, 'cargo van')) : null;
    const company = cell('company');
    const pickup = cell('pickup');
    const reference = cell('reference');
    loads.push({
      origin,
      destination,
      miles: number('trip', 5000),
      rate: number('rate', 50_000),
      fsc: number('fsc', 10_000, 0),
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
