import { describe, expect, it } from 'vitest';
import { cellLabel, DROP_LABEL, findLabelPairs, findReference, PICKUP_LABEL, REFERENCE_LABEL_ALONE } from './labels';

describe('cellLabel', () => {
  it.each([
    ['Total Miles: 1,179', 'miles', '1,179'],
    ['Total Carrier Pay $3,658.34', 'total', '$3,658.34'],
    ['Line Haul: $3,250.00', 'rate', '$3,250.00'],
    ['Fuel Surcharge: $378.34', 'fsc', '$378.34'],
    ['Tolls  $30.00', 'tolls', '$30.00'],
    ['Total Due Carrier  $2,025.49', 'total', '$2,025.49'],
    ['Carrier Total  $1,226.57', 'total', '$1,226.57'],
    ['| Pickup: Albuquerque, NM', 'origin', 'Albuquerque, NM'],
    ['Consignee', 'destination', ''],
  ])('%s → %s', (cell, field, rest) => {
    expect(cellLabel(cell)).toEqual({ field, rest });
  });

  it.each(['Fuel surcharge is included in the linehaul', 'Fuel included', 'FSC included'])("'%s' is no FSC label (R-UPLOAD-23)", (cell) => {
    expect(cellLabel(cell)).toBeNull();
  });

  it.each([
    ['Uinehaul $2,320.72', 'rate', '$2,320.72'],
    ['Linebaul: $1,650.00', 'rate', '$1,650.00'],
    ['Loaded Mies: 562', 'miles', '562'],
    ['Shlpper: Acme, Macon, GA', 'origin', 'Acme, Macon, GA'],
    ['PLCKUP: Dallas, TX', 'origin', 'Dallas, TX'],
    ['Consignes', 'destination', ''],
    ['Fuol Surcharge $85.32', 'fsc', '$85.32'],
  ])('reads a label a scan misread by a look-alike letter or so: %s → %s (R-UPLOAD-8)', (cell, field, rest) => {
    expect(cellLabel(cell)).toEqual({ field, rest });
  });

  it.each([
    ['Tols $70.00', '$70.00'],
    ['Toils: $35.50', '$35.50'],
    ['Tolis $12.00', '$12.00'],
  ])("reads 'Tolls' with a doubled letter read once or a look-alike: %s (R-UPLOAD-13)", (cell, rest) => {
    expect(cellLabel(cell)).toEqual({ field: 'tolls', rest });
  });

  it('does not read tools, rolls or oils as tolls', () => {
    for (const cell of ['Tools $70.00', 'Rolls 12', 'Oils $50.50', 'Tells 3']) expect(cellLabel(cell)).toBeNull();
  });

  it('does not read a word one letter from a label as that label', () => {
    for (const cell of ['Shipped 03/06', 'Received 03/06', 'Date 03/06', 'Road 12', 'Receipt required', 'Mills Rd']) expect(cellLabel(cell)).toBeNull();
  });

  it('does not take a pick-up date or a plain word for a label', () => {
    expect(cellLabel('Pickup Date 03/06')).toBeNull();
    expect(cellLabel('Commodity')).toBeNull();
  });
});

describe('references and stop labels', () => {
  it('reads a reference that holds a digit', () => {
    expect(findReference('Rate Confirmation — Order # 5350322')).toBe('5350322');
    expect(findReference('Load #: ld4775938')).toBe('LD4775938');
    expect(findReference('Reference # ABCDEF')).toBeNull();
    expect(REFERENCE_LABEL_ALONE.test('Load #:')).toBe(true);
  });

  it('tells pick-up labels from drop labels, English and Spanish', () => {
    for (const label of ['PU: ', 'Pick up ', 'Origin: ', 'recoger ', 'Stop 1 - PU ']) expect(PICKUP_LABEL.test(label), label).toBe(true);
    for (const label of ['DEL: ', 'Drop ', 'Deliver to ', 'entrega ', 'Consignee: ', 'to: ', '| TO: ']) expect(DROP_LABEL.test(label), label).toBe(true);
    expect(PICKUP_LABEL.test('Rate: ')).toBe(false);
    expect(DROP_LABEL.test('going from Dallas to ')).toBe(false);
  });
});

describe('findLabelPairs', () => {
  it('pairs each label with the rest of its cell and the cells after it', () => {
    expect(findLabelPairs('Line Haul: $3,250.00\nShipper     Houston, TX    03/01\nTotal Miles\nCommodity: steel')).toEqual([
      { field: 'rate', value: '$3,250.00', line: 0 },
      { field: 'origin', value: 'Houston, TX  03/01', line: 1 },
      { field: 'miles', value: '', line: 2 },
    ]);
  });
});
