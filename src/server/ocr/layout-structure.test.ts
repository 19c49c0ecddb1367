// Structure rules learnt from the third round of training layout families (docs/decisions/009-ocr.md,
// 'A third round of training families'; docs/product-rules.md R-LAYOUT-*): each test is a page
// reduced to the structure its rule reads.
import { describe, expect, it } from 'vitest';
import type { OcrLine } from './engine';
import { parseRateConfirmation } from './parse-rate-confirmation';
import { readPage, row } from '../testing/ocr-page';

const read = readPage;

describe('a value printed before its label (R-LAYOUT-1)', () => {
  it('pairs each label with the value on its left, not with the next line', () => {
    const text = [
      'Patriot Load Network',
      'Load Summary',
      '96160202 Load Number',
      'Lexington, KY Origin (Shipper)',
      'Des Moines, IA Destination (Receiver)',
      '799 Loaded Miles',
      '58 Empty Miles to Shipper',
      '1,508.30 Linehaul',
      '183.21 Fuel Surcharge',
      '10.00 Tolls',
      '1,701.51 Total Carrier Pay (USD)',
    ].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({
      loadReference: '96160202',
      origin: 'Lexington, KY',
      destination: 'Des Moines, IA',
      miles: 799,
      rate: 1508.3,
      fsc: 183.21,
      tolls: 10,
      total: 1701.51,
    });
  });
});

describe('a charges table with an Amount column (R-LAYOUT-2)', () => {
  it('takes each charge line’s amount from under Amount, not its units or unit price', () => {
    const page = [
      row(0, [0, 'Code'], [100, 'Description'], [400, 'Units'], [500, 'UOM'], [650, 'Rate'], [850, 'Amount']),
      row(30, [0, 'LH'], [100, 'Line Haul'], [420, '844'], [500, 'MI'], [640, '2.4289'], [850, '2,050.00']),
      row(60, [0, 'FSC'], [100, 'Fuel Surcharge'], [420, '844'], [500, 'MI'], [640, '0.1788'], [870, '150.93']),
      row(90, [0, 'STP'], [100, 'Stop Off'], [440, '1'], [500, 'EA'], [650, '50.00'], [880, '50.00']),
      row(120, [500, 'Total Due Carrier'], [850, '2,250.93']),
    ];
    expect(read(page)).toMatchObject({ rate: 2050, fsc: 150.93, total: 2250.93 });
  });
});

describe('large type on a line of small type (R-LAYOUT-3)', () => {
  it('keeps a letterhead’s name one cell, so its last word is no column name over the form', () => {
    // 'TruLane Freight' at 44 px beside 'LOAD CONFIRMATION FORM' at 22 px, 20 px apart.
    const word = (text: string, x0: number, x1: number, y0: number, y1: number) => ({ text, bbox: { x0, y0, x1, y1 }, confidence: 90 });
    const head: OcrLine = {
      text: 'TruLane Freight      LOAD CONFIRMATION FORM',
      bbox: { x0: 83, y0: 68, x1: 1686, y1: 112 },
      words: [word('TruLane', 83, 266, 71, 103), word('Freight', 286, 449, 68, 112), word('LOAD', 1233, 1317, 88, 110),
        word('CONFIRMATION', 1330, 1580, 88, 110), word('FORM', 1595, 1686, 88, 110)],
    };
    const page = [head, row(120, [85, '9037 Port Access Rd']), row(150, [85, 'Wichita, KS 67219']), row(180, [85, 'Load No.'], [300, '29476'])];
    expect(read(page).rate).toBeUndefined();
    expect(read(page).loadReference).toBe('29476');
  });
});

describe('a stop table whose Type column says Pick or Drop (R-LAYOUT-4)', () => {
  it('takes the first Pick for the origin when a Drop of an earlier load comes first', () => {
    const page = [
      row(0, [0, '#'], [50, 'Type'], [150, 'Location'], [500, 'Date']),
      row(30, [0, '1'], [50, 'Drop'], [150, 'Jacksonville, FL 32254'], [500, '06/14/2026']),
      row(60, [0, '2'], [50, 'Pick'], [150, 'Houston, TX 77029'], [500, '06/14/2026']),
      row(90, [0, '3'], [50, 'Pick'], [150, 'Columbus, OH 43207'], [500, '06/15/2026']),
      row(120, [0, '4'], [50, 'Drop'], [150, 'Tucson, AZ 85714'], [500, '06/16/2026']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Houston, TX', destination: 'Tucson, AZ' });
  });
});

describe('money lines: Gross Pay and other charge lines (R-LAYOUT-5)', () => {
  it('reads Gross Pay as the total and a Stop Charges line as a charge it includes', () => {
    // The linehaul's label unreadable (small caps 'Flat Rate' read as 'Frat RATE'): the rate is
    // what the total leaves after the FSC, the tolls and the stop charges.
    const text = [
      'SETTLEMENT',
      'PRACTICAL MILES      1,341',
      'Frat RATE      $2,224.05',
      'FUEL ADJUSTMENT      $308.65',
      'TOLL CHARGES      $55.00',
      'STOP CHARGES      $100.00',
      'Gross Pay      $2,687.70',
    ].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ total: 2687.7, tolls: 55, fsc: 308.65, rate: 2224.05, rateFromTotal: true });
  });

  it('never takes the total, fuel or toll charges for such a line', () => {
    const text = ['Line Haul      $1,000.00', 'Fuel Charges      $100.00', 'Toll Charges      $20.00', 'Misc Charges      $30.00', 'Total Charges      $1,150.00'].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 1000, fsc: 100, tolls: 20, total: 1150, extras: [30] });
  });
});

