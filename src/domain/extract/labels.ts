/**
 * The labels freight documents put before a value ('Line Haul:', 'Total Miles', 'PU:', 'DH-O'),
 * shared by the rate-confirmation parser (table cells) and the offer reader (labelled messages).
 * docs/product-rules.md, R-OFFER-2.
 */

import { lookAlikeDistance } from './look-alike';
import { cellsOf } from './tokens';

export type LabelField = 'rate' | 'fsc' | 'tolls' | 'total' | 'miles' | 'origin' | 'destination' | 'loadReference';

/**
 * Labels tried in order on the start of a table cell. Longer, more specific labels come first
 * ('Total Miles' is miles, not the total).
 */
const CELL_LABELS: ReadonlyArray<readonly [LabelField, RegExp]> = [
  // ('LDD MI', 'LD MI': a printout's loaded miles; R-LAYOUT-34.)
  ['miles', /^(?:total\s+|loaded\s+|trip\s+|est\.?\s+|estimated\s+)?(?:mi[lIt1]es|mileage|distance)\b|^(?:loaded|ldd|lded|ld|trip)\s+mi\b\.?/i],
  // ('Total Linehaul' is the linehaul, not the total; R-LAYOUT-22.)
  ['total', /^(?:total\s+carrier\s+pay|carrier\s+total|total\s+(?:pay|rate|amount|charges|due(?:\s+(?:to\s+)?carrier)?|payable)|carrier\s+pay|amount\s+due|gross\s+(?:pay|amount)|total(?!\s+line\s*-?\s*haul))\b/i],
  // ('Transportation $2,000.00': the linehaul when an amount follows the word; R-LAYOUT-15.)
  // ('Trip Rate', 'Load Pay', 'Haul Rate', 'Rate Amount', 'Carrier Linehaul': the linehaul by other
  // names; never 'Quick Pay', 'Detention Rate' or a rate per mile; R-LAYOUT-22.)
  ['rate', /^(?:(?:total\s+|carrier\s+)?line\s*-?\s*haul(?:\s+rate)?|flat\s+rate|base\s+rate|freight\s+charges?|rate(?=\s*(?:[:$\d]|\(flat\)))|transportation(?=\s*[:$])|(?:haul|trip|load|truck|freight|base)\s+(?:rate|pay)(?:\s+amount)?(?=\s*(?:[:$\d]|\(|$))|rate\s+amount(?=\s*(?:[:$\d]|$)))/i],
  // ('Fuel advance', 'Fuel card', 'Fuel discount': money lent or saved against the pay, never the
  // fuel surcharge; R-LAYOUT-30. 'Fuel surcharge is included in the linehaul': no amount of its
  // own; R-UPLOAD-23.)
  ['fsc', /^(?!(?:fuel(?:\s+sur-?charge)?|f\.?s\.?c\.?)\s+(?:is\s+)?included\b)(?:fuel\s+surcharge|fuel\s+sur-?charge|f\.?s\.?c\.?|fuel(?!\s+(?:advances?|cards?|discounts?|purchases?|stops?)\b))\b/i],
  ['tolls', /^(?:toll\s+charges?|tolls?)\b/i],
  [
    'origin',
    /^(?:pick\s*-?\s*up(?!\s+(?:date|time|#|no\b|number|appt|appointment|window|hours))(?:\s+(?:location|address|at|from))?|shipper|origin|ship\s+from|load\s+at|pu\s*\d?\b)/i,
  ],
  [
    'destination',
    /^(?:deliver(?:y|\s+to)?(?!\s+(?:date|time|#|no\b|number|appt|appointment|window|hours))(?:\s+(?:location|address|at))?|consignee|destination|ship\s+to|receiver|drop(?:\s+off)?|so\s*\d?\b)/i,
  ],
];

/**
 * Label words as printed, with how far a scan's reading of one may be from it (look-alike letters
 * at half an edit, look-alike.ts): 'Uinehaul', 'Linebaul', 'Shlpper', 'PLCKUP', 'Consignes',
 * 'mies', 'Fuol' (docs/product-rules.md R-UPLOAD-8). Short words that are other words one letter
 * off ('rate' / 'date', 'load' / 'road') are not here, and words of their own one edit from a
 * label ('Shipped', 'Mills') stay words.
 */
const LABEL_WORDS: ReadonlyArray<readonly [string, number]> = [
  ['linehaul', 1.5], ['pickup', 1], ['delivery', 1], ['shipper', 1], ['consignee', 1.5], ['receiver', 1],
  ['origin', 1], ['destination', 1.5], ['miles', 1], ['mileage', 1], ['distance', 1], ['surcharge', 1.5], ['loaded', 0.5], ['fuel', 0.5],
  // 'Tols', 'Toils', 'Tolis': a doubled letter read once or a look-alike (R-UPLOAD-13).
  ['tolls', 1],
];

/** Words one edit from a label word that are words of their own. */
const NOT_LABEL_WORDS = new Set(['mills', 'shipped', 'received', 'mines', 'males', 'miler', 'piles', 'tiles', 'wiles', 'tools', 'tells', 'rolls', 'polls', 'dolls', 'oils']);

/** The cell with its first words read as the label words they are one look-alike letter or so from. */
function labelWordsRead(text: string): string {
  let changed = false;
  const out = text.replace(/^((?:[A-Za-z]+[ -]?){1,2})/, (head) =>
    head.replace(/[A-Za-z]{4,}/g, (word) => {
      const lower = word.toLowerCase();
      if (NOT_LABEL_WORDS.has(lower)) return word;
      for (const [label, limit] of LABEL_WORDS) {
        if (lower === label) return word;
        if (lookAlikeDistance(lower, label, limit) <= limit) {
          changed = true;
          return label;
        }
      }
      return word;
    }),
  );
  return changed ? out : text;
}

/** The label a table cell starts with, and the rest of the cell after it and its ':' or '#'. */
export function cellLabel(raw: string): { field: LabelField; rest: string } | null {
  // Table borders and scanner specks read as '[', '“', '|' before a label.
  const printed = raw.replace(/^[^A-Za-z0-9$]+/, '');
  for (const text of [printed, labelWordsRead(printed)]) {
    for (const [field, re] of CELL_LABELS) {
      const m = re.exec(text);
      if (m) return { field, rest: text.slice(m[0].length).replace(/^\s*[:#.\-–—|]?\s*/, '') };
    }
  }
  return null;
}

/** A reference label with nothing after it ('Load Number', 'Order #'). */
const REFERENCE_LABEL_WHOLE = /^(?:load|pro|order|confirmation|shipment|trip|tender)\s*(?:#|no\.?|number|id)$/i;
const VALUE_OF: Record<LabelField, RegExp> = {
  rate: /^\$?\s?\d{1,3}(?:,\d{3})*\.\d{2}$|^\$?\d+\.\d{2}$|^\$\s?\d[\d,]*$/,
  fsc: /^\$?\s?\d{1,3}(?:,\d{3})*\.\d{2}$|^\$?\d+\.\d{2}$|^\$\s?\d[\d,]*$/,
  tolls: /^\$?\s?\d{1,3}(?:,\d{3})*\.\d{2}$|^\$?\d+\.\d{2}$|^\$\s?\d[\d,]*$/,
  total: /^\$?\s?\d{1,3}(?:,\d{3})*\.\d{2}$|^\$?\d+\.\d{2}$|^\$\s?\d[\d,]*$/,
  miles: /^\d{1,3}(?:,\d{3})+$|^\d{2,5}$/,
  origin: /^[A-Za-z][A-Za-z.'’ -]*,\s*[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?$/,
  destination: /^[A-Za-z][A-Za-z.'’ -]*,\s*[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?$/,
  loadReference: /^#?[A-Z0-9][A-Z0-9-]{3,}$/i,
};

/**
 * A value printed before its label ('1,850.00 Total Carrier Pay', '781 Loaded Miles', 'Dallas, TX
 * Origin (Shipper)', '96160202 Load Number'): the label and then the value ('Total Carrier Pay:
 * 1,850.00'), or null when the text is not exactly one value and one label (R-LAYOUT-1).
 */
export function valueThenLabel(text: string): string | null {
  const words = text.trim().split(/\s+/);
  for (let j = 1; j < words.length; j += 1) {
    const value = words.slice(0, j).join(' ');
    const labelText = words.slice(j).join(' ');
    if (/^[a-z]/.test(labelText)) continue;
    if (REFERENCE_LABEL_WHOLE.test(labelText)) {
      if (VALUE_OF.loadReference.test(value) && /\d/.test(value)) return `${labelText}: ${value.replace(/^#/, '')}`;
      continue;
    }
    const label = cellLabel(labelText);
    if (!label || !/^(?:\([^)]*\))?$/.test(label.rest.trim()) || !VALUE_OF[label.field].test(value)) continue;
    const name = labelText.slice(0, labelText.length - label.rest.length).trim();
    return `${name}: ${value}`;
  }
  return null;
}

/** Reference labels may sit anywhere in a line ('Rate Confirmation — Order # 5350322'). */
// ('Rate Con #', 'RC #', 'Booking #', 'Job #' and 'Load Ref' name the load's number too; R-LAYOUT-20.)
// ('Book #', and a word cut short with its point, 'Conf. #', 'Ref. No.'; R-LAYOUT-35.)
// ('Losd No.', 'L0ad #': 'Load' read through a scan, one look-alike letter off; R-UPLOAD-17.)
const REFERENCE_LABEL =
  /\b(?:(?:load|l[o0][a4s]d|pro|[oc0]rder|confirmation|conf|reference|ref|shipment|trip|tender|booking|book|job|rate\s*con|rc)\.?\s*(?:#|&|no\.?|number|id)|load\s+ref(?:erence)?\b(?:\s*(?:#|no\.?))?)\s*:?\s*([A-Z0-9$][A-Z0-9$-]{2,})(?![.,]\d)/i;
/**
 * The start of a carrier's MC or DOT number ('MC-904074', 'DOT 4263289' read as 'DOT4263289'): the
 * carrier's authority, never a load's reference (docs/product-rules.md R-UPLOAD-25). A pattern's
 * source, for the readers' regular expressions.
 */
export const CARRIER_NUMBER = String.raw`(?:MC|DOT|USDOT)-?\d`;

/** A reference label alone on its line: its value comes later (a label column beside a value column). */
export const REFERENCE_LABEL_ALONE = /^(?:(?:load|pro|order|confirmation|conf|reference|ref|shipment|trip|tender|booking|book|job|rate\s*con|rc)\.?\s*(?:#|&|no\.?|number|id)|load\s+ref(?:erence)?(?:\s*(?:#|no\.?))?)\s*:?$/i;

/** The load reference a line names ('Load #: LD4775938' → 'LD4775938'), when it holds a digit. */
export function findReference(line: string): string | null {
  const ref = REFERENCE_LABEL.exec(line);
  // ('M$3292781': no reference holds a '$'; it is an 'S' a scan misread, R-UPLOAD-19.)
  return ref && /\d/.test(ref[1]!) ? ref[1]!.replace(/\$/g, 'S').toUpperCase() : null;
}

/** Stop roles in offers: pick-up labels and drop labels, English and Spanish (R-OFFER-7), also said
 * with a verb ('delivery is in', 'pickup will be at', 'entrega es en', R-OFFER-20). */
// R-OFFER-55: '@' ends a stop label as ':' does ('Deliver @ Knoxville TN', 'PU @ Dallas'), and a
// label may follow a field name's ':' ('SUMMARY:Deliver @ Knoxville TN').
export const PICKUP_LABEL =
  /(?:^|[\s(|•*:-])(?:p\/?u|picks?\s+up\s+(?:in|at)|picking\s+up(?:\s+(?:in|at|from))?|pick\s*-?\s*ups?|pickup|picks?|origin|orig|shipper|ship\s+from|load(?:ing)?\s+(?:at|in)|loads?\s+out\s+of|out\s+of|from|recoger|recoge|carga\s+en|sale\s+de|desde|stop\s*\d+\s*[:-]?\s*(?:pu|pick(?:\s*up)?)|(?:pick\s*-?\s*up|pu|pick)\s+(?:moved|changed|switched)\s+to)\s*\d?\s*(?:location|address|city|point|site)?(?:\s+(?:is|will\s+be|es|será)(?:\s+(?:in|at|en))?)?\s*[:#.)@-]*\s*$/i;
export const DROP_LABEL =
  /(?:^|[\s(|•*:-])(?:del|dlv|to(?=\s*:)|deliver(?:y|ing|s)?(?:\s+(?:to|in|at))?|drop(?:\s*off)?s?|dest|destination|consignee|receiver|ship\s+to|going\s+to|goes\s+to|headed\s+to|entrega|entregar|descarga|stop\s*\d+\s*[:-]?\s*(?:del|drop|delivery)|s\/o|so(?=\s*\d?\s*[:#])|(?:drop|delivery|del)\s+(?:moved|changed|switched)\s+to)\s*\d?\s*(?:location|address|city|point|site)?(?:\s+(?:is|will\s+be|es|será)(?:\s+(?:in|at|en))?)?\s*[:#.)@-]*\s*$/i;

export interface LabelPair {
  field: LabelField;
  /** The cell's text after the label (may be empty: the value then sits below or in the next column). */
  value: string;
  /** 0-based line of the text. */
  line: number;
}

/**
 * Every 'label → value' pair of a text, cell by cell ('Line Haul: $3,250.00', 'Total Miles  1,179'),
 * with the cells that follow a label and hold no label of their own added to its value.
 */
export function findLabelPairs(text: string): LabelPair[] {
  const pairs: LabelPair[] = [];
  text.split('\n').forEach((line, n) => {
    const cells = cellsOf(line).map((cell) => ({ cell, label: cellLabel(cell.text) }));
    cells.forEach(({ label }, c) => {
      if (!label) return;
      let value = label.rest;
      for (let k = c + 1; k < cells.length && !cells[k]!.label; k++) value += `${value ? '  ' : ''}${cells[k]!.cell.text}`;
      pairs.push({ field: label.field, value, line: n });
    });
  });
  return pairs;
}
