import { describe, expect, it } from 'vitest';
import { CSV_EXTRA_COLUMNS, usesBeyondSpecInputs } from './csv';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import fc from 'fast-check';
import Papa from 'papaparse';
import { CSV_COLUMNS, csvFileName, EXPORT_MESSAGES, neutraliseFormula, quoteField, toCsv } from './csv';
import { fakeDecision } from './test-data';

const parse = (csv: string) => Papa.parse<string[]>(csv, { header: false }).data;

describe('toCsv', () => {
  it('header: the 13 spec columns in order', () => {
    expect(CSV_COLUMNS).toEqual([
      'Date', 'Origin', 'Destination', 'Miles', 'Rate', 'FSC', 'Tolls', 'Fuel Cost', 'Total Revenue', 'Net Profit', 'RPM', 'Decision', 'Notes',
    ]);
    expect(toCsv([fakeDecision()]).split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
  });

  it('a row: money to 2 decimals, Total Revenue = rate + FSC, labels Book / Pass / Counter', () => {
    const csv = toCsv([
      fakeDecision({
        createdAt: '2026-11-22T10:30:00.000Z',
        origin: 'Dallas, TX',
        destination: 'Houston, TX',
        miles: 500,
        rate: 1500,
        fsc: 100,
        tolls: 20,
        fuelCost: 299.2307692,
        profit: 1055.7692307,
        rpm: 2.1115384,
        outcome: 'book',
        notes: 'Said "call first"',
      }),
      fakeDecision({ outcome: 'pass', profit: -12.345, rpm: -0.0514, notes: undefined }),
      fakeDecision({ outcome: 'counter', miles: 240.456 }),
    ]);
    const rows = parse(csv);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual([
      '2026-11-22T10:30:00.000Z', 'Dallas, TX', 'Houston, TX', '500', '1500.00', '100.00', '20.00', '299.23', '1600.00', '1055.77', '2.11', 'Book', 'Said "call first"',
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      '2026-11-22T10:30:00.000Z,"Dallas, TX","Houston, TX",500,1500.00,100.00,20.00,299.23,1600.00,1055.77,2.11,Book,"Said ""call first"""',
    );
    // Negative money stays a plain number: no apostrophe, no quotes.
    expect(rows[2]?.[9]).toBe('-12.35');
    expect(rows[2]?.[10]).toBe('-0.05');
    expect(rows[2]?.[11]).toBe('Pass');
    expect(rows[2]?.[12]).toBe('');
    expect(rows[3]?.[3]).toBe('240.46');
    expect(rows[3]?.[11]).toBe('Counter');
  });

  it('neutralises text cells that a spreadsheet would run as formulas', () => {
    const rows = parse(
      toCsv([
        fakeDecision({ origin: '=HYPERLINK("http://x","y")', destination: '+1+2', notes: '-5 fee' }),
        fakeDecision({ origin: '@SUM(A1)', destination: '\tTab', notes: '\r\nlines' }),
        fakeDecision({ origin: 'Safe = fine', destination: 'a@b', notes: 'ok' }),
      ]),
    );
    expect(rows[1]?.slice(1, 3)).toEqual(["'=HYPERLINK(\"http://x\",\"y\")", "'+1+2"]);
    expect(rows[1]?.[12]).toBe("'-5 fee");
    expect(rows[2]?.slice(1, 3)).toEqual(["'@SUM(A1)", "'\tTab"]);
    expect(rows[2]?.[12]).toBe("'\r\nlines");
    expect(rows[3]?.slice(1, 3)).toEqual(['Safe = fine', 'a@b']);
    expect(neutraliseFormula('\nx')).toBe("'\nx");
    expect(quoteField('plain')).toBe('plain');
    expect(quoteField('a\rb')).toBe('"a\rb"');
  });

  it("empty list throws 'No decisions to export'", () => {
    expect(() => toCsv([])).toThrowError(new Error('No decisions to export'));
  });

  it('property: arbitrary text reads back identically through papaparse (modulo the leading apostrophe)', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', '=', '+', '-', '@', '\t', ' ', "'", 'é'), maxLength: 20 }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text, text), { minLength: 1, maxLength: 5 }), (cells) => {
        const decisions = cells.map(([origin, destination, notes]) => fakeDecision({ origin, destination, notes }));
        const result = Papa.parse<string[]>(toCsv(decisions), { header: false });
        expect(result.errors).toEqual([]);
        expect(result.data).toHaveLength(decisions.length + 1);
        const expected = (s: string) => (/^[=+\-@\t\r\n]/.test(s) ? `'${s}` : s);
        decisions.forEach((d, i) => {
          const row = result.data[i + 1] as string[];
          expect(row).toHaveLength(13);
          expect(row[1]).toBe(expected(d.origin));
          expect(row[2]).toBe(expected(d.destination));
          expect(row[12]).toBe(expected(d.notes ?? ''));
        });
      }),
      { numRuns: 500 },
    );
  });
});

