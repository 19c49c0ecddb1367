/**
 * Turns the OCR text of a rate confirmation into the extraction fields.
 *
 * Handles the common broker layouts: labelled lines ('Pickup: Dallas, TX'), tables whose cells
 * Tesseract separates with runs of spaces ('Linehaul      $375.00'), two-column stop blocks
 * ('PICKUP      DELIVERY' over two address columns), addresses with a street line and a ZIP
 * ('Dallas, TX 75212'), amounts with or without '$' and thousands separators, and sheets that
 * give only a total (the rate is then the total minus the listed accessorials).
 * Pure: no I/O, so it is tested on plain strings. The amounts, places and labels are read by the
 * domain's field finder (src/domain/extract), which the offer reader shares (docs/product-rules.md,
 * 'Reading offers').
 */
import { firstMiles, parseAmount, rowAmount } from '../../domain/extract/amounts';
import { findCityState, findCityStates, STATE_CODES } from '../../domain/extract/city-state';
import { abbreviateStateNames } from './state-names';
import { unslashPlace } from './place-forms';
import { spelledSum, withoutIncludedLeadIn } from './money-lines';
import { CARRIER_NUMBER, cellLabel, findReference, REFERENCE_LABEL_ALONE, valueThenLabel, type LabelField } from '../../domain/extract/labels';
import { cellsOf, type Cell } from '../../domain/extract/tokens';
import type { OcrLine } from './engine';
import { originAndDestination, readLayout } from './layout';
import { repairPlaces, snapPlace } from './snap-place';
import type { GazetteerIndex } from '../../domain/distance';

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
  /** Amounts of other charge lines (stop-off, lumper, other) that a printed total may include. */
  extras: number[];
  /** The rate per mile as printed, or null. */
  rpm: number | null;
  /** How each place matched the gazetteer (null: not in it, or no gazetteer given). */
  placeMatch: { origin: 'exact' | 'suffix' | 'fuzzy' | null; destination: 'exact' | 'suffix' | 'fuzzy' | null };
}

type Field = LabelField;

export { findCityState,  parseAmount };

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

/**
 * Form grids: a row of column headers over a row of values ('LINE HAUL  FUEL  TOLLS  TOTAL' over
 * '$633.92  $98.30  $35.50  $767.72'; 'STOP 1 SHIPPER  CITY  ST  ZIP' over 'Acme  Toledo  OH  43605').
 * Tesseract keeps the cell gaps but not their widths, so a value cell is paired with the header
 * cell of the same index when both rows have as many cells, else with the header nearest in
 * relative position. City / State cells are joined back to 'City, ST'; with several stop rows the
 * first pick-up is the origin and the last drop the destination (docs/decisions/009-ocr.md).
 */
