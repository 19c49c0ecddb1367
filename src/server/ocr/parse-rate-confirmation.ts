/**
 * Turns the OCR text of a rate confirmation into the extraction fields.
 *
 * Handles the common broker layouts: labelled lines ('Pickup: Dallas, TX'), tables whose cells
 * Tesseract separates with runs of spaces ('Linehaul      $375.00'), two-column stop blocks
 * ('PICKUP      DELIVERY' over two address columns), addresses with a street line and a ZIP
 * ('Dallas, TX 75212'), amounts with or without '$' and thousands separators, and sheets that
 * give only a total (the rate is then the total minus the listed accessorials).
 * Pure: no I/O, so it is tested on plain strings.
 */

export interface ParsedRateConfirmation {
  origin: string | null;
  destination: string | null;
  miles: number | null;
  rate: number | null;
  fsc: number | null;
  tolls: number | null;
  loadReference: string | null;
  /** The total carrier pay when the sheet shows one (used for the rate and the consistency check). */
  total: number | null;
  /** True when the rate was computed as total − accessorials. */
  rateFromTotal: boolean;
}

type MoneyField = 'rate' | 'fsc' | 'tolls' | 'total';
type Field = MoneyField | 'origin' | 'destination' | 'miles' | 'loadReference';

const STATES = new Set(
  ('AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA ' +
    'RI SC SD TN TX UT VT VA WA WV WI WY DC AB BC MB NB NL NS ON PE QC SK').split(' '),
);

/**
 * Labels, tried in order on each table cell (a cell starts at the line start or after 2+ spaces).
 * Longer, more specific labels come first ('Total Miles' is miles, not the total).
 */
