/**
 * The broker's name on a rate confirmation (docs/product-rules.md R-BROKER-6): it fills the
 * calculator's optional Broker field, so the driver's own pay record for that broker follows.
 *
 * A sheet names its broker in one of two ways: a labelled cell ('Broker: Cornerstone Logistics',
 * or 'BROKER' above the name in a form grid), or the letterhead, the sheet's first line. The
 * carrier (the driver's own company), the shipper, the consignee and the remit-to factoring
 * company are printed too and are never the broker.
 */

/** 'Broker:', 'Broker name', 'Brokerage', 'Booked by'; not 'Broker MC', 'Broker phone', ... */
const BROKER_LABEL = /^\s*(?:broker(?:age)?(?:\s+name)?|booked\s+by|issued\s+by)\s*[:#-]?\s*(.*)$/i;
const NOT_A_NAME = /^(?:mc|dot|phone|tel|fax|e-?mail|contact|agent|rep|address|addr|office|#|no\.?|number|from|to|date|page)\b/i;

/** A document title, not a company: 'RATE CONFIRMATION', 'Load Tender', 'Carrier Agreement'. */
const TITLE = /\b(?:rate|ratecon|load|carrier|confirmation|agreement|tender|order|dispatch|sheet|schedule|contract|invoice|bill\s+of\s+lading|page|fax|quote|portal)\b/i;
/** Words of a title that never appear in a company's name ('Carrier' and 'Load' do: 'Keystone Carrier Connect'). */
const TITLE_ONLY = /\b(?:ratecon|confirmation|agreement|tender|invoice|portal|sheet|bill\s+of\s+lading)\b/i;
/** Lines about the other parties. */
const OTHER_PARTY = /^(?:carrier|shipper|consignee|pick\s*-?\s*up|pickup|deliver(?:y)?|drop|remit|bill\s*to|payable|driver|truck|trailer|factoring)\b|\bc\/o\b/i;
const COMPANY_WORD = /\b(?:logistics|freight|transport(?:ation)?|brokerage|express|shipping|solutions|supply\s+chain|group|network|connect|services|llc|inc|corp|co|company|ltd|lp)\b\.?/i;

/** Trims a found name: cell gaps, a trailing MC number, phone or separator go. */
function cleanName(raw: string): string | null {
  const name = raw
    // Cell gaps, ' — Rate Confirmation', ' | Carrier Portal', an MC number or phone after the name.
    .split(/\s{2,}|\t|\s[|·•–—-]\s|\s+(?:mc|dot|phone|tel|ph)\b[\s\S]*$/i)[0]!
    .replace(/\s+(?:carrier\s+)?portal$/i, '')
    // Scan debris around it: '« ', ' +', trailing punctuation.
    .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9.)]+$/g, '')
    .trim();
  if (name.length < 3 || name.length > 60) return null;
  if (!/^[A-Z0-9]/.test(name) || !/[A-Za-z]{2}/.test(name) || NOT_A_NAME.test(name)) return null;
  // A sentence of small print, an e-mail header or an address is not a name.
  if (name.split(/\s+/).length > 6 || /[,:;@<>]/.test(name)) return null;
  // A name is mostly letters: an amount, a date or a reference number is not one.
  const letters = name.replace(/[^A-Za-z]/g, '').length;
  return letters >= name.replace(/\s/g, '').length * 0.6 ? name : null;
}

/** Title case for a name read in capitals ('CORNERSTONE LOGISTICS' → 'Cornerstone Logistics'). */
function displayName(name: string): string {
  if (/[a-z]/.test(name)) return name;
  return name.replace(/[A-Za-z][A-Za-z'&]*/g, (w) => (/^(?:LLC|LP|LLP|USA|II|III)$/.test(w) || w.length <= 2 ? w : w[0] + w.slice(1).toLowerCase()));
}

/** The broker's name on the sheet, or null when it names none the reader can tell apart. */
export function findBrokerName(text: string): string | null {
  const lines = text
    .replace(/\r/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

  // 1. A labelled broker: the value beside the label, or on the next line when the label stands alone.
  for (let i = 0; i < lines.length; i += 1) {
    const m = BROKER_LABEL.exec(lines[i]!);
    if (!m) continue;
    // 'BROKER      TRIP': a grid's header row (the next cell is another label in capitals); the
    // name is in the row below. 'Broker      Longleaf Logistics LLC' is a label and its value.
    const nextCell = m[1]!.trim().split(/\s{2,}|\t/)[0]!;
    const gridHeader = !/[:#-]/.test(lines[i]!) && /^[A-Z][A-Z .#/&]*$/.test(nextCell) && !COMPANY_WORD.test(nextCell);
    const beside = gridHeader ? '' : m[1]!.trim();
    if (beside !== '') {
      const name = NOT_A_NAME.test(beside) ? null : cleanName(beside);
      if (name) return displayName(name);
      continue;
    }
    // Below a label alone the scan may have put anything: only a name that says it is a company.
    const below = lines[i + 1]?.split(/\s{2,}|\t/)[0];
    const name = below && !OTHER_PARTY.test(below) && COMPANY_WORD.test(below) ? cleanName(below) : null;
    if (name) return displayName(name);
  }

  // 2. The letterhead: among the first three lines, the first that reads as a company name.
  for (const line of lines.slice(0, 3)) {
    // The name, before the address or phone printed on the same line.
    const first = line.split(/\s{2,}|\t|\s[|·•]\s|\s+(?=\d)/)[0]!.trim();
    if (OTHER_PARTY.test(first) || /:/.test(first)) continue;
    if (TITLE.test(first) && !COMPANY_WORD.test(first)) continue;
    if (/\d/.test(first)) continue;
    const words = first.split(/\s+/);
    if (words.length > 6) continue;
    const name = cleanName(first);
    // Only a name that says it is a company: a wrong broker is worse than none.
    if (name && COMPANY_WORD.test(name) && !TITLE_ONLY.test(name)) return displayName(name);
  }
  return null;
}
