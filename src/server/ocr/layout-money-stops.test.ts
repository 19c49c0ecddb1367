// Rules learnt from the fourth round of training layout families, on money lines, stops and
// references (docs/decisions/009-ocr.md, 'A fourth round of training families'; docs/product-rules.md
// R-LAYOUT-11 to R-LAYOUT-16): each test is a page reduced to the structure its rule reads.
import { describe, expect, it } from 'vitest';
import type { OcrLine } from './engine';
import { parseRateConfirmation } from './parse-rate-confirmation';
import { readPage, row } from '../testing/ocr-page';

/** A monospace line whose every word stands a wide gap from the next: each word its own cell. */
const spaced = (y: number, text: string): OcrLine => {
  let at = 0;
  return row(y, ...text.split(' ').map((w): [number, string] => {
    const x = at;
    at += 10 * w.length + 30;
    return [x, w];
  }));
};
const read = readPage;

describe('a stop number label is no section heading (R-LAYOUT-11)', () => {
  it('gives no stop role to the places under a DELIVERY # / PICKUP # box row', () => {
    const page = [
      row(0, [0, 'DELIVERY #'], [200, 'BOL #'], [400, 'PICKUP #'], [600, 'ORDER #']),
      row(30, [0, '5025132729'], [200, '138125'], [400, 'PO77804592'], [600, '262794787']),
      row(60, [0, 'Ship From Heartland Feed and Seed'], [500, 'Ship To Red River Lumber Yard']),
      row(90, [0, '9566 Enterprise Way'], [500, '5391 Logistics Pkwy']),
      row(120, [0, 'Fort Worth, TX 76106'], [500, 'Grand Rapids, MI 49548']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Fort Worth, TX', destination: 'Grand Rapids, MI', loadReference: '262794787' });
  });
});

describe('a row of section headings ends the table above it (R-LAYOUT-12)', () => {
  it('reads Origin and Destination blocks under a row of reference boxes by their headings', () => {
    const page = [
      row(0, [0, 'Anchor Point Logistics'], [300, 'MC-749810']),
      row(40, [0, 'LOAD NO.'], [200, 'BROKER MC'], [400, 'PICKUP NO.'], [600, 'WEIGHT']),
      row(70, [0, '4008239'], [200, '749810'], [400, 'DEL65582'], [600, '13,000 lbs']),
      row(100, [0, 'Origin']),
      row(130, [0, 'Ozark Trailer Mfg']),
      row(160, [0, '476 Warehouse Rd']),
      row(190, [0, 'Stockton, CA 95206 — 06/12/2026 09:00']),
      row(220, [0, 'Destination']),
      row(250, [0, 'Sierra Solar Racking']),
      row(280, [0, '8273 County Road 12']),
      row(310, [0, 'Oklahoma City, OK 73129 — 06/12/2026 12:00']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Stockton, CA', destination: 'Oklahoma City, OK', loadReference: '4008239' });
  });
});

describe('numbered stop lines of a monospace printout (R-LAYOUT-13)', () => {
  it('takes each line’s role from its opening words when every word is a cell of its own', () => {
    const page = [
      row(0, [0, 'HIGHTOWER FREIGHT Amarillo, TX'], [400, '(666) 564-4222']),
      spaced(60, '01 PICK Northstar Coil Processing + 2058 Port Access Rd - Phoenix, AZ 85043 : 03/06/2026 15:30'),
      spaced(90, '02 PICK Cardinal Glass Works + 1782 Elm St - Jacksonville, FL 32254 : 03/06/2026 06:30'),
      spaced(120, '03 DROP Sierra Solar Racking + 868 Main Ave : New Orleans, LA 70126 - 03/07/2026 15:30'),
    ];
    expect(read(page)).toMatchObject({ origin: 'Phoenix, AZ', destination: 'New Orleans, LA' });
  });
});

describe('a label row that carries its own values (R-LAYOUT-14)', () => {
  it('is no row of column names over the stop lines below it', () => {
    const page = [
      spaced(0, 'LOADED MILES 203 EMPTY MILES 121'),
      spaced(60, 'STOPS'),
      spaced(90, '01 PICK Northstar Coil Processing + 2058 Port Access Rd - Phoenix, AZ 85043 : 03/06/2026 15:30'),
      spaced(120, '02 DROP Sierra Solar Racking + 868 Main Ave : New Orleans, LA 70126 - 03/07/2026 15:30'),
    ];
    expect(read(page)).toMatchObject({ origin: 'Phoenix, AZ', destination: 'New Orleans, LA' });
  });
});

describe('Transportation and any charge after a mark in one money line (R-LAYOUT-15)', () => {
  it('reads Transportation as the linehaul and keeps each charge with its own amount', () => {
    const text = 'Transportation $2,000.00 - Fuel Surcharge $216.18 * Stop-off Charge (1) $100.00 : Total $2,316.18';
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 2000, fsc: 216.18, total: 2316.18 });
  });
  it('reads Transportation as the linehaul with no total to derive it from', () => {
    expect(parseRateConfirmation('Transportation: $1,850.00\nFuel Surcharge: $210.00')).toMatchObject({ rate: 1850, fsc: 210 });
  });
  it('leaves a broker whose name holds the word alone', () => {
    expect(parseRateConfirmation('Transportation Partners Inc\nLinehaul: $1,850.00')).toMatchObject({ rate: 1850 });
  });
});

describe('an FSC printed as a per-mile figure times the miles (R-LAYOUT-16)', () => {
  it('takes the FSC from the amount column, not from the calculation beside its label', () => {
    const text = [
      'Charge        Calculation',
      'Amount',
      'Base Rate        flat',
      'Fuel Surcharge        $0.2488/mi x 958 mi',
      'Tolls',
      '$238.32',
      '$55.50',
    ].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ fsc: 238.32, tolls: 55.5 });
  });
});

