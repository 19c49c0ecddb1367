/**
 * Reading the numbers of a freight document as written: '$1,234.56', 'S2,200.00' (OCR reads '$'
 * as 'S'), '1.925,50', '1.85k'. Shared by the offer reader and the rate-confirmation parser
 * (docs/product-rules.md, R-OFFER-4).
 */

/**
 * A money amount as written: '$1,234.56', '1234', and '1.234,56' (not US style) as 1234.56.
 * Null when the text has no number.
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

/**
 * An amount as a scan reads it, written back (docs/product-rules.md R-UPLOAD-8): '§' for '$', and
 * the cents' point read as a space at the end of the amount ('$3428 87', '§ 2,320 72', '$1,850 00'),
 * or a space read after it ('$2.044. 14', R-UPLOAD-9).
 */
function scanRepaired(text: string): string {
  return text
    .replace(/§/g, '$')
    .replace(/((?:\$\s?)\d[\d,.]*\d|\d{1,3}(?:[,.]\d{3})+)[.,] (\d{2})(?=\s*$|\s{2}|\s*\))/g, '$1.$2')
    .replace(/((?:\$\s?)\d[\d,]*|\d{1,3}(?:,\d{3})+) (\d{2})(?=\s*$|\s{2}|\s*\))/g, '$1.$2');
}

/** Money-looking tokens of a table row: '$375.00', '1,850', '40.53', '375' (not a date '3/06'). */
const MONEY_TOKEN = /(?:[$S]\s?)?\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{2})?|(?:[$S]\s?)?\d+(?:[.,]\d{2})?(?![\d/])/g;

/**
 * The amount of a money row: tokens with '$' or cents (the amount column) are preferred, and of
 * them the last one (a quantity or unit column comes before the amount).
 */
export function rowAmount(text: string): number | null {
  const repaired = scanRepaired(text);
  const tokens = [...repaired.matchAll(MONEY_TOKEN)]
    // A charge line's calculation ('$0.2488/mi x 958 mi') holds no amount: neither the quantity of
    // miles nor a piece of the price per mile read from inside its digits ('248'; R-LAYOUT-16).
    .filter((m) => /\$|[.,]\d{2}$/.test(m[0]) || !/^\s*mi(?:les?)?\b/i.test(repaired.slice(m.index + m[0].length)))
    // ('$0.45/mi' is no '$0' either: a token cut short of its own decimals; nor is a share, 'FSC to
    // BCO 100%', any dollars: docs/product-rules.md R-UPLOAD-22.)
    .filter((m) => (m.index === 0 || !/[\d.,]/.test(repaired[m.index - 1]!)) && !/^(?:[\d/]|[.,]\d|\s?%)/.test(repaired.slice(m.index + m[0].length)))
    .map((m) => m[0])
    .filter((t) => !/^\d{1,2}$/.test(t.trim()) || /\$/.test(t));
  if (!tokens.length) return null;
  const strong = tokens.filter((t) => /\$|[.,]\d{2}$/.test(t));
  return parseAmount((strong.length ? strong : tokens).at(-1)!);
}

/**
 * The first whole number of a miles cell ('1,179', '781 mi', '640.5'), or null when none or 0.
 * A point before exactly three digits is a thousands comma the scan read as a point ('1.322 mi';
 * no sheet prints miles to the thousandth; docs/product-rules.md R-UPLOAD-9).
 */
export function firstMiles(text: string): number | null {
  const match = /(\d{1,2}(?:[,.]\d{3}(?![.,]?\d))|\d{1,5})(?:\.\d+)?(?![\d/])/.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(/[,.]/g, ''));
  return value > 0 ? value : null;
}

/** Dollars rounded to the cent (2.25 × 781 = 1757.25, not 1757.2499999). */
export const toCents = (value: number): number => Math.round(value * 100) / 100;

/** '$1,757.25' / '$1,850': how a note shows an amount. */
export function formatDollars(value: number): string {
  const cents = Math.round(value * 100) % 100 !== 0;
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}
