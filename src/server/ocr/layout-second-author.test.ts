// Rules learnt from the second layout author's training families (docs/decisions/009-ocr.md, 'Tuning
// on the second author's families'; docs/product-rules.md R-LAYOUT-25 and on): each test is
// a page reduced to the structure its rule reads.
import { describe, expect, it } from 'vitest';
import { parseRateConfirmation } from './parse-rate-confirmation';
import { readPage as read, row } from '../testing/ocr-page';

describe('a City/State/Zip field printed with slashes (R-LAYOUT-25)', () => {
  const page = [
    row(0, [0, 'ORIGIN STOP']),
    row(30, [0, 'Name: Prairie Ag Parts']),
    row(60, [0, 'City/State/Zip: Reno /NV/89502']),
    row(110, [0, 'FINAL STOP']),
    row(140, [0, 'Name: Keystone Precast']),
    row(170, [0, 'City/State/Zip: Baltimore / MD / 21226']),
  ];
  it('reads Reno /NV/89502 as Reno, NV in the layout and in the text', () => {
    expect(read(page)).toMatchObject({ origin: 'Reno, NV', destination: 'Baltimore, MD' });
    expect(parseRateConfirmation('Pickup: Reno /NV/89502\nDelivery: Baltimore / MD / 21226')).toMatchObject({ origin: 'Reno, NV', destination: 'Baltimore, MD' });
  });
  it('leaves dates and MC/DOT numbers alone', () => {
    expect(parseRateConfirmation('Pickup: 03/04/2026\nMC/DOT 12345/67890').origin).toBeNull();
  });
});

describe('remit headings and a DL stop type (R-LAYOUT-26)', () => {
  it('takes a place under REMIT: or Remit / Factoring for the broker’s office, and DL for a delivery', () => {
    for (const heading of ['REMIT: WESTBOUND TRANSPORTATION', 'REMIT / FACTORING', 'Remit Freight Bills To']) {
      const page = [
        row(0, [0, 'STP'], [60, 'TP'], [120, 'NAME'], [400, 'CITY'], [600, 'ST']),
        row(30, [0, '01'], [60, 'PU'], [120, 'BAYOU MARINE'], [400, 'LUBBOCK'], [600, 'TX']),
        row(60, [0, '02'], [60, 'DL'], [120, 'MESA TILE'], [400, 'MOBILE'], [600, 'AL']),
        row(200, [0, heading]),
        row(230, [0, '7564 DISTRIBUTION DR, CEDAR RAPIDS, IA 52404']),
      ];
      expect(read(page)).toMatchObject({ origin: 'Lubbock, TX', destination: 'Mobile, AL' });
    }
  });
});

describe('charges a total includes, and a linehaul above the total (R-LAYOUT-27)', () => {
  it('reads the tolls listed after ‘Included in total:’ and takes a linehaul above the total for a misread', () => {
    const text = [
      'Linehaul: 31408',
      'FSC: $216.90',
      'Total: $1,820.26',
      'Miles: 564',
      'Included in total: Tolls $70.00 - Stop-off Charge (1) $50.00',
    ].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ miles: 564, tolls: 70, total: 1820.26, rate: 1483.36 });
  });
  it('keeps the linehaul when the total is the one misread (no plausible rate per mile left)', () => {
    expect(parseRateConfirmation('Linehaul: $900.00\nFSC: $61.83\nTotal: $72.33\nMiles: 359').rate).toBe(900);
  });
});

describe('a sum written out on one line (R-LAYOUT-28)', () => {
  it('reads each part by its label and the amount after = as the total', () => {
    expect(parseRateConfirmation('RATE: $1,175.00 + $164.45 FSC = $1,339.45')).toMatchObject({ rate: 1175, fsc: 164.45, total: 1339.45 });
    expect(parseRateConfirmation('Linehaul $900.00 + Fuel $120.00 + Tolls $15.00 = Total $1,035.00')).toMatchObject({ rate: 900, fsc: 120, tolls: 15, total: 1035 });
  });
  it('leaves a line whose parts do not add up as it was', () => {
    expect(parseRateConfirmation('RATE: $1,175.00 + $164.45 FSC = $1,339.46').fsc).not.toBe(164.45);
  });
});

