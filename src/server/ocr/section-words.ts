/**
 * The words that head a section of a rate confirmation (the pick-up, the delivery, the broker's
 * office; for the learned chooser also the money and the carrier blocks), one list for the two
 * readers that look for them (docs/decisions/009-ocr.md, 'Words with boxes' and 'A learned field
 * chooser'). The layout rules (layout.ts) give a stop the role of a cell that opens with these words;
 * the chooser (field-scorer.ts) takes one of them anywhere in a short row as a feature. The rules
 * were tuned on their words and the chooser's weights trained on its own, so where the two differ
 * each keeps its own, named apart from the words both use. Regular-expression alternatives, matched
 * without regard to case.
 */

interface SectionWords {
  /** Words both readers take for the section. */
  both: readonly string[];
  /** Words only the layout rules take. */
  rules: readonly string[];
  /** Words only the chooser takes. */
  chooser: readonly string[];
}

const PICK: SectionWords = {
  both: ['shipper', 'origin', 'loading'],
  rules: [String.raw`pick(?:\s*-?\s*ups?)?`, 'pickups?', String.raw`p\/?u`, String.raw`orig\.?`, String.raw`ship\s+from`, String.raw`load\s+at`, String.raw`first\s+stop`],
  chooser: [String.raw`pick\s*-?\s*up\w*`, String.raw`ship\s*from`, String.raw`load\s*at`, String.raw`p\/u`, 'orig'],
};

// ('DL', a printout's stop type for a delivery beside 'PU'; R-LAYOUT-26.)
const DROP: SectionWords = {
  both: ['consignee', 'receiver', 'destination', String.raw`final\s+stop`],
  rules: [String.raw`deliver(?:y|ies|\s+to)?`, String.raw`drop\s*-?\s*offs?`, 'dropoffs?', 'drops?', String.raw`dest\.?`, String.raw`ship\s+to`, 'so', 'del', 'dlv', 'dl', 'unloading'],
  chooser: [String.raw`deliver\w*`, 'drop', String.raw`ship\s*to`, String.raw`unload\w*`, 'dest', String.raw`last\s+stop`],
};

// ('BILLTO', 'REMITTO': the scan may join the words. Any heading opening with 'Remit' is the broker's
// office: 'REMIT:', 'Remit Freight Bills To', 'REMIT / FACTORING'; R-LAYOUT-26.)
const OFFICE: SectionWords = {
  both: [String.raw`bill\s*to`, 'billing', 'factoring'],
  rules: [String.raw`remit\b`, String.raw`remitto\b`, String.raw`mail\s+(?:invoices?\s+)?to`, String.raw`send\s+invoices?\s+to`, String.raw`invoice\s+to`, String.raw`broker(?:\s+office)?`, String.raw`payment\s+to`],
  chooser: ['remit', String.raw`invoic\w*`, String.raw`mail\s+to`, 'payment', 'corporate', 'headquarters', 'hq'],
};

const MONEY: SectionWords = {
  both: [],
  rules: [],
  chooser: ['charges?', 'rates?', 'pay', 'payment', 'linehaul', String.raw`line\s*haul`, 'amount', 'total', 'settlement', 'compensation'],
};

const CARRIER: SectionWords = { both: [], rules: [], chooser: ['carrier', 'driver', 'truck', 'equipment', 'trailer'] };

const SECTIONS = { pick: PICK, drop: DROP, office: OFFICE, money: MONEY, carrier: CARRIER };

/** The layout rules' words for a stop's section, as alternatives of a regular expression. */
export const rulesWords = (section: 'pick' | 'drop' | 'office'): string => [...SECTIONS[section].both, ...SECTIONS[section].rules].join('|');

/** The chooser's words for a section, as alternatives of a regular expression. */
export const chooserWords = (section: keyof typeof SECTIONS): string => [...SECTIONS[section].both, ...SECTIONS[section].chooser].join('|');