describe('All-in Rate and Grand Total (R-LAYOUT-17)', () => {
  it('reads an all-in rate as the linehaul', () => {
    expect(parseRateConfirmation('All-In Rate: $2,000.00\nFuel surcharge: included\nMiles: 800')).toMatchObject({ rate: 2000 });
  });
  it('reads Grand Total as the total and works the linehaul out of it', () => {
    const text = 'Base Rate   see contract\nFuel Surcharge: $238.32\nTolls: $55.50\nGrand Total: $2,143.82';
    expect(parseRateConfirmation(text)).toMatchObject({ total: 2143.82, rate: 1850, fsc: 238.32 });
  });
  it('takes no FSC from a per-mile figure alone', () => {
    expect(parseRateConfirmation('Rate: $1,500.00 + FSC $0.45/mi')).toMatchObject({ rate: 1500, fsc: null });
  });
});

describe('numbered stops and City / State labels with a colon (R-LAYOUT-18)', () => {
  it('reads the address under a Pickup #1 heading as the origin, not as a pick-up number', () => {
    const text = 'Pickup #1\nAcme Steel Supply\n1234 Commerce St\nMemphis, TN 38118\nDelivery #1\nRed River Lumber\n55 Elm St\nTulsa, OK 74107';
    expect(parseRateConfirmation(text)).toMatchObject({ origin: 'Memphis, TN', destination: 'Tulsa, OK' });
  });
  it('reads DEL 1: as a delivery', () => {
    expect(parseRateConfirmation('PU 1: Memphis, TN 38118\nDEL 1: Tulsa, OK 74107')).toMatchObject({ origin: 'Memphis, TN', destination: 'Tulsa, OK' });
  });
  it('pairs Shipper City: / Shipper State: cells into the stop’s place', () => {
    const page = [
      row(0, [0, 'Shipper Name: Acme Steel']),
      row(30, [0, 'Shipper City: Memphis']),
      row(60, [0, 'Shipper State: TN']),
      row(90, [0, 'Consignee City: Tulsa']),
      row(120, [0, 'Consignee State: OK']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Memphis, TN', destination: 'Tulsa, OK' });
  });
});

describe('charges run together in one line, and short linehaul labels (R-LAYOUT-19)', () => {
  it('keeps each charge with its own amount after a comma', () => {
    const text = 'Total Carrier Pay $2,125.00\nIncludes: Linehaul $1,850.00, FSC $200.00, Detention $75.00';
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 1850, fsc: 200, total: 2125 });
  });
  it('keeps each charge with its own amount after a plain space', () => {
    expect(parseRateConfirmation('Linehaul $1,850.00 Fuel $200.00 Stop Off $50.00 Total $2,100.00')).toMatchObject({ rate: 1850, fsc: 200, total: 2100 });
  });
  it('reads Flat:, Freight: and Rate to Carrier: before an amount as the linehaul', () => {
    expect(parseRateConfirmation('Flat: $1,850.00').rate).toBe(1850);
    expect(parseRateConfirmation('Freight: $1,850.00').rate).toBe(1850);
    expect(parseRateConfirmation('Rate to Carrier: $1,850.00').rate).toBe(1850);
    expect(parseRateConfirmation('Freight: steel coils, 42,000 lbs').rate).toBeNull();
  });
});

