/**
 * R-OFFER-34: labels written apart from their values (docs/product-rules.md): a row of labels
 * over a row of values ('Miles      Rate        DH-O' / '209        $650        12'), or a block
 * of labels one to a line over a block of as many values ('Origin' / 'Destination' / 'Miles' /
 * 'Rate' then 'Columbus, OH 43228' / 'Detroit, MI 48226' / '203' / '$425.00'). Each label takes
 * the value in its place. Linear in the text's length.
 */
import type { GazetteerIndex } from '../distance';
import { parseAmount } from './amounts';
import { findPlaces } from './places';

type GridField = 'origin' | 'destination' | 'miles' | 'rate' | 'fsc' | 'deadhead';

export interface GridValue {
  field: GridField;
  /** A place ('Detroit, MI') or a number. */
  value: string | number;
  start: number;
  end: number;
}

const LABELS: ReadonlyArray<readonly [GridField | null, RegExp]> = [
  ['origin', /^(?:origin|orig|pick\s*-?\s*up(?:\s+(?:city|location))?|shipper|from|ship\s+from)$/i],
  ['destination', /^(?:destination|dest|deliver(?:y)?(?:\s+(?:city|location))?|drop(?:\s+off)?|consignee|to|ship\s+to)$/i],
  ['miles', /^(?:trip|miles|loaded\s+miles|total\s+miles|trip\s+miles|mileage|distance|dist|mi)$/i],
  ['rate', /^(?:rate|pay|offer|price|linehaul|line\s+haul|all[\s-]?in)$/i],
  ['fsc', /^(?:fsc|fuel|fuel\s+surcharge)$/i],
  ['deadhead', /^(?:dh-?o|dho|deadhead|dh|empty\s+miles|deadhead\s+(?:to\s+)?origin)$/i],
  [null, /^(?:total|dh-?d|weight|wt|equipment|equip|truck|trailer|age|date|pickup\s+date|length|company|broker|contact|phone|ref|reference|commodity|credit|posted)$/i],
];

const labelOf = (cell: string): GridField | null | undefined => LABELS.find(([, re]) => re.test(cell.trim().replace(/:$/, '')))?.[0];
const isLabel = (cell: string) => labelOf(cell) !== undefined;

interface Cell {
  text: string;
  start: number;
}

/** Cells of a line: split at tabs, '|' or two or more spaces. */
function cells(line: string, from: number): Cell[] {
  const out: Cell[] = [];
  for (const m of line.matchAll(/[^\t|]+?(?=[ ]{2,}|\t|\||$)/g)) {
    const text = m[0].trim();
    if (text) out.push({ text, start: from + m.index + (m[0].length - m[0].trimStart().length) });
  }
  return out;
}

function valueOf(field: GridField, cell: Cell, index: GazetteerIndex | undefined): GridValue | null {
  const end = cell.start + cell.text.length;
  if (field === 'origin' || field === 'destination') {
    const place = index ? findPlaces(cell.text, index)[0] : undefined;
    return place ? { field, value: place.place, start: cell.start + place.start, end: cell.start + place.end } : null;
  }
  // A per-mile figure, a blank ('—', '--') or a word ('call') gives no value here.
  if (/\/\s*mi|\bper\b|^[-—–]+$|[a-z]{3,}/i.test(cell.text.replace(/\b(?:mi|miles|usd|lbs?)\b/gi, ''))) return null;
  const value = parseAmount(cell.text);
  if (value === null) return null;
  if ((field === 'miles' && (value < 1 || value > 5000)) || (field === 'deadhead' && value > 600)) return null;
  return { field, value, start: cell.start, end };
}

/**
 * R-OFFER-57: a PDF's header row with its labels set apart by one space ('Origin Destination
 * Miles', 'Linehaul Fuel Surcharge Total'): the line read as labels only, longest label first.
 */
function spacedLabels(line: string, from: number): Cell[] | null {
  const words = [...line.matchAll(/\S+/g)];
  if (words.length < 2 || words.length > 12) return null;
  const out: Cell[] = [];
  for (let w = 0; w < words.length; ) {
    let taken = 0;
    for (let n = Math.min(3, words.length - w); n >= 1 && !taken; n--) {
      const text = words.slice(w, w + n).map((m) => m[0]).join(' ');
      if (isLabel(text)) {
        out.push({ text, start: from + words[w]!.index });
        taken = n;
      }
    }
    if (!taken) return null;
    w += taken;
  }
  return out.length >= 2 ? out : null;
}

/** The row under such a header: places and numbers set apart by one space ('Shreveport, LA Jackson, MS 218'). */
function spacedValues(line: string, from: number, index: GazetteerIndex | undefined): Cell[] | null {
  const spans: Array<{ start: number; end: number }> = index ? findPlaces(line, index).map((p) => ({ start: p.start, end: p.end })) : [];
  for (const m of line.matchAll(/\$?\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\$?\d+(?:\.\d{1,2})?/g)) {
    if (!spans.some((p) => m.index >= p.start && m.index < p.end)) spans.push({ start: m.index, end: m.index + m[0].length });
  }
  spans.sort((a, b) => a.start - b.start);
  let rest = line;
  for (const p of spans) rest = rest.slice(0, p.start) + ' '.repeat(p.end - p.start) + rest.slice(p.end);
  if (spans.length < 2 || /[^\s,]/.test(rest)) return null;
  return spans.map((p) => ({ text: line.slice(p.start, p.end), start: from + p.start }));
}

/** The label → value pairs of a text laid out as a grid (the first value of each field). */
export function readLabelGrid(text: string, index: GazetteerIndex | undefined): GridValue[] {
  const lines: Cell[][] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    lines.push(cells(line, at));
    at += line.length + 1;
  }
  const found: GridValue[] = [];
  const add = (label: Cell, value: Cell) => {
    const field = labelOf(label.text);
    if (!field || found.some((f) => f.field === field)) return;
    const v = valueOf(field, value, index);
    if (v) found.push(v);
  };
  const texts = text.split('\n');
  const starts: number[] = [];
  at = 0;
  for (const line of texts) {
    starts.push(at);
    at += line.length + 1;
  }
  for (let i = 0; i < lines.length; i++) {
    const row = lines[i]!;
    if (row.length === 1 && i + 1 < lines.length) {
      const labels = spacedLabels(texts[i]!, starts[i]!);
      const values = labels && spacedValues(texts[i + 1]!, starts[i + 1]!, index);
      if (labels && values && values.length === labels.length) {
        labels.forEach((label, k) => add(label, values[k]!));
        i += 1;
        continue;
      }
    }
    // A row of labels over a row of as many values.
    if (row.length >= 2 && row.every((c) => isLabel(c.text))) {
      let j = i + 1;
      while (j < lines.length && lines[j]!.length === 0) j++;
      const values = lines[j];
      if (values && values.length === row.length && !values.some((c) => isLabel(c.text))) {
        row.forEach((label, k) => add(label, values[k]!));
        i = j;
      }
      continue;
    }
    // A block of labels, one to a line, over a block of as many values.
    let k = i;
    while (k < lines.length && lines[k]!.length === 1 && isLabel(lines[k]![0]!.text)) k++;
    const count = k - i;
    if (count >= 2 && k + count <= lines.length) {
      const block = lines.slice(k, k + count);
      if (block.every((l) => l.length === 1 && !isLabel(l[0]!.text))) {
        for (let n = 0; n < count; n++) add(lines[i + n]![0]!, block[n]![0]!);
        i = k + count - 1;
      }
    }
  }
  return found;
}