describe('csvFileName and messages', () => {
  it("'history-' + UTC timestamp without colons", () => {
    expect(csvFileName(new Date('2026-11-22T10:30:00.000Z'))).toBe('history-2026-11-22T10-30-00.csv');
    expect(csvFileName('2026-01-02T03:04:05Z')).toBe('history-2026-01-02T03-04-05.csv');
  });
  it('export toasts (spec §8)', () => {
    expect(EXPORT_MESSAGES.empty).toEqual({ title: 'No history to export', description: 'Log some decisions first before exporting.' });
    expect(EXPORT_MESSAGES.success(1).description).toBe('Exported 1 decision(s) to CSV.');
    expect(EXPORT_MESSAGES.success(12)).toEqual({ title: 'Export successful', description: 'Exported 12 decision(s) to CSV.' });
    expect(EXPORT_MESSAGES.failed('disk full')).toEqual({ title: 'Export failed', description: 'disk full' });
    expect(EXPORT_MESSAGES.failed().description).toBe('An error occurred while exporting.');
  });
});

describe('beyond-the-spec columns (issue 12)', () => {
  it('a history without the new inputs exports exactly the spec\'s 13 columns, even with a default snapshot', () => {
    const csv = toCsv([fakeDecision({ costProfile: { ...DEFAULT_COST_PROFILE, fuelPricePerGallon: 4 } })]);
    expect(csv.split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
    expect(parse(csv)[1]).toHaveLength(13);
  });

  it('extra columns come after the 13 when an entry used one, with worked figures', () => {
    // 500 loaded + 100 deadhead, profit 870.92: total 600, all-in 870.92 / 600 = 1.4515 → 1.45;
    // days 600 / 500 = 1.2 → profit per day 725.77
    const csv = toCsv([
      fakeDecision({ miles: 500, deadheadMiles: 100, profit: 870.923077, factoringFee: 45, dispatchFee: 150 }),
      fakeDecision({ miles: 240, profit: 300 }),
    ]);
    const rows = parse(csv);
    expect(rows[0]).toEqual([...CSV_COLUMNS, ...CSV_EXTRA_COLUMNS]);
    expect(rows[0]?.slice(0, 13)).toEqual([...CSV_COLUMNS]);
    expect(rows[1]?.slice(13, 20)).toEqual(['100', '600', '1.45', '45.00', '150.00', '1.2', '725.77']);
    // 240 mi, no deadhead: 0.48 days, 300 / 0.48 = 625
    expect(rows[2]?.slice(13, 20)).toEqual(['0', '240', '1.25', '0.00', '0.00', '0.48', '625.00']);
    // Neither carries a profile snapshot: those cells stay blank rather than guess today's profile.
    expect(rows[1]?.slice(20)).toEqual(['', '', '', '', '', '', '', '']);
  });

  it('the cost profile each entry was computed with follows, from its snapshot', () => {
    const snapshot = { ...DEFAULT_COST_PROFILE, fuelPricePerGallon: 4.5, averageMPG: 8, factoringPercent: 3, milesPerDay: 650 };
    const rows = parse(toCsv([fakeDecision({ costProfile: snapshot, tripDays: 1 })]));
    const cells = Object.fromEntries(rows[0]!.map((name, i) => [name, rows[1]![i]]));
    expect(cells).toMatchObject({
      'Fuel Price': '4.50', MPG: '8', 'Daily Fixed Costs': '250.00', 'Variable Cost per Mile': '0.35',
      'Factoring %': '3', 'Dispatch %': '0', 'Miles per Day': '650', 'Fixed-cost Spread (miles)': '2500',
    });
  });

  it('what counts as a new input; the caller may force either shape', () => {
    expect(usesBeyondSpecInputs(fakeDecision())).toBe(false);
    expect(usesBeyondSpecInputs(fakeDecision({ tripDays: 1 }))).toBe(true);
    expect(usesBeyondSpecInputs(fakeDecision({ dispatchFee: 1 }))).toBe(true);
    expect(usesBeyondSpecInputs(fakeDecision({ costProfile: { ...DEFAULT_COST_PROFILE, milesPerDay: 600 } }))).toBe(true);
    expect(usesBeyondSpecInputs(fakeDecision({ costProfile: { ...DEFAULT_COST_PROFILE, fixedCostSpreadMiles: 600 } }))).toBe(true);
    expect(parse(toCsv([fakeDecision()], { extraColumns: true }))[0]).toHaveLength(28);
    expect(parse(toCsv([fakeDecision({ tripDays: 2 })], { extraColumns: false }))[0]).toHaveLength(13);
  });
});