describe('a whole stop line that ends on its number’s label (R-LAYOUT-29)', () => {
  it('keeps the role its opening words name', () => {
    const page = [
      row(0, [0, 'STOPS']),
      row(30, [0, '1. PICK UP (live load) — Gulf Coast Pipe, 6257 Commerce St, New Orleans, LA 70126 — Appt 12/09/2026 15:30 — PU#']),
      row(60, [0, 'PU67331']),
      row(90, [0, '2. DELIVER (live unload) — Delta Machinery, 4377 Logistics Pkwy, Orlando, FL 32824 — Appt 12/12/2026 12:30 — DEL#']),
      row(120, [0, 'DEL6864368']),
    ];
    expect(read(page)).toMatchObject({ origin: 'New Orleans, LA', destination: 'Orlando, FL' });
  });
});

describe('a fuel advance is no fuel surcharge (R-LAYOUT-30)', () => {
  it('reads no FSC from a fuel advance line', () => {
    expect(parseRateConfirmation('Linehaul Rate  $1,025.00\nFuel advance available: up to $300.00 via Comchek ($15.00 fee).\nTotal  $1,025.00').fsc).toBeNull();
    expect(parseRateConfirmation('Linehaul Rate  $1,025.00\nFuel  $120.00').fsc).toBe(120);
  });
});

describe('more reference labels (R-LAYOUT-35)', () => {
  it('reads Book # and Conf. # as the load’s number', () => {
    expect(parseRateConfirmation('Book # BK6858522    Booked 05/04/2026').loadReference).toBe('BK6858522');
    expect(parseRateConfirmation('Keystone Carrier Connect\nConf. # 7382822').loadReference).toBe('7382822');
    expect(read([row(0, [0, 'Conf. #'], [300, 'PO #']), row(30, [0, '7382822'], [300, '99887766'])]).loadReference).toBe('7382822');
  });
});

describe('stop cards side by side (R-LAYOUT-32)', () => {
  const page = (heading: Array<[number, string]>) => [
    row(0, ...heading),
    row(30, [0, 'Name:'], [150, 'Heartland Feed'], [500, 'Name:'], [650, 'Cardinal Glass']),
    row(60, [0, 'City:'], [150, 'Mobile'], [500, 'City:'], [650, 'Lubbock']),
    row(90, [0, 'State:'], [150, 'AL'], [500, 'State:'], [650, 'TX']),
    row(120, [0, 'Zip:'], [150, '36617'], [500, 'Zip:'], [650, '79403']),
  ];
  it('gives each City the State in its own column', () => {
    expect(read(page([[0, 'PICKUP'], [500, 'DELIVERY']]))).toMatchObject({ origin: 'Mobile, AL', destination: 'Lubbock, TX' });
  });
  it('takes the unheaded card left of the delivery card for the pick-up', () => {
    expect(read(page([[500, 'DELIVERY']]))).toMatchObject({ origin: 'Mobile, AL', destination: 'Lubbock, TX' });
  });
});

describe('a list of stops under one Stops heading (R-LAYOUT-31)', () => {
  it('takes the first place of the list for the origin and the last for the destination, not the remit-to office', () => {
    const page = [
      row(0, [0, 'Redline Brokerage Inc']),
      row(30, [0, '1274 Logistics Pkwy - Shreveport, LA 71106 - Phone (760) 486-3025']),
      row(100, [0, 'Stops (3)']),
      row(140, [90, 'Heartland Feed & Seed'], [500, 'Ready 01/06/2026']),
      row(170, [90, 'El Paso, TX 79927'], [500, 'Ref PO1644133']),
      row(210, [90, 'Tri-County Concrete'], [500, 'Due 01/07/2026']),
      row(240, [90, 'Louisville, KY 40213'], [500, 'Ref PU63852576']),
      row(280, [90, 'Summit Building Products'], [500, 'Due 01/08/2026']),
      row(310, [90, 'Fargo, ND 58102'], [500, 'Ref SO476140']),
      row(380, [0, 'REMIT / FACTORING']),
      row(410, [0, 'Columbia, SC 29209']),
    ];
    expect(read(page)).toMatchObject({ origin: 'El Paso, TX', destination: 'Fargo, ND' });
  });
});

