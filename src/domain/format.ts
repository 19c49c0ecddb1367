/**
 * The one place numbers are rounded for display and export. The domain computes with raw
 * numbers; call these only at the edge.
 *
 * Rounding is half away from zero on the decimal value a person would write
 * (1.005 → 1.01, -2.5 → -3), not on the binary approximation.
 *
 * - formatMoney: calculator money, US dollars with exactly 2 decimals ('$1,234.50', '-$75.00').
 *   The contract says "up to 2 decimals"; we always show 2 (R-CALC-6) so columns of figures line up and a
 *   cent value never reads as dimes ('$1,234.5' never appears).
 * - formatWholeDollars: the negotiation assistant ('$1,150').
 * - formatRpm: dollars per mile with 2 decimals ('$2.45'); the UI appends '/mi' where it wants.
 */

/** Round half away from zero to `decimals` places, reading the number as written in decimal. */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const abs = Math.abs(value);
  // Beyond ~1e15 there are no fractional digits left to round; avoid exponent notation below.
  if (abs >= 1e15) return value;
  const text = String(abs);
  // Tiny values print in exponent form ('1e-7'); they round like any other small number.
  const shifted = text.includes('e')
    ? Math.round(abs * 10 ** decimals)
    : Math.round(Number(`${text}e${decimals}`));
  const rounded = shifted / 10 ** decimals;
  const signed = value < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed;
}

export const roundToCents = (value: number): number => roundTo(value, 2);

/**
 * `value` rounded (roundTo) to at most `maxDecimals` places, written as en-US writes it: '-' sign,
 * ',' between thousands, '.' before the decimals, trailing zeros dropped down to `minDecimals`
 * ('1,234.5' with 0..2, '1,234.50' with 2..2). Non-finite values read as 0.
 *
 * The same text as `Intl.NumberFormat('en-US', …)` below 1e15 (a test compares them; above,
 * whole numbers only), without it: building the first Intl formatter loads the locale data, 30 ms
 * on this machine at start-up and four times that on a mid-range phone, while the calculator is
 * being made live (docs/decisions/004).
 */
export function formatDecimal(value: number, minDecimals: number, maxDecimals: number): string {
  const rounded = roundTo(value, maxDecimals);
  const abs = Math.abs(rounded);
  // The shortest text that reads back as the rounded number, as Intl writes it (toFixed would
  // print the binary value's digits: 143706476166726.1 as '…726.09'). From 1e15 on roundTo leaves
  // the value as it is, so whole units only; from 1e21 on String() uses an exponent, BigInt not.
  const text =
    abs >= 1e15 ? (abs < 1e21 ? String(Math.round(abs)) : BigInt(abs).toString()) : String(abs);
  const [whole = '0', digits = ''] = (text.includes('e') ? abs.toFixed(maxDecimals) : text).split('.');
  let fraction = digits;
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(minDecimals, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** '1,234.5': miles, MPG, days and percentages as a person writes them (up to 2 decimals). */
export function formatNumber(value: number): string {
  return formatDecimal(value, 0, 2);
}

/** US dollars: '$1,234.50', '-$75.00' (the sign before the dollar sign, as en-US writes it). */
function formatDollars(value: number, decimals: number): string {
  const text = formatDecimal(value, decimals, decimals);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** '$1,234.50'; negatives '-$1,234.50'; never '-$0.00'. */
export function formatMoney(value: number): string {
  return formatDollars(value, 2);
}

/** '$1,150'; rounded half away from zero; never '-$0'. */
export function formatWholeDollars(value: number): string {
  return formatDollars(value, 0);
}

/** Rate per mile: '$2.45'. */
export function formatRpm(value: number): string {
  return formatMoney(value);
}

/** A fixed 2-decimal plain number for CSV: '1500.00', '-12.35'. */
export function toFixed2(value: number): string {
  return roundTo(value, 2).toFixed(2);
}

/** Whole percent: '75%'. */
export function formatPercent(value: number): string {
  return `${roundTo(value, 0)}%`;
}
