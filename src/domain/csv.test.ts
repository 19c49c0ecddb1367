import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import { CSV_COLUMNS, CSV_DEAL_COLUMNS, CSV_EXTRA_COLUMNS, CSV_KEEP_COLUMNS, CSV_PROFILE_COLUMNS, csvFileName, EXPORT_MESSAGES, neutraliseFormula, quoteField, toCsv } from './csv';
import { fakeDecision } from './test-data';

const parse = (csv: string) => Papa.parse<string[]>(csv, { header: false }).data;

/** Thirteen blank cells: Fuel Type and the twelve snapshot columns of an entry without either. */
const NO_PROFILE = Array.from({ length: 13 }, () => '');

describe('toCsv', () => {
  it('header: the 13 columns of R-CSV-2 first, in order, then the extra columns', () => {
    expect(CSV_COLUMNS).toEqual([
      'Date', 'Origin', 'Destination', 'Miles', 'Rate', 'FSC', 'Tolls', 'Fuel Cost', 'Total Revenue', 'Net Profit', 'RPM', 'Decision', 'Notes',
    ]);
    const header = toCsv([fakeDecision()]).split('\r\n')[0]!;
    expect(header.split(',').slice(0, 13)).toEqual([...CSV_COLUMNS]);
    expect(header).toBe([...CSV_COLUMNS, ...CSV_EXTRA_COLUMNS, ...CSV_DEAL_COLUMNS, ...CSV_KEEP_COLUMNS, ...CSV_PROFILE_COLUMNS].join(','));
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
    expect(rows[1]?.slice(0, 13)).toEqual([
      '2026-11-22T10:30:00.000Z', 'Dallas, TX', 'Houston, TX', '500', '1500.00', '100.00', '20.00', '299.23', '1600.00', '1055.77', '2.11', 'Book', 'Said "call first"',
    ]);
    // Then the extra cells: no deadhead (total 500, all-in 1055.77 / 500 = 2.11), no fees,
    // 500 / 500 = 1 day (1055.77 a day), and neither fuel type nor snapshot: 13 blanks.
    expect(csv.split('\r\n')[1]).toBe(
      '2026-11-22T10:30:00.000Z,"Dallas, TX","Houston, TX",500,1500.00,100.00,20.00,299.23,1600.00,1055.77,2.11,Book,"Said ""call first"""' +
        ',0,500,2.11,0.00,0.00,1,1055.77' +
        ','.repeat(13) +
        // Offered rate (the entry's rate: no result recorded) and a blank Result
        ',1500.00,' +
        // You keep and You keep per day (blank without a snapshot), Broker, Paid on, Profile
        ','.repeat(5),
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
          expect(row).toHaveLength(CSV_COLUMNS.length + CSV_EXTRA_COLUMNS.length + CSV_DEAL_COLUMNS.length + CSV_KEEP_COLUMNS.length + CSV_PROFILE_COLUMNS.length);
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
  it('export toasts (R-CSV-1)', () => {
    expect(EXPORT_MESSAGES.empty).toEqual({ title: 'No history to export', description: 'Log some decisions first before exporting.' });
    expect(EXPORT_MESSAGES.success(1).description).toBe('Exported 1 decision(s) to CSV.');
    expect(EXPORT_MESSAGES.success(12)).toEqual({ title: 'Export successful', description: 'Exported 12 decision(s) to CSV.' });
    expect(EXPORT_MESSAGES.failed('disk full')).toEqual({ title: 'Export failed', description: 'disk full' });
    expect(EXPORT_MESSAGES.failed().description).toBe('An error occurred while exporting.');
  });
});

describe('beyond-the-contract columns (R-CSV-2)', () => {
  /** Header name → cell of one data row. */
  const cellsOf = (csv: string, row = 1) => {
    const rows = parse(csv);
    return Object.fromEntries(rows[0]!.map((name, i) => [name, rows[row]![i]]));
  };

  it('always follow the first 13 (R-CSV-2), also for a plain load on the default profile', () => {
    // 240 mi, profit 300 on the default profile: all-in 300 / 240 = 1.25; 240 / 500 = 0.48 days,
    // 300 / 0.48 = 625.00 a day.
    const rows = parse(toCsv([fakeDecision({ miles: 240, profit: 300, fuelType: 'diesel', costProfile: { ...DEFAULT_COST_PROFILE } })]));
    expect(rows[0]).toEqual([...CSV_COLUMNS, ...CSV_EXTRA_COLUMNS, ...CSV_DEAL_COLUMNS, ...CSV_KEEP_COLUMNS, ...CSV_PROFILE_COLUMNS]);
    expect(rows[0]).toHaveLength(40);
    // you keep 300 − 25 % = 225.00, per day 225 / 0.48 = 468.75; no broker, not paid
    expect(rows[1]?.slice(35)).toEqual(['225.00', '468.75', '', '', '']);
    expect(rows[1]?.slice(13, 33)).toEqual([
      '0', '240', '1.25', '0.00', '0.00', '0.48', '625.00',
      // the whole default profile: fuel type, costs, fees, miles per day, spread, the four thresholds
      'Diesel', '3.89', '6.5', '250.00', '0.35', '0', '0', '500', '2500', '0.80', '0.70', '900.00', '450.00',
    ]);
  });

  it('worked figures with deadhead and fees', () => {
    // 500 loaded + 100 deadhead, profit 870.92: total 600, all-in 870.92 / 600 = 1.4515 → 1.45;
    // days 600 / 500 = 1.2 → profit per day 725.77
    const rows = parse(
      toCsv([
        fakeDecision({ miles: 500, deadheadMiles: 100, profit: 870.923077, factoringFee: 45, dispatchFee: 150 }),
        fakeDecision({ miles: 240, profit: 300 }),
      ]),
    );
    expect(rows[1]?.slice(13, 20)).toEqual(['100', '600', '1.45', '45.00', '150.00', '1.2', '725.77']);
    // 240 mi, no deadhead: 0.48 days, 300 / 0.48 = 625
    expect(rows[2]?.slice(13, 20)).toEqual(['0', '240', '1.25', '0.00', '0.00', '0.48', '625.00']);
    // Neither carries a snapshot nor a fuel type: blank rather than guessed from today's profile.
    expect(rows[1]?.slice(20, 33)).toEqual(NO_PROFILE);
  });

  it('the cost profile each entry was computed with follows, from its snapshot', () => {
    const snapshot = {
      ...DEFAULT_COST_PROFILE,
      fuelType: 'gas' as const,
      fuelPricePerGallon: 4.5,
      averageMPG: 8,
      factoringPercent: 3,
      milesPerDay: 650,
      goodRpm: 1.5,
      fairRpm: 1.125,
      goodProfit: 1200,
      fairProfit: 0,
    };
    // The snapshot's fuel type wins over the entry's own.
    expect(cellsOf(toCsv([fakeDecision({ costProfile: snapshot, fuelType: 'diesel', tripDays: 1 })]))).toMatchObject({
      'Fuel Type': 'Gas', 'Fuel Price': '4.50', MPG: '8', 'Daily Fixed Costs': '250.00', 'Variable Cost per Mile': '0.35',
      'Factoring %': '3', 'Dispatch %': '0', 'Miles per Day': '650', 'Fixed-cost Spread (miles)': '2500',
      // 1.125 → 1.13 ($ per mile, to the cent)
      'Good Net RPM': '1.50', 'Fair Net RPM': '1.13', 'Good Profit': '1200.00', 'Fair Profit': '0.00',
    });
  });

  it('an entry logged before snapshots: fuel type from the entry itself (R-CSV-3), the rest blank', () => {
    const cells = cellsOf(toCsv([fakeDecision({ fuelType: 'diesel' })]));
    expect(cells['Fuel Type']).toBe('Diesel');
    const snapshotColumns = CSV_EXTRA_COLUMNS.slice(CSV_EXTRA_COLUMNS.indexOf('Fuel Price'), CSV_EXTRA_COLUMNS.indexOf('Fair Profit') + 1);
    expect(snapshotColumns).toHaveLength(12);
    for (const name of snapshotColumns) expect(cells[name]).toBe('');
  });

  it('a raw line: extra numbers unquoted and unprefixed, so a loss stays a number', () => {
    const line = toCsv([fakeDecision({ miles: 100, profit: -40, fuelType: 'diesel', costProfile: { ...DEFAULT_COST_PROFILE } })]).split('\r\n')[1]!;
    // all-in -40 / 100 = -0.40; 100 / 500 = 0.2 days, -40 / 0.2 = -200.00 a day
    expect(line).toMatch(/,0,100,-0\.40,0\.00,0\.00,0\.2,-200\.00,Diesel,3\.89,6\.5,250\.00,0\.35,0,0,500,2500,0\.80,0\.70,900\.00,450\.00,650\.00,,-40\.00,-200\.00,,,$/);
  });
  it('You keep, broker and paid day follow the earlier columns (docs/product-rules.md R-KEEP-6)', () => {
    // profit 975.77, 500 mi, 1 day at the defaults: tax 25 % = 243.94, you keep 731.83 a day
    const d = fakeDecision({ miles: 500, profit: 975.77, costProfile: { ...DEFAULT_COST_PROFILE }, broker: '=ABC Logistics', paidOn: '2026-11-20' });
    expect(cellsOf(toCsv([d]))).toMatchObject({ 'You keep': '731.83', 'You keep per day': '731.83', Broker: "'=ABC Logistics", 'Paid on': '2026-11-20' });
    const withReserve = fakeDecision({
      miles: 500,
      profit: 975.77,
      costProfile: { ...DEFAULT_COST_PROFILE, setAsides: { maintenanceReservePerMile: 0.1, taxPercent: 30, perDiemEnabled: false, perDiemDaily: 80, perDiemDeductiblePercent: 80 } },
    });
    // 975.77 − 50.00 − 292.731 = 633.039 → 633.04
    expect(cellsOf(toCsv([withReserve]))['You keep']).toBe('633.04');
  });
});

describe('deal columns (docs/product-rules.md R-DEAL-2)', () => {
  const cellsOf = (csv: string) => {
    const rows = parse(csv);
    return rows.slice(1).map((row) => Object.fromEntries(rows[0]!.map((name, i) => [name, row[i]])));
  };

  it('follow the earlier columns; Rate and the figures are the agreed ones, Offered rate the broker\'s offer', () => {
    const rows = cellsOf(
      toCsv([
        fakeDecision({ outcome: 'counter', rate: 1944, offeredRate: 1800, dealResult: 'target', fsc: 100, profit: 1314.92, rpm: 2.19 }),
        fakeDecision({ outcome: 'counter', rate: 1800, offeredRate: 1800, dealResult: 'declined' }),
        fakeDecision({ outcome: 'counter', rate: 1800 }),
        fakeDecision({ outcome: 'book', rate: 900 }),
      ]),
    );
    expect(rows[0]).toMatchObject({ Rate: '1944.00', 'Total Revenue': '2044.00', 'Net Profit': '1314.92', RPM: '2.19', Decision: 'Counter', 'Offered rate': '1800.00', Result: 'Got target' });
    expect(rows[1]).toMatchObject({ Rate: '1800.00', 'Offered rate': '1800.00', Result: 'Declined' });
    expect(rows[2]).toMatchObject({ Rate: '1800.00', 'Offered rate': '1800.00', Result: '' });
    expect(rows[3]).toMatchObject({ Rate: '900.00', 'Offered rate': '900.00', Result: '' });
  });
});

