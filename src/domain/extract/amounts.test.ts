import { describe, expect, it } from 'vitest';
import { firstMiles, formatDollars, parseAmount, rowAmount, toCents } from './amounts';

describe('parseAmount', () => {
  it.each([
    ['$1,850.00', 1850],
    ['$ 375', 375],
    ['S2,200.00', 2200],
    ['1.925,50', 1925.5],
    ['40.53', 40.53],
    ['none', null],
    ['$,', null],
  ])('%s → %s', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it('answers null for a number too large to hold', () => {
    expect(parseAmount('9'.repeat(400))).toBeNull();
  });
});

describe('rowAmount', () => {
  it('takes the amount column: the last token with $ or cents', () => {
    expect(rowAmount('Linehaul      1     $375.00')).toBe(375);
    expect(rowAmount('FSC  2  40.53')).toBe(40.53);
  });
  it('falls back to the last plain number, ignoring one- and two-digit quantities', () => {
    expect(rowAmount('Rate 1 1850')).toBe(1850);
    expect(rowAmount('qty 2')).toBeNull();
  });
  it('finds no amount in a per-mile calculation: neither the miles nor a piece of the price (R-LAYOUT-16)', () => {
    expect(rowAmount('£0.2488/mi x 958 mi')).toBeNull();
    expect(rowAmount('$0.2488/mi x 958 mi  $238.32')).toBe(238.32);
    expect(rowAmount('Fuel  958 miles  $0.25')).toBe(0.25);
  });
});

describe('rowAmount and shares', () => {
  it('reads no dollars in a percentage: the FSC passed on in full is no $100 FSC', () => {
    expect(rowAmount('FSC to BCO                 100%')).toBeNull();
    expect(rowAmount('Fuel surcharge 18 % of linehaul')).toBeNull();
    expect(rowAmount('FSC (18%)   $81.00')).toBe(81);
  });
});

describe('firstMiles', () => {
  it('reads the first whole number of a miles cell', () => {
    expect(firstMiles('1,179 mi')).toBe(1179);
    expect(firstMiles('640.5')).toBe(640);
    expect(firstMiles('0')).toBeNull();
    expect(firstMiles('n/a')).toBeNull();
  });

  it('reads a thousands comma a scan turned into a point as thousands (R-UPLOAD-9)', () => {
    expect(firstMiles('Est. Distance 1.322 mi')).toBe(1322);
    expect(firstMiles('12.045')).toBe(12045);
    // Decimals that are not three digits, or a longer run, stay decimals.
    expect(firstMiles('640.55 mi')).toBe(640);
    expect(firstMiles('1.3225')).toBe(1);
  });
});

describe('money helpers', () => {
  it('rounds to the cent and writes dollars with cents only when there are some', () => {
    expect(toCents(2.25 * 781)).toBe(1757.25);
    expect(formatDollars(1757.25)).toBe('$1,757.25');
    expect(formatDollars(1850)).toBe('$1,850');
  });
});

describe('rowAmount through a scan (R-UPLOAD-8)', () => {
  it.each([
    ['§ 2,320 72', 2320.72],
    ['$3428 87', 3428.87],
    ['$650 00  fuel', 650],
    ['Linehaul § 1,850.00', 1850],
    // A quantity and an amount are not cents: '2 $150.00', '318 mi  $1,050.00'.
    ['2 $150.00', 150],
    ['318 mi  $1,050.00', 1050],
    ['$1,050.00 12', 1050],
    // A space read after the cents' point (R-UPLOAD-9).
    ['Line haul   $2.044. 14', 2044.14],
    ['1,850. 00  fuel', 1850],
  ])('%s → %s', (text, expected) => {
    expect(rowAmount(text)).toBe(expected);
  });
});