describe('more names for the load reference (R-LAYOUT-20)', () => {
  it('reads Rate Con #, RC #, Booking #, Job # and Load Ref among the PO and BOL', () => {
    for (const label of ['Rate Con #', 'RC #', 'Booking #', 'Job #', 'Load Ref']) {
      expect(parseRateConfirmation(`PO #: 99887766\n${label}: 5566778\nBOL: 4455667`).loadReference).toBe('5566778');
    }
  });
  it('reads Carrier Load # and Load Ref as column names over the load’s number', () => {
    for (const label of ['Carrier Load #', 'Broker Load #', 'Load Ref']) {
      const page = [row(0, [0, 'PO #'], [200, label], [450, 'BOL #']), row(30, [0, '99887766'], [200, '5566778'], [450, '4455667'])];
      expect(read(page).loadReference).toBe('5566778');
    }
  });
});

describe('stop blocks headed only by their number (R-LAYOUT-21)', () => {
  it('takes the place under Stop 1 as the origin and under the last stop as the destination, not the letterhead', () => {
    const page = [
      row(0, [0, 'Bluewater Brokerage']),
      row(30, [0, '100 Main St']),
      row(60, [0, 'Dallas, TX 75212']),
      row(110, [0, 'Stop 1']),
      row(140, [0, 'Acme Steel']),
      row(170, [0, 'Memphis, TN 38118']),
      row(210, [0, 'Stop 2']),
      row(240, [0, 'Delta Machinery']),
      row(270, [0, 'Nashville, TN 37210']),
      row(310, [0, 'Stop 3']),
      row(340, [0, 'Red River']),
      row(370, [0, 'Tulsa, OK 74107']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Memphis, TN', destination: 'Tulsa, OK' });
  });
});

describe('the linehaul by other names, beside charges a total includes (R-LAYOUT-22)', () => {
  const sheet = (label: string) => [
    row(0, [0, label], [400, '$1,500.00']),
    row(30, [0, 'Detention'], [400, '$75.00']),
    row(60, [0, 'Tarp'], [400, '$50.00']),
    row(90, [0, 'Total'], [400, '$1,625.00']),
  ];
  it('reads Trip Rate, Load Pay, Haul Rate, Rate Amount and Total Linehaul as the linehaul, not the total', () => {
    for (const label of ['Trip Rate', 'Load Pay', 'Haul Rate', 'Freight Rate', 'Rate Amount', 'Total Linehaul', 'Carrier Linehaul']) {
      const lines = sheet(label);
      const text = lines.map((l) => l.text.replace(/ {6}/, ': ')).join('\n');
      expect(read(lines)).toMatchObject({ rate: 1500, total: 1625 });
      expect(parseRateConfirmation(text)).toMatchObject({ rate: 1500, total: 1625 });
    }
  });
  it('works the linehaul out of the total less a tarp fee and a flat detention, never a TONU term', () => {
    expect(parseRateConfirmation('Detention: $75.00\nTarp Fee: $50.00\nTotal: $1,625.00').rate).toBe(1500);
    expect(parseRateConfirmation('Detention: $40.00/hr after 2 hrs\nTONU: $150.00\nTotal: $1,625.00').rate).toBe(1625);
  });
  it('leaves a title that only starts like a label alone', () => {
    expect(parseRateConfirmation('Load Rate Confirmation\nTotal: $1,625.00').rate).toBe(1625);
  });
});

describe('abbreviated lane columns (R-LAYOUT-23)', () => {
  it('pairs Orig City / Orig State and Dest City / Dest State into the origin and the destination', () => {
    const page = [
      row(0, [0, 'Orig City'], [200, 'Orig State'], [400, 'Dest City'], [600, 'Dest State']),
      row(30, [0, 'Memphis'], [200, 'TN'], [400, 'Tulsa'], [600, 'OK']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Memphis, TN', destination: 'Tulsa, OK' });
  });
});