const CELL_LABELS: Array<[Field, RegExp]> = [
  ['miles', /^(?:total\s+|loaded\s+|trip\s+|est\.?\s+|estimated\s+)?(?:mi[lIt1]es|mileage|distance)\b/i],
  ['total', /^(?:total\s+carrier\s+pay|total\s+(?:pay|rate|amount|charges|due|payable)|carrier\s+pay|amount\s+due|total)\b/i],
  ['rate', /^(?:line\s*-?\s*haul(?:\s+rate)?|flat\s+rate|base\s+rate|freight\s+charges?|rate(?=\s*[:$\d]))/i],
  ['fsc', /^(?:fuel\s+surcharge|fuel\s+sur-?charge|f\.?s\.?c\.?|fuel)\b/i],
  ['tolls', /^(?:tolls?|toll\s+charges?)\b/i],
  [
    'origin',
    /^(?:pick\s*-?\s*up(?!\s+(?:date|time|#|no\b|number|appt|appointment|window|hours))(?:\s+(?:location|address|at|from))?|shipper|origin|ship\s+from|load\s+at|pu\s*\d?\b)/i,
  ],
  [
    'destination',
    /^(?:deliver(?:y|\s+to)?(?!\s+(?:date|time|#|no\b|number|appt|appointment|window|hours))(?:\s+(?:location|address|at))?|consignee|destination|ship\s+to|receiver|drop(?:\s+off)?|so\s*\d?\b)/i,
  ],
];

/** Reference labels may sit anywhere in a line ('Rate Confirmation — Order # 5350322'). */
const REFERENCE_LABEL =
  /\b(?:load|pro|[oc0]rder|confirmation|conf|reference|ref|shipment|trip|tender)\s*(?:#|&|no\.?|number|id)\s*:?\s*([A-Z0-9][A-Z0-9-]{2,})/i;
/** A reference label alone on its line: its value comes later (a label column beside a value column). */
const REFERENCE_LABEL_ALONE = /^(?:load|pro|order|confirmation|conf|reference|ref|shipment|trip|tender)\s*(?:#|&|no\.?|number|id)\s*:?$/i;

const CITY_STATE =
  /((?:(?:St\.?|Ft\.?|Mt\.?|[A-Z][A-Za-z'’-]+)\s+){0,2}[A-Za-z][A-Za-z'’.-]+)\s*,\s*([A-Z]{2})\b(?:\s+(\d{5})(?:-\d{4})?)?/g;

/** Every plausible 'City, ST' in a piece of text (the city is the part just before the state). */
export function findCityStates(text: string): string[] {
  const places: string[] = [];
  for (const match of text.matchAll(CITY_STATE)) {
    const state = match[2]!;
    if (!STATES.has(state)) continue;
    const city = tidyCity(match[1]!);
    if (city) places.push(`${city}, ${state}`);
  }
  return places;
}

/** The first plausible 'City, ST' in a piece of text. */
export function findCityState(text: string): string | null {
  return findCityStates(text)[0] ?? null;
}

function tidyCity(raw: string): string | null {
  const words = raw.trim().split(/\s+/);
  // Drop leading words that are clearly not part of a city (street suffixes, labels).
  while (words.length > 1 && /^(?:rd|ave|blvd|dr|ln|hwy|pkwy|way|ct|suite|ste|street|road|drive|lane)\.?$/i.test(words[0]!)) {
    words.shift();
  }
  const city = words.join(' ');
  if (city.length < 2 || /\d/.test(city)) return null;
  const lower = city === city.toUpperCase() ? city.toLowerCase() : city;
  // 'EL PASO' and OCR's 'savannah' become 'El Paso' and 'Savannah'.
  return lower.replace(/(^|\s)([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/**
 * Parse a money amount as written on a rate confirmation: '$1,234.56', '1234', '1.234,56' is not
 * US style and is read as 1234.56 too. Returns null when the text has no number.
 */
export function parseAmount(token: string): number | null {
  const cleaned = token.replace(/[$S](?=\s*\d)/, '').replace(/\s+/g, '');
  const match = /\d[\d,.]*/.exec(cleaned);
  if (!match) return null;
  let digits = match[0].replace(/[.,]$/, '');
  const lastSep = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  let decimals = '';
  if (lastSep >= 0 && digits.length - lastSep - 1 === 2) {
    decimals = digits.slice(lastSep + 1);
    digits = digits.slice(0, lastSep);
  }
  const whole = digits.replace(/[.,]/g, '');
  if (!whole) return null;
  const value = Number(`${whole}${decimals ? `.${decimals}` : ''}`);
  return Number.isFinite(value) ? value : null;
}

const MONEY_TOKEN = /(?:[$S]\s?)?\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{2})?|(?:[$S]\s?)?\d+(?:[.,]\d{2})?(?![\d/])/g;

/** The amount of a money row: prefer tokens with '$' or cents (the amount column), the last one. */
function moneyIn(text: string): number | null {
  const tokens = [...text.matchAll(MONEY_TOKEN)].map((m) => m[0]).filter((t) => !/^\d{1,2}$/.test(t.trim()) || /\$/.test(t));
  if (!tokens.length) return null;
  const strong = tokens.filter((t) => /\$|[.,]\d{2}$/.test(t));
  return parseAmount((strong.length ? strong : tokens).at(-1)!);
}

function milesIn(text: string): number | null {
  const match = /(\d{1,2}(?:,\d{3})|\d{1,5})(?:\.\d+)?(?![\d/])/.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ''));
  return value > 0 ? value : null;
}

interface Cell {
  text: string;
  start: number;
}

/** Split a line into cells at runs of 2+ spaces (how Tesseract renders table gaps). */
function cellsOf(line: string): Cell[] {
  const cells: Cell[] = [];
  const re = /\S+(?: \S+)*/g;
  for (const m of line.matchAll(re)) cells.push({ text: m[0], start: m.index });
  return cells;
}

function labelOf(raw: string): { field: Field; rest: string } | null {
  // Table borders and scanner specks read as '[', '“', '|' before a label.
  const text = raw.replace(/^[^A-Za-z0-9$]+/, '');
  for (const [field, re] of CELL_LABELS) {
    const m = re.exec(text);
    if (m) return { field, rest: text.slice(m[0].length).replace(/^\s*[:#.\-–—|]?\s*/, '') };
  }
  return null;
}

type ValueKind = 'money' | 'miles' | 'place' | 'reference';
const ACCEPTS: Record<Exclude<Field, 'total'> | 'total', ValueKind[]> = {
  rate: ['money'],
  fsc: ['money'],
  tolls: ['money'],
  total: ['money'],
  miles: ['miles'],
  origin: ['place'],
  destination: ['place'],
  loadReference: ['reference'],
};

/** A line that is nothing but one value (a cell of a value column read apart from its label). */
function pureValue(line: string): { kinds: ValueKind[]; text: string } | null {
  const text = line.trim().replace(/^[^A-Za-z0-9$]+|[^A-Za-z0-9.]+$/g, '');
  if (/^[$S]\s?\d[\d,]*(?:\.\d{2})?$|^\d[\d,]*\.\d{2}$/.test(text)) return { kinds: ['money'], text };
  if (/^\d{1,3}(?:,\d{3})?$|^\d{1,5}$/.test(text)) {
    const n = Number(text.replace(/,/g, ''));
    return { kinds: n > 0 && n <= 9999 ? ['reference', 'miles', 'money'] : ['reference', 'money'], text };
  }
  if (/^[A-Z0-9][A-Z0-9-]{3,}$/i.test(text) && /\d/.test(text) && !/\//.test(text)) return { kinds: ['reference'], text };
  const place = findCityState(text);
  if (place && /^[A-Za-z.'’ -]+,\s*[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?$/.test(text)) return { kinds: ['place'], text: place };
  return null;
}

const isLabelLine = (line: string) => cellsOf(line).some((c) => labelOf(c.text) !== null);

export function parseRateConfirmation(text: string): ParsedRateConfirmation {
  const lines = text
    .replace(/\r/g, '')
    .split('\n')
    .map((l) => l.replace(/\t/g, '  ').replace(/[|]/g, '  ').trimEnd())
    .filter((l) => l.trim().length > 0);

  const found: Partial<Record<Field, string | number>> = {};
  const set = (field: Field, value: string | number | null) => {
    if (value !== null && found[field] === undefined) found[field] = value;
  };

  // Labels whose value was not beside them: Tesseract often reads a label column, then the value
  // column. Later lines holding a single value are matched to them in order, by kind of value.
  const pending: Array<{ field: Field; line: number }> = [];
  const defer = (field: Field, line: number) => {
    if (found[field] === undefined) pending.push({ field, line });
  };

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;

    const ref = REFERENCE_LABEL.exec(line);
    if (ref && /\d/.test(ref[1]!)) set('loadReference', ref[1]!.toUpperCase());
    if (REFERENCE_LABEL_ALONE.test(line.trim())) defer('loadReference', i);

    if (!isLabelLine(line)) {
      while (pending.length && i - pending[0]!.line > 30) pending.shift();
      const value = pureValue(line);
      const at = value ? pending.findIndex((p) => ACCEPTS[p.field].some((k) => value.kinds.includes(k))) : -1;
      if (value && at >= 0) {
        const { field } = pending[at]!;
        pending.splice(0, at + 1);
        if (field === 'origin' || field === 'destination') set(field, value.text);
        else if (field === 'loadReference') set(field, value.text.toUpperCase());
        else if (field === 'miles') set(field, milesIn(value.text));
        else set(field, parseAmount(value.text));
      }
      continue;
    }

    const cells = cellsOf(line);
    const labelled = cells.map((cell) => ({ cell, label: labelOf(cell.text) }));
    const locationLabels = labelled.filter((l) => l.label?.field === 'origin' || l.label?.field === 'destination');

    for (let c = 0; c < labelled.length; c += 1) {
      const { label } = labelled[c]!;
      if (!label) continue;
      // The value: the rest of this cell, else the following cells up to the next label.
      let rest = label.rest;
      for (let k = c + 1; k < labelled.length && !labelled[k]!.label; k += 1) rest += `  ${labelled[k]!.cell.text}`;
      const next = lines[i + 1];
      const nextIsValue = next !== undefined && !isLabelLine(next);
      switch (label.field) {
        case 'rate':
        case 'fsc':
        case 'tolls':
        case 'total': {
          let value = moneyIn(rest);
          if (value === null && !rest.trim() && nextIsValue) value = moneyIn(next);
          if (value === null && !rest.trim()) defer(label.field, i);
          set(label.field, value);
          break;
        }
        case 'miles': {
          let value = milesIn(rest);
          if (value === null && !rest.trim() && nextIsValue) value = milesIn(next);
          if (value === null && !rest.trim()) defer('miles', i);
          set('miles', value);
          break;
        }
        case 'origin':
        case 'destination': {
          const inline = findCityState(rest);
          if (inline) {
            set(label.field, inline);
            break;
          }
          if (/\d{1,2}\/\d{1,2}/.test(rest)) break; // 'Pickup 03/06/2025': a date, not a place
          // Address block below the label; with two labels on the line, read the matching column.
          const columns = locationLabels.length > 1;
          let placed = false;
          for (let k = i + 1; k < Math.min(lines.length, i + 6) && !placed; k += 1) {
            const below = lines[k]!;
            if (!columns && isLabelLine(below)) break;
            let piece = below;
            if (columns) {
              const belowCells = cellsOf(below);
              const mine = belowCells.filter((bc) => {
                const nearest = locationLabels.reduce((best, l) =>
                  Math.abs(l.cell.start - bc.start) < Math.abs(best.cell.start - bc.start) ? l : best,
                );
                return nearest === labelled[c];
              });
              piece = mine.map((m) => m.text).join('  ');
            }
            const place = findCityState(piece);
            if (place) {
              set(label.field, place);
              placed = true;
            }
          }
          if (!placed && !rest.trim()) defer(label.field, i);
          break;
        }
        default:
          break;
      }
    }
  }

  // Without labels, the first two distinct places are taken as origin and destination.
  if (found.origin === undefined && found.destination === undefined) {
    const places = lines.flatMap(findCityStates);
    const unique = [...new Set(places)];
    if (unique.length >= 2) {
      set('origin', unique[0]!);
      set('destination', unique[1]!);
    }
  }

  const num = (f: Field) => (typeof found[f] === 'number' ? (found[f] as number) : null);
  const str = (f: Field) => (typeof found[f] === 'string' ? (found[f] as string) : null);
  const fsc = num('fsc');
  const tolls = num('tolls');
  const total = num('total');
  let rate = num('rate');
  let rateFromTotal = false;
  if (rate === null && total !== null) {
    const derived = Math.round((total - (fsc ?? 0) - (tolls ?? 0)) * 100) / 100;
    if (derived > 0) {
      rate = derived;
      rateFromTotal = true;
    }
  }
  return {
    origin: str('origin'),
    destination: str('destination'),
    miles: num('miles'),
    rate,
    fsc,
    tolls,
    loadReference: str('loadReference'),
    total,
    rateFromTotal,
  };
}

/**
 * Confidence 0..1: 40 % OCR confidence, 40 % share of the fields the form needs (origin,
 * destination, miles, rate), 20 % consistency (rate + FSC + tolls = total; a plausible rate per
 * mile; origin differs from destination).
 */
export function extractionConfidence(parsed: ParsedRateConfirmation, ocrConfidence: number): number {
  const needed = [parsed.origin, parsed.destination, parsed.miles, parsed.rate];
  const foundShare = needed.filter((v) => v !== null).length / needed.length;

  let consistency: number;
  if (parsed.rate !== null && parsed.total !== null && !parsed.rateFromTotal) {
    const sum = parsed.rate + (parsed.fsc ?? 0) + (parsed.tolls ?? 0);
    consistency = Math.abs(sum - parsed.total) < 0.011 ? 1 : Math.abs(parsed.rate - parsed.total) < 0.011 ? 0.6 : 0;
  } else if (parsed.rate !== null && parsed.miles !== null) {
    const rpm = parsed.rate / parsed.miles;
    consistency = rpm >= 0.5 && rpm <= 15 ? (parsed.rateFromTotal ? 0.6 : 0.7) : 0.1;
  } else {
    consistency = 0;
  }
  if (parsed.origin !== null && parsed.origin === parsed.destination) consistency = Math.min(consistency, 0.2);

  const score = 0.4 * Math.max(0, Math.min(1, ocrConfidence)) + 0.4 * foundShare + 0.2 * consistency;
  return Math.round(Math.max(0, Math.min(1, score)) * 100) / 100;
}
