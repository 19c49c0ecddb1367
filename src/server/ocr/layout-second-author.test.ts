// Rules learnt from the second layout author's training families (docs/decisions/009-ocr.md, 'Tuning
// on the second author's families'; docs/product-rules.md R-LAYOUT-25 to R-LAYOUT-35): each test is
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
