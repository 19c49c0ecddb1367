import { describe, expect, it } from 'vitest';
import { indexGazetteer } from '../../domain/distance';
import type { OcrLine } from './engine';
import { originAndDestination, readLayout } from './layout';
import { parseRateConfirmation } from './parse-rate-confirmation';
import { readPage, row } from '../testing/ocr-page';

const textOf = (lines: OcrLine[]) => lines.map((l) => l.text).join('\n');
const read = readPage;

describe('readLayout: labels paired by position', () => {
  it('reads a form grid column by column, City / State / ZIP in separate cells, with a value cell left empty', () => {
    const page = [
      row(0, [0, 'Redline Brokerage Inc'], [700, 'LOAD']),
      row(30, [0, '3928 Logistics Pkwy'], [700, '7141796']),
      row(60, [0, 'Roanoke, VA 24012']),
      row(120, [0, 'PICKUP ADDRESS'], [300, 'PICKUP CITY'], [500, 'STATE'], [650, 'ZIP']),
      row(150, [0, '1728 Enterprise Way'], [300, 'Greensboro'], [500, 'NC'], [650, '27406']),
      row(200, [0, 'DELIVERY ADDRESS'], [300, 'DELIVERY CITY'], [500, 'STATE'], [650, 'ZIP']),
      row(230, [0, '7578 Rail Yard Ave'], [300, 'Cincinnati'], [500, 'OH'], [650, '45216']),
      row(280, [0, 'COMMODITY'], [300, 'WEIGHT'], [500, 'PIECES'], [650, 'MILES']),
      row(310, [0, 'Trusses'], [300, '10000 LBS'], [500, '29'], [650, '395']),
      row(360, [0, 'LINE HAUL'], [300, 'FUEL'], [500, 'TOLLS'], [650, 'TOTAL']),
      // No toll charged: its cell is empty, so the total sits under TOTAL, not in the third cell.
      row(390, [0, '$633.92'], [300, '$98.30'], [650, '$732.22']),
    ];
    expect(read(page)).toMatchObject({
      origin: 'Greensboro, NC',
      destination: 'Cincinnati, OH',
      miles: 395,
      rate: 633.92,
      fsc: 98.3,
      total: 732.22,
      loadReference: '7141796',
    });
    expect(read(page).tolls).toBeUndefined();
  });

  it('takes the first pick-up and the last drop of a stop table, by its Type column', () => {
    const page = [
      row(0, [0, 'Stop#'], [100, 'Type'], [250, 'Company'], [550, 'City'], [750, 'State'], [850, 'Zip']),
      row(30, [0, '1'], [100, 'Pickup'], [250, 'Red River Lumber'], [550, 'Little Rock'], [750, 'AR'], [850, '72206']),
      row(60, [0, '2'], [100, 'Pickup'], [250, 'Copperline Wire'], [550, 'Fort Worth'], [750, 'TX'], [850, '76106']),
      row(90, [0, '3'], [100, 'Drop'], [250, 'Ozark Trailer Mfg'], [550, 'Nashville'], [750, 'TN'], [850, '37210']),
      row(120, [0, '4'], [100, 'Drop'], [250, 'Cardinal Glass Works'], [550, 'New Orleans'], [750, 'LA'], [850, '70126']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Little Rock, AR', destination: 'New Orleans, LA' });
  });

  it('reads the miles under their own column, not the deadhead beside them', () => {
    const page = [
      row(0, [0, 'Origin'], [250, 'Destination'], [500, 'Deadhead'], [650, 'Loaded Miles'], [850, 'Rate']),
      row(30, [0, 'Omaha, NE'], [250, 'Denver, CO'], [500, '24'], [650, '540'], [850, '$1,350.00']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Omaha, NE', destination: 'Denver, CO', miles: 540, rate: 1350 });
  });

  it('reads a value in the box below its label (a header box with the confirmation number)', () => {
    const page = [
      row(0, [0, 'Keystone Carrier Connect'], [600, 'CONFIRMATION #']),
      row(30, [0, '6383 Main St'], [600, '99425857']),
      row(60, [0, 'Memphis, TN 38118'], [600, 'Date 07/17/2026']),
    ];
    expect(read(page).loadReference).toBe('99425857');
  });

  it('gives places the role of their section: letterhead and remit-to are not stops', () => {
    const page = [
      row(0, [0, 'Cornerstone Logistics']),
      row(30, [0, 'Dallas, TX 75212']),
      row(100, [0, 'PICKUPS'], [500, 'DELIVERIES']),
      row(130, [0, 'Northstar Coil Processing'], [500, 'Summit Building Products']),
      row(160, [0, 'Toledo, OH 43605'], [500, 'Little Rock, AR 72206']),
      row(200, [500, 'Copperline Wire']),
      row(230, [500, 'Las Vegas, NV 89115']),
      row(300, [0, 'RATE DETAILS'], [500, 'REMIT TO']),
      row(330, [0, 'Linehaul: $850.00'], [500, 'Cornerstone Logistics']),
      row(360, [0, 'Miles: 440'], [500, 'Chicago, IL 60632']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Toledo, OH', destination: 'Las Vegas, NV', miles: 440 });
  });

  it('pairs a City cell with its State cell when each has its own label (Pickup City / Pickup State rows)', () => {
    const page = [
      row(0, [0, 'Broker City'], [200, 'Raleigh, NC']),
      row(30, [0, 'Pickup City'], [200, 'Albuquerque']),
      row(60, [0, 'Pickup State'], [200, 'NM']),
      row(90, [0, 'Delivery City'], [200, 'Chattanooga']),
      row(120, [0, 'Delivery State'], [200, 'TN']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Albuquerque, NM', destination: 'Chattanooga, TN' });
  });

  it('reads a blurred amount whose comma and point the scan swapped or dropped ($1.850 00)', () => {
    const page = [row(0, [0, 'Linehaul'], [300, '$1.850 00']), row(30, [0, 'Fuel Surcharge'], [300, '$96.01'])];
    expect(read(page)).toMatchObject({ rate: 1850, fsc: 96.01 });
  });

  it('knows the other names brokers print (Booking #, Route Miles, Contract Rate, Fuel Adj., Grand Total)', () => {
    const page = [
      row(0, [0, 'Booking #'], [250, 'Route Miles'], [450, 'Contract Rate'], [650, 'Fuel Adj.'], [850, 'Grand Total']),
      row(30, [0, 'BK-20931'], [250, '1,094'], [450, '$2,600.00'], [650, '$310.40'], [850, '$2,910.40']),
    ];
    expect(read(page)).toMatchObject({ loadReference: 'BK-20931', miles: 1094, rate: 2600, fsc: 310.4, total: 2910.4 });
  });

  it('keeps an accessorial schedule’s Rate column out of the linehaul', () => {
    const page = [row(0, [0, 'Accessorial'], [300, 'Rate']), row(30, [0, 'Layover'], [300, '$200.00 per day']), row(60, [0, 'TONU'], [300, '$200.00'])];
    expect(read(page).rate).toBeUndefined();
  });

  it('with a gazetteer, a City cell whose State the scan lost takes the state of the ZIP on its row', () => {
    const gazetteer = indexGazetteer([
      { name: 'Springfield', state: 'IL', lat: 39.8, lon: -89.64 },
      { name: 'Springfield', state: 'MO', lat: 37.22, lon: -93.29 },
    ]);
    const page = [row(0, [0, 'Type'], [150, 'City'], [400, 'Zip']), row(30, [0, 'Delivery'], [150, 'Springfield'], [400, '65803'])];
    const found = readLayout(page, gazetteer);
    expect(originAndDestination(found.stops).destination).toBe('Springfield, MO');
    expect(originAndDestination(readLayout(page).stops).destination).toBeNull();
  });
});

describe('parseRateConfirmation with word boxes', () => {
  it('lets the layout reading win where the text alone pairs a header with the wrong cell', () => {
    const page = [
      row(0, [0, 'LINE HAUL'], [300, 'FUEL'], [500, 'TOLLS'], [650, 'TOTAL']),
      row(30, [0, '$633.92'], [300, '$98.30'], [650, '$732.22']),
    ];
    // Text alone: three values under four headers, paired by nearest relative position.
    expect(parseRateConfirmation(textOf(page), { lines: page })).toMatchObject({ rate: 633.92, fsc: 98.3, tolls: null, total: 732.22 });
  });

  it('never takes a place found only under Bill to / Remit to for a stop, even when the text alone would', () => {
    const page = [
      row(0, [0, 'TruLane Freight']),
      row(30, [0, 'Load # 95833']),
      row(80, [0, 'BILL TO'], [500, 'REMIT TO']),
      row(110, [0, 'Carrier Settlements'], [500, 'TruLane Freight']),
      row(140, [0, 'Minneapolis, MN 55413'], [500, 'Pittsburgh, PA 15212']),
      row(200, [0, 'Miles: 721']),
    ];
    expect(parseRateConfirmation(textOf(page), {}).destination).toBe('Pittsburgh, PA');
    expect(parseRateConfirmation(textOf(page), { lines: page })).toMatchObject({ origin: null, destination: null, miles: 721 });
  });

  it('reads no linehaul from a reference number after a misread "Carrier Rate Confirmation"', () => {
    const page = [row(0, [0, 'Carrier Rate Confirmatian · Order # 7155399']), row(30, [0, 'Total Miles: 812'])];
    expect(parseRateConfirmation(textOf(page), { lines: page })).toMatchObject({ rate: null, loadReference: '7155399', miles: 812 });
  });
});

describe('readLayout: structures of the broader training families (docs/decisions/009-ocr.md)', () => {
  it('reads a charge printed as INCL or NONE as no charge, not the amount on the next line', () => {
    const page = [
      row(0, [0, 'LINEHAUL RATE'], [300, 'FUEL SURCHARGE'], [550, 'TOLLS'], [700, 'TOTAL CARRIER PAY']),
      row(30, [0, '$825.00'], [300, 'INCL'], [550, 'NONE'], [700, '$825.00']),
    ];
    expect(parseRateConfirmation(textOf(page), { lines: page })).toMatchObject({ rate: 825, fsc: null, tolls: null, total: 825 });
  });

  it('reads an ALL-IN RATE header over an amount with its rate per mile beside it', () => {
    const page = [row(0, [0, 'DISTANCE'], [400, 'ALL-IN RATE']), row(30, [0, '1,007 miles'], [400, '$3,059.25 ($3.04/mi)'])];
    expect(parseRateConfirmation(textOf(page), { lines: page })).toMatchObject({ miles: 1007, rate: 3059.25, rpm: 3.04 });
  });

  it('ends a printout label at its dotted leader', () => {
    const page = [row(0, [0, 'ORDER NO.......©'], [300, '36507653']), row(30, [0, 'LOADED MI...:'], [300, '544']), row(60, [0, 'EMPTY MI....:'], [300, '137'])];
    expect(read(page)).toMatchObject({ loadReference: '36507653', miles: 544 });
  });

  it('pairs each card’s City with its State on a later row when cards sit side by side', () => {
    const page = [
      row(0, [0, 'Pickup 1'], [400, 'Delivery 2']),
      row(30, [0, 'FACILITY'], [400, 'FACILITY']),
      row(60, [0, 'Lone Star Fabrication'], [400, 'Piedmont Cabinet Co']),
      row(90, [0, 'CITY'], [400, 'CITY']),
      row(120, [0, 'Las Vegas'], [400, 'Louisville']),
      row(150, [0, 'STATE'], [400, 'STATE']),
      row(180, [0, 'NV'], [400, 'KY']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Las Vegas, NV', destination: 'Louisville, KY' });
  });

  it('gives each City column of a row its own role (PICKUP CITY beside DELIVERY CITY)', () => {
    const page = [
      row(0, [0, 'PICKUP CITY'], [400, 'DELIVERY CITY']),
      row(30, [0, 'Las Vegas'], [400, 'Louisville']),
      row(60, [0, 'PICKUP STATE'], [400, 'DELIVERY STATE']),
      row(90, [0, 'NV'], [400, 'KY']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Las Vegas, NV', destination: 'Louisville, KY' });
  });

  it('takes the word cell left of the State value for the city when the scan garbled the City header', () => {
    const page = [
      row(0, [0, 'DESTINATION']),
      row(30, [0, 'RECEIVER NAME'], [300, 'ZIP'], [420, '[313%'], [600, 'STATE'], [720, 'APPT']),
      row(60, [0, 'Cardinal Glass Works'], [300, '43605'], [420, 'Toledo'], [600, 'OH'], [720, '3/07/2026 16:30']),
    ];
    expect(read(page)).toMatchObject({ destination: 'Toledo, OH' });
  });

  it('reads a place that wide monospace spacing split over cells, with its section’s role', () => {
    const page = [
      row(0, [0, 'PICKUP'], [150, '1....:'], [300, 'CARDINAL GLASS WORKS']),
      row(30, [300, 'LEXINGTON,'], [520, 'KY 40511'], [700, '12/02/2026']),
      row(60, [0, 'DROP'], [150, '2....:'], [300, 'GREAT PLAINS']),
      row(90, [300, 'BATON'], [420, 'ROUGE,'], [560, 'LA 70805']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Lexington, KY', destination: 'Baton Rouge, LA' });
  });

  it('reads places in one column on consecutive rows, with no role left, as the stops in order', () => {
    const page = [
      row(0, [0, 'Patriot Load Network 5499 Rail Yard Ave'], [420, 'Detroit, MI 48209'], [640, 'Phone (315) 219-4354']),
      row(40, [0, 'Load No.'], [200, '8595928']),
      row(80, [0, 'name 7 Address'], [600, 'Date']),
      row(110, [0, 'Mesa Tile & Stone, 7700 Quarry Ln, Greenville, SC 29605'], [600, '10/19/2026']),
      row(140, [0, 'Bayou Marine Supply, 2489 Steel Mill Rd, Montgomery, AL 36108'], [600, '10/20/2026']),
      row(170, [0, 'Red River Lumber, 7266 Port Access Rd, Tulsa, OK 74107'], [600, '10/20/2026']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Greenville, SC', destination: 'Tulsa, OK' });
  });

  it('takes BILLTO / REMITTO (words the scan joined) for offices, not the last drop', () => {
    const page = [
      row(0, [0, 'STOP 1 SHIPPER']), row(30, [0, 'Toledo, OH 43605']),
      row(60, [0, 'STOP 2 RECEIVER']), row(90, [0, 'Pittsburgh, PA 15212']),
      row(140, [0, 'BILLTO'], [500, 'REMITTO']),
      row(170, [0, 'Minneapolis, MN 55413'], [500, 'Chicago, IL 60632']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Toledo, OH', destination: 'Pittsburgh, PA' });
  });

  it('reads a label ending in Surcharge whose first word the scan lost as the FSC', () => {
    const page = [row(0, [0, 'Linehaul'], [300, '$2,100.00']), row(30, [0, 'ne Surcharge'], [300, '$318.33'])];
    expect(read(page)).toMatchObject({ rate: 2100, fsc: 318.33 });
  });

  it('takes no facility name under a readable stop label for a city (a row with ST and ZIP but no City)', () => {
    const page = [
      row(0, [0, 'STOP 3 RECEIVER'], [400, 'ST'], [500, 'ZIP'], [600, 'DATE']),
      row(30, [0, 'Bayou Marine Supply'], [400, 'TX'], [500, '75212'], [600, '03/17/2026']),
    ];
    expect(readLayout(page).stops).toEqual([]);
  });

  it('with a gazetteer, reads a row joined from cells only when it names a known place', () => {
    const gazetteer = indexGazetteer([{ name: 'Dallas', state: 'TX', lat: 32.78, lon: -96.8 }]);
    const page = [row(0, [0, 'Bayou'], [200, 'Marine Supply'], [500, 'TX 75212']), row(30, [0, 'DALLAS,'], [200, 'TX 75212'])];
    expect(readLayout(page, gazetteer).stops.map((s) => s.place)).toEqual(['Dallas, TX']);
    expect(readLayout(page).stops.map((s) => s.place)).toEqual(['Bayou Marine Supply, TX', 'Dallas, TX']);
  });

  it('levels a tilted photo’s rows, so a label finds its value far to its right', () => {
    const tilt = (line: OcrLine): OcrLine => {
      const shift = <B extends { x0: number; x1: number; y0: number; y1: number }>(b: B): B => {
        const dy = Math.round(((b.x0 + b.x1) / 2) * -0.03);
        return { ...b, y0: b.y0 + dy, y1: b.y1 + dy };
      };
      return { ...line, bbox: shift(line.bbox), words: line.words.map((w) => ({ ...w, bbox: shift(w.bbox) })) };
    };
    const page = [
      row(0, [0, '1. Load at Cardinal Glass Works, 1350 Enterprise Way']),
      row(40, [0, '2. Unload at Ozark Trailer Mfg, 8969 Main St']),
      row(80, [0, 'Detention pays $30 per hour after two hours']),
      row(130, [0, 'Line haul']), row(130, [550, '$2,044.14']),
      row(170, [0, 'Fuel surcharge']), row(170, [550, '$224.42']),
    ].map(tilt);
    expect(read(page)).toMatchObject({ rate: 2044.14, fsc: 224.42 });
  });

  it('reads FURL over an amount as the FUEL column (four letters, one misread)', () => {
    const page = [row(0, [0, 'LINE HAUL'], [300, 'FURL'], [500, 'TOLLS']), row(30, [0, '$633.92'], [300, '$98.30'], [500, '$35.50'])];
    expect(read(page)).toMatchObject({ rate: 633.92, fsc: 98.3, tolls: 35.5 });
  });

  it('gives a value to the header wholly over it rather than to a wider neighbour overlapping more pixels', () => {
    // A card: 'FUEL' then specks read as a second cell ('Simi saniy') that the amount below reaches into.
    const page = [row(0, [0, 'FUEL'], [62, 'Simi saniy']), row(24, [10, '$1,332.80'])];
    expect(read(page)).toMatchObject({ fsc: 1332.8 });
  });

  it('reads a stop heading the scan misread by a letter (Consignes, Shlpper)', () => {
    const page = [
      row(0, [0, 'Consignes'], [200, 'Delta Machinery, 1319 Logistics Pkwy, Fort Wayne, IN 46803']),
      row(30, [0, 'Appointment 08/02/2026 10:00']),
      row(60, [0, 'Shlpper'], [200, 'Great Plains Equipment, 7382 Industrial Blvd, Orlando, FL 32824']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Orlando, FL', destination: 'Fort Wayne, IN' });
  });

  it('takes a heading that names an office for the broker’s office, not a pick-up', () => {
    const page = [row(0, [0, 'Ship From Office: 3847 Commerce St, Fort Smith,'], [560, 'AR 72901'])];
    const found = readLayout(page);
    expect(found.stops.map((s) => s.role)).toEqual(['office']);
    expect(originAndDestination(found.stops).origin).toBeNull();
  });
});

describe('readLayout: a lane written in one line', () => {
  it("reads 'Atlanta, GA - Jacksonville, FL' as first pick-up and last drop, not the letterhead's city", () => {
    const page = [
      row(0, [0, 'Keystone Carrier Connect - 1678 County Road 12 - New Orleans, LA 70126 - Phone (668) 708-2759']),
      // The last state code of large type as a cell of its own.
      row(40, [0, 'Atlanta, GA - Jacksonville,'], [300, 'FL'], [700, 'Est. Distance 1,322 mi']),
      row(80, [0, 'Tender 795055'], [200, 'Pickup 11/07/2026 10:00'], [500, 'Delivery 11/08/2026 16:30']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Atlanta, GA', destination: 'Jacksonville, FL' });
  });

  it("reads the lane's arrow a photo turned into '=' as the arrow (R-LAYOUT-24)", () => {
    const page = [
      row(0, [0, 'Keystone Carrier Connect - 1678 County Road 17 - New Orleans, LA 70124 - Mane (668) 708.279']),
      row(40, [0, 'Atlanta, GA = Jacksonville, FL'], [700, 'Est. Distance 1.322 mi']),
      row(80, [0, 'Tender 795055'], [200, 'Pickup 11/07/2026 10:00']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Atlanta, GA', destination: 'Jacksonville, FL' });
  });
});

describe('readLayout: a letterhead repeated at a page break', () => {
  it("takes a place on a row with a phone number for the broker's office, not the last drop", () => {
    const page = [
      row(0, [0, 'Load P9782400']),
      row(30, [0, '3158 Main St - Tampa, FL 33619 - Phone (916) 836-5745'], [900, 'Page 1 of 2']),
      row(80, [0, 'Shipper'], [200, '2426 Airport Rd'], [700, '03/20/2026']),
      row(110, [0, 'Las Vegas, NV 89115']),
      row(150, [0, 'Consignee'], [200, '665 County Road 12'], [700, '03/20/2026']),
      row(180, [0, 'Houston, TX 77029']),
      row(240, [0, 'Load P9782400']),
      row(270, [0, '3158 Main St - Tampa, FL 33619 - Phone (916) 836-5745'], [900, 'Page 2 of 2']),
      row(300, [0, 'Loaded Miles'], [700, '206']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Las Vegas, NV', destination: 'Houston, TX' });
  });

  it("keeps a stop whose phone number is in a column of its own", () => {
    const page = [
      row(0, [0, 'Shipper'], [200, '2426 Airport Rd'], [700, '03/20/2026']),
      row(30, [0, 'Las Vegas, NV 89115'], [300, 'Phone (702) 555-0101']),
      row(80, [0, 'Consignee'], [200, '665 County Road 12'], [700, '03/20/2026']),
      row(110, [0, 'Houston, TX 77029'], [300, 'Phone (713) 555-0199']),
    ];
    expect(read(page)).toMatchObject({ origin: 'Las Vegas, NV', destination: 'Houston, TX' });
  });
});

describe('readLayout: invoice lines', () => {
  it("takes the Rate column beside Qty and Amount for a unit price, not the linehaul", () => {
    const page = [
      row(0, [0, 'Description'], [300, 'Qty'], [500, 'Rate'], [700, 'Amount']),
      row(30, [0, 'Line Haul'], [300, '318 mi'], [500, '3.302'], [700, '$1,050.00']),
      row(60, [0, 'Tolls'], [300, '1'], [500, '$35.50'], [700, '$35.50']),
      row(90, [0, 'Total'], [700, '$1,085.50']),
    ];
    expect(read(page).rate).not.toBe(35.5);
    expect(parseRateConfirmation(textOf(page), { lines: page })).toMatchObject({ rate: 1050, tolls: 35.5, total: 1085.5 });
  });
});