describe('miles by a printout’s abbreviations and a Trip column (R-LAYOUT-34)', () => {
  it('reads LDD MI as the loaded miles, not MT MI', () => {
    expect(parseRateConfirmation('LDD MI: 1013 MT MI: 105 STOPS: 4').miles).toBe(1013);
    expect(read([row(0, [0, 'MT MI'], [200, 'LDD MI']), row(30, [0, '105'], [200, '1013'])]).miles).toBe(1013);
  });
  it('reads a distance under a Trip column beside DH-O, its unit read apart or not', () => {
    const page = (trip: Array<[number, string]>) => [
      row(0, [0, 'TRIP'], [400, 'DH-O'], [800, 'RATE'], [1200, 'RATE / Mi']),
      row(40, ...trip, [400, '36'], [450, 'mi'], [800, '$1,350.00'], [1200, '$2.18']),
    ];
    expect(read(page([[0, '620'], [100, 'mi']]))).toMatchObject({ miles: 620, rate: 1350 });
    expect(read(page([[0, '620 mi']]))).toMatchObject({ miles: 620, rate: 1350 });
  });
  it('keeps a Trip column of trip numbers a reference', () => {
    expect(read([row(0, [0, 'TRIP'], [400, 'PO']), row(30, [0, '48213'], [400, '99887766'])]).loadReference).toBe('48213');
  });
});

describe('a stop table turned on its side (R-LAYOUT-33)', () => {
  const page = (types: boolean) => [
    row(0, [0, 'Stop'], [200, '1 of 3'], [400, '2 of 3'], [600, '3 of 3']),
    ...(types ? [row(30, [0, 'Type'], [200, 'Pick Up'], [400, 'Delivery'], [600, 'Delivery'])] : []),
    row(60, [0, 'Facility'], [200, 'Cardinal Glass'], [400, 'Sierra Solar'], [600, 'Northstar Coil']),
    row(90, [0, 'City'], [200, 'Baton Rouge'], [400, 'Salt Lake City'], [600, 'Reno']),
    row(120, [0, 'State'], [200, 'LA'], [400, 'ut'], [600, 'NV']),
    row(150, [0, 'Zip'], [200, '70805'], [400, '84104'], [600, '89502']),
  ];
  it('reads each column’s City and State as one stop, in the order of the columns', () => {
    expect(read(page(true))).toMatchObject({ origin: 'Baton Rouge, LA', destination: 'Reno, NV' });
    expect(read(page(false))).toMatchObject({ origin: 'Baton Rouge, LA', destination: 'Reno, NV' });
  });
});

describe('a sum of amounts whose parts a label named (R-LAYOUT-36)', () => {
  it('takes no FSC from the tolls or a stop-off charge', () => {
    const lines = [
      row(0, [0, 'Line Haul Flat Rate'], [300, 'Tolls'], [500, 'Stop-off Charge (3)'], [800, 'Total']),
      row(30, [0, '1,683.49 USD'], [300, '30.50 USD'], [500, '150.00 USD'], [800, '1,863.99 USD']),
    ];
    const parsed = parseRateConfirmation(lines.map((l) => l.text).join('\n'), { lines });
    expect(parsed).toMatchObject({ rate: 1683.49, tolls: 30.5, total: 1863.99, fsc: null });
  });
  it('still reads the FSC from a sum whose labels the scan lost', () => {
    expect(parseRateConfirmation('Lio  $1,279.92\nFvl  $124.89\nTata poy  $1,404.81')).toMatchObject({ rate: 1279.92, fsc: 124.89, total: 1404.81 });
  });
});

describe('a column of terms beside the charges (R-LAYOUT-37)', () => {
  it('takes the charge’s own amount, not the term’s on its row', () => {
    const text = [
      'Linehaul          $1200.00 USD      Detention      $75.00/hr after 1 hrs free',
      'Fuel surcharge    $203.13 USD       Layover        $250.00 per day',
      'Total pay         $1,523.63 USD',
    ].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 1200, fsc: 203.13, total: 1523.63 });
  });
});