describe('states written in full (R-LAYOUT-6)', () => {
  const page = [
    row(0, [0, 'Summit Ridge Logistics']),
    row(30, [0, '2474 Quarry Ln, Richmond, Virginia 23234 - (673) 280-1836']),
    row(80, [0, 'Pickup']),
    row(110, [0, 'Sierra Solar Racking']),
    row(140, [0, 'Savannah, Georgia 31408']),
    row(190, [0, 'Delivery']),
    row(220, [0, 'Keystone Precast']),
    row(250, [0, 'Tucson, Arizona 85714']),
  ];
  it('reads "Savannah, Georgia 31408" as Savannah, GA in the text and in the layout', () => {
    expect(parseRateConfirmation(page.slice(2).map((l) => l.text).join('\n'))).toMatchObject({ origin: 'Savannah, GA', destination: 'Tucson, AZ' });
    expect(read(page)).toMatchObject({ origin: 'Savannah, GA', destination: 'Tucson, AZ' });
  });
});

describe('a stop heading that carries its date and window (R-LAYOUT-7)', () => {
  it('still gives the places below it their role', () => {
    const page = [
      row(0, [0, '2474 Quarry Ln, Richmond, VA 23234 - (673) 280-1836']),
      row(50, [0, 'Pickup - 02/02/2026 - window 15:00-22:00']),
      row(80, [0, 'Sierra Solar Racking']),
      row(110, [0, 'Savannah, GA 31408']),
      row(160, [0, 'Delivery - 02/03/2026 - window 14:00-16:00']),
      row(190, [0, 'Keystone Precast']),
      row(220, [0, 'Tucson, AZ 85714']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Savannah, GA', destination: 'Tucson, AZ' });
  });
});

describe('a distance alone in its cell (R-LAYOUT-8)', () => {
  it('takes "396 mi" beside the appointment windows for the miles', () => {
    const text = ['Shipment Confirmation 499872', '396 mi      PU 15:00-22:00      DEL 14:00-16:00      2 stops', 'Linehaul $1,275.00'].join('\n');
    expect(parseRateConfirmation(text).miles).toBe(396);
  });

  it('takes none after a deadhead label, nor when two such cells disagree', () => {
    expect(parseRateConfirmation('Deadhead      45 mi\nLinehaul $1,275.00').miles).toBeNull();
    expect(parseRateConfirmation('612 mi      PU 08:00\n95 mi      DEL 10:00').miles).toBeNull();
  });
});

describe('money labels in one line, whatever mark parts them (R-LAYOUT-9)', () => {
  it('reads each amount with its own label when the middle dots were read as * and «', () => {
    const text = 'Linehaul $1,275.00 * Fuel surcharge $116.77 « Tolls $70.50 - Total $1,462.27';
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 1275, fsc: 116.77, tolls: 70.5, total: 1462.27 });
  });
});

describe('a bare Reference inside a stop section (R-LAYOUT-10)', () => {
  it('is the stop’s number, not the load’s', () => {
    const page = [
      row(0, [0, 'ORIGIN STOP 1']),
      row(30, [0, 'FACILITY'], [300, 'Cardinal Glass Works']),
      row(60, [0, 'CITY STATE ZIP'], [300, 'Lubbock, TX 79403']),
      row(90, [0, 'REFERENCE'], [300, 'DEL5131035']),
      row(140, [0, 'DESTINATION STOP 2']),
      row(170, [0, 'CITY STATE ZIP'], [300, 'Stockton, CA 95206']),
      row(200, [0, 'REFERENCE'], [300, 'PO67175069']),
      row(250, [0, 'SETTLEMENT']),
      row(280, [0, 'Load #'], [300, 'T617858']),
    ];
    expect(read(page).loadReference).toBe('T617858');
  });
});
