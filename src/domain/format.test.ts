import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDecimal, formatMoney, formatPercent, formatRpm, formatWholeDollars, roundTo, roundToCents, toFixed2 } from './format';

describe('roundTo', () => {
  it('rounds half away from zero on the decimal value', () => {
    expect(roundTo(1.005, 2)).toBe(1.01); // 1.005 is stored as 1.00499999…; we round what was written
    expect(roundTo(1.004, 2)).toBe(1);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(1055.769230769, 2)).toBe(1055.77);
    expect(roundToCents(299.2307692307)).toBe(299.23);
  });
  it('never returns -0 and maps non-finite to 0', () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
    expect(roundTo(Number.NaN, 2)).toBe(0);
    expect(roundTo(Infinity, 2)).toBe(0);
  });
  it('handles tiny values printed in exponent form and huge values', () => {
    expect(roundTo(1e-7, 2)).toBe(0);
    expect(roundTo(4e-7, 6)).toBe(0);
    expect(roundTo(6e-7, 6)).toBe(0.000001);
    expect(roundTo(1e20, 2)).toBe(1e20);
  });
  it('property: result is within half a unit of the input', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        expect(Math.abs(roundTo(x, 2) - x)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe('formatters', () => {
  it('formatMoney: USD with exactly 2 decimals and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(1055.769230769)).toBe('$1,055.77');
    expect(formatMoney(-75)).toBe('-$75.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(0)).toBe('$0.00');
  });
  it('formatWholeDollars: whole dollars', () => {
    expect(formatWholeDollars(1150)).toBe('$1,150');
    expect(formatWholeDollars(1161.5)).toBe('$1,162');
    expect(formatWholeDollars(-0.4)).toBe('$0');
  });
  it('formatRpm, toFixed2, formatPercent', () => {
    expect(formatRpm(2.111538)).toBe('$2.11');
    expect(toFixed2(1500)).toBe('1500.00');
    expect(toFixed2(-12.345)).toBe('-12.35');
    expect(toFixed2(-0.001)).toBe('0.00');
    expect(formatPercent(66.666)).toBe('67%');
  });
});

describe('formatDecimal', () => {
  it('writes numbers as en-US does', () => {
    expect(formatDecimal(1234.5, 0, 2)).toBe('1,234.5');
    expect(formatDecimal(1234.5, 2, 2)).toBe('1,234.50');
    expect(formatDecimal(-1234567.891, 0, 2)).toBe('-1,234,567.89');
    expect(formatDecimal(999.995, 0, 2)).toBe('1,000');
    expect(formatDecimal(-0.004, 0, 2)).toBe('0');
    expect(formatDecimal(Number.NaN, 2, 2)).toBe('0.00');
    expect(formatDecimal(1e15 + 2, 0, 2)).toBe('1,000,000,000,000,002');
    expect(formatDecimal(1e21, 0, 0)).toBe('1,000,000,000,000,000,000,000');
  });
  it('property: the same text as Intl.NumberFormat en-US below 1e15', () => {
    const intl = [
      [0, 2, new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })],
      [2, 2, new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })],
      [0, 0, new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })],
      [0, 1, new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })],
    ] as const;
    const values = fc.oneof(
      fc.double({ min: -1e15 + 1, max: 1e15 - 1, noNaN: true }),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000),
      fc.constantFrom(0.005, 1.005, 2.5, -2.5, 0.125, 999.995, 1_000_000),
    );
    fc.assert(
      fc.property(values, (x) => {
        for (const [min, max, f] of intl) expect(formatDecimal(x, min, max)).toBe(f.format(roundTo(x, max)));
      }),
      { numRuns: 2000 },
    );
  });
  it('property: formatMoney is Intl currency en-US', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const usd0 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        expect(formatMoney(x)).toBe(usd.format(roundTo(x, 2)));
        expect(formatWholeDollars(x)).toBe(usd0.format(roundTo(x, 0)));
      }),
      { numRuns: 2000 },
    );
  });
});