/** Words that name a number rather than a place ('Trip ID 48213', 'Load NO 55120'). */
const ID_WORDS = /\b(?:load|trip|order|pro|ref|reference|po|bol|mc|dot|shipment|confirmation|conf|tender|booking|invoice|inv|carrier|driver|truck|trailer|unit|seal|pickup|delivery)\b/i;
const CITY_HEAD = /^(?:.*\s)?(?:city|cy|c[il1|]ty)$/i;
const STATE_HEAD = /^(?:st|state)$/i;
const REF_HEAD = /^(?:load|trip|order|pro|confirmation|conf|shipment|tender)(?:\s*(?:#|no\.?|number|id))?\s*:?$/i;
const PICK_ROLE = /\b(?:pick\s*-?\s*up|pickup|shipper|origin|ship\s+from)\b/i;
const DROP_ROLE = /\b(?:deliver(?:y)?|consignee|receiver|destination|drop|ship\s+to)\b/i;
const headerLike = (text: string) => /^[A-Za-z][A-Za-z0-9 .#/&()-]*$/.test(text) && !/\d{3}/.test(text);

type GridFound = Partial<Record<Field, string | number>> & { none?: Set<Field> };

function readGrids(lines: readonly string[]): GridFound {
  const out: GridFound = {};
  const drops: string[] = [];
  const none = new Set<Field>();
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const head = cellsOf(lines[i]!);
    if (head.length < 2 || !head.every((h) => headerLike(h.text))) continue;
    const known = head.filter((h) => cellLabel(h.text) || CITY_HEAD.test(h.text) || STATE_HEAD.test(h.text) || REF_HEAD.test(h.text));
    if (known.length === 0) continue;
    const values = cellsOf(lines[i + 1]!);
    if (values.length < 2 || values.some((v) => cellLabel(v.text) !== null)) continue;
    const headLen = Math.max(1, lines[i]!.length);
    const valueLen = Math.max(1, lines[i + 1]!.length);
    const valueOf = (h: number): string | null => {
      if (values.length === head.length) return values[h]!.text;
      const at = head[h]!.start / headLen;
      let best: Cell | null = null;
      for (const v of values) if (!best || Math.abs(v.start / valueLen - at) < Math.abs(best.start / valueLen - at)) best = v;
      const owner = head.reduce((b, x, k) => (Math.abs(x.start / headLen - best!.start / valueLen) < Math.abs(head[b]!.start / headLen - best!.start / valueLen) ? k : b), 0);
      return owner === h ? best!.text : null;
    };
    const cityAt = head.findIndex((h) => CITY_HEAD.test(h.text));
    const stateAt = head.findIndex((h) => STATE_HEAD.test(h.text));
    if (cityAt >= 0 && stateAt > cityAt) {
      const city = valueOf(cityAt);
      const state = valueOf(stateAt);
      const place = city && state && /^[A-Z]{2}$/.test(state) ? findCityState(`${city.replace(/^.*\d\s+/, '')}, ${state}`) : null;
      const context = `${lines[i]} ${lines[i - 1] ?? ''}`;
      const roleText = PICK_ROLE.test(lines[i]!) || DROP_ROLE.test(lines[i]!) ? lines[i]! : context;
      if (place && PICK_ROLE.test(roleText) && !DROP_ROLE.test(roleText)) out.origin ??= place;
      else if (place && DROP_ROLE.test(roleText)) drops.push(place);
    }
    head.forEach((h, k) => {
      if (k === cityAt || k === stateAt) return;
      const value = valueOf(k);
      if (!value) return;
      if (REF_HEAD.test(h.text)) {
        if (/^[A-Z0-9][A-Z0-9-]{3,}$/i.test(value) && /\d/.test(value)) out.loadReference ??= value.toUpperCase();
        return;
      }
      const label = /^rate$/i.test(h.text) ? { field: 'rate' as const, rest: '' } : cellLabel(h.text);
      if (label?.field === 'tolls' && /^(?:n\/?a|none|-+|\$?0(?:\.00)?)$/i.test(value)) {
        none.add('tolls');
        return;
      }
      // (A header may name its unit or short form in brackets: 'Fuel (FSC)', 'Linehaul ($)'.)
      if (!label || label.rest.replace(/^\([^)]{1,8}\)$/, '').trim() !== '' && label.field !== 'origin' && label.field !== 'destination') return;
      if (label.field === 'miles') {
        const miles = /^\d{1,3}(?:,\d{3})*$|^\d+$/.test(value) ? firstMiles(value) : null;
        if (miles !== null) out.miles ??= miles;
      } else if (label.field === 'rate' || label.field === 'fsc' || label.field === 'tolls' || label.field === 'total') {
        const amount = /^[$S]?\s?\d[\d,]*(?:\.\d{2})?$/.test(value) ? rowAmount(value) : null;
        if (amount !== null) out[label.field] ??= amount;
      } else if ((label.field === 'origin' || label.field === 'destination') && !/\d{1,2}\/\d{1,2}/.test(value)) {
        const place = findCityState(value);
        if (place && label.field === 'origin') out.origin ??= place;
        else if (place) drops.push(place);
      }
    });
  }
  if (drops.length) out.destination = drops[drops.length - 1]!;
  return { ...out, none };
}

const isLabelLine = (line: string) => cellsOf(line).some((c) => cellLabel(c.text) !== null);

export interface ParseOptions {
  /** Words with their boxes, when the engine gave them (layout.ts). */
  lines?: readonly OcrLine[];
  /** Places are snapped to this gazetteer's cities when given (snap-place.ts). */
  gazetteer?: GazetteerIndex;
}

export function parseRateConfirmation(text: string, layout: ParseOptions = {}): ParsedRateConfirmation {
  const lines = text
    .replace(/\r/g, '')
    .split('\n')
    .map((l) => l.replace(/\t/g, '  ').replace(/[|]/g, '  ').trimEnd())
    // A text export's 'LoadedMiles=1174', 'FuelSurcharge=411.04': a label and its value ('Loaded
    // Miles: 1174'; R-LAYOUT-41).
    .map((l) => l.replace(/^(\s*)([A-Za-z][A-Za-z0-9]{1,30})\s*=\s*(?=\S)/, (_, lead: string, key: string) => `${lead}${key.replace(/([a-z])([A-Z])/g, '$1 $2')}: `))
    // 'Shreveport. LA', 'Sioux Falls, 50 57104': places whose comma or state the scan garbled (R-UPLOAD-8).
    .map((l) => (layout.gazetteer ? repairPlaces(l, layout.gazetteer) : l))
    .map(scanWordsRepaired)
    // Dotted leaders between a label and its value ('LOADED MI...: 544', 'Fuel Surcharge ......... $255.19',
    // read with specks as '.....cc.....' or '©'): the label ends there, the value is its next cell.
    .map((l) => l.replace(/\s*[.…·]{3,}(?:[a-z,;:'·…©-]{0,12}[.…·]{2,})*\s*[:©]?\s*/g, ':  '))
    // 'RATE: $1,175.00 + $164.45 FSC = $1,339.45': a sum written out, each part with its label (R-LAYOUT-28).
    .map((l) => spelledSum(l) ?? l)
    // 'Included in total: Tolls $70.00 - Stop-off Charge (1) $50.00': the charges, no total (R-LAYOUT-27).
    .map((l) => withoutIncludedLeadIn(l))
    // '$1,400.00 line haul, $171.64 fuel, $1,571.64 total': an amount named after it, in a sentence.
    .map((l) => l.replace(/(\$\s?\d[\d,]*(?:\.\d{2})?)\s(line\s*haul|linehaul|fuel(?:\s+surcharge)?|fsc|tolls?|total)(?=\s*(?:[,;]|\.(?!\d)|$|\s(?:and|plus)\b))/gi, '  $2 $1  '))
    // 'Linehaul $1,925.00 · Fuel $344.10', 'linehaul $2,300.00; fuel surcharge $413.45': each its own cell.
    .map((l) => l.replace(/\s+[·•]\s+|;\s+/g, '  ').replace(/(\$\s?\d[\d,]*(?:\.\d{2})?)\s+[-–—]\s+/g, '$1  '))
    // 'Agreed rate: $2,725.00', 'Carrier rate $768.07 flat': the linehaul.
    .map((l) => l.replace(/\b(?:agreed|carrier|contract(?:ed)?)\s+rate\b(?!\s+(?:con|agr))\s*:?/gi, 'Rate:'))
    // 'All-in Rate: $2,000.00' (the fuel included) is the linehaul; 'Grand Total' is the total (R-LAYOUT-17).
    .map((l) => l.replace(/\ball[\s-]*in\s+rate\b\s*:?/gi, 'Rate:').replace(/\bgrand\s+total\b/gi, 'Total'))
    // 'Flat: $1,850.00', 'Freight: $1,850.00', 'Rate to Carrier: $1,850.00' before an amount: the linehaul (R-LAYOUT-19).
    .map((l) => l.replace(/^(\s*)(?:flat|freight|rate\s+to\s+carrier)\s*:\s*(?=\$\s?\d)/i, '$1Rate: '))
    // 'DEL:' / 'DLV:' as a line's label is the delivery (the shared labels need the longer word).
    // ('DEL 1:' too, the first of numbered drops; R-LAYOUT-18.)
    .map((l) => l.replace(/^(\s*)(?:del|dlv)\s*\d?\s*:/i, '$1Delivery:'))
    // 'Pickup #1', 'Delivery #2' alone on a line: a numbered stop heading, not a pick-up number
    // ('Pickup # 5071976'), so the address below it is the stop's (R-LAYOUT-18).
    .map((l) => l.replace(/^(\s*)(pick\s*-?\s*up|delivery|drop)\s*#\s*(\d{1,2})\s*:?\s*$/i, '$1$2 $3'))
    // 'Total trip: 1,404 miles loaded' is a distance, not the total pay.
    .map((l) => l.replace(/\btotal\s+(?=(?:trip|distance)\b)/gi, ''))
    // 'Rate: $1,050.74 + FSC $135.21', 'Fuel surcharge $509.04. Total $5,109.04.': each label its own cell.
    // (Whatever mark stands between them: '+', or a middle dot read as '*', '«' or '-'; R-LAYOUT-9.)
    .map((l) => l.replace(/(\$\s?\d[\d,]*(?:\.\d{2})?)[.,;]?\s+(?:[^\w\s$]\s*)?(?=(?:fsc|fuel|total|tolls?)\b)/gi, '$1  '))
    // ('Fuel Surcharge $216.18 * Stop-off Charge (1) $100.00': any capitalised label after an amount
    // with cents and a lone mark starts a cell of its own, so each charge keeps its amount; R-LAYOUT-15.)
    // (Also after a comma or a plain space: 'FSC $200.00, Detention $75.00', 'Fuel $200.00 Stop Off
    // $50.00'; R-LAYOUT-19.)
    .map((l) => l.replace(/(\$\s?\d[\d,]*\.\d{2})(?:,|\s+[^\w\s$])?\s+(?=[A-Z][A-Za-z])/g, '$1  '))
    // 'MILES 1060 RATE $2.500.00 FSC $461.99': a row of labels and values a scan read with single
    // spaces; each label after a value, with its own value after it, is its own cell (R-UPLOAD-8).
    .map((l) => l.replace(/(\d) (?=(?:rate|line\s*haul|linehaul|fsc|fuel|tolls?|total|miles)\s*:?\s*[$S§]?\s?\d)/gi, '$1  '))
    // '1,850.00 Total Carrier Pay', '781 Loaded Miles': a value printed before its label reads as
    // the label and then the value (R-LAYOUT-1).
    .map((l) => valueThenLabel(l) ?? l)
    // 'Savannah, Georgia 31408': the state written in full is its code (R-LAYOUT-6).
    .map((l) => abbreviateStateNames(l))
    // 'City/State/Zip: Reno /NV/89502': a place printed with slashes between its parts (R-LAYOUT-25).
    .map((l) => unslashPlace(l))
    // 'Freight Ln, Phoenix AZ 85043': a street address's city, state and ZIP without the comma is
    // the place 'Phoenix, AZ' (docs/decisions/009-ocr.md, 'A second round of training families').
    // (After a comma, or alone on its line; never a label and its number: 'Trip ID 48213'.)
    .map((l) => l.replace(/(^\s*|,\s*)([A-Z][A-Za-z.']*(?: [A-Z][A-Za-z.']*){0,2}) ([A-Z]{2}) (\d{5})(?:-\d{4})?\b(?=(.*))/g, (all, lead: string, city: string, st: string, zip: string, after: string) =>
      STATE_CODES.has(st) && (lead.includes(',') || after.trim() === '') && !ID_WORDS.test(city) ? `${lead}${city}, ${st} ${zip}` : all))
    .filter((l) => l.trim().length > 0);

  const found: Partial<Record<Field, string | number>> = {};
  const set = (field: Field, value: string | number | null) => {
    // No hotshot linehaul, FSC, toll or total reaches $50,000: such a figure is a reference number
    // or two amounts run together by the scan ('1813 22.44').
    if (typeof value === 'number' && MONEY_FIELDS.has(field) && value >= 50_000) return;
    // No load runs 10,000 miles: such a figure is a ZIP or a reference read beside a miles label (R-LAYOUT-39).
    if (typeof value === 'number' && field === 'miles' && value >= 10_000) return;
    if (value !== null && found[field] === undefined) found[field] = value;
  };

  // Labels whose value was not beside them: Tesseract often reads a label column, then the value
  // column. Later lines holding a single value are matched to them in order, by kind of value.
  const pending: Array<{ field: Field; line: number }> = [];
  const defer = (field: Field, line: number) => {
    if (found[field] === undefined) pending.push({ field, line });
  };

  // The load's own number before any other reference: 'Order #: 404016' above 'Load # 938772'
  // (a customer's order, a PRO or a booking number is not the broker's load number; R-LAYOUT-42).
  const loadNumber =
    lines
      .map((l) => {
        const label = LOAD_NUMBER_LABEL.exec(l);
        return label ? findReference(l.slice(label.index)) : null;
      })
      .find((r) => r !== null) ?? null;
  set('loadReference', loadNumber);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;

    set('loadReference', findReference(line));
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
        else if (field === 'miles') set(field, firstMiles(value.text));
        else set(field, parseAmount(value.text));
      }
      continue;
    }

    const cells = cellsOf(line);
    const labelled = cells.map((cell) => ({ cell, label: cellLabel(cell.text) }));
    const locationLabels = labelled.filter((l) => l.label?.field === 'origin' || l.label?.field === 'destination');

    for (let c = 0; c < labelled.length; c += 1) {
      const { label } = labelled[c]!;
      if (!label) continue;
      // The value: the rest of this cell, else the following cells up to the next label.
      let rest = label.rest;
      // (Up to a term's cell: '$250.00 per day', '$75.00/hr after 1 hrs free' in a column of terms
      // beside the charges is no charge's amount; R-LAYOUT-37.)
      for (let k = c + 1; k < labelled.length && !labelled[k]!.label && !TERM_CELL.test(labelled[k]!.cell.text); k += 1) rest += `  ${labelled[k]!.cell.text}`;
      const next = lines[i + 1];
      const nextIsValue = next !== undefined && !isLabelLine(next);
      switch (label.field) {
        case 'rate':
        case 'fsc':
        case 'tolls':
        case 'total': {
          // The amount in the label's own cell first ('fuel surcharge $413.45' before '  stop-off $150.00').
          let value = rowAmount(label.rest) ?? rowAmount(rest);
          // (Not while an earlier money label still waits for its value: a label column's values
          // come in the labels' order, the first one below is that earlier label's; R-LAYOUT-16.)
          const moneyWaits = pending.some((p) => ACCEPTS[p.field].includes('money'));
          if (value === null && !rest.trim() && nextIsValue && !moneyWaits) value = rowAmount(next);
          // (A calculation beside the label, '$0.2488/mi x 958 mi', leaves the amount to the
          // amount column read later, as an empty cell does; R-LAYOUT-16.)
          if (value === null && (!rest.trim() || /\/\s*mi\b|\bx\s*\d|×|@\s*\$?\d/i.test(rest))) defer(label.field, i);
          set(label.field, value);
          break;
        }
        case 'miles': {
          let value = firstMiles(rest);
          if (value === null && !rest.trim() && nextIsValue) value = firstMiles(next);
          if (value !== null && value >= 10_000) value = null;
          if (value === null && !rest.trim()) defer('miles', i);
          set('miles', value);
          break;
        }
        case 'origin':
        case 'destination': {
          const inline =
            findCityState(rest) ?? findCityState(rest.replace(/^([A-Za-z.' ]+?)\s+([A-Z]{2})(?=\s+\d{5}\b)/, '$1, $2'));
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
    // Letterhead, bill-to and remit-to addresses are the broker's, not stops: a place on a line
    // with (or just above) a phone number, or in a remit / bill-to line, is passed over ('Phono': the
    // word read through a scan, R-UPLOAD-8).
    const office = (k: number) =>
      /\b(?:ph[o0]n[eo0]|fax|tel)\b|remit|bill\s+to|c\/o\b/i.test(lines.slice(k, k + 3).join(' ')) && !/\b(?:pick|deliver|ship|to\s)/i.test(lines[k]!.replace(/bill\s+to|remit(?:ted)?\s+to/gi, ''));
    const places = lines.flatMap((l, k) => (office(k) ? [] : findCityStates(l)));
    const unique = [...new Set(places)];
    if (unique.length >= 2) {
      set('origin', unique[0]!);
      // A stop list (places alone on their lines, only dates between them): the last stop is the
      // destination, the stops between are extra pick-ups or drops.
      let last = unique[1]!;
      const first = lines.findIndex((l, k) => !office(k) && pureValue(l)?.kinds.includes('place') && findCityState(l) === unique[0]);
      if (first >= 0) {
        for (let k = first + 1; k < lines.length; k += 1) {
          const value = pureValue(lines[k]!);
          if (value?.kinds.includes('place')) last = value.text;
          else if (!/^\s*\d{1,2}\/\d{1,2}\/\d{2,4}(?:\s+\d{1,2}:\d{2})?\s*$/.test(lines[k]!)) break;
        }
      }
      // Stop blocks each under its own short heading ('Stop 3 (Drop)', 'Deliver'), the address a few
      // lines below: the last place right under a drop heading is the last drop, so the destination.
      let heading: 'pick' | 'drop' | null = null;
      let lastDrop: string | null = null;
      for (const [k, l] of lines.entries()) {
        // (A heading is short: a sentence naming a receiver is not one.)
        if (l.trim().split(/\s+/).length <= 6) {
          if (DROP_ROLE.test(l) && !PICK_ROLE.test(l)) heading = 'drop';
          else if (PICK_ROLE.test(l) || /\bpick\b/i.test(l)) heading = 'pick';
        }
        // Each heading takes the first place below it (its address), no later one.
        const here = office(k) ? [] : findCityStates(l);
        if (heading === 'drop' && here.length > 0) lastDrop = here[here.length - 1]!;
        if (here.length > 0) heading = null;
      }
      if (lastDrop !== null && lastDrop !== unique[0]) last = lastDrop;
      set('destination', last === unique[0] ? unique[1]! : last);
    }
  }

  // Sentences ('The trip is 286 loaded miles', 'a flat rate of $763.24', 'Re: Load 5383910').
  const prose = lines.join(' ');
  const money = String.raw`(\$\s?\d[\d,]*(?:\.\d{2})?)`;
  // ('814 mies', '814 mlles', '814 rniles': the word read through a scan, R-UPLOAD-8.)
  if (found.miles === undefined) set('miles', firstMiles(/\b(\d{1,3}(?:,\d{3})+|\d{2,5})\s+(?:loaded\s+|total\s+|trip\s+)?(?:miles|m[il1]{1,2}es|rniles)\b/i.exec(prose)?.[1] ?? ''));
  if (found.miles === undefined) set('miles', firstMiles(/\bloaded\s+(\d{1,3}(?:,\d{3})+|\d{2,5})\s*mi(?:les)?\b/i.exec(prose)?.[1] ?? ''));
  if (found.miles === undefined) set('miles', firstMiles(/\b(\d{1,3}(?:,\d{3})+|\d{2,5})\s+(?:loaded|trip|total)\s+mi\b/i.exec(prose)?.[1] ?? ''));
  // Invoice lines priced per mile ('Line Haul  318 mi  3.302  $1,050.00', 'Fuel Surcharge  612 mi  $0.45'):
  // the quantity is the loaded miles.
  if (found.miles === undefined) {
    for (const l of lines) {
      const q = /^\s*(?:line\s*haul|linehaul|fuel(?:\s+surcharge)?|fsc)\b\D{0,80}?\b(\d{1,3}(?:,\d{3})+|\d{2,5})\s*mi(?:les)?\b/i.exec(l);
      if (q) { set('miles', firstMiles(q[1]!)); break; }
    }
  }
  // 'Load No. 7708135 Miles 487': the word Miles before its number, after another label's value.
  if (found.miles === undefined) set('miles', firstMiles(/\bmiles\s*:?\s+(\d{1,3}(?:,\d{3})+|\d{2,5})\b(?![.,]?\d|\s*(?:%|\/|x\b))/i.exec(prose)?.[1] ?? ''));
  // A cell that is only a distance ('396 mi' in a route band beside the appointment windows), when
  // no label named the miles: the loaded miles if it is the only such cell and no deadhead or empty
  // label stands before it (R-LAYOUT-8).
  if (found.miles === undefined) {
    const bare = new Set<number>();
    for (const l of lines) {
      const cells = cellsOf(l);
      cells.forEach((cell, k) => {
        const m = /^(\d{1,3}(?:,\d{3})+|\d{2,5})\s*mi(?:les)?\.?$/i.exec(cell.text.trim());
        if (m && !/\b(?:dead\s*head|dh|empty|bobtail|out\s+of\s+route)\b/i.test(cells[k - 1]?.text ?? '')) bare.add(firstMiles(m[1]!) ?? 0);
      });
    }
    if (bare.size === 1 && !bare.has(0)) set('miles', [...bare][0]!);
  }
  if (found.rate === undefined) set('rate', rowAmount(new RegExp(String.raw`\b(?:line\s*haul|flat\s+rate|base\s+rate)\s+(?:of\s+)?` + money, 'i').exec(prose)?.[1] ?? ''));
  if (found.tolls === undefined) set('tolls', rowAmount(new RegExp(String.raw`\btolls\s+of\s+` + money, 'i').exec(prose)?.[1] ?? ''));
  // 'and a fuel surcharge of $399.07': the FSC in a sentence (R-UPLOAD-23).
  if (found.fsc === undefined) set('fsc', rowAmount(new RegExp(String.raw`\b(?:fuel\s+surcharge|fsc)\s+of\s+` + money, 'i').exec(prose)?.[1] ?? ''));
  if (found.loadReference === undefined) {
    const ref = /\bRe:\s*(?:load|order)\s+([A-Z0-9-]*\d[A-Z0-9-]*)|\bagreement\s+no\.?\s*([A-Z0-9-]*\d[A-Z0-9-]*)/i.exec(prose);
    set('loadReference', ref ? (ref[1] ?? ref[2]!).toUpperCase() : null);
    // 'Load 5520658 — Gooseneck', a portal's 'Load 517603461' chip: a bare 'Load' and a number.
    // (Never a carrier's MC or DOT number: 'RATE CONFIRMATION' over 'MC-904074'; R-UPLOAD-25.)
    set('loadReference', LOAD_WORD_NUMBER.exec(prose)?.[1]?.toUpperCase() ?? null);
    // 'Load Tender T-957630', 'Subject: Confirmation 4065020', 'confirmed on order 4065020', 'Shipment 1370508'.
    set('loadReference', DOCUMENT_WORD_NUMBER.exec(prose)?.[1]?.toUpperCase() ?? null);
    // A barcode's human-readable line ('*559442334*', Code 39's start and stop asterisks; a speck
    // read beside them as '#' or '%'), alone on its line: the load's number printed under the title.
    for (const l of lines) {
      const code = /^\s*\*[^A-Za-z0-9\s*]{0,2}([A-Z0-9][A-Z0-9-]{4,}[A-Z0-9])[^A-Za-z0-9\s*]{0,2}\*\s*$/.exec(l);
      if (code && /\d/.test(code[1]!)) { set('loadReference', code[1]!); break; }
    }
  }

  // A table whose column names the scan could not read (turned 90°, shaded): one row holding the
  // lane, a bare number and amounts whose last is the sum of the others is read by that arithmetic:
  // the number after the places is the miles, the first amount the linehaul, the next the FSC, the
  // last the total; a number before the places is the load's (docs/decisions/009-ocr.md).
  for (const line of lines) {
    if (found.rate !== undefined && found.miles !== undefined) break;
    const cells = cellsOf(line).map((c) => c.text.trim());
    const placeAt = cells.map((c) => findCityState(c) !== null && /^[A-Za-z .'-]+,\s*[A-Z]{2}$/.test(c));
    const lastPlace = placeAt.lastIndexOf(true);
    if (placeAt.filter(Boolean).length !== 2 || lastPlace < 0) continue;
    const after = cells.slice(lastPlace + 1);
    const miles = after[0] && /^(?:\d{1,3}(?:,\d{3})+|\d{2,5})$/.test(after[0]) ? firstMiles(after[0]) : null;
    const amounts = after.slice(1).filter((c) => /^\$\s?\d[\d,]*\.\d{2}$/.test(c)).map((c) => parseAmount(c));
    if (miles === null || amounts.length < 3 || amounts.length > 4 || amounts.some((a) => a === null)) continue;
    const values = amounts as number[];
    const total = values.at(-1)!;
    if (Math.abs(values.slice(0, -1).reduce((a, b) => a + b, 0) - total) > 0.005) continue;
    set('miles', miles);
    set('rate', values[0]!);
    set('fsc', values[1]!);
    if (values.length === 4) set('tolls', values[2]!);
    set('total', total);
    const first = cells[0]!;
    if (placeAt.indexOf(true) === 1 && /^[A-Z0-9-]*\d{5,}[A-Z0-9-]*$/.test(first)) set('loadReference', first);
  }

  // Grid cells read by column win over the line reading, which pairs a header with the first value below it.
  const grid = readGrids(lines);
  for (const field of ['origin', 'destination', 'miles', 'rate', 'fsc', 'tolls', 'total', 'loadReference'] as const) {
    // (The $50,000 ceiling of set() holds here too: '181,322.44' is a misread '$1,322.44'.)
    if (grid[field] !== undefined && !(MONEY_FIELDS.has(field) && (grid[field] as number) >= 50_000)) found[field] = grid[field];
    else if (grid.none?.has(field)) delete found[field];
  }

  // Words with boxes, when the engine gave them: pairs read by position win over the text reading.
  const layoutExtras: number[] = [];
  if (layout?.lines?.length) {
    const words = layout.lines.map(repairScanWords);
    const read = readLayout(layout.gazetteer ? words.map((l) => repairLine(l, layout.gazetteer!)) : words, layout.gazetteer);
    layoutExtras.push(...read.extras);
    for (const field of ['miles', 'rate', 'fsc', 'tolls', 'total', 'loadReference'] as const) {
      if (read.values[field] !== undefined) found[field] = read.values[field];
      else if (read.none.has(field)) delete found[field];
    }
    // (The layout's first reference label may be another number's: the load's own still wins.)
    if (loadNumber !== null) found.loadReference = loadNumber;
    const stops = originAndDestination(read.stops);
    // A place the layout found only under a Remit to / Bill to heading is the broker's office.
    const offices = new Set(read.stops.filter((st) => st.role === 'office').map((st) => st.place));
    const stopPlaces = new Set(read.stops.filter((st) => st.role === 'pick' || st.role === 'drop').map((st) => st.place));
    for (const f of ['origin', 'destination'] as const) {
      const place = found[f];
      if (typeof place === 'string' && offices.has(place) && !stopPlaces.has(place)) delete found[f];
    }
    if (stops.origin) found.origin = stops.origin;
    if (stops.destination) found.destination = stops.destination;
  }

  // The sheet's linehaul includes the fuel: no FSC is worked out from its sums (R-UPLOAD-23).
  const fuelIncluded = FUEL_INCLUDED.test(text);
  // Other charge lines a total includes ('Stop-off Charge (1)  $75.00', 'Lumper  $120.00', an 'Other' column).
  const extras = [...layoutExtras];
  // A charge line whose amount is a misread ('75.600' → 75,600): the total less the charges is unknown.
  let unreadableCharge = false;
  for (const line of lines) {
    for (const cell of cellsOf(line)) {
      if (!EXTRA_CHARGE.test(cell.text) || /\/\s*h(?:r|our)|per\s+(?:hour|day)|up\s+to|after/i.test(cell.text)) continue;
      const own = rowAmount(cell.text.replace(EXTRA_CHARGE, '').replace(/\(\d+\)/, ''));
      // Else the next cell, or the amount ending the line ('Lumper-q.iiraian   oh   $175.00': leaders read as specks).
      const after = line.slice(cell.start + cell.text.length);
      const amount = own ?? rowAmount(after.split(/\s{2,}/).find((x) => x.trim()) ?? '') ?? rowAmount(/\$\s?\d[\d,]*\.\d{2}\s*$/.exec(after)?.[0] ?? '');
      if (amount !== null && amount >= 50_000) unreadableCharge = true;
      else if (amount !== null && amount > 0) extras.push(amount);
    }
  }
  // Money lines whose labels the scan lost ('Lio  $1,279.92', 'Tata poy  $1,404.81', '$124.89'):
  // when one amount on the sheet is the sum of two or three others, and only one such sum is
  // there, it is the total, its largest part the linehaul and the next largest the FSC (a third,
  // smallest part may be tolls or a stop-off: left unread). Only for fields no label gave (R-UPLOAD-8).
  if (found.rate === undefined) {
    const sum = amountsSum(lines);
    if (sum && (found.total === undefined || found.total === sum.total)) {
      const [rate, ...rest] = [...sum.parts].sort((a, b) => b - a);
      set('rate', rate!);
      set('total', sum.total);
      // (A part a label named already, the tolls or a stop-off charge, is not the FSC: 'Line Haul
      // 1,683.49 + Tolls 30.50 + Stop-off Charge (3) 150.00 = 1,863.99' has none; R-LAYOUT-36.)
      const named = [typeof found.tolls === 'number' ? found.tolls : null, ...extras].filter((x): x is number => x !== null).map(toCents);
      // (Nor on a sheet whose linehaul includes the fuel: the other part is a charge; R-UPLOAD-23.)
      // (A part printed on a line that names the fuel is the FSC; one on a line naming another
      // charge is not: 'Combustible / Fuel  USD 83.33' and 'Paradas / Stops (2)  USD 150.00';
      // R-UPLOAD-26.)
      const onLine = (part: number, words: RegExp) => lines.some((l) => words.test(l) && amountsOf([l]).includes(toCents(part)));
      const candidates = rest.filter((part) => !named.includes(toCents(part)) && !onLine(part, OTHER_CHARGE_WORDS));
      const fuel = candidates.find((part) => onLine(part, FUEL_WORDS)) ?? candidates[0];
      if (fuel !== undefined && !fuelIncluded) set('fsc', fuel);
    }
  }

  const num = (f: Field) => (typeof found[f] === 'number' ? (found[f] as number) : null);
  // 'From Omaha, NE' (a sentence or route line read into the place): the preposition is not the city.
  const str = (f: Field) => (typeof found[f] === 'string' ? (found[f] as string).replace(/^(?:from|to|at|in)\s+(?=\S+.*,)/i, '') : null);
  const placeMatch: ParsedRateConfirmation['placeMatch'] = { origin: null, destination: null };
  const placeOf = (f: 'origin' | 'destination') => {
    const read = str(f);
    if (read === null || !layout.gazetteer) return read;
    const snapped = snapPlace(read, layout.gazetteer);
    placeMatch[f] = snapped?.how ?? null;
    return snapped?.place ?? read;
  };
  const rpmText =
    /\b(?:rpm|rate\s*\/\s*mi(?:le)?|rate\s+per\s+mile)\b\s*:?\s*\$?\s?(\d{1,2}\.\d{2})/i.exec(prose)?.[1] ??
    // '($3.04/mi)', '$2.45 per mile' beside an amount.
    /\$\s?(\d{1,2}\.\d{2})\s*(?:\/\s*mi(?:le)?|per\s+mile)\b/i.exec(prose)?.[1];
  const tolls = num('tolls');
  const total = num('total');
  let rate = num('rate');
  // An FSC whose label the scan garbled ('ES.C.  $61.30'): when the linehaul and the total are read
  // and an amount printed on a line with no readable label is exactly what they leave (less the
  // tolls and the charge lines), that amount is the FSC (R-UPLOAD-16).
  let fsc = num('fsc');
  if (fsc === null && rate !== null && total !== null && !unreadableCharge && !fuelIncluded) {
    const left = toCents(total) - toCents(rate) - toCents(tolls ?? 0) - extras.reduce((a, b) => a + toCents(b), 0);
    // (On a line with words before the amount, none of them a label read: a line naming tolls, a
    // stop-off or a subtotal keeps its amount, and an amount alone on its line may be any charge's.)
    const unlabelled = lines.filter((l) => /[A-Za-z]{2}.*\d\.\d{2}/.test(l) && !isLabelLine(l) && !/[a-z]{3,}\s+(?:charges?|fees?|pay)\b|toll|stop|lumper|detention|sub\s*-?total|advance/i.test(l) && !cellsOf(l).some((c) => EXTRA_CHARGE.test(c.text)));
    if (left > 0 && left < toCents(rate) && amountsOf(unlabelled).includes(left)) fsc = left / 100;
  }
  let rateFromTotal = false;
  if (rate === null && total !== null && !unreadableCharge) {
    // The stop-off, lumper and other lines the sheet lists are in its total too.
    const derived = Math.round((total - (fsc ?? 0) - (tolls ?? 0) - extras.reduce((a, b) => a + b, 0)) * 100) / 100;
    if (derived > 0) {
      rate = derived;
      rateFromTotal = true;
    }
  }
  const checked = reconcileMoney({ rate, fsc, tolls, total, extras, rateFromTotal, miles: num('miles'), unreadableCharge });
  return {
    origin: placeOf('origin'),
    destination: placeOf('destination'),
    miles: num('miles'),
    ...checked,
    loadReference: str('loadReference'),
    total,
    extras,
    rpm: rpmText ? Number(rpmText) : null,
    placeMatch,
  };
}

/**
 * Words a scan misread in a way no sheet prints (docs/product-rules.md R-UPLOAD-11): '$1.050.74'
 * is $1,050.74 (a thousands comma read as a point, before the cents' point), and 'M$3292781' is
 * the reference MS3292781 (an S read as '$' between a reference's letters and its digits; a
 * currency's own letters, 'US$15000' or 'CA$', stay money).
 */
function scanWordsRepaired(text: string): string {
  return text
    .replace(/(^|[^\d.,])([$S§]?\s?\d{1,3})\.(\d{3})[.,](\d{2})(?![\d.,])/g, '$1$2,$3.$4')
    .replace(/(^|[^A-Za-z0-9$])([A-Z]{1,3})\$(\d{5,})(?![\d.,])/g, (all, before: string, letters: string, digits: string) =>
      /^(?:US|USD|C|CA|CAD|A|AU|AUD|NZ|MX|MXN)$/.test(letters) ? all : `${before}${letters}S${digits}`,
    );
}

/** A line's words repaired as scanWordsRepaired says, each keeping its box. */
function repairScanWords(line: OcrLine): OcrLine {
  const words = line.words.map((w) => ({ ...w, text: scanWordsRepaired(w.text) }));
  if (words.every((w, i) => w.text === line.words[i]!.text)) return line;
  return { ...line, text: scanWordsRepaired(line.text), words };
}

/** A line of words with its places repaired (repairPlaces), each word keeping its box. */
function repairLine(line: OcrLine, gazetteer: GazetteerIndex): OcrLine {
  const texts = line.words.map((w) => w.text);
  if (texts.some((t) => /\s/.test(t))) return line;
  // Words far apart (a City column beside a State column) are joined by two spaces, which no
  // repair spans.
  const joined = texts.map((t, i) => {
    const prev = line.words[i - 1];
    const w = line.words[i]!;
    return !prev ? t : w.bbox.x0 - prev.bbox.x1 > 0.9 * Math.max(8, w.bbox.y1 - w.bbox.y0) ? `  ${t}` : ` ${t}`;
  });
  const repaired = repairPlaces(joined.join(''), gazetteer).trim().split(/\s+/);
  if (repaired.length !== texts.length || repaired.every((t, i) => t === texts[i])) return line;
  return { ...line, text: repaired.join(' '), words: line.words.map((w, i) => ({ ...w, text: repaired[i]! })) };
}

/** A cell holding a term's amount, per day or per hour (a rate per mile is R-LAYOUT-16's; R-LAYOUT-37). */
const TERM_CELL = /\$\s?\d[\d,]*(?:\.\d{2})?\s*(?:\/\s*(?:hr|hour|day)\b|per\s+(?:hour|day)\b)/i;

/** Words of lines whose amounts are no part of the pay (terms, rates per hour or mile, insurance). */
const NOT_PAY_LINE = /detention|layover|tonu|lumper|per\s+(?:hour|day|mile)|\/\s*(?:hr|hour|day|mi)\b|insurance|liability|cargo|\d\s*lbs?\b/i;

/**
 * The one amount of a text that is the sum of two or three of its other amounts (written with
 * cents, from lines that are not terms), with those parts; null when none or more than one.
 */
/** The amounts with cents of a text's lines that are not terms, in cents, each once. */
function amountsOf(lines: readonly string[]): number[] {
  return [...new Set(lines.filter((l) => !NOT_PAY_LINE.test(l)).flatMap((l) => [...l.matchAll(/(?:[$S§]\s?)?\b\d{1,3}(?:,\d{3})*\.\d{2}\b|(?:[$S§]\s?)?\b\d{1,6}\.\d{2}\b/g)].map((m) => toCents(parseAmount(m[0]) ?? 0))))];
}

function amountsSum(lines: readonly string[]): { total: number; parts: number[] } | null {
  const cents = amountsOf(lines).filter((c) => c >= 1000 && c < 5_000_000);
  const found: Array<{ total: number; parts: number[] }> = [];
  for (const t of cents) {
    const others = cents.filter((c) => c < t);
    for (let i = 0; i < others.length; i++) {
      for (let j = i + 1; j < others.length; j++) {
        if (others[i]! + others[j]! === t) found.push({ total: t, parts: [others[i]!, others[j]!] });
        for (let k = j + 1; k < others.length; k++) if (others[i]! + others[j]! + others[k]! === t) found.push({ total: t, parts: [others[i]!, others[j]!, others[k]!] });
      }
    }
  }
  if (found.length !== 1) return null;
  return { total: found[0]!.total / 100, parts: found[0]!.parts.map((c) => c / 100) };
}

const MONEY_FIELDS: ReadonlySet<Field> = new Set(['rate', 'fsc', 'tolls', 'total']);

const toCents = (n: number) => Math.round(n * 100);

/**
 * The money lines checked against each other, choosing between readings (docs/decisions/009-ocr.md,
 * 'Broader training families and structure rules'): when linehaul + FSC + tolls (+ the listed
 * charge lines) do not make the printed total,
 * - amounts that do once the leading 5 of some is dropped (a '$' the scan read as a 5) are those
 *   amounts (R-UPLOAD-24);
 * - a linehaul equal to the total is the total read for it: the linehaul is the total less the charges;
 * - an FSC equal to the total is the total read for it: the FSC is what the linehaul, tolls and
 *   charges leave of the total (none if nothing is left);
 * - an FSC above the total whose digits begin what the total leaves is that amount, its point lost
 *   (R-UPLOAD-18);
 * - a linehaul above the total is a misread: the total less the charges, when that is a plausible
 *   rate per mile (R-LAYOUT-27);
 * - a linehaul under $0.50 a mile (a detention, lumper or TONU amount) gives way to the total less
 *   the charges when that is a plausible rate per mile.
 */
function reconcileMoney(m: {
  rate: number | null;
  fsc: number | null;
  tolls: number | null;
  total: number | null;
  extras: number[];
  rateFromTotal: boolean;
  miles: number | null;
  unreadableCharge: boolean;
}): { rate: number | null; fsc: number | null; tolls: number | null; rateFromTotal: boolean } {
  const { rate, fsc, tolls, total, extras, rateFromTotal, miles } = m;
  const same = { rate, fsc, tolls, rateFromTotal };
  if (total === null || rate === null || rateFromTotal || m.unreadableCharge) return same;
  const extrasCents = extras.reduce((a, b) => a + toCents(b), 0);
  // An FSC above the total that is the amount the total leaves with its cents' point lost ('$468)'
  // for $46.83): the amount the total leaves (R-UPLOAD-18).
  // (Less any of the charge lines: one may be a term the total leaves out, 'Lumper: $100 (receipt
  // required)'.)
  if (fsc !== null && toCents(fsc) > toCents(total) && extras.length <= 4) {
    const digits = String(Math.round(fsc));
    for (let mask = 0; mask < 1 << extras.length; mask += 1) {
      const charges = extras.reduce((a, b, k) => a + (mask & (1 << k) ? toCents(b) : 0), 0);
      const left = toCents(total) - toCents(rate) - toCents(tolls ?? 0) - charges;
      if (left > 0 && digits.length >= 2 && String(left).startsWith(digits)) return { rate, fsc: left / 100, tolls, rateFromTotal };
    }
  }
  const gap = toCents(total) - toCents(rate) - toCents(fsc ?? 0) - toCents(tolls ?? 0);
  if (gap === 0 || gap === extrasCents) return same;
  // '$950.00' read as '5950.00', a dollar sign taken for a 5 (R-UPLOAD-24): the amounts without it,
  // when that and nothing else makes them and the charge lines the printed total to the cent.
  const fived = withoutMisreadFives({ rate, fsc, tolls }, toCents(total) - extrasCents);
  if (fived) return { ...fived, rateFromTotal };
  const chargesCents = toCents(fsc ?? 0) + toCents(tolls ?? 0) + extrasCents;
  const derived = (toCents(total) - chargesCents) / 100;
  if (toCents(rate) === toCents(total) && chargesCents > 0 && derived > 0) return { rate: derived, fsc, tolls, rateFromTotal: true };
  if (fsc !== null && toCents(fsc) === toCents(total) && toCents(rate) < toCents(total)) {
    const left = (toCents(total) - toCents(rate) - toCents(tolls ?? 0) - extrasCents) / 100;
    return { rate, fsc: left > 0 ? left : null, tolls, rateFromTotal };
  }
  // A linehaul above the printed total is a misread (a ZIP, a reference or a stop count read into
  // its cell): the total less the charges, when that is a plausible rate per mile (a total missing
  // its first digit stays unused; R-LAYOUT-27).
  if (toCents(rate) > toCents(total) && miles !== null && miles > 0 && derived / miles >= 0.5 && derived / miles <= 15) return { rate: derived, fsc, tolls, rateFromTotal: true };
  if (miles !== null && miles > 0 && rate / miles < 0.5 && derived / miles >= 0.5 && derived / miles <= 15) return { rate: derived, fsc, tolls, rateFromTotal: true };
  return same;
}

type Money = { rate: number; fsc: number | null; tolls: number | null };

/**
 * Linehaul, FSC and tolls with the leading 5 dropped from some of them ('5950.00' → 950.00, a '$'
 * the scan read as a 5), when exactly one such choice makes them sum to `targetCents`; else null.
 */
function withoutMisreadFives(money: Money, targetCents: number): Money | null {
  const keys = ['rate', 'fsc', 'tolls'] as const;
  const options = keys.map((k) => {
    const v = money[k];
    if (v === null) return [0];
    const cents = String(toCents(v));
    return cents.length >= 4 && cents.startsWith('5') ? [toCents(v), Number(cents.slice(1))] : [toCents(v)];
  });
  const found: Money[] = [];
  for (let mask = 1; mask < 8; mask++) {
    const picked = options.map((o, k) => (mask & (1 << k) ? o[1] : o[0]));
    if (picked.some((p) => p === undefined) || picked.reduce((a, b) => a + b!, 0) !== targetCents) continue;
    found.push({ rate: picked[0]! / 100, fsc: money.fsc === null ? null : picked[1]! / 100, tolls: money.tolls === null ? null : picked[2]! / 100 });
  }
  return found.length === 1 ? found[0]! : null;
}

/** Labels of charge lines other than linehaul, FSC and tolls that a printed total includes. */
// ('Stop Charges', 'Misc Charges', a word the scan misread before 'Charges': any charge line but
// the linehaul, fuel, tolls and the total is one the total includes; R-LAYOUT-5.)
// ('Tarp Fee', a flat 'Detention' amount: lines of pay too; a TONU or layover amount is a term,
// paid only if it happens, so not in the total; R-LAYOUT-22.)
const EXTRA_CHARGE = /^(?:stop[-\s]?off(?:\s+charges?)?|extra\s+(?:stops?|drops?|picks?)|drop[-\s]?off\s+(?:charges?|pay)|stop\s+pay|lumper(?:\s+fee)?|other(?:\s+charges)?|driver\s+assist|accessorials?|tarp(?:ing)?(?:\s+(?:fee|charge|pay))?|detention(?:\s+pay)?|(?!(?:total|fuel|tolls?|line|linehaul|freight|carrier|base|flat|rate)\b)[A-Za-z]{3,12}\s+charges?)\b\s*:?/i;

/** 'Load 5520658', and 'Load Tender T-957630', 'Confirmation 4065020', 'Shipment 1370508': never an MC number, nor a weight. */
const LOAD_WORD_NUMBER = new RegExp(String.raw`\bload\s+(?!${CARRIER_NUMBER})([A-Z]{0,3}\d[\d-]{4,}[A-Z0-9]*)\b(?!\s*(?:lbs?|pounds|pcs)\b)`, 'i');
const DOCUMENT_WORD_NUMBER = new RegExp(String.raw`\b(?:(?:load\s+)?tender|confirmation|order|shipment|booking)\s+(?!${CARRIER_NUMBER})([A-Z]{0,3}-?\d[\d-]{4,}[A-Z0-9]*)\b(?!\s*(?:lbs?|pounds|pcs)\b)`, 'i');

/** A label of the load's own number: 'Load #', 'Load No.', 'Load Number', 'Load ID'. */
const LOAD_NUMBER_LABEL = /\bload\.?\s*(?:#|no\.?|number|id)/i;

/** Words of a line that names the fuel surcharge, and of one that names another charge (R-UPLOAD-26). */
const FUEL_WORDS = /\bfuel\b|\bfsc\b|\bsurcharge\b|\bcombustible\b/i;
const OTHER_CHARGE_WORDS = /\b(?:stops?|drops?|paradas?|tolls?|lumper|detention|tarp(?:ing)?|layover|tonu|accessorials?)\b/i;

/**
 * The sheet says its linehaul includes the fuel ('all-in', 'flat, fuel included', 'rate includes
 * fuel', 'no separate FSC'): it has no FSC, so none is worked out from what the total leaves
 * (docs/product-rules.md R-UPLOAD-23). ('Total includes fuel surcharge' says nothing of the kind.)
 */
const FUEL_INCLUDED = /\ball[\s-]*in\b|\bfuel\s+(?:surcharge\s+)?(?:is\s+)?included\b|\b(?:rate|linehaul|line\s+haul|flat)\s+(?:\w+\s+)?includes?\s+(?:the\s+)?fuel\b|\bno\s+separate\s+(?:fsc|fuel)/i;

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