describe('two unheaded stop cards side by side (R-LAYOUT-32)', () => {
  it('takes the left card for the pick-up and the right one for the drop when no heading was read', () => {
    const page = [
      row(0, [0, 'City:'], [150, 'Mobile'], [500, 'City:'], [650, 'Lubbock']),
      row(30, [0, 'State:'], [150, 'AL'], [500, 'State:'], [650, 'TX']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Mobile, AL', destination: 'Lubbock, TX' });
  });
});

describe('a label read under a reference column (R-LAYOUT-38)', () => {
  it('takes no DH-0 for the trip number', () => {
    const page = [row(0, [0, 'TRIP'], [400, 'RATE']), row(30, [0, 'DH-0'], [400, '$1,350.00'])];
    expect(read(page).loadReference).toBeUndefined();
  });
});

describe('an FSC whose label the scan garbled (R-UPLOAD-16)', () => {
  it('takes the amount that the linehaul, the charges and the total leave', () => {
    const text = ['Line Haul   $225.00', 'ES.C.   $61.30   ~02 Lyfe', 'Detention (approved) $125.00', 'TOTAL CARRIER PAY $411.30'].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 225, fsc: 61.3, total: 411.3 });
  });
  it('leaves an amount alone on its line, or on a tolls line, unread as the FSC', () => {
    expect(parseRateConfirmation('Line Haul   $225.00\n$61.30\nTotal   $286.30').fsc).toBeNull();
    expect(parseRateConfirmation('Line Haul   $225.00\nToll road fee   $61.30\nTotal   $286.30').fsc).toBeNull();
  });
});

describe('a side rail beside the stops, and miles that are a ZIP (R-LAYOUT-39)', () => {
  it('gives no office role to a stop whose row carries a remit heading far to its right', () => {
    const page = [
      row(0, [0, 'Dispatch Sheet'], [900, 'LINEHAUL']),
      row(30, [0, 'Stops (2)'], [900, '$2,100.00']),
      row(60, [0, 'El Paso, TX 79927'], [900, 'TOTAL']),
      row(90, [0, 'Fargo, ND 58102'], [900, 'REMIT / FACTORING']),
      row(120, [900, 'Columbia, SC 29209']),
    ];
    expect(read(page)).toMatchObject({ origin: 'El Paso, TX', destination: 'Fargo, ND' });
  });
  it('reads no ZIP as the miles', () => {
    expect(parseRateConfirmation('3483 Distribution Dr   06:30   LOADED MILES\nLouisville, KY 40213\n1,340').miles).toBe(1340);
    expect(read([row(0, [0, 'MILES'], [300, 'RATE']), row(30, [0, '16813'], [300, '$1,775.00'])]).miles).toBeUndefined();
  });
});

describe('a load label read through a scan (R-UPLOAD-17)', () => {
  it('reads Losd No. and L0ad # as the load’s number', () => {
    expect(parseRateConfirmation('Fringht Iii / Losd No. 4082976').loadReference).toBe('4082976');
    expect(parseRateConfirmation('L0ad # 5520658').loadReference).toBe('5520658');
  });
});

describe('an FSC read without its cents’ point (R-UPLOAD-18)', () => {
  it('takes what the total leaves when its digits begin with the FSC read', () => {
    const text = ['Line Haul Pay: $275.00', 'Fuel (FSC): $468)', 'Stop-off Charge (1): $50.00', 'Total Carrier Payment: $371.83'].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 275, fsc: 46.83, total: 371.83 });
  });
  it('keeps an FSC whose digits are not what the total leaves', () => {
    expect(parseRateConfirmation('Line Haul Pay: $275.00\nFuel (FSC): $512\nTotal Carrier Payment: $371.83').fsc).toBe(512);
  });
});

describe('an S read as $ in a reference (R-UPLOAD-19)', () => {
  it('reads M$3292781 and a $74140109 under Shipment ID as references with an S', () => {
    expect(parseRateConfirmation('Load #: M$3292781').loadReference).toBe('MS3292781');
    expect(read([row(0, [0, 'Shipment ID']), row(30, [0, '$74140109'])]).loadReference).toBe('S74140109');
  });
  it('takes no amount for a reference', () => {
    expect(parseRateConfirmation('Load #: $1,850.00').loadReference).toBeNull();
    expect(read([row(0, [0, 'Shipment ID']), row(30, [0, '$1,850.00'])]).loadReference).toBeUndefined();
  });
});
