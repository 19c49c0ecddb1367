import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverGazetteer } from './gazetteer';
import { extractionConfidence, findCityState, parseAmount, parseRateConfirmation } from './parse-rate-confirmation';
import { row } from '../testing/ocr-page';

describe('parseAmount', () => {
  it.each([
    ['$1,850.00', 1850],
    ['1,850.00', 1850],
    ['1850', 1850],
    ['$ 375', 375],
    ['40.53', 40.53],
    ['$12,345,678.90', 12345678.9],
    ['S2,200.00', 2200],
    ['1.925,50', 1925.5],
    ['none', null],
  ])('%s → %s', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it('reads back any US-formatted dollar amount to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const value = cents / 100;
        const text = `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
        expect(parseAmount(text)).toBeCloseTo(value, 2);
      }),
    );
  });
});

describe('findCityState', () => {
  it('finds the city before the state, after a street or a label, with or without ZIP', () => {
    expect(findCityState('Dallas, TX 75212')).toBe('Dallas, TX');
    expect(findCityState('1234 Main St, Dallas, TX 75212-1234')).toBe('Dallas, TX');
    expect(findCityState('Salt Lake City, UT')).toBe('Salt Lake City, UT');
    expect(findCityState('St. Louis, MO 63147')).toBe('St. Louis, MO');
    expect(findCityState('OKLAHOMA CITY, OK 73129')).toBe('Oklahoma City, OK');
  });

  it('ignores two capitals that are not a state', () => {
    expect(findCityState('Weight, XX 25,000')).toBeNull();
    expect(findCityState('no place here')).toBeNull();
  });
});

describe('parseRateConfirmation', () => {
  it('reads labelled lines', () => {
    const text = `Crossroads Carrier Services
Rate Confirmation
Load #: LD4775938
Pickup: Albuquerque, NM 03/06/2025
Delivery: Jackson, MS 03/07/2025
Miles: 1214
Commodity: Building materials  Weight: 25,000 lbs
Line Haul: $3,250.00
Fuel Surcharge: $378.34
Tolls: $30.00
Total Carrier Pay: $3,658.34`;
    expect(parseRateConfirmation(text)).toEqual({
      origin: 'Albuquerque, NM',
      destination: 'Jackson, MS',
      miles: 1214,
      rate: 3250,
      fsc: 378.34,
      tolls: 30,
      loadReference: 'LD4775938',
      total: 3658.34,
      rateFromTotal: false,
      extras: [],
      rpm: null,
      placeMatch: { origin: null, destination: null },
    });
  });

  it('reads a table whose cells are separated by runs of spaces', () => {
    const text = `Carrier Rate Confirmation + Order # 5350322
Stop          Location           Date
Shipper       Houston, TX        03/01/2025
Consignee     Phoenix, AZ        03/02/2025
Total Miles: 1,179
Description   Qty   Amount
Linehaul      1     $375.00
FSC           1     $40.53
Total               $415.53`;
    expect(parseRateConfirmation(text)).toMatchObject({
      origin: 'Houston, TX',
      destination: 'Phoenix, AZ',
      miles: 1179,
      rate: 375,
      fsc: 40.53,
      tolls: null,
      loadReference: '5350322',
    });
  });

  it('derives the rate from a total minus the listed accessorials', () => {
    const text = `Pro #        PRO3000617
Origin       Atlanta, GA
Destination  El Paso, TX
Loaded Miles 404
Fuel Surcharge      $159.45
Tolls               $10.50
Total Carrier Pay: $1,019.95`;
    const parsed = parseRateConfirmation(text);
    expect(parsed).toMatchObject({ origin: 'Atlanta, GA', destination: 'El Paso, TX', miles: 404, fsc: 159.45, tolls: 10.5 });
    expect(parsed.rate).toBe(850);
    expect(parsed.rateFromTotal).toBe(true);
    expect(parsed.loadReference).toBe('PRO3000617');
  });

  it('reads address blocks with a street and a ZIP below the label, and amounts without $', () => {
    const text = `Rate Confirmation — Order # ORD2854689
Shipper
Lone Star Fabrication
8154 Commerce St
Dallas, TX 75212
Consignee
Great Plains Equipment
5615 Steel Mill Rd
Little Rock, AR 72206
Miles: 747
Flat Rate: 1,925.00
Tolls: 35.00`;
    expect(parseRateConfirmation(text)).toMatchObject({
      origin: 'Dallas, TX',
      destination: 'Little Rock, AR',
      miles: 747,
      rate: 1925,
      fsc: null,
      tolls: 35,
      loadReference: 'ORD2854689',
    });
  });

  it('reads two stop columns side by side', () => {
    const text = `Load # BK9940713
PICKUP                                    DELIVERY
Lone Star Fabrication                     Delta Machinery
3000 Commerce St                          3170 Airport Rd
Phoenix, AZ 85043                         Birmingham, AL 35217
Linehaul                 $2,200.00
Fuel Surcharge           $413.84
Miles                    1059
Total                    $2,613.84`;
    expect(parseRateConfirmation(text)).toMatchObject({
      origin: 'Phoenix, AZ',
      destination: 'Birmingham, AL',
      miles: 1059,
      rate: 2200,
      fsc: 413.84,
      loadReference: 'BK9940713',
      total: 2613.84,
    });
  });

  it('matches a label column read apart from its value column, by kind of value and in order', () => {
    const text = `LOAD TENDER / RATE AGREEMENT
Pro #
Origin
Destination
Loaded Miles
Equipment
Accessorials
Fuel Surcharge
Tolls
Total Carrier Pay: $816.96
PRO6914144
Baton Rouge, LA
Dallas, TX
251
Flatbed / Hotshot
$71.96
$45.00`;
    expect(parseRateConfirmation(text)).toMatchObject({
      loadReference: 'PRO6914144',
      origin: 'Baton Rouge, LA',
      destination: 'Dallas, TX',
      miles: 251,
      fsc: 71.96,
      tolls: 45,
      rate: 700,
      rateFromTotal: true,
    });
  });

  it('keeps an address block apart from a later value column', () => {
    const text = `PICKUP
Delta Machinery
3929 Main St
Phoenix, AZ 85043
Rate Details
Linehaul
Fuel Surcharge
Miles
Total
DELIVERY
Mesa Tile & Stone
3861 Distribution Dr
Salt Lake City, UT 84104
$2,875.00
$425.30
1200
$3,300.30`;
    expect(parseRateConfirmation(text)).toMatchObject({
      origin: 'Phoenix, AZ',
      destination: 'Salt Lake City, UT',
      rate: 2875,
      fsc: 425.3,
      miles: 1200,
      total: 3300.3,
    });
  });

  it('tolerates common OCR slips: a lowercase city, a speck before a label, "Mites", "Crder &"', () => {
    const text = `Carrier Rate Confirmation - Crder & 3452458
“Shipper |  Phoenix, AZ   03/23/2025
Consignee =   savannah, GA   03/25/2025
Total Mites: 1,311`;
    expect(parseRateConfirmation(text)).toMatchObject({
      origin: 'Phoenix, AZ',
      destination: 'Savannah, GA',
      miles: 1311,
      loadReference: '3452458',
    });
  });

  it('does not take a pickup date line for a place, and finds the place on a later labelled line', () => {
    const text = `Pickup Date: 03/06/2025
Shipper: Acme, 12 Main St, Tulsa, OK 74107
Receiver: Omaha, NE`;
    expect(parseRateConfirmation(text)).toMatchObject({ origin: 'Tulsa, OK', destination: 'Omaha, NE' });
  });

  it('falls back to the first two places when nothing is labelled', () => {
    expect(parseRateConfirmation('Wichita, KS -> Denver, CO\nsomething')).toMatchObject({
      origin: 'Wichita, KS',
      destination: 'Denver, CO',
    });
  });

  it('returns nulls for text without load details', () => {
    expect(parseRateConfirmation('hello world\n\n')).toEqual({
      origin: null, destination: null, miles: null, rate: null, fsc: null, tolls: null,
      loadReference: null, total: null, rateFromTotal: false, extras: [], rpm: null, placeMatch: { origin: null, destination: null },
    });
  });
});

describe('extractionConfidence', () => {
  const full = parseRateConfirmation(`Pickup: Dallas, TX\nDelivery: Tulsa, OK\nMiles: 260\nLinehaul: $700\nFSC: $50\nTolls: $10\nTotal: $760`);

  it('is high when everything is found and the money adds up', () => {
    expect(extractionConfidence(full, 0.95)).toBeGreaterThanOrEqual(0.9);
  });

  it('drops when the money does not add up to the total', () => {
    expect(extractionConfidence({ ...full, total: 900 }, 0.95)).toBeLessThan(extractionConfidence(full, 0.95));
  });

  it('is below the 0.7 threshold when most fields are missing', () => {
    const sparse = parseRateConfirmation('Miles: 260');
    expect(extractionConfidence(sparse, 0.9)).toBeLessThan(0.7);
  });

  it('stays within 0..1 for any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.double({ min: -5, max: 5, noNaN: true }), (text, ocr) => {
        const c = extractionConfidence(parseRateConfirmation(text), ocr);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('form grids (header row over value row)', () => {
  it('pairs each header cell with the value cell of the same column, not the first amount below', () => {
    const text = [
      'COMMODITY                              WEIGHT                 PIECES                   MILES',
      'Trusses                             10000 LBS          29                    395',
      'LINE HAUL                                  FUEL                     TOLLS                     TOTAL',
      '$633.92                                $98.30                $35.50                 $767.72',
    ].join('\n');
    const parsed = parseRateConfirmation(text);
    expect(parsed).toMatchObject({ miles: 395, rate: 633.92, fsc: 98.3, tolls: 35.5, total: 767.72 });
  });

  it('joins City / State cells and takes the first pick-up and the last drop of stop rows', () => {
    const text = [
      'LOAD',
      'STOP 1 SHIPPER                                     cy                    ST        ZIP              DATE',
      'Great Plains Equipment                       Toledo                 OH      43605           3/15/2026',
      'STOP 2 RECEIVER                                     cy                    ST        ZIP              DATE',
      'Heartland Feed & Seed                     Pittsburgh           PA      15212         3/16/2026',
      'STOP 3 RECEIVER                                     cy                    ST        ZIP              DATE',
      'Bayou Marine Supply                        Dallas                TX      75212        03/17/2026',
      'LOADED MILES           DEADHEAD',
      '721                     136',
    ].join('\n');
    const parsed = parseRateConfirmation(text);
    expect(parsed).toMatchObject({ origin: 'Toledo, OH', destination: 'Dallas, TX', miles: 721 });
  });

  it('reads a bare LOAD header over its number as the load reference', () => {
    const text = ['Redline Brokerage Inc                                                           LOAD', '3928 Logistics Pkwy                                                                       7141796'].join('\n');
    expect(parseRateConfirmation(text).loadReference).toBe('7141796');
  });
});

describe('a sum whose labels the scan could not read: which part is the FSC (R-UPLOAD-26)', () => {
  it('takes the part on the line that names the fuel, not a larger one on a stops line', () => {
    const text = ['Flete / Freight          USD 868.91', 'Combustible / Fuel          USD 83.33', 'Paradas / Stops (2)          USD 150.00', 'Total          USD 1,102.24'].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 868.91, fsc: 83.33, total: 1102.24 });
  });
});

describe("a text export's key=value lines (R-LAYOUT-41)", () => {
  it("reads 'LoadedMiles=1174' and 'FuelSurcharge=411.04' as labels and values", () => {
    const text = ['[RATE]', 'LoadedMiles=1174', 'EmptyMiles=97', 'Linehaul=3078.84', 'FuelSurcharge=411.04', 'TotalPay=3489.88', 'Currency=USD'].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ miles: 1174, rate: 3078.84, fsc: 411.04, total: 3489.88 });
  });
});

describe("the load's own number before another reference (R-LAYOUT-42)", () => {
  it("takes 'Load # 938772' over an 'Order #: 404016' printed above it", () => {
    const text = ['Rate and Load Confirmation', 'Order #: 404016', 'Carrier: Rivera Freight LLC', 'Trip Miles: 337', 'Load # 938772'].join('\n');
    expect(parseRateConfirmation(text).loadReference).toBe('938772');
  });

  it('keeps it when the layout reader paired the order number first', () => {
    const lines = [row(100, [100, 'Order #: 404016']), row(140, [100, 'Trip Miles: 337']), row(180, [100, 'Load # 938772'])];
    expect(parseRateConfirmation(lines.map((l) => l.text).join('\n'), { lines }).loadReference).toBe('938772');
  });

  it("still takes an 'Order #' when no load number is printed", () => {
    expect(parseRateConfirmation(['Order #: 404016', 'Trip Miles: 337'].join('\n')).loadReference).toBe('404016');
  });
});

describe("a carrier's MC number is no load reference (R-UPLOAD-25)", () => {
  it("takes no 'MC-904074' printed under the sheet's title for the load's number", () => {
    const text = ['ACME LOGISTICS RATE CONFIRMATION', 'MC-904074', 'Pickup: Houston, TX'].join('\n');
    expect(parseRateConfirmation(text).loadReference).toBeNull();
  });

  it('still takes the number printed after the title', () => {
    const text = ['ACME LOGISTICS RATE CONFIRMATION', '4065020', 'Carrier: Hill Cartage MC-904074'].join('\n');
    expect(parseRateConfirmation(text).loadReference).toBe('4065020');
  });
});

describe("a dollar sign read as a 5 (R-UPLOAD-24)", () => {
  it('drops the 5 from each amount when that makes them the printed total to the cent', () => {
    const text = ['Loaded Miles    Linehaul     FSC      Tolls     Carrier Total', '518     5950.00     5256.07     520.50     $1,226.57'].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ miles: 518, rate: 950, fsc: 256.07, tolls: 20.5, total: 1226.57 });
  });

  it('keeps amounts that begin with a 5 when they already make the total', () => {
    const text = ['Linehaul   $5,950.00', 'FSC   $556.07', 'Total   $6,506.07'].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 5950, fsc: 556.07, total: 6506.07 });
  });
});

describe('form grids whose headers name a unit or the payee', () => {
  it("reads 'Fuel (FSC)' and 'Total Due Carrier' headers over their amounts", () => {
    const text = ['Linehaul | Fuel (FSC) | Total Due Carrier', '1,706.49          319.00                  2,025.49'].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 1706.49, fsc: 319, total: 2025.49 });
  });
});

describe('sheets without a label per field', () => {
  it('passes over the letterhead address and reads a confirmation letter', () => {
    const text = [
      'Iron Horse Transport',
      '3634 Enterprise Way',
      'Memphis, TN 38118',
      'Phone (715) 287-1753',
      'Re: Load 5383910',
      'This letter confirms that you will pick up machinery at Copperline Wire, 5102',
      'Distribution Dr, Kansas City, MO on 03/10/2026 and deliver it to Copperline Wire in',
      'Birmingham, AL by 03/11/2026. The trip is 286 loaded miles. We will pay a flat rate of',
      '$763.24, for a total of $763.24.',
    ].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({
      origin: 'Kansas City, MO',
      destination: 'Birmingham, AL',
      miles: 286,
      rate: 763.24,
      loadReference: '5383910',
    });
  });

  it('passes over a letterhead whose phone line the scan misread (R-UPLOAD-8)', () => {
    const text = [
      'Summit Ridge Logistics',
      'wipant Rd « Fargo, ND 58102 « Phono 1930) 717.4368',
      'Summit Building Products, Wichita, KS',
      'Blue Ridge Pallets, Shreveport, LA',
    ].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ origin: 'Wichita, KS', destination: 'Shreveport, LA' });
  });

  it('reads places whose comma or state code the scan garbled, with the gazetteer (R-UPLOAD-8)', () => {
    const text = [
      'Summit Ridge Logistics',
      'Summit Building Products, Wichita KS (0213 2026)',
      'Blue Ridge Pallets, Shreveport. LA (0214 2026)',
    ].join('\n');
    expect(parseRateConfirmation(text, { gazetteer: serverGazetteer() })).toMatchObject({ origin: 'Wichita, KS', destination: 'Shreveport, LA' });
  });

  it('reads miles in a sentence whose word the scan misread (R-UPLOAD-8)', () => {
    expect(parseRateConfirmation('Richmond, VA on 11/09/2026. Run is 814 mies, 136 empty.').miles).toBe(814);
    expect(parseRateConfirmation('The trip is 1,286 rniles.').miles).toBe(1286);
  });

  it('reads a row of labels and values a scan ran together with single spaces (R-UPLOAD-8)', () => {
    expect(parseRateConfirmation('MILES 1060 RATE $2.500.00 FSC $461.99 TOLLS $65.00\nTOTAL $3,026.99')).toMatchObject({
      miles: 1060, rate: 2500, fsc: 461.99, tolls: 65, total: 3026.99,
    });
  });

  it('reads the pay from its arithmetic when the scan lost the money labels (R-UPLOAD-8)', () => {
    const text = ['Load 517803461 Cargo Van Booked', 'Cincinnati, OH → Harrisburg, PA', 'Lio', '$1,279.92', 'Tata poy', '$1,404.81', '$124.89', '$2.85', 'TONU: $200.00'].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 1279.92, fsc: 124.89, total: 1404.81 });
    // A third, smallest part is a toll or a stop-off: not read as either.
    const three = parseRateConfirmation(['$1,450.00', '$255.19', '$175.00', '$1,880.19', 'Lumper up to $175.00 reimbursed'].join('\n'));
    expect(three).toMatchObject({ rate: 1450, fsc: 255.19, tolls: null });
    // Two sums: no reading.
    expect(parseRateConfirmation(['$1,000.00', '$200.00', '$1,200.00', '$300.00', '$1,300.00'].join('\n')).rate).toBeNull();
    // A labelled rate stands.
    expect(parseRateConfirmation(['Linehaul $900.00', '$1,000.00', '$200.00', '$1,200.00'].join('\n')).rate).toBe(900);
  });

  it('splits a fuel surcharge or total written after the rate on the same line', () => {
    expect(parseRateConfirmation('Rate: $1,050.74 + FSC $135.21')).toMatchObject({ rate: 1050.74, fsc: 135.21 });
    expect(parseRateConfirmation('Fuel surcharge $509.04. Total $5,109.04.')).toMatchObject({ fsc: 509.04, total: 5109.04 });
  });

  it('reads a stop written without the comma before its state', () => {
    expect(parseRateConfirmation('PU: Des Moines IA 50313 - 10/20/2026 14:00\nDEL: Baltimore MD 21226 - 10/21/2026')).toMatchObject({
      origin: 'Des Moines, IA',
      destination: 'Baltimore, MD',
    });
  });

  it('treats a grid toll cell of N/A as no tolls', () => {
    const text = ['RATE          FUEL SURCHARGE          TOLLS          TOTAL PAY', '$875.00        $235.23          N/A          $1,110.23'].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 875, fsc: 235.23, tolls: null, total: 1110.23 });
  });
});

describe('place clean-up', () => {
  it('drops a preposition read in front of the city', () => {
    expect(parseRateConfirmation('Origin: From Omaha, NE\nDestination: Cincinnati, OH').origin).toBe('Omaha, NE');
  });
});

describe('stop lists without a label per stop', () => {
  it('takes the first stop as the origin and the last as the destination', () => {
    const text = ['Load #31180286', 'STOPS', '1. Pickup', 'Blue Ridge Pallets', 'Houston, TX', '11/04/2026', 'Chicago, IL', '11/05/2026', 'Birmingham, AL', '11/05/2026', 'PAY'].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ origin: 'Houston, TX', destination: 'Birmingham, AL' });
  });
});

describe('parseRateConfirmation: wording of the broader training families (docs/decisions/009-ocr.md)', () => {
  it('reads labels followed by dotted leaders (a printout, or leaders the scan read as specks)', () => {
    const text = 'LOADED MI...: 544\nLOAD NO.....© 36507653\nFuel Surcharge .........cc...... $255.19';
    expect(parseRateConfirmation(text)).toMatchObject({ miles: 544, loadReference: '36507653', fsc: 255.19 });
  });

  it('reads amounts named after them in a sentence', () => {
    const text = 'Pay is $1,400.00 line haul, $171.64 fuel, $1,571.64 total. Detention: $25/hr after 3 free hours.';
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 1400, fsc: 171.64, total: 1571.64 });
  });

  it('reads "399 loaded mi" in a route line', () => {
    expect(parseRateConfirmation('Load 735798 New Orleans, LA — Las Vegas, NV 399 loaded mi').miles).toBe(399);
  });

  it.each([
    ['Load Tender T-957630', 'T-957630'],
    ['Subject: Confirmation 4065020', '4065020'],
    ['You are confirmed on order 4065020: loading at Acme', '4065020'],
    ['Anchor Point Logistics · Carrier Portal    Shipment 1370508', '1370508'],
  ])('reads the reference in "%s"', (text, ref) => {
    expect(parseRateConfirmation(text).loadReference).toBe(ref);
  });

  it('takes the linehaul from the total less every charge line when the linehaul line is unreadable', () => {
    const text = [
      'Lame a Ss a NS RE Rs           $1,450.00',
      'Fuel Surcharge  $255.19',
      'Lumper-q.iiraian                    oh        $175.00',
      'Total Due Carrier                               ia        $1,880.19',
    ].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 1450, rateFromTotal: true, extras: [175], total: 1880.19 });
  });

  it('takes no total of $50,000 or more from a header row over its values (a misread "$1,322.44")', () => {
    const text = 'Linehaul      FSC        Total\n$1,162.16     $110.28    181,322.44';
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 1162.16, fsc: 110.28, total: null });
  });

  it('derives no linehaul from the total when a charge line reads $50,000 or more (a misread "75.600")', () => {
    const text = 'Fuel Surcharge: 150.33\nStop-off charge: 75.600\nTotal Pay: 1550.33';
    expect(parseRateConfirmation(text)).toMatchObject({ extras: [], rate: null, total: 1550.33 });
  });
});

describe('parseRateConfirmation: money lines checked against the total choose between readings', () => {
  it('takes a linehaul equal to the total (with an FSC beside) for the total read twice: linehaul = total − charges', () => {
    const text = 'Linehaul  $2,300.00\nFuel Surcharge  $300.00\nTolls  $20.00\nTotal  $2,300.00';
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 1980, fsc: 300, tolls: 20, total: 2300, rateFromTotal: true });
  });

  it('takes an FSC equal to the total for the total read twice: FSC = total − linehaul − tolls', () => {
    const text = 'Linehaul  $2,000.00\nFuel Surcharge  $2,300.00\nTotal  $2,300.00';
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 2000, fsc: 300, total: 2300 });
  });

  it('takes a linehaul under $0.50 a mile (a detention amount) for a misread when the total less the charges is plausible', () => {
    const text = 'Miles: 800\nRate: $150.00\nFuel Surcharge: $200.00\nTotal: $1,850.00';
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 1650, fsc: 200, rateFromTotal: true });
  });

  it('leaves a total that does not add up alone when no reading explains it (the review card marks it)', () => {
    const text = 'Miles: 240\nLine Haul: $900.00\nFuel Surcharge: $100.00\nTotal Carrier Pay: $1,200.00';
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 900, fsc: 100, total: 1200, rateFromTotal: false });
  });
});

describe('parseRateConfirmation: a second round of training layouts', () => {
  it('reads places that appear only inside street addresses with a ZIP and no comma after the city', () => {
    const text = [
      'Keystone Carrier Connect', '2616 Commerce St', 'Amarillo, TX 79118', 'Phone (612) 971-5395',
      'Pick up 03/02/2026 12:00', 'Summit Building Products, 5341 Freight Ln, Phoenix AZ 85043',
      'Deliver 03/02/2026 13:30', 'Mesa Tile & Stone, 578 Airport Rd, Fort Smith AR 72901',
    ].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ origin: 'Phoenix, AZ', destination: 'Fort Smith, AR' });
  });

  it("does not read a label and its number ('Load ID 55120') as a city, state and ZIP", () => {
    const text = 'Load ID 55120\nPick up 03/02/2026\nAcme, 1 Main St, Phoenix AZ 85043\nDeliver 03/03/2026\nMesa, 578 Airport Rd, Fort Smith AR 72901';
    expect(parseRateConfirmation(text)).toMatchObject({ origin: 'Phoenix, AZ', destination: 'Fort Smith, AR' });
  });
});

describe('parseRateConfirmation: stop blocks under their own headings', () => {
  it("takes the last place under a drop heading ('Stop 3 (Drop)') for the destination, not the second place", () => {
    const text = [
      'Stop 1 (Pick)', 'Mesa Tile & Stone', '6563 Main St', 'Dallas, TX 75212', '01/07/2026 13:00 Ref PU5731913',
      'Stop 2 (Drop)', 'Gulf Coast Pipe', '2348 Airport Rd', 'St. Louis, MO 63147', '01/08/2026 14:30',
      'Stop 3 (Drop)', 'Summit Building Products', '4375 Steel Mill Rd', 'Tulsa, OK 74107', '01/09/2026 07:30',
    ].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ origin: 'Dallas, TX', destination: 'Tulsa, OK' });
  });

  it('does not take a sentence naming the receiver for a drop heading', () => {
    const text = [
      'Stop 1 (Pick)', 'Mesa Tile & Stone', 'Dallas, TX 75212',
      'Stop 2 (Drop)', 'Gulf Coast Pipe', 'Memphis, TN 38118',
      'Detention pays $50 per hour after 2 free hours at the receiver, invoiced with the BOL to',
      'Accounts Payable, Omaha, NE 68117',
    ].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ origin: 'Dallas, TX', destination: 'Memphis, TN' });
  });
});

describe('parseRateConfirmation: miles after another label, a barcode reference', () => {
  it("reads 'Miles 487' that follows the load number on the same line", () => {
    const text = 'Patriot Load Network\nLoad No. 7708135 Miles 487\nLinehaul  $1,100.00\nTotal Carrier Pay  $1,375.96';
    expect(parseRateConfirmation(text)).toMatchObject({ miles: 487, loadReference: '7708135' });
  });

  it("reads a barcode's human-readable line '*559442334*' (specks beside the asterisks) as the load reference", () => {
    const text = 'RATE CONFIRMATION\n*#559442334%*\nIron Horse Transport\nPhone (490) 651-3405';
    expect(parseRateConfirmation(text)).toMatchObject({ loadReference: '559442334' });
  });
});

describe('parseRateConfirmation: invoice lines priced per mile', () => {
  it("reads the miles from a linehaul line's quantity ('Line Haul  318 mi  3.302  $1,050.00')", () => {
    const text = 'Description      Qty      Rate      Amount\nLine Haul      318 mi      3.302      $1,050.00\nTotal      $1,050.00';
    expect(parseRateConfirmation(text)).toMatchObject({ miles: 318, rate: 1050 });
  });
});

describe('parseRateConfirmation: a values row under column names the scan could not read', () => {
  const garbled = '9     I)     z     8     3     2     3\n';
  it('reads reference, miles, linehaul, FSC and total from a lane row whose amounts add up', () => {
    const text = `${garbled}8757064      Tucson, AZ      Reno, NV      1,285      $2,824.12      $586.57      $3,410.69`;
    expect(parseRateConfirmation(text)).toMatchObject({
      loadReference: '8757064', origin: 'Tucson, AZ', destination: 'Reno, NV', miles: 1285, rate: 2824.12, fsc: 586.57, total: 3410.69,
    });
  });

  it('reads nothing from such a row when the amounts do not add up', () => {
    const text = `${garbled}8757064      Tucson, AZ      Reno, NV      1,285      $2,824.12      $586.57      $3,999.00`;
    expect(parseRateConfirmation(text)).toMatchObject({ miles: null, rate: null, fsc: null });
  });
});

describe('words a scan misread in a way no sheet prints (R-UPLOAD-11)', () => {
  it("reads '$1.050.74' as $1,050.74: a thousands comma read as a point, before the cents", () => {
    const parsed = parseRateConfirmation('Load #: LD935624\nMiles: 313\nRate: $1.050.74 + FSC $135.21');
    expect(parsed.rate).toBe(1050.74);
    expect(parsed.fsc).toBe(135.21);
  });

  it("reads 'M$3292781' as the reference MS3292781, an S read as '$' between its letters and digits", () => {
    expect(parseRateConfirmation('Load #: M$3292781\nRate: $1,850.00').loadReference).toBe('MS3292781');
  });

  it("keeps a currency's own letters as money and a two-decimal amount as it is", () => {
    const parsed = parseRateConfirmation('Load #: 4471920\nRate: US$15000\nFSC: $1.05');
    expect(parsed.loadReference).toBe('4471920');
    expect(parsed.fsc).toBe(1.05);
  });
});

describe('fuel included and extra drops (R-UPLOAD-23)', () => {
  it("takes no FSC from a line that says the fuel is included, nor the TONU printed along it", () => {
    const text = [
      'Linehaul (all-in, includes fuel)       $1,050.00',
      'Fuel surcharge is included in the linehaul; no separate FSC is payable on this     TONU                    $100.00',
    ].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 1050, fsc: null });
  });

  it('works out no FSC from the total on a sheet whose flat rate includes the fuel', () => {
    const text = 'We agreed on $2,303.45 flat, fuel included, for the 1,313 loaded miles. The extra stop pays $100.00. That brings it to $2,403.45.';
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 2303.45, fsc: null, total: 2403.45 });
  });

  it('reads an extra drop as a charge the total includes, not as the FSC the total leaves', () => {
    const text = ['Rate                                      $2,350.00', 'Tolls                                      $50.50', 'Extra Drop (1)                    $50.00', 'Total                                     $2,450.50'].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 2350, fsc: null, tolls: 50.5, total: 2450.5, extras: [50] });
  });

  it('reads an FSC stated in a sentence, beside the linehaul', () => {
    const text = 'We will pay a linehaul of $2,500.00 and a fuel surcharge of $399.07. Stop-off Charge (1): $75.00.';
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 2500, fsc: 399.07 });
  });

  it('still works out the FSC a total leaves when nothing says the fuel is included', () => {
    const text = ['Line Haul   $1,200.00', 'ES.C.   $61.30', 'Total   $1,261.30'].join('\n');
    expect(parseRateConfirmation(text)).toMatchObject({ rate: 1200, fsc: 61.3, total: 1261.3 });
  });
});
