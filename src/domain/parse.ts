/**
 * Text → number parsing (docs/product-rules.md R-CALC-1).
 *
 * Rule: strip everything except digits, dot and minus, then read the longest numeric prefix
 * (the `parseFloat` reading). Anything unparseable counts as 0. The result is always a finite
 * number: never NaN, never ±Infinity, never -0.
 *
 * Worked readings:
 *   '1,500.50' → 1500.5     '$1,500' → 1500      '-5' → -5       '12 mi' → 12
 *   '1.2.3'    → 1.2        (prefix '1.2', the second dot ends the number)
 *   '5-3'      → 5          (a minus after digits ends the number)
 *   '--5'      → 0          (no valid prefix)    '-' → 0    '.' → 0    '' → 0
 *   '1e5'      → 15         ('e' is stripped before reading; exponents are not supported)
 *   a 400-digit number      → 0 (would overflow to Infinity)
 */

const NOT_NUMERIC = /[^0-9.-]/g;

/** Keep only digits, dot and minus. */
export function stripNumeric(text: string): string {
  return text.replace(NOT_NUMERIC, '');
}

/**
 * Strict reading: the number, or `null` when the text holds no number at all
 * (blank, '-', '--5', 'abc', overflow). Used where "unparseable keeps the previous value".
 */
export function tryParseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? normalizeZero(value) : null;
  if (typeof value !== 'string') return null;
  const n = Number.parseFloat(stripNumeric(value));
  return Number.isFinite(n) ? normalizeZero(n) : null;
}

/** Lenient reading (R-CALC-1): the number, or 0 when unparseable. Never NaN or Infinity. */
export function parseNumber(value: unknown): number {
  return tryParseNumber(value) ?? 0;
}

/** Collapse -0 to 0 so formatting never shows '-$0.00'. */
function normalizeZero(n: number): number {
  return n === 0 ? 0 : n;
}
