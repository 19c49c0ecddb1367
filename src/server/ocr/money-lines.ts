/**
 * Money lines that brokers print in forms the cell reader cannot pair (docs/product-rules.md
 * R-LAYOUT-27 and R-LAYOUT-28).
 */
import { parseAmount } from '../../domain/extract/amounts';
import { cellLabel } from '../../domain/extract/labels';

const AMOUNT = String.raw`[$S§]\s?\d[\d,]*\.\d{2}|\d{1,3}(?:,\d{3})*\.\d{2}`;
const PART = new RegExp(String.raw`^\s*(.*?)\s*(${AMOUNT})\s*(.*?)\s*$`);
const cents = (text: string) => Math.round((parseAmount(text.replace(/§/g, '$')) ?? NaN) * 100);

/**
 * A sum written out on one line ('RATE: $1,175.00 + $164.45 FSC = $1,339.45', 'Linehaul $900.00 +
 * Fuel $120.00 + Tolls $15.00 = Total $1,035.00'): each amount before '=' is the charge its label
 * names (the label after the amount, else before it; the first amount with no label is the
 * linehaul), the amount after '=' the total; only when the parts add up to it to the cent. Rewritten
 * as one labelled cell per amount ('Rate: $1,175.00  FSC: $164.45  Total: $1,339.45'), else null.
 */
export function spelledSum(line: string): string | null {
  const sides = line.split(/\s=\s?|\s?=\s/);
  if (sides.length !== 2) return null;
  const total = new RegExp(String.raw`^\s*(?:total\s*:?\s*)?(${AMOUNT})(.*)$`, 'i').exec(sides[1]!);
  const parts = sides[0]!.split(/\s\+\s?|\s?\+\s/);
  if (!total || parts.length < 2 || parts.length > 4) return null;
  const cells: string[] = [];
  let sum = 0;
  for (const [k, part] of parts.entries()) {
    const m = PART.exec(part);
    if (!m) return null;
    const [, before, amount, after] = m as unknown as [string, string, string, string];
    const named = cellLabel(after) ?? (before ? cellLabel(before.replace(/^.*?\b(?=[A-Za-z][A-Za-z .]*:?$)/, '')) : null);
    const field = named?.field ?? (k === 0 && !after ? 'rate' : null);
    if (field !== 'rate' && field !== 'fsc' && field !== 'tolls') return null;
    cells.push(`${{ rate: 'Rate', fsc: 'FSC', tolls: 'Tolls' }[field]}: ${amount.replace(/§/g, '$')}`);
    sum += cents(amount);
  }
  if (!Number.isFinite(sum) || sum !== cents(total[1]!)) return null;
  return `${cells.join('  ')}  Total: ${total[1]!.replace(/§/g, '$')}${total[2] ? `  ${total[2].trim()}` : ''}`;
}

/**
 * 'Included in total: Tolls $70.00 - Stop-off Charge (1) $50.00', 'Total includes: …': the lead-in
 * of a list of the charges a total includes is no total label; each charge after it is its own
 * cell (R-LAYOUT-27).
 */
export function withoutIncludedLeadIn(line: string): string {
  return line.replace(/\b(?:included\s+in\s+(?:the\s+)?total|total\s+includes?)\s*:\s*/i, '  ');
}
