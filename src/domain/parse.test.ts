import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseNumber, stripNumeric, tryParseNumber } from './parse';

describe('parseNumber', () => {
  it.each([
    ['1,500.50', 1500.5],
    ['$1,500', 1500],
    ['1500', 1500],
    ['  42 mi ', 42],
    ['-5', -5],
    ['-12.75', -12.75],
    ['.5', 0.5],
    ['1.2.3', 1.2], // longest numeric prefix: the second dot ends the number
    ['5-3', 5], // a minus after digits ends the number
    ['--5', 0], // no valid prefix
    ['-', 0],
    ['.', 0],
    ['', 0],
    ['abc', 0],
    ['1e5', 15], // 'e' is stripped first: exponents are not supported
    ['-0', 0],
    ['9'.repeat(400), 0], // would overflow to Infinity
  ])('%j → %d', (text, expected) => {
    const n = parseNumber(text);
    expect(n).toBe(expected);
    expect(Object.is(n, -0)).toBe(false);
  });

  it('accepts finite numbers as they are and maps non-finite or other values to 0', () => {
    expect(parseNumber(12.5)).toBe(12.5);
    expect(parseNumber(-0)).toBe(0);
    expect(Object.is(parseNumber(-0), -0)).toBe(false);
    expect(parseNumber(Number.NaN)).toBe(0);
    expect(parseNumber(Number.POSITIVE_INFINITY)).toBe(0);
    expect(parseNumber(null)).toBe(0);
    expect(parseNumber(undefined)).toBe(0);
    expect(parseNumber({})).toBe(0);
  });

  it('property: never NaN, never Infinity, never -0, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[-0-9.,$ ]{0,30}$/), fc.double().map(String)), (s) => {
        const n = parseNumber(s);
        expect(Number.isFinite(n)).toBe(true);
        expect(Object.is(n, -0)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: a plainly written finite number reads back as itself', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), (x) => {
        const text = x.toFixed(2);
        expect(parseNumber(text)).toBe(Number.parseFloat(text) || 0);
      }),
    );
  });
});

describe('tryParseNumber', () => {
  it('returns null when there is no number at all', () => {
    expect(tryParseNumber('')).toBeNull();
    expect(tryParseNumber('   ')).toBeNull();
    expect(tryParseNumber('--5')).toBeNull();
    expect(tryParseNumber('n/a')).toBeNull();
    expect(tryParseNumber(undefined)).toBeNull();
    expect(tryParseNumber(Number.NaN)).toBeNull();
    expect(tryParseNumber(Infinity)).toBeNull();
  });
  it('returns the number, including 0', () => {
    expect(tryParseNumber('0')).toBe(0);
    expect(tryParseNumber('$3.99')).toBe(3.99);
    expect(tryParseNumber(7)).toBe(7);
  });
});

describe('stripNumeric', () => {
  it('keeps digits, dot and minus only', () => {
    expect(stripNumeric('$-1,234.5 USD')).toBe('-1234.5');
  });
});
