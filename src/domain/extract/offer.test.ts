// Behaviour of the offer reader (docs/product-rules.md, 'Reading offers'), with the real gazetteer.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadUsGazetteer } from '../../../scripts/us-cities-plugin';
import { indexGazetteer, type GazetteerIndex } from '../distance';
import { readOffer } from './offer';
import { NO_LOAD_FOUND_MESSAGE, OFFER_TOO_LONG_MESSAGE, type OfferReading } from './offer-types';

let places: GazetteerIndex;
beforeAll(() => {
  places = indexGazetteer(loadUsGazetteer());
});

function read(text: string, withPlaces = true): OfferReading[] {
  const result = readOffer(text, withPlaces ? { places } : {});
  if (result.status !== 'ok') throw new Error(`expected a load in ${JSON.stringify(text)}, got ${result.status}`);
  return result.loads;
}
const first = (text: string, withPlaces = true) => read(text, withPlaces)[0]!;
const values = (load: OfferReading) => ({
  origin: load.origin?.value ?? null,
  destination: load.destination?.value ?? null,
  miles: load.miles?.value ?? null,
  rate: load.rate?.value ?? null,
  fsc: load.fsc?.value ?? null,
  deadhead: load.deadhead?.value ?? null,
});

describe('readOffer: limits (R-OFFER-3, R-OFFER-11)', () => {
  it('refuses text over 20,000 characters', () => {
    expect(readOffer('x'.repeat(20_001))).toEqual({ status: 'too_long', message: OFFER_TOO_LONG_MESSAGE });
  });
  it('finds no load in chit-chat', () => {
    expect(readOffer('hey call me when you can', { places })).toEqual({ status: 'empty', message: NO_LOAD_FOUND_MESSAGE });
    expect(readOffer('any loads out of El Paso TX?', { places }).status).toBe('empty');
  });
});

describe('readOffer: money (R-OFFER-4)', () => {
  it.each([
    ['Dallas TX to Atlanta GA 781 mi $1,850', 1850, null],
    ['Dallas TX to Atlanta GA 781 mi 1850 flat', 1850, null],
    ['Dallas TX to Atlanta GA 781 mi 1.85k', 1850, null],
    ['Dallas TX to Atlanta GA 781 mi $1,850.00', 1850, null],
    ['Dallas TX to Atlanta GA 781 mi $1,950 all in', 1950, null],
    ['Dallas TX to Atlanta GA 781 mi $1,500 + $180 FSC', 1500, 180],
    ['Dallas TX to Atlanta GA 781 mi $1,680 total, $180 fsc', 1500, 180],
    ['Dallas TX to Atlanta GA 781 mi rate 1,400 FSC 160 detention $50/hr lumper $75', 1400, 160],
    ['dallas texas to atlanta georgia seven hundred eighty one miles pays eighteen fifty', 1850, null],
    ['dallas tx to atlanta ga 781 miles two thousand one hundred dollars', 2100, null],
  ])('%s → rate %s, fsc %s', (text, rate, fsc) => {
    const load = first(text);
    expect(load.rate?.value).toBe(rate);
    expect(load.fsc?.value ?? null).toBe(fsc);
  });

  it('takes the linehaul out of a total written with its parts', () => {
    expect(values(first('Dallas TX to Atlanta GA 781 mi $1850 ($1650 + $200 FSC)'))).toMatchObject({ rate: 1650, fsc: 200 });
  });

  it('multiplies a per-mile rate by the stated miles and shows the working', () => {
    for (const text of ['Dallas TX to Atlanta GA 781 mi $2.25/mi', 'Dallas TX to Atlanta GA 781 mi 2.25 a mile', 'Dallas TX to Atlanta GA 781 mi 2.25 rpm']) {
      const rate = first(text).rate!;
      expect(rate.value).toBe(1757.25);
      expect(rate.note).toBe('$2.25/mi × 781 mi = $1,757.25');
      expect(rate.estimated).toBeUndefined();
    }
    expect(first('phoenix az to el paso tx 430 miles a dollar eighty a mile').rate?.value).toBe(774);
  });

  it('reads a per-mile rate after "@" and miles marked "(loaded)"', () => {
    expect(first('Dallas TX - Atlanta GA 781mi @ 2.25').rate?.value).toBe(1757.25);
    expect(first('Dallas TX - Atlanta GA 781 (loaded) pay 2.25/mile').rate?.value).toBe(1757.25);
  });

  it('cross-checks a per-mile rate against a stated total', () => {
    const rate = first('Laredo TX to Dallas TX 430 mi $2.30/mi ($989 total)').rate!;
    expect(rate.value).toBe(989);
    expect(rate.confidence).toBeGreaterThanOrEqual(0.9);
    expect(rate.note).toContain('× 430 mi');
  });

  it('takes a total less a stated FSC, and multiplies an FSC per mile', () => {
    expect(first('Dallas TX to Atlanta GA 781 mi total $2,000 incl. FSC').fsc).toBeNull();
    const load = first('Salt Lake City UT to Boise ID 340 mi 2.85 a mile plus 0.40/mi fsc');
    expect(load.fsc?.value).toBe(136);
    expect(load.fsc?.note).toBe('$0.40/mi × 340 mi = $136');
  });

  it('estimates a per-mile rate over the road estimate when no miles are given, marked estimated', () => {
    const rate = first('Dallas TX to Houston TX $2.50/mi').rate!;
    expect(rate.estimated).toBe(true);
    expect(rate.confidence).toBeLessThan(0.7);
  });

  it('doubts a price far outside what loads pay per mile', () => {
    expect(first('Dallas TX to Atlanta GA 781 mi 200').rate!.confidence).toBeLessThan(0.7);
  });
});

describe('readOffer: miles and deadhead (R-OFFER-5)', () => {
  it.each([
    ['Dallas TX to Atlanta GA 781 loaded DH 45 $1850', 781, 45],
    ['Dallas TX to Atlanta GA 781mi 45 out $1850', 781, 45],
    ['Dallas TX to Atlanta GA miles: 781, deadhead: 45, $1850', 781, 45],
    ['Dallas TX to Atlanta GA 781 mi, 45 mi deadhead, $1850', 781, 45],
    ['45  Dallas, TX  781  Atlanta, GA  12  Acme Logistics  $1,850', 781, 45],
    ['Dallas, TX (45) to Atlanta, GA 781 mi $1,850', 781, 45],
  ])('%s → %s mi, DH %s', (text, miles, deadhead) => {
    const load = first(text);
    expect(load.miles?.value).toBe(miles);
    expect(load.deadhead?.value).toBe(deadhead);
  });

  it.each([
    ['Dallas TX to Atlanta GA 781 practical miles 1,850 usd firm'],
    ['Dallas TX to Atlanta GA Dist: 781 Rate: 1850 OBO'],
    ['Dallas TX to Atlanta GA 781 total miles $1850 neg'],
  ])('reads miles with a qualifier or a short label: %s', (text) => {
    expect(values(first(text))).toMatchObject({ miles: 781, rate: 1850 });
  });

  it('guesses two bare numbers after a lane as miles then price, never a load number', () => {
    const load = first('Load 4412 Dallas TX Atlanta GA 781 1850');
    expect(values(load)).toMatchObject({ miles: 781, rate: 1850 });
    expect(load.rate!.confidence).toBeLessThan(0.7);
    expect(values(first('Dallas TX to Atlanta GA 1850 781'))).toMatchObject({ rate: 1850 });
  });

  it('never takes a weight, date, time, ZIP, phone, MC number, dimension or reference for miles or rate', () => {
    const load = first('Load #448812 Dallas TX 75247 to Atlanta GA 30318, PU 11/26 08:00, 10,000 lbs, 48x102, $1,850. Call 214-555-0199 MC 123456');
    expect(load.miles?.estimated).toBe(true);
    expect(load.rate?.value).toBe(1850);
    expect(load.weightLbs?.value).toBe(10000);
    expect(load.loadReference?.value).toBe('448812');
  });

  it('fills missing miles with the road estimate, marked estimated with a low confidence', () => {
    const miles = first('Dallas TX to Houston TX $750').miles!;
    expect(miles).toMatchObject({ estimated: true, source: 'Dallas, TX → Houston, TX' });
    expect(miles.value).toBeGreaterThan(200);
    expect(miles.confidence).toBeLessThan(0.7);
  });

  it('is sure of stated miles near the road estimate and doubts miles far from it', () => {
    expect(first('Dallas TX to Atlanta GA 781 mi $1850').miles!.confidence).toBeGreaterThanOrEqual(0.9);
    expect(first('Dallas TX to Atlanta GA 2100 mi $1850').miles!.confidence).toBeLessThan(0.7);
  });
});

describe('readOffer: places and stops (R-OFFER-6, R-OFFER-7)', () => {
  it('snaps places to the gazetteer, metro codes too', () => {
    expect(values(first('Ft Worth to ST LOUIS MO 640 mi $1500'))).toMatchObject({ origin: 'Fort Worth, TX', destination: 'St. Louis, MO' });
    expect(values(first('DFW to ATL 781 mi $1850'))).toMatchObject({ origin: 'Dallas, TX', destination: 'Atlanta, GA' });
    expect(values(first('PU: 15 Industrial Pkwy, Laredo, TX 78045\nDEL: 9900 Westpark Dr, Houston, TX 77063\n$1000'))).toMatchObject({
      origin: 'Laredo, TX',
      destination: 'Houston, TX',
    });
  });

  it('reads a city written alone next to a stop word, with a lower confidence', () => {
    const load = first('dallas to atlanta 781 mi $1850');
    expect(values(load)).toMatchObject({ origin: 'Dallas, TX', destination: 'Atlanta, GA' });
    expect(load.origin!.confidence).toBeLessThan(0.7);
  });

  it('takes the first pick-up and the last drop, counting the stops', () => {
    const load = first('PU1 - Charlotte, NC\nPU2 - Greensboro, NC\nDEL - Richmond, VA\n$1,100 all in');
    expect(values(load)).toMatchObject({ origin: 'Charlotte, NC', destination: 'Richmond, VA' });
    expect(load.stops?.value).toBe(3);
    expect(first('Dallas TX to Tulsa OK, 2 picks 1 drop, $900').stops?.value).toBe(3);
  });

  it('never takes the broker office in a signature or a bill-to address for a stop', () => {
    const load = first('Pickup: Springfield, MO\nDelivery: Wichita, KS\nRate: $850\n\nThanks,\nJenna\nPrairie Freight Logistics\n1200 Main St, Omaha, NE 68102');
    expect(values(load)).toMatchObject({ origin: 'Springfield, MO', destination: 'Wichita, KS' });
    expect(load.broker?.value).toBe('Prairie Freight Logistics');
    expect(values(first('Tulsa OK - Wichita KS $650\nBill to: 1 Main St, Denver, CO 80202'))).toMatchObject({ destination: 'Wichita, KS' });
  });

  it('reads a reply: a line starting with "Best" is not a sign-off, quoted amounts come last', () => {
    expect(values(first('> Can you do 1800?\nBest I can do is $1,650 for the Dallas TX to Memphis TN, 452 miles'))).toMatchObject({
      origin: 'Dallas, TX',
      destination: 'Memphis, TN',
      rate: 1650,
    });
  });

  it('reads "Pickup location" and "Delivery location" as stop labels, not the signature city after them', () => {
    const text = 'Pickup location: Stockton, CA. Delivery location: Reno, NV. Miles: 130. Rate: $600. Thanks! Sam - Bay Area Logistics, Oakland, CA';
    expect(values(first(text))).toMatchObject({ origin: 'Stockton, CA', destination: 'Reno, NV' });
  });

  it('reads lower-case state codes before a connector, and approximate miles', () => {
    expect(values(first('hi, load from greenville sc to greenville nc, 320 mi, 1,000 all in'))).toMatchObject({
      origin: 'Greenville, SC',
      destination: 'Greenville, NC',
    });
    expect(first('Pick-up: Winston-Salem, NC\nDrop-off: Boise, ID\nMiles (approx): 2,150\nRate: $5,200.00').miles?.value).toBe(2150);
  });

  it('reads the short names drivers use for a city, and a market word after it', () => {
    expect(values(first('Salt Lake to Vegas 420 mi $1300'))).toMatchObject({ origin: 'Salt Lake City, UT', destination: 'Las Vegas, NV' });
    expect(values(first('Houston area to Atlanta metro 800 mi $2000'))).toMatchObject({ origin: 'Houston, TX', destination: 'Atlanta, GA' });
  });

  it('reads a forwarded offer below the forwarder\'s signature', () => {
    const text = 'Can you take this one?\nRegards\nTom\n\n-----Original Message-----\nFrom: broker\nLoad: Tulsa OK to Dallas TX 257 mi $800';
    expect(values(first(text))).toMatchObject({ origin: 'Tulsa, OK', destination: 'Dallas, TX', rate: 800 });
  });

  it('without a gazetteer takes places as written and never estimates miles', () => {
    const load = first('Dallas, TX to Atlanta, GA $1850', false);
    expect(values(load)).toMatchObject({ origin: 'Dallas, TX', destination: 'Atlanta, GA', miles: null });
    expect(load.origin!.confidence).toBeLessThan(0.9);
  });

  it('reads Spanish-English border messages', () => {
    expect(values(first('Carga de Laredo TX a Dallas TX, 430 millas, pago $1,200 todo incluido, vacío 15'))).toEqual({
      origin: 'Laredo, TX',
      destination: 'Dallas, TX',
      miles: 430,
      rate: 1200,
      fsc: null,
      deadhead: 15,
    });
  });
});

describe('readOffer: several loads (R-OFFER-8)', () => {
  it('lists each load of a broker list in text order, sharing the list-wide details', () => {
    const loads = read('Loads for tomorrow, all hotshot:\n1) Dallas TX - Houston TX 239mi $750\n2) Dallas TX - Austin TX 195mi $600');
    expect(loads.map(values)).toEqual([
      { origin: 'Dallas, TX', destination: 'Houston, TX', miles: 239, rate: 750, fsc: null, deadhead: null },
      { origin: 'Dallas, TX', destination: 'Austin, TX', miles: 195, rate: 600, fsc: null, deadhead: null },
    ]);
    expect(loads.map((l) => l.equipment?.value)).toEqual(['hotshot', 'hotshot']);
  });

  it('knows the header names other boards use', () => {
    const loads = read('Pickup Date\tOrigin City\tDest City\tTrip Miles\tDH Miles\tEquip Type\tPay Rate\n11/26\tAustin, TX\tLaredo, TX\t235\t12\tHotshot\t$800');
    expect(loads.map(values)).toEqual([{ origin: 'Austin, TX', destination: 'Laredo, TX', miles: 235, rate: 800, fsc: null, deadhead: 12 }]);
    expect(read('Origin | Destination | Mileage | Pay\nMobile, AL | Tampa, FL | 480 | $1,400\nMobile, AL | Orlando, FL | 530 | $1,500')).toHaveLength(2);
  });

  it('splits items listed on one line', () => {
    expect(read('Load 1 of 2: Denver CO - Pueblo CO 115mi $400. Load 2 of 2: Pueblo CO - Trinidad CO 85mi $300.').map((l) => l.rate?.value)).toEqual([400, 300]);
    expect(read('2 loads: (1) Boise ID to Pocatello ID 235 mi $750 (2) Boise ID to Ontario OR 55 mi $250').map((l) => l.destination?.value)).toEqual([
      'Pocatello, ID',
      'Ontario, OR',
    ]);
  });

  it('reads a load board table by its header', () => {
    const loads = read(
      'Age\tPickup\tTruck\tDH-O\tOrigin\tTrip\tDestination\tDH-D\tCompany\tWeight\tRate\tRef\n' +
        '2m\t11/26\tHS\t0\tDallas, TX\t781\tAtlanta, GA\t12\tAcme Logistics\t12,000 lbs\t$1,850\tab-1\n' +
        '5m\t11/27\tV\t30\tTulsa, OK\t\tWichita, KS\t4\tPlains Co\t2,000\t—\t\n' +
        'junk row\n',
    );
    expect(loads.map(values)).toEqual([
      { origin: 'Dallas, TX', destination: 'Atlanta, GA', miles: 781, rate: 1850, fsc: null, deadhead: 0 },
      { origin: 'Tulsa, OK', destination: 'Wichita, KS', miles: null, rate: null, fsc: null, deadhead: 30 },
    ]);
    expect(loads[0]).toMatchObject({ equipment: { value: 'hotshot' }, weightLbs: { value: 12000 }, pickupDate: { value: '11/26' }, loadReference: { value: 'AB-1' }, broker: { value: 'Acme Logistics' } });
    expect(loads[1]!.equipment?.value).toBe('cargo_van');
  });
});

describe('readOffer: rate-sheet pastes (R-OFFER-15)', () => {
  it('reads a quoted CSV paste by its header, a comma inside quotes staying in its cell', () => {
    const loads = read('Origin,Dest,Miles,Rate,FSC,Ref\n"Amarillo, TX","Tulsa, OK",363,"$1,200",$140,RT-1\n"Tulsa, OK","Wichita, KS","","900","",RT-2');
    expect(loads.map(values)).toEqual([
      { origin: 'Amarillo, TX', destination: 'Tulsa, OK', miles: 363, rate: 1200, fsc: 140, deadhead: null },
      { origin: 'Tulsa, OK', destination: 'Wichita, KS', miles: null, rate: 900, fsc: null, deadhead: null },
    ]);
  });

  it('joins split city and state columns and reads snake_case headers and a per-mile column', () => {
    expect(values(first('origin_city,origin_state,dest_city,dest_state,loaded_miles,empty_miles,rate_per_mile,fsc_flat\nColumbia,MO,Memphis,TN,384,27,2.15,60'))).toEqual({
      origin: 'Columbia, MO',
      destination: 'Memphis, TN',
      miles: 384,
      rate: 825.6,
      fsc: 60,
      deadhead: 27,
    });
  });

  it('reads a semicolon sheet with European decimals, and the linehaul column over the total', () => {
    expect(values(first('Load #;Origin;Destination;Miles;Linehaul;Fuel\n4481;Cedar Rapids, IA;Milwaukee, WI;267;875,00;95,00'))).toMatchObject({ rate: 875, fsc: 95, miles: 267 });
    expect(values(first('Origin ST\tOrigin\tDest ST\tDest\tTotal ($)\tLinehaul ($)\tFSC ($)\tMiles\nOR\tEugene\tCA\tRedding\t1,030.00\t900.00\t130.00\t283'))).toEqual({
      origin: 'Eugene, OR',
      destination: 'Redding, CA',
      miles: 283,
      rate: 900,
      fsc: 130,
      deadhead: null,
    });
  });

  it('reads a lane column as origin then destination', () => {
    expect(read('LANE\tMILES\tRATE\tNOTES\nChicago IL > Indianapolis IN\t183\t$700.00\tliftgate\nChicago IL > Detroit MI\t283\t$950.00\t').map(values)).toEqual([
      { origin: 'Chicago, IL', destination: 'Indianapolis, IN', miles: 183, rate: 700, fsc: null, deadhead: null },
      { origin: 'Chicago, IL', destination: 'Detroit, MI', miles: 283, rate: 950, fsc: null, deadhead: null },
    ]);
  });
});

describe('readOffer: app listing blocks (R-OFFER-16)', () => {
  it('splits repeated listing blocks at their header lines and reads the weight as no money', () => {
    const loads = read("HS · 40' · 10k\nKansas City, MO ➜ Omaha, NE\nDH-O 7 · 187 mi · $700\nHS · 32' · 3k\nTopeka, KS ➜ Wichita, KS\nDH-O 60 · 140 mi · $500");
    expect(loads.map(values)).toEqual([
      { origin: 'Kansas City, MO', destination: 'Omaha, NE', miles: 187, rate: 700, fsc: null, deadhead: 7 },
      { origin: 'Topeka, KS', destination: 'Wichita, KS', miles: 140, rate: 500, fsc: null, deadhead: 60 },
    ]);
  });

  it('reads a rule line between two listings as a separator, not a signature', () => {
    const loads = read("CV · Sprinter · 1,200 lb\nNewark, NJ ➜ Baltimore, MD\n183 mi · $480\n—\nCV · Sprinter · 600 lb\nNewark, NJ ➜ Hartford, CT\n119 mi · $360");
    expect(loads.map((l) => l.destination?.value)).toEqual(['Baltimore, MD', 'Hartford, CT']);
  });
});

describe('readOffer: oilfield call sheets (R-OFFER-17)', () => {
  it('pays the loaded per-mile rate on the loaded miles only, and skips call-out times', () => {
    expect(values(first('CALLOUT 1900 · Unit 12\nPU Casper, WY\nDEL Gillette, WY\n133 loaded · 10 empty\n$2.90 loaded / $1.45 empty'))).toEqual({
      origin: 'Casper, WY',
      destination: 'Gillette, WY',
      miles: 133,
      rate: 385.7,
      fsc: null,
      deadhead: 10,
    });
    expect(first('HOTSHOT 0400\nPecos, TX → Fort Stockton, TX\n56 mi loaded, 22 empty\n$4.50 / $2.25').rate?.value).toBe(252);
  });

  it('reads deadhead from where the truck is and to the pick-up', () => {
    expect(first('Odessa, TX to Carlsbad, NM\nLoaded 156 mi, DH from Monahans 39 mi\nRate $3.25/loaded mi + $1.50/empty mi').deadhead?.value).toBe(39);
    expect(first('We have a load out of Elko, NV to Twin Falls, ID — 200 miles, $2.85 per mile. Deadhead from Wells would be about 50 miles.').deadhead?.value).toBe(50);
    const load = first('Minot, ND → Tioga, ND\ncustomer pays $525 flat\nEmpty to PU: 14 mi');
    expect(values(load)).toMatchObject({ rate: 525, deadhead: 14 });
    expect(load.miles?.value).not.toBe(14);
  });
});

describe('readOffer: fuel said in passing (R-OFFER-18)', () => {
  it('reads the FSC after fuel words and inside a quotation', () => {
    expect(first('Broker offers a load from Abilene, Texas to Shreveport, Louisiana, about 330 loaded miles, paying twelve hundred fifty with fuel extra at one hundred forty.').fsc?.value).toBe(140);
    expect(first('got one Des Moines to Madison Wisconsin, two eighty-five miles, eleven hundred, fuel\'s another ninety.').fsc?.value).toBe(90);
    expect(values(first('- From: Midland, TX\n- To: Roswell, NM\n- Distance: 213 miles loaded\n- Pay: "nine fifty plus fuel seventy five"'))).toMatchObject({ rate: 950, fsc: 75 });
  });
});

describe('readOffer: other details (R-OFFER-9)', () => {
  it('reads equipment, weight, date, reference and the accessorials, with their words', () => {
    const load = first('Dallas TX to Atlanta GA 781mi $1850 sprinter 2,500 lbs pu tmrw ref AB1234 liftgate, inside delivery, residential, pallet jack, weekend delivery, after hours, jobsite, tarps, no tarp');
    expect(load.equipment).toMatchObject({ value: 'cargo_van', source: 'sprinter' });
    expect(load.weightLbs?.value).toBe(2500);
    expect(load.pickupDate).toMatchObject({ value: 'tmrw', source: 'pu tmrw' });
    expect(load.loadReference?.value).toBe('AB1234');
    expect(Object.keys(load.accessorials).sort()).toEqual(['afterHours', 'inside', 'jobsite', 'liftgate', 'palletJack', 'residential', 'tarp', 'weekend']);
    expect(load.accessorials.liftgate).toMatchObject({ value: true, source: 'liftgate' });
  });

  it('gives each field the words of the original text it came from', () => {
    const load = first('hey its mike: laredo tx to houston tx, pays eighteen fifty, 316 miles');
    expect(load.origin?.source).toBe('laredo tx');
    expect(load.rate?.source).toBe('eighteen fifty');
    expect(load.miles?.source).toBe('316 miles');
  });
});

describe('readOffer: column-aligned screens and e-mail headers (R-OFFER-14)', () => {
  it('finds no load in an insurance request, a truck ad or an empty search', () => {
    expect(readOffer('We still need a COI. Our insurance requirement is $100,000 cargo.\nSummit Logistics, 5500 Poplar Ave, Memphis, TN 38119', { places }).status).toBe('empty');
    expect(readOffer("40' gooseneck available for hauls out of Fort Worth TX. $2.50/mi, $300 minimum.", { places }).status).toBe('empty');
    expect(readOffer('Search: Hotshot • El Paso, TX • 150 mi radius\nNo loads match your search right now.', { places }).status).toBe('empty');
  });

  it('gives each numbered stop of a tender its role, whatever the order', () => {
    const load = first(
      'Stop 2 (SO) Hy-Vee DC, 5820 Westown Pkwy, West Des Moines, IA 50266\n' +
        'Stop 1 (PU) Acme Foods DC, 1500 Lombardi Ave, Green Bay, WI 54304\nTotal Miles: 398\nRate: $900',
    );
    expect(values(load)).toMatchObject({ origin: 'Green Bay, WI', destination: 'West Des Moines, IA', miles: 398, rate: 900 });
  });

  it('takes the newest message of a thread over the quoted original', () => {
    const load = first(
      'We can bump it to $1,450 all in.\n\nFrom: Jim\nSent: Monday, November 30, 2026 9:00 AM\nSubject: load\n\n' +
        'PU: Tulsa, OK\nDEL: Dallas, TX\n257 miles\nRate: $1,300 + $100 FSC',
    );
    expect(values(load)).toEqual({ origin: 'Tulsa, OK', destination: 'Dallas, TX', miles: 257, rate: 1450, fsc: null, deadhead: null });
    // A header block at the top is the newest message itself.
    expect(first('From: Jim\nSent: Monday\nSubject: load\n\nPU: Tulsa, OK\nDEL: Dallas, TX\nRate: $1,300').rate?.value).toBe(1300);
  });

  it('leaves the FSC empty for "plus fuel" with no amount, and reads spoken per-mile rates', () => {
    expect(values(first('Dallas TX to Atlanta GA 781 mi $1,850 plus fuel'))).toMatchObject({ rate: 1850, fsc: null });
    expect(first('got one from tulsa oklahoma to dallas texas two hundred fifty seven miles paying a dollar eighty a mile').rate?.value).toBe(462.6);
  });

  it('reads dot leaders as labels', () => {
    const load = first(
      'STOP 01 PU  KANSAS CITY MO 64161     11/30 0800\nSTOP 02 DL  WICHITA KS 67219   11/30 1800\n' +
        'LOADED MILES ....... 256\nDEADHEAD MILES ..... 18\nRATE ............... 900.00\nFSC ................ 105.00',
    );
    expect(values(load)).toMatchObject({ miles: 256, rate: 900, fsc: 105, deadhead: 18 });
  });

  it('reads a labelled rate under $10 as per mile', () => {
    const load = first('ORIG: OMAHA NE 68117   DEST: CHICAGO IL 60632\nLD MI: 472\nRATE TYPE: PER MILE     RATE: 2.15');
    expect(load.rate).toMatchObject({ value: 1014.8, note: '$2.15/mi × 472 mi = $1,014.80' });
  });

  it('reads the FSC column of a screen table', () => {
    const loads = read('LOAD#   ORIGIN           DEST             MI   DH   RATE      FSC\n660121  TULSA OK         DALLAS TX        257  14   800.00    95.00');
    expect(values(loads[0]!)).toEqual({ origin: 'Tulsa, OK', destination: 'Dallas, TX', miles: 257, rate: 800, fsc: 95, deadhead: 14 });
  });

  it('multiplies a per-mile rate out rather than taking its rounded estimate', () => {
    const load = first('Pickup: Memphis, TN\nDrop: Houston, TX\nTrip: 561 mi | DH: 26 mi\nRate: $2.40/mi (≈ $1,346 est.)');
    expect(load.rate?.value).toBe(1346.4);
    expect(first('Pay: $1,150 ($2.79/mi)\nPickup: Tulsa, OK\nDrop: Dallas, TX\nTrip: 412 mi').rate?.value).toBe(1150);
  });

  it('never takes the rest of a detention line as the rate', () => {
    const load = first('Stop 1 (PU) Green Bay, WI 54304\nStop 2 (SO) West Des Moines, IA 50266\nTotal Miles: 398\nRate: $2.35 per loaded mile\nDetention: $50.00/hr after 2 free hours, max $300.');
    expect(values(load)).toEqual({ origin: 'Green Bay, WI', destination: 'West Des Moines, IA', miles: 398, rate: 935.3, fsc: null, deadhead: null });
  });

  it("leaves out the driver's own lines of a chat export", () => {
    const load = first(
      '[11/20/26, 9:14 AM] Mike - Coyote: Joliet IL to Fort Wayne IN\n' +
        '[11/20/26, 9:15 AM] Mike - Coyote: 187 mi\n' +
        '[11/20/26, 9:15 AM] Jose: how much\n' +
        '[11/20/26, 9:16 AM] Mike - Coyote: $650 all in\n' +
        '[11/20/26, 9:17 AM] Jose: im still 40 mi out from my delivery, can u do 2.40\n' +
        '12/4/26, 14:32 - Jose: or 900',
    );
    expect(values(load)).toEqual({ origin: 'Joliet, IL', destination: 'Fort Wayne, IN', miles: 187, rate: 650, fsc: null, deadhead: null });
  });

  it('reads a TMS line with loaded and empty miles side by side', () => {
    const load = first(
      'ORIG CITY/ST: SHREVEPORT LA        DEST: JACKSON MS\n' +
        'LD MI: 218    EMPTY MI: 31\n' +
        'LINEHAUL: 650.00   FUEL: 85.00   ACC: 0.00   TOTAL: 735.00',
    );
    expect(values(load)).toEqual({ origin: 'Shreveport, LA', destination: 'Jackson, MS', miles: 218, rate: 650, fsc: 85, deadhead: 31 });
  });

});

describe('readOffer: corrections and haggling (R-OFFER-20)', () => {
  it('takes the corrected figure over the one it replaces', () => {
    expect(first('Dallas TX to Atlanta GA, 781 mi, $1,850 all in. sorry, 1,950 not 1,850').rate?.value).toBe(1950);
    expect(first('Wichita KS to Kansas City MO, about two hundred miles, twenty one hundred, no sorry, seven fifty.').rate?.value).toBe(750);
    expect(
      first("Minneapolis MN to Des Moines IA, 244 miles, fifteen hundred flat, wait no sorry, that's the other one, this one's eight hundred flat all in.").rate
        ?.value,
    ).toBe(800);
    expect(first('Dallas TX 75247 → Houston TX 77036\n239 mi | $0.90/mi per unit?? no - $2.75/mi total').rate?.value).toBe(657.25);
    expect(first('Tulsa OK to Wichita KS 176 mi. Was $950 - Now $875 all-in').rate?.value).toBe(875);
  });

  it('takes corrected miles, said in Spanish too', () => {
    const load = first('Bakersfield CA a Phoenix AZ, quinientos millas, no, perdón, son cuatrocientos setenta, pagan mil trescientos');
    expect(values(load)).toMatchObject({ miles: 470, rate: 1300 });
  });

  it("takes the broker's last concession, not the driver's ask", () => {
    expect(first('Houston TX to Memphis TN, 570 mi, $1,700. can you do 2000? best I can do is 1900').rate?.value).toBe(1900);
    expect(first('Tony: Lafayette LA\nTony: to Pensacola FL\nTony: 310 mi\nTony: 1050 all in\nMe: can u do 1150?\nTony: 1100 best i got\nMe: ok book it').rate?.value).toBe(1100);
    expect(first('El Paso TX to Phoenix AZ 430 mi, 1500 all in. Driver asked 1700, ok, 1,600 works').rate?.value).toBe(1600);
    expect(first('Subject: Columbus OH to Indianapolis IN\n\nJen, you asked $700 for this one. How about $625? Fuel is included. 176 miles.').rate?.value).toBe(625);
  });

  it("keeps a broker's own 'can you do' price when nothing answers it", () => {
    expect(first('Dallas TX to Atlanta GA 781 mi, can you do $1,850?').rate?.value).toBe(1850);
  });
});

describe("readOffer: the sender's own place (R-OFFER-21)", () => {
  it('never takes the office named in passing for a stop', () => {
    expect(values(first('Chuck with Prairie Wind Logistics out of Amarillo, TX. Dodge City, KS to Denver, CO, 352 miles, $1,400'))).toMatchObject({
      origin: 'Dodge City, KS',
      destination: 'Denver, CO',
    });
    expect(first("I'm Devin (we're out of Greensboro, NC). Got Wilmington, NC to Columbia, SC, 203 mi, $2.60/mi").origin?.value).toBe('Wilmington, NC');
    expect(first('The speaker is calling from Cincinnati, Ohio about a load from Dayton, Ohio to Grand Rapids, Michigan, 255 miles, $561').origin?.value).toBe(
      'Dayton, OH',
    );
    expect(first('Brandon from Riverbend Freight (HQ in Memphis, TN, 901-555-0147). Long time lurker.\n\nWe got Memphis TN → Birmingham AL, 241 mi, $1,800').origin?.value).toBe(
      'Memphis, TN',
    );
  });

  it('never takes a company line, a sender label or an e-mail footer for a stop', () => {
    expect(first('Rapid City SD to Bismarck ND, $1,000 flat rate, 320 miles.\n\nDale Sorensen\nBadlands Freight, Sioux Falls SD').destination?.value).toBe('Bismarck, ND');
    expect(first('Boulder, CO 80301 -> Santa Fe, NM 87501\n410 miles · $780\nBroker: Rocky Mtn Auto Moves, Denver CO · MC 1188403').destination?.value).toBe(
      'Santa Fe, NM',
    );
    expect(first('FROM: Charlotte, NC\nTO: Columbus, OH\nMILES: 431\nPAY: $2.05/mile\n\nPowered by Haulr - 100 Peachtree St NW, Atlanta, GA 30303').destination?.value).toBe(
      'Columbus, OH',
    );
    expect(readOffer('Your profile is 80% complete, 1,200+ brokers wait.\nFreightMatch Inc., 1200 Main St Suite 400, Kansas City, MO 64105', { places }).status).toBe('empty');
  });

  it('keeps a chat sender called Broker and freight said as a noun', () => {
    expect(values(first('Broker: Fayetteville AR\nBroker: going to Kansas City MO\nBroker: $900'))).toMatchObject({ origin: 'Fayetteville, AR', destination: 'Kansas City, MO' });
    expect(first('we have freight in phoenix arizona going to el paso texas 430 miles pays $774').origin?.value).toBe('Phoenix, AZ');
    expect(first('Pueblo CO - Santa Fe NM 270 loaded $950').destination?.value).toBe('Santa Fe, NM');
  });
});

describe('readOffer: notices hold no load (R-OFFER-22)', () => {
  const empty = (text: string) => readOffer(text, { places }).status;
  it('finds no load in a payment notice, a covered load or a report of past loads', () => {
    expect(empty('bot: your payment for load #7781203 (el paso, tx → phoenix, az) was sent via ach on 12/02. amount: $1,210.00.')).toBe('empty');
    expect(empty('Your LoadLink trial ends in 3 days. Upgrade now to keep seeing loads like Memphis, TN to Atlanta, GA at $2.30/mi.')).toBe('empty');
    expect(empty('Quick Pay notice: your payment of $1,340.00 for load 55120 (Tulsa, OK to Wichita, KS) has been processed.')).toBe('empty');
    expect(empty('Subject: RE: Savannah GA -> Charlotte NC 12/02\n\nUnfortunately that load was covered about 20 minutes ago.')).toBe('empty');
    expect(empty("Subject: RE: Need rate check - Mobile AL to New Orleans LA\n\nHonestly we don't have it yet, customer is quoting it now.")).toBe('empty');
    expect(empty('Your lane DEN -> SLC averaged $1.82/mi this week.\nTop load: Denver, CO to Salt Lake City, UT, 525 mi, paid $1,150.\nNo open loads match your truck right now.')).toBe('empty');
    expect(empty('TRK  LOC\n2207  AMARILLO TX\n118   BATON ROUGE LA\n** NO LOADS ASSIGNED **')).toBe('empty');
  });

  it('still reads a load offered beside a no', () => {
    expect(first('No loads out of Dallas today, but Fort Worth TX to Tulsa OK, 260 mi, $900 all in').origin?.value).toBe('Fort Worth, TX');
    expect(first('The Tulsa one got covered. Got another: Fort Worth TX to Tulsa OK, 260 mi, $900').rate?.value).toBe(900);
  });

  it("never takes a past load's pay for this one's", () => {
    expect(first('Tyler TX to Shreveport LA. Paid $350 last time for a short one. 100 mi').rate).toBeNull();
  });
});

describe('readOffer: twin-city metros (R-OFFER-24)', () => {
  it('reads a metro written as two cities as the first, main one', () => {
    expect(first('Dallas/Fort Worth TX to Memphis TN, 452 mi, $1,300').origin?.value).toBe('Dallas, TX');
    expect(first('PU Minneapolis & St Paul MN, drop Chicago IL, $1,150').origin?.value).toBe('Minneapolis, MN');
    expect(first('Dallas-Fort Worth, TX → Tulsa, OK 260 mi $800').origin?.value).toBe('Dallas, TX');
  });

  it('keeps two cities of different states, and a hyphenated lane alone on its line', () => {
    expect(values(first('Dallas TX/Atlanta GA 781 mi $1,850'))).toMatchObject({ origin: 'Dallas, TX', destination: 'Atlanta, GA' });
    expect(first('Texarkana/Shreveport LA 72 mi $350').origin?.value).toBe('Shreveport, LA');
  });
});

describe('readOffer: lanes of cities alone and column labels (R-OFFER-25)', () => {
  it("reads 'de X a Y' and 'X a Y' with both cities written alone", () => {
    expect(values(first('tengo una carga de Miami a Orlando, son doscientos treinta y cinco millas, pagan six fifty all in'))).toMatchObject({
      origin: 'Miami, FL',
      destination: 'Orlando, FL',
      miles: 235,
      rate: 650,
    });
    expect(values(first('Hermano, Fort Myers a Miami, ciento cincuenta y cinco millas, paga quinientos cincuenta'))).toMatchObject({
      origin: 'Fort Myers, FL',
      destination: 'Miami, FL',
      rate: 550,
    });
  });

  it("never takes a word before 'a' for a city when no place follows it", () => {
    expect(first('Pompano Beach a Orlando, doscientas millas, cargo van, llegas como a las diez de la noche').destination?.value).toBe('Orlando, FL');
    expect(readOffer("I'd welcome a quick call to learn your lanes.", { places }).status).toBe('empty');
  });

  it("reads 'to:' before 'from:', and '[1]' list items", () => {
    expect(values(first('bot: load #4410023\nto: bozeman, mt\nfrom: idaho falls, id\nrate: 925 (fuel included)'))).toMatchObject({
      origin: 'Idaho Falls, ID',
      destination: 'Bozeman, MT',
      rate: 925,
    });
    const loads = read('[1] from: san antonio, tx | to: houston, tx | mi: 197 | $: 700\n[2] from: san antonio, tx | to: laredo, tx | mi: 157 | $: 550');
    expect(loads.map(values)).toMatchObject([
      { destination: 'Houston, TX', miles: 197, rate: 700 },
      { destination: 'Laredo, TX', miles: 157, rate: 550 },
    ]);
  });
});

describe('readOffer: accessorial sentences (R-OFFER-23)', () => {
  it('never takes an amount in a lumper, detention or TONU sentence for the rate', () => {
    expect(first("Tampa FL to Montgomery AL. it's 1,650 plus 175 fuel. 426 miles. Lumper at receiver is paid by us, up to $150.").rate?.value).toBe(1650);
    expect(first("Lancaster PA to Frederick MD (about 85 mi). Will pay $450. I'll pay $40/hr if you wait more than an hour").rate?.value).toBe(450);
  });
});

describe('readOffer: short weights, split threads, past loads, minimums (R-OFFER-26)', () => {
  it("reads a stop's ZIP before the arrow as part of the lane", () => {
    expect(values(first('Manheim Fredericksburg → Columbia, SC\nFredericksburg, VA 22408 → Columbia, SC 29201\n442 mi · $1,850'))).toMatchObject({
      origin: 'Fredericksburg, VA',
      destination: 'Columbia, SC',
    });
  });

  it("takes the '$' amount over a weight said short", () => {
    expect(first('A) Decatur AL -> Chattanooga TN, 135 mi, rebar 15k, tarp, $600').rate?.value).toBe(600);
    expect(first('Dallas TX to Houston TX 240 mi 1.2k').rate?.value).toBe(1200);
  });

  it("reads a split thread's lone number beside a per-mile rate as the miles", () => {
    expect(values(first('Mike (broker): sioux falls sd -> omaha ne\nMike (broker): 183\nMike (broker): 2.20 a mile'))).toMatchObject({ miles: 183, rate: 402.6 });
  });

  it("never takes a past load's miles", () => {
    expect(first('Tractor from Tyler TX to Shreveport LA. Paid $350 last time for Tyler to Longview (40 mi). Offering $500 this time. About 100 mi.').miles?.value).toBe(100);
  });

  it('takes a minimum charge as the price only when nothing else is', () => {
    expect(values(first('Dickinson, ND → Killdeer, ND\n41 mi · $300 minimum · + $45 fuel'))).toMatchObject({ rate: 300, fsc: 45 });
    expect(first('Dickinson, ND → Killdeer, ND, 41 mi, $2.50/mi, $300 minimum').rate?.value).toBe(102.5);
  });

  it('finds no load in a board saying it has none in a region', () => {
    expect(readOffer('Board update 0600: all vans covered, no open loads in DFW/HOU region at this time.', { places }).status).toBe('empty');
  });
});

describe('readOffer: deadhead said in words (R-OFFER-23)', () => {
  it("reads 'zero deadhead' and 'sin vacío' as 0, and spoken deadhead miles", () => {
    expect(first("Springfield IL to Peoria IL 73 mi $300, zero deadhead you're right there").deadhead?.value).toBe(0);
    expect(first('de Laredo TX a San Antonio TX, 157 millas, $550, sin vacío').deadhead?.value).toBe(0);
    expect(first('got one tulsa ok to amarillo tx 360 miles 950 all in, deadhead is about twenty miles').deadhead?.value).toBe(20);
  });

  it("leaves 'no DH pay' as no deadhead stated", () => {
    expect(first('Tulsa OK to Wichita KS 176 mi $600, no DH pay').deadhead).toBeNull();
  });
});

describe('readOffer: answers inside a thread (R-OFFER-20)', () => {
  it("takes the broker's answer to the driver's ask", () => {
    const thread = "Dana: Tyler TX to Shreveport LA, 99 mi, $375\nMe: I'm in Longview TX, about 40 mi out\nDana: ok, still 375\nMe: can you do 425?\nDana: 400 and it's yours";
    expect(values(first(thread))).toMatchObject({ origin: 'Tyler, TX', destination: 'Shreveport, LA', rate: 400, deadhead: 40 });
  });

  it("reads a lone number answering 'how many miles' as the miles", () => {
    const thread = 'Jim (Coyote): Abilene TX to Lubbock TX\nMe: how many miles\nJim (Coyote): 165\nMe: rate?\nJim (Coyote): $550 + $60 fuel';
    expect(values(first(thread))).toMatchObject({ miles: 165, rate: 550, fsc: 60 });
  });

  it('takes a corrected drop over the one it replaces', () => {
    expect(
      first('Load from Tulsa OK to Wichita KS, 176 mi, $600. Correction: delivery is in Hutchinson KS, not Wichita. Same rate.').destination?.value,
    ).toBe('Hutchinson, KS');
    expect(first('lafayette la to beaumont\ntx. 122 mi. 425 flat\nSorry its Lafayette LA not Lafayette IN lol').destination?.value).not.toBe('Lafayette, IN');
  });
});

describe('readOffer: more ways to write a lane of cities alone (R-OFFER-25)', () => {
  it.each([
    ['picks up Dallas delivers Atlanta, 781 mi, 1850', 'Dallas, TX', 'Atlanta, GA'],
    ['Houston-Dallas 240mi $700', 'Houston, TX', 'Dallas, TX'],
    ['Origin city: Dallas; Dest: Atlanta GA; 781 mi; $1,850', 'Dallas, TX', 'Atlanta, GA'],
    ['from the Dallas area to the Atlanta area, about 780 miles, paying 1850', 'Dallas, TX', 'Atlanta, GA'],
    ['Memphis ➝ Nashville 212 mi $600', 'Memphis, TN', 'Nashville, TN'],
  ])('%s', (text, origin, destination) => {
    expect(values(first(text))).toMatchObject({ origin, destination });
  });

  it("keeps a hyphenated city name whole, and 'the' before a lower-case word names no city", () => {
    expect(first('Winston-Salem to Charlotte 85 mi $350').origin?.value).toBe('Winston-Salem, NC');
    expect(readOffer('Check-in moves to the south gate (Gate 4). Thank you.', { places }).status).toBe('empty');
  });
});

describe('readOffer: screenshots and detail panes (R-OFFER-27, R-OFFER-28)', () => {
  it("reads OCR's 'O' and 'l' inside numbers as digits, and '0' inside a city's name as 'O'", () => {
    const ocr = '9:41 .ull 5G\nTulsa, OK » Orland0, FL\nl95 mi | DH-O l4 mi\n$78O + FSC $9O\nBroker (4O6) 555-Ol44';
    expect(values(first(ocr))).toEqual({ origin: 'Tulsa, OK', destination: 'Orlando, FL', miles: 195, rate: 780, fsc: 90, deadhead: 14 });
  });

  it("reads OCR's '1' between lower-case letters as 'l' ('Springfie1d')", () => {
    expect(values(first('PU: St. Louis, MO 631O2\nDEL: Springfie1d, IL 627O1\n96 mi · $4OO'))).toMatchObject({ origin: 'St. Louis, MO', destination: 'Springfield, IL', miles: 96, rate: 400 });
  });

  it('keeps words with a letter l or O beside no digit as they are', () => {
    expect(values(first('Lol, Ohio load: Toledo OH to Columbus OH 142 mi $450'))).toMatchObject({ origin: 'Toledo, OH', destination: 'Columbus, OH', rate: 450 });
  });

  it("reads a detail pane's label with its value on the next line", () => {
    const pane = 'Origin\nLubbock, TX\nDH-O\n38\nTrip\n328\nDestination\nOklahoma City, OK\nDH-D\n—\nWeight\n11,200 lbs\nRate\n$1,050';
    expect(values(first(pane))).toEqual({ origin: 'Lubbock, TX', destination: 'Oklahoma City, OK', miles: 328, rate: 1050, fsc: null, deadhead: 38 });
  });

  it("leaves a deadhead label whose value is a blank ('DH-O --') without taking the miles before it", () => {
    expect(values(first('Kansas City, MO to Des Moines, IA\n195 mi    DH-O --\n$625'))).toMatchObject({ miles: 195, deadhead: null, rate: 625 });
  });
});

describe('readOffer: quote e-mails laid out as tables (R-OFFER-29)', () => {
  it("never reads a reference glued by a hyphen ('Load Offer 60-118823') as the price, and reads '$  118.00' in an aligned column", () => {
    const quote = 'Subject: Load Offer 60-118823\nOrigin: Birmingham, AL\nDestination: Savannah, GA\nDistance: 398 mi\n  Line Haul .......... $1,000.00\n  Fuel Surcharge ..... $  118.00\n  Tarp ............... $   75.00\n  Total Carrier Pay .. $1,193.00';
    expect(values(first(quote))).toEqual({ origin: 'Birmingham, AL', destination: 'Savannah, GA', miles: 398, rate: 1000, fsc: 118, deadhead: null });
  });

  it("reads a label with a note in brackets ('FSC (18%): $81.00')", () => {
    expect(values(first('Gary, IN to Grand Rapids, MI\nMiles : 152\nLinehaul : $450.00\nFSC (18%) : $81.00'))).toMatchObject({ rate: 450, fsc: 81 });
  });

  it("does not take miles across a column gap for a count of stops ('222    Stop-off: $50')", () => {
    expect(values(first('Dalton, GA to Johnson City, TN\nTotal Miles: 222    Stop-off: $50    Linehaul: $650    FSC: $70'))).toMatchObject({ miles: 222, rate: 650, fsc: 70 });
  });
});

describe('readOffer: tables in quote e-mails (R-OFFER-30)', () => {
  it('reads a table drawn with box characters, its Pick column as the origin', () => {
    const box = [
      'Truck location: Canyon, TX',
      '┌──────────────┬────────────────┬──────┬──────┬───────────┐',
      '│ Pick         │ Drop           │ DH-O │ Trip │ Pay       │',
      '├──────────────┼────────────────┼──────┼──────┼───────────┤',
      '│ Amarillo TX  │ Albuquerque NM │ 18   │ 287  │ $825 +FSC │',
      '└──────────────┴────────────────┴──────┴──────┴───────────┘',
    ].join('\n');
    expect(values(first(box))).toEqual({ origin: 'Amarillo, TX', destination: 'Albuquerque, NM', miles: 287, rate: 825, fsc: null, deadhead: 18 });
  });

  it("takes a 'Pickup' column of places beside a 'Delivery' column as the origin", () => {
    const table = ' # | Pickup            | Delivery         | Date  | Miles | Offer | FSC\n 1 | Springfield, MO   | Little Rock, AR  | 11/25 | 214   | $640  | $70\n 2 | Springfield, MO   | Memphis, TN      | 11/25 | 282   | $800  | incl.';
    const loads = read(table);
    expect(loads).toHaveLength(2);
    expect(values(loads[0]!)).toEqual({ origin: 'Springfield, MO', destination: 'Little Rock, AR', miles: 214, rate: 640, fsc: 70, deadhead: null });
  });
});

describe('readOffer: loads said to be gone, invoices (R-OFFER-31)', () => {
  it.each([
    'Load expired ⏱ Lexington, KY → Knoxville, TN ($575) is no longer available. Tap to see similar loads.',
    'Order 77120 is no longer available.\nThis listing was dispatched to another carrier on 11/24/2026 at 8:41 AM.\nNashville, TN → Charlotte, NC · $600 · 2 vehicles',
    '*** TENDER CANCELLED – DO NOT DISPATCH ***\nThe tender sent 11/23 (Wilmington, NC → Raleigh, NC, 130 mi, $450) is cancelled.',
    'DISPATCH INVOICE – week of 11/16\nLoads: 3 | Gross: $4,210.00\nFee 7%: $294.70\nLoads: Odessa→Abilene, Abilene→Tyler, Tyler→Houston',
  ])('finds no load in %j', (text) => {
    expect(readOffer(text, { places }).status).toBe('empty');
  });

  it('still reads the load offered after a gone one, and a load that only may be booked soon', () => {
    expect(values(first('Joplin MO to Little Rock AR load was cancelled. New one: Springfield MO → Memphis TN, 282 mi, $800'))).toMatchObject({
      origin: 'Springfield, MO',
      rate: 800,
    });
    expect(first('Albany, NY -> Harrisburg, PA\nNow $875 all-in\nThis load may be booked by another carrier soon.').rate?.value).toBe(875);
  });
});

describe('readOffer: corrections later in a thread (R-OFFER-32)', () => {
  const chat = (...lines: string[]) => lines.map((l, i) => `[11/24/26, 6:0${i}:00 AM] ${l}`).join('\n');

  it('takes a price restated as a correction in a later message', () => {
    expect(first(chat('Angie Dispatch: Cleburne TX to Shreveport LA, 238 mi, $1,850', 'Angie Dispatch: sorry, $650 not $1,850 wrong load', 'Ray: ok')).rate?.value).toBe(650);
    expect(first(chat('Lupita: Laredo TX a Memphis TN, 882 millas, $1,850', 'Lupita: perdón, 1,950 no 1,850', 'Chuy: y fuel?')).rate?.value).toBe(1950);
    expect(first(chat('Priya: Atlanta GA > Louisville KY 425 mi @ 2.25/mi', 'Priya: typo 2.15/mi, not 2.25. sorry', 'Nate: so like 914?')).rate?.value).toBe(913.75);
  });

  it('never takes a bare number restated about the miles for the price', () => {
    const text = chat('Dwayne: Mobile AL to Columbus GA, 255 mi, $725 + $60 fuel', 'Trey: Columbus OH??', 'Dwayne: no no Columbus GA, sorry. 255 is right');
    expect(values(first(text))).toMatchObject({ miles: 255, rate: 725, fsc: 60 });
  });

  it("takes the broker's best said by the dispatcher, and the booked figure", () => {
    const text = chat('Kim @ Dispatch: Tulsa OK → St. Louis MO, 395 mi, $975 all in', 'Jorge: can u get 1100?', 'Kim @ Dispatch: broker says 1050 is the best he can do', 'Kim @ Dispatch: booked ✅ $1,050');
    expect(first(text).rate?.value).toBe(1050);
  });

  it('takes miles and deadhead restated later, and a drop moved instead of another', () => {
    expect(first(chat('Marisol: Laredo TX → San Antonio TX, pays $500, 175 mi', "Marisol: correction it's 157 loaded, 175 was the Victoria one")).miles?.value).toBe(157);
    expect(first(chat('Carla: Fayetteville NC to Richmond VA, 201 mi, $600. DH 12 from ur spot in Hope Mills', 'Ant: im in Lumberton now', 'Carla: oh ok then ~35 dh. still good?')).deadhead?.value).toBe(35);
    const moved = chat('Renee: Savannah GA pick, drops Jacksonville FL then Gainesville FL, 215 mi total, $800', 'Renee: update – last drop moved to Ocala FL instead of Gainesville. total 241 mi now, same $800');
    expect(values(first(moved))).toMatchObject({ origin: 'Savannah, GA', destination: 'Ocala, FL', miles: 241, rate: 800 });
    expect(first('Pick Savannah GA. Drop Gainesville FL, 215 mi, $800.\nUpdate: Ocala FL instead of Gainesville FL').destination?.value).toBe('Ocala, FL');
  });

  it('drops a load taken back later and reads the one offered instead', () => {
    const typo = read(chat('Brandi: Cleburne TX → Lake Charles LA tmrw 7am, $500, 160 mi', 'Hector: Cleburne? thats 300+', 'Brandi: typo, CONROE. Conroe TX → Lake Charles LA, 160 mi, $500'));
    expect(typo.map((l) => l.origin?.value)).toEqual(['Conroe, TX']);
    const cancelled = read(chat('Mike: got u Joplin MO to Little Rock AR for tmrw, 248 mi, $650', 'Mike: scratch that, Joplin load cancelled', 'Mike: new one: Springfield MO → Memphis TN, 282 mi, $800'));
    expect(cancelled.map(values)).toEqual([{ origin: 'Springfield, MO', destination: 'Memphis, TN', miles: 282, rate: 800, fsc: null, deadhead: null }]);
  });
});

describe('readOffer: dictated texts, dispatch fees and tender wording (R-OFFER-33)', () => {
  it("reads 'one point four k' and a city after 'so' in a dictated text", () => {
    const text = 'ok so oklahoma city to houston 446 miles it pays one point four k all in 16000 pounds of pipe';
    expect(values(first(text))).toEqual({ origin: 'Oklahoma City, OK', destination: 'Houston, TX', miles: 446, rate: 1400, fsc: null, deadhead: null });
    expect(first('Memphis TN to Nashville TN 212 miles two point two five a mile').rate?.value).toBe(477);
    const two = read('i got two for you first one wichita kansas to omaha nebraska 300 miles 800 bucks second one wichita kansas to salina kansas 90 miles 300');
    expect(two.map((l) => l.destination?.value)).toEqual(['Omaha, NE', 'Salina, KS']);
  });

  it("takes the figure after 'no wait' and a ZIP said before a city", () => {
    expect(first('fort smith arkansas to tulsa oklahoma 115 miles pays 350 no wait 395 they just bumped it').rate?.value).toBe(395);
    expect(values(first('pickup zip 75050 grand prairie texas deliver to 77029 houston 245 miles 700 all in'))).toMatchObject({
      origin: 'Grand Prairie, TX',
      destination: 'Houston, TX',
      miles: 245,
      rate: 700,
    });
  });

  it("takes the figure the dispatcher got the broker up to, never the dispatch fee", () => {
    const text = 'Tampa FL to Savannah GA – broker posted $900, I got them up to $975. 340 mi, no fuel on top. Fee 10% ($97.50).';
    expect(values(first(text))).toMatchObject({ miles: 340, rate: 975, fsc: null });
    expect(first('Dallas TX to Tulsa OK 257 mi, gross $800, dispatch fee $80').rate?.value).toBe(800);
  });

  it("reads a tender's 'Stop 3 (deliver)', 'Route miles (1→2→3)' and 'Deadhead to origin'", () => {
    const tender = [
      'CONSIGNEES',
      '  Stop 2 (deliver): Central Ag Supply, 2750 S Cherry Ave, Fresno, CA 93706',
      '  Stop 3 (deliver): Stanislaus Farm Co-op, 1601 Crows Landing Rd, Modesto, CA 95358',
      'SHIPPER',
      '  Stop 1 (pick up): Kern Valley Irrigation, 5100 District Blvd, Bakersfield, CA 93313',
      'Route miles (1→2→3): 205',
      'Deadhead to origin: 12',
      'Carrier rate: $640 flat, fuel included',
    ].join('\n');
    expect(values(first(tender))).toEqual({ origin: 'Bakersfield, CA', destination: 'Modesto, CA', miles: 205, rate: 640, fsc: null, deadhead: 12 });
  });
});

describe('readOffer: labels written apart from their values (R-OFFER-34)', () => {
  it('reads a row of labels over a row of values', () => {
    const text = 'Origin                 Destination\nCharleston, SC         Charlotte, NC\nMiles      Rate        DH-O\n209        $650        12\nEquipment: Straight Truck';
    expect(values(first(text))).toEqual({ origin: 'Charleston, SC', destination: 'Charlotte, NC', miles: 209, rate: 650, fsc: null, deadhead: 12 });
  });

  it('reads a block of labels over a block of as many values', () => {
    const text = 'Subject: Expedite quote\n\nOrigin\nDestination\nMiles\nRate\nColumbus, OH 43228\nDetroit, MI 48226\n203\n$425.00\n\nVehicle: Cargo Van';
    expect(values(first(text))).toEqual({ origin: 'Columbus, OH', destination: 'Detroit, MI', miles: 203, rate: 425, fsc: null, deadhead: null });
  });
});

describe('readOffer: a load restated after a correction (R-OFFER-35)', () => {
  it('takes a lane said again with stop labels after a correction, keeping the price said before', () => {
    const text = 'Subject: Bismarck ND - Fargo ND $600\n\nCorrection, I had it backwards: picks up in Fargo, delivers in Bismarck. 192 mi. Same rate.';
    expect(values(first(text))).toMatchObject({ origin: 'Fargo, ND', destination: 'Bismarck, ND', miles: 192, rate: 600 });
    const lines = read('Bismarck ND - Fargo ND $600\nCorrection: picks up in Fargo ND, delivers in Bismarck ND. 192 mi.');
    expect(lines.map(values)).toEqual([{ origin: 'Fargo, ND', destination: 'Bismarck, ND', miles: 192, rate: 600, fsc: null, deadhead: null }]);
  });

  it('takes the figures of the restated load over those said before the correction', () => {
    const loads = read('Dallas TX to Tulsa OK 257 mi $800\nsorry, I meant Dallas TX to Tulsa OK, 257 mi, $850 + $90 fuel');
    expect(loads.map(values)).toEqual([{ origin: 'Dallas, TX', destination: 'Tulsa, OK', miles: 257, rate: 850, fsc: 90, deadhead: null }]);
  });
});

describe('readOffer: a load cancelled and replaced on one line, net pay (R-OFFER-36)', () => {
  it("reads only the new load's figures after a cancellation", () => {
    const text = 'Des Moines IA to Cedar Rapids IA 128 mi $450 — never mind, that one got covered. Got another: Des Moines IA to Davenport IA, 174 mi, $550';
    expect(read(text).map(values)).toEqual([{ origin: 'Des Moines, IA', destination: 'Davenport, IA', miles: 174, rate: 550, fsc: null, deadhead: null }]);
  });

  it("takes the broker's gross, never the driver's net after a dispatch fee", () => {
    const text = 'LOAD OFFER (via Summit Dispatch)\nSalt Lake City, UT to Provo, UT\n45 mi\nYour net: $252\nBroker gross: $280\nDispatch fee (10%): $28';
    expect(first(text).rate?.value).toBe(280);
    expect(first('Phoenix AZ → Tucson AZ, 116 mi. you net $460 after my fee, gross $500').rate?.value).toBe(500);
  });
});

describe('readOffer: chat markdown, hyphenated units, USD, a load marked cancelled, a raised rate (R-OFFER-37)', () => {
  it('reads labels wrapped in chat markdown', () => {
    const text = '• *Origin:* Dallas, TX\n• *Destination:* Atlanta, GA\n• *Miles:* 781\n• *Rate:* `$1,850`\n• *FSC:* $0.45/mi';
    expect(values(first(text))).toEqual({ origin: 'Dallas, TX', destination: 'Atlanta, GA', miles: 781, rate: 1850, fsc: 351.45, deadhead: null });
  });

  it("reads 'a 781-mile run' as miles and 'USD 1,850' as money", () => {
    expect(values(first('Need a truck: Dallas TX > Atlanta GA, a 781-mile run, paying USD 1,850 plus fuel 180'))).toMatchObject({ miles: 781, rate: 1850, fsc: 180 });
  });

  it("finds no load in one marked cancelled, and takes a rate 'increased to'", () => {
    expect(readOffer('Dallas TX to Atlanta GA, 781 mi, $1,850 — CANCELLED', { places }).status).toBe('empty');
    expect(first('Dallas TX to Atlanta GA 781 mi $1850\nRate increased to $1,950!').rate?.value).toBe(1950);
  });
});

describe('readOffer: glued arrows, rounded FSC, a bare miles column (R-OFFER-38)', () => {
  it("reads 'Dallas→Atlanta' as a lane", () => {
    expect(values(first('Dallas→Atlanta 781mi $1850'))).toMatchObject({ origin: 'Dallas, TX', destination: 'Atlanta, GA', miles: 781, rate: 1850 });
  });

  it("reads 'FSC (approx 180)' as the FSC", () => {
    expect(values(first('Dallas TX to Atlanta GA 781 mi. Pays 1850 + FSC (approx 180)'))).toMatchObject({ rate: 1850, fsc: 180 });
  });

  it('guesses a lone bare number beside a price as the miles, never one far from the road estimate', () => {
    const row = first('Dallas TX ---> Atlanta GA | 781 | $1,850 | DH 45');
    expect(values(row)).toEqual({ origin: 'Dallas, TX', destination: 'Atlanta, GA', miles: 781, rate: 1850, fsc: null, deadhead: 45 });
    expect(first('PU Lancaster PA 17601\nDEL Elizabeth NJ - receiving 8 AM-noon, appt 778\nPay: $850. FSC $95.').miles?.estimated).toBe(true);
    expect(first('Dallas TX to Atlanta GA $1,850, gate code 300').miles?.estimated).toBe(true);
    expect(values(first('Birmingham AL ---> Montgomery AL | 92 | $375 | DH 10 | HS'))).toMatchObject({ miles: 92, rate: 375, deadhead: 10 });
  });
});

describe('readOffer: quick pay and advances (R-OFFER-39)', () => {
  it('never takes a quick-pay, advance or factoring amount for the rate', () => {
    expect(first('Dallas TX to Atlanta GA 781 mi $1,850 - 2% quick pay = $1,813').rate?.value).toBe(1850);
    expect(first('Dallas TX to Atlanta GA 781 mi, pays $1,850, fuel advance $300 at pickup').rate?.value).toBe(1850);
  });
});

describe('readOffer: texts naming a lane but offering no load (R-OFFER-40)', () => {
  it.each([
    'TRUCK AVAILABLE: 2022 Ram 3500 w/ 40ft gooseneck in Dallas, TX, heading to Atlanta, GA area tomorrow. Looking for loads, $2/mi min.',
    'Looking for a load out of Dallas TX going to Atlanta GA, anything paying over $1,500?',
    'Any loads from Dallas TX to Atlanta GA? I have an empty hotshot.',
    'Thanks for hauling Dallas TX to Atlanta GA last week! Invoice paid $1,850.',
    'Market update: Dallas to Atlanta hotshot rates averaging $2.30/mi this week.',
    'We are hiring owner operators! Dallas TX based, runs to Atlanta GA, earn $2.50/mi.',
  ])('finds no load in %j', (text) => {
    expect(readOffer(text, { places }).status).toBe('empty');
  });

  it('still reads a reply offering a load to a truck-available post', () => {
    const reply = 'Subject: Re: Truck avail Lafayette LA?\n\nYes sir, have one for tmrw: Lafayette LA to Houston TX, 217 mi, $600 all in.\n\n> Truck avail Lafayette LA tomorrow AM, looking for anything headed west';
    expect(values(first(reply))).toMatchObject({ origin: 'Lafayette, LA', destination: 'Houston, TX', rate: 600 });
    expect(first('Truck available? Dallas TX to Atlanta GA 781 mi $1,850').rate?.value).toBe(1850);
  });
});

describe('readOffer: role words after a place, a caller naming his company, miles away (R-OFFER-41)', () => {
  it("reads 'Atlanta GA delivery, picking up Dallas TX'", () => {
    expect(values(first('Atlanta GA delivery, picking up Dallas TX. 781 mi. $1,850'))).toMatchObject({ origin: 'Dallas, TX', destination: 'Atlanta, GA' });
  });

  it("never takes the company a caller names ('this is Mike from Summit') for a stop", () => {
    const voicemail = 'uh yeah hi this is Mike from Summit I got a load out of Denver going to Salt Lake City about five hundred twenty miles pays fourteen hundred plus fuel one sixty';
    expect(values(first(voicemail))).toEqual({ origin: 'Denver, CO', destination: 'Salt Lake City, UT', miles: 520, rate: 1400, fsc: 160, deadhead: null });
    expect(first('Seeking transport for a boat on its trailer from Lake Havasu City AZ to Las Vegas NV. Paying $400.').origin?.value).toBe('Lake Havasu City, AZ');
  });

  it("reads 'ur 150 away' as the deadhead, never the price", () => {
    expect(values(first('Dallas TX to Atlanta GA 781 mi $1,850. ur 150 away'))).toMatchObject({ rate: 1850, deadhead: 150 });
  });
});

describe('readOffer: a reply over the message it answers, a weight said short before a price (R-OFFER-42)', () => {
  it('reads the earlier message repeating the lane as the same load, the newest price first', () => {
    const reply = 'RE: Tulsa OK to Dallas TX\n\nCan do $800 on it.\n\n-----Original Message-----\nTulsa OK to Dallas TX 257 mi $780';
    expect(read(reply).map(values)).toEqual([{ origin: 'Tulsa, OK', destination: 'Dallas, TX', miles: 257, rate: 800, fsc: null, deadhead: null }]);
  });

  it("reads a bare price after a weight said with 'k' ('12k lbs 950')", () => {
    expect(first('Houston TX to Laredo TX 315mi 12k lbs 950').rate?.value).toBe(950);
  });
});

describe("readOffer: 'best is' and the driver's 'I'd do it for' (R-OFFER-43)", () => {
  it("takes the broker's 'best is 1900' over the first price, never the driver's 'Id do it for 2000'", () => {
    expect(first('Broker: Dallas TX to Atlanta GA 781 mi $1850\nMe: Id do it for 2000\nBroker: best is 1900\nMe: ok').rate?.value).toBe(1900);
    expect(first('Broker: Dallas TX to Atlanta GA 781 mi $1850\nMe: Id do it for 2000\nBroker: best rate is 1900').rate?.value).toBe(1900);
  });
});

describe('readOffer: options and a second load said on one line (R-OFFER-44)', () => {
  it.each([
    'Option 1: Dallas TX to Houston TX, 240 mi, $650. Option 2: Dallas TX to Austin TX, 195 mi, $550.',
    'Dallas TX to Houston TX 240mi $650, also have Dallas TX to Austin TX 195mi $550',
  ])('lists two loads in %j, the first one first', (text) => {
    const loads = read(text);
    expect(loads).toHaveLength(2);
    expect(values(loads[0]!)).toMatchObject({ origin: 'Dallas, TX', destination: 'Houston, TX', miles: 240, rate: 650 });
  });
});

describe('readOffer: a city in two pieces (R-OFFER-46)', () => {
  it("reads 'shreve port louisiana' and 'Lou' / 'isville KY' as one city", () => {
    expect(first('got a load in fort worth texas going to shreve port louisiana two twenty miles').destination?.value).toBe('Shreveport, LA');
    expect(first('Bowling Green KY to Lou\nisville KY 115 mi $400').destination?.value).toBe('Louisville, KY');
  });

  it('keeps two-word cities as they are', () => {
    expect(values(first('Fort Worth TX to Grand Prairie TX 20 mi $150'))).toMatchObject({ origin: 'Fort Worth, TX', destination: 'Grand Prairie, TX' });
  });
});

describe('readOffer: Spanish cancellations and updates (R-OFFER-47)', () => {
  it("finds no load in one that 'se canceló', and takes the figure after 'Actualización: ahora'", () => {
    expect(readOffer('McAllen TX to Houston TX 350 mi, $950, se canceló', { places }).status).toBe('empty');
    expect(first('McAllen TX to Houston TX 350 mi. Rate $950. Actualización: ahora $1,000').rate?.value).toBe(1000);
  });
});

describe('readOffer: a truck or trailer available with the pay said (R-OFFER-40)', () => {
  it('reads a power-only offer of a trailer available, and a van available with its pay', () => {
    expect(first('Preloaded trailer available at our yard in Dallas TX, drop and hook to Atlanta GA, 781 mi, $1,850').rate?.value).toBe(1850);
    expect(first('Van available at the shipper now: Dallas TX to Atlanta GA, 781 mi, pays $1,850').rate?.value).toBe(1850);
  });
});

describe('readOffer: gone and thank-you words that do not end the offer (R-OFFER-31, R-OFFER-40)', () => {
  it("reads a load whose TONU clause says 'if the load is cancelled', and a thank-you followed by a new load", () => {
    expect(first('Dallas TX to Atlanta GA, 781 mi, $1,850. If the load is cancelled after dispatch, TONU $150.').rate?.value).toBe(1850);
    expect(first('Thanks for hauling for us last week! Got another one: Dallas TX to Atlanta GA, 781 mi, $1,850').rate?.value).toBe(1850);
  });
});

describe('readOffer: a flat fee is the price, an invoice line before a new load (R-OFFER-33, R-OFFER-31)', () => {
  it("reads 'Flat fee $500' as the rate and still never a dispatch fee", () => {
    expect(first('Dallas TX to Fort Worth TX, 32 mi. Flat fee $500 for this run.').rate?.value).toBe(500);
    expect(first('Dallas TX to Tulsa OK 257 mi, gross $800, dispatch fee $80').rate?.value).toBe(800);
  });

  it('reads a load offered under an invoice line', () => {
    expect(first('Invoice for last week is attached. Got another one: Dallas TX to Tulsa OK, 257 mi, $800').rate?.value).toBe(800);
  });
});

describe('readOffer: a shipper who needs a load moved (R-OFFER-40)', () => {
  it("reads 'Need a load moved from … paying $1,850' as an offer", () => {
    expect(first('Need a load moved from Dallas TX to Atlanta GA, 781 mi, paying $1,850').rate?.value).toBe(1850);
  });
});

describe('readOffer: a TONU condition between two loads of a list (R-OFFER-32)', () => {
  it('keeps the first load when the words between say what happens if it is cancelled', () => {
    const list = 'Load 1: Dallas TX to Houston TX, 240 mi, $650\nTONU $150 if cancelled after dispatch\nLoad 2: Dallas TX to Austin TX, 195 mi, $550';
    expect(read(list).map((l) => l.destination?.value)).toEqual(['Houston, TX', 'Austin, TX']);
    expect(first('Dallas TX to Atlanta GA, 781 mi, $1,850. Load cancelled after dispatch pays TONU $150.').rate?.value).toBe(1850);
  });
});

describe('readOffer: the raw source of an e-mail (R-OFFER-48)', () => {
  const header = 'Received: from mail-ot1-f43.google.com (mail-ot1-f43.google.com [209.85.210.43])\n        by mx.example.net with ESMTPS id 5b1f17b1804b1-44377\n';
  it('reads a quoted-printable body split by soft breaks, never the relay IP as the rate', () => {
    const text = `${header}From: loads@example.com\nContent-Transfer-Encoding: quoted-printable\n\nHouston, TX to Little Rock, AR=20\nLoaded miles: 4=\n37=20\nRate: $1,1=\n80 all in=20\n`;
    expect(values(first(text))).toEqual({ origin: 'Houston, TX', destination: 'Little Rock, AR', miles: 437, rate: 1180, fsc: null, deadhead: null });
  });
  it('never reads an IP address as an amount with cents', () => {
    expect(first('Dallas, TX to Tulsa, OK 257 mi, call for rate. Sent from 209.85.210.43').rate).toBeNull();
  });
});

describe('readOffer: dollars after the amount, French number format (R-OFFER-49)', () => {
  it("reads '1 150,00 $' as $1,150.00 and '132,50 $' as $132.50", () => {
    const load = first('De / From: Syracuse, NY\nÀ / To: Pittsburgh, PA\nMilles / Miles: 362\nTarif / Rate : 1 150,00 $ USD\nFSC : 132,50 $');
    expect(values(load)).toMatchObject({ rate: 1150, fsc: 132.5, miles: 362 });
  });
  it("reads '2,35 $ US du mille' as a per-mile rate times the miles", () => {
    const load = first('Offre / Offer: Rochester NY → Harrisburg PA\n260 mi\n2,35 $ US du mille — carburant inclus');
    expect(load.rate?.value).toBe(611);
  });
  it("reads '480 $ US' as $480, not the kilometres beside the miles", () => {
    expect(first('Plattsburgh, NY to Albany, NY\n161 mi / 259 km\nTarif: 480 $ US tout inclus').rate?.value).toBe(480);
  });
});

describe('readOffer: kilometres are never miles (R-OFFER-50)', () => {
  it('takes the miles beside the kilometres, whichever comes first', () => {
    expect(first('Oklahoma City, OK → Denver, CO\nDistance: 997 km (620 mi)\nRate: $1,550').miles?.value).toBe(620);
    expect(first('Rochester NY → Harrisburg PA\n260 mi (418 km)\nRate $611').miles?.value).toBe(260);
  });
  it('reads the deadhead in miles beside its kilometres', () => {
    const load = first('Houston, TX → Lake Charles, LA\n227 km / 141 mi · DH-O 18 km / 11 mi\n$480');
    expect(values(load)).toMatchObject({ miles: 141, deadhead: 11, rate: 480 });
    expect(first('Cedar Rapids, IA → Madison, WI\nLoaded: 298 km (185 mi)\nPickup 22 km (14 mi) from your last check-in\nPay: $560 all-in').deadhead?.value).toBe(14);
  });
  it('never multiplies a per-mile fuel charge by kilometres', () => {
    const load = first('Albany, NY ➜ Cleveland, OH\nDistance : 773 km (480 mi)\nTarif : 1 390 $ US + FSC 0,38 $/mi');
    expect(values(load)).toMatchObject({ miles: 480, rate: 1390, fsc: 182.4 });
  });
});

describe('readOffer: which money mention is the rate (R-OFFER-51)', () => {
  it('takes a per-mile rate a label names, times the stated miles, over an unlabelled amount', () => {
    const load = first('Grand Rapids, MI to Fort Wayne, IN\nLoaded miles: 155\nRate: $2.40/mi\nCargo value $12,000');
    expect(load.rate?.value).toBe(372);
    expect(load.rate?.note).toBe('$2.40/mi × 155 mi = $372');
  });
  it('never takes a deduction or penalty, whether its word comes before or after the amount', () => {
    expect(first('Broker will deduct $150 for failure to provide tracking.\nGrand Rapids, MI to Fort Wayne, IN, 155 mi, $372').rate?.value).toBe(372);
    expect(first('Late delivery may result in a $250 service failure deduction.\nMemphis, TN to Atlanta, GA, 387 mi, $832').rate?.value).toBe(832);
  });
  it('reads a number glued to a code by a hyphen as a reference', () => {
    expect(first('New Offer 20417-B | Memphis, TN to Atlanta, GA | 387 mi | call for rate').rate).toBeNull();
  });
  it('reads two or three dots after a label as its colon', () => {
    const load = first('Origin ........ Memphis, TN\nDestination ... Atlanta, GA\nLoaded miles .. 387\nOffered rate .. $2.15 per loaded mile\nCargo value $9,000');
    expect(values(load)).toMatchObject({ origin: 'Memphis, TN', destination: 'Atlanta, GA', miles: 387, rate: 832.05 });
    expect(load.miles?.estimated).toBeFalsy();
  });
});

describe('readOffer: the driver\'s distance and French words (R-OFFER-52)', () => {
  it('reads the distance from the driver\'s last reported location as the deadhead', () => {
    const load = first('Memphis, TN to Atlanta, GA\nLoaded miles: 387\nDistance from your last reported location (Tupelo, MS): 102 mi\nRate $832');
    expect(values(load)).toMatchObject({ origin: 'Memphis, TN', miles: 387, deadhead: 102 });
  });
  it("reads 'milles', 'Vide', 'Tu es à … mi' and '$ de carburant'", () => {
    const a = first("Burlington VT → Portland ME, 226 milles, 625 $ + FSC 95 $. Vide (deadhead): 38 mi de Montpelier.");
    expect(values(a)).toMatchObject({ miles: 226, rate: 625, fsc: 95, deadhead: 38 });
    expect(first('Providence RI → Newburgh NY, 160 mi, 520 $ carburant inclus. Tu es à 20 mi de chez le client.').deadhead?.value).toBe(20);
    expect(values(first('Springfield MA → Albany NY demain? 90 mi, 290 $ + 30 $ de carburant.'))).toMatchObject({ rate: 290, fsc: 30 });
  });
  it('reads JSON keys as labels', () => {
    const load = first('{\n  "origin": "Boise, ID",\n  "destination": "Salt Lake City, UT",\n  "loaded_miles": 340,\n  "rate_usd": 1020,\n  "deadhead_mi": 0\n}');
    expect(values(load)).toMatchObject({ miles: 340, rate: 1020, deadhead: 0 });
  });
});

describe('readOffer: superseded and driver figures by their label (R-OFFER-53)', () => {
  it("never takes the original offer nor the driver's counter over the updated offer", () => {
    const labelled = 'Original offer: $1,100\nYour counter: $1,300\nRate: $1,180\nLane: Nashville, TN → Columbus, OH\nLoaded miles: 380';
    expect(first(labelled).rate?.value).toBe(1180);
    const thanked = 'Thank you for your counter.\n\nOriginal offer: $1,100\nYour counter: $1,300\nUpdated offer: $1,180 (FSC included)\n\nLane: Nashville, TN → Columbus, OH\n[ ACCEPT $1,180 ]  [ DECLINE ]';
    expect(first(thanked).rate?.value).toBe(1180);
  });
  it("never takes the figure said replaced in French ('au lieu de')", () => {
    expect(first('Albany, NY → Boston, MA, 170 mi. Prix révisé : au lieu de 925 $, 980 $').rate?.value).toBe(980);
  });
});

describe('readOffer: a rounded total beside a per-mile rate (R-OFFER-54)', () => {
  it("takes the per-mile rate × the stated miles over 'about 600 total'", () => {
    const load = first('Dallas TX to Tulsa OK, 257 miles, pays 2.33 a mile, about 600 total');
    expect(load.rate?.value).toBe(598.81);
    expect(load.rate?.note).toBe('$2.33/mi × 257 mi = $598.81');
  });
  it('keeps an exact total beside a per-mile rate', () => {
    expect(first('Dallas, TX to Tulsa, OK 257 mi — $2.33/mi ($600 total)').rate?.value).toBe(600);
  });
});

describe('readOffer: a calendar event (R-OFFER-48, R-OFFER-55)', () => {
  it("reads a raw .ics description's escaped line breaks and commas", () => {
    const ics = 'BEGIN:VEVENT\nDTSTART;TZID=America/Denver:20260415T063000\nSUMMARY:HS pickup Grand Junction CO\nDESCRIPTION:Grand Junction CO -> Denver CO\\n245 mi\\n$720 + FSC $65\\nHotshot 40ft\nLOCATION:Grand Junction\\, CO 81505\nEND:VEVENT';
    expect(values(first(ics))).toMatchObject({ origin: 'Grand Junction, CO', destination: 'Denver, CO', miles: 245, rate: 720, fsc: 65 });
  });
  it("reads 'Deliver @ X' after a field name as the drop", () => {
    const text = 'SUMMARY:Deliver @ Knoxville TN\nDESCRIPTION: Origin: Asheville NC, 116 mi, $390 all in';
    expect(values(first(text))).toMatchObject({ origin: 'Asheville, NC', destination: 'Knoxville, TN' });
  });
});

describe('readOffer: a letterhead set apart by spaces (R-OFFER-56)', () => {
  it("never takes the broker's office in a PDF letterhead as the origin", () => {
    const text = 'RATE QUOTE\nRidgeway Logistics LLC  2300 Commerce St  Memphis, TN 38118\nShreveport, LA  Jackson, MS  218 mi\nLinehaul $650.00';
    expect(values(first(text))).toMatchObject({ origin: 'Shreveport, LA', destination: 'Jackson, MS', miles: 218, rate: 650 });
  });
  it('still reads a pick-up address with a stop word', () => {
    const text = 'Pick up: Acme Foods LLC  1500 Lombardi Ave  Green Bay, WI\nDeliver: Madison, WI\n137 mi, $520';
    expect(values(first(text))).toMatchObject({ origin: 'Green Bay, WI', destination: 'Madison, WI' });
  });
});

describe('readOffer: a PDF header row set apart by single spaces (R-OFFER-57)', () => {
  it('pairs each label with the value in its place, in the order printed', () => {
    const text = 'From: Charleston, SC      To: Atlanta, GA\nFuel Linehaul Miles\n$88.00 $710.00 300\nPickup 04/21 0700';
    expect(values(first(text))).toMatchObject({ origin: 'Charleston, SC', destination: 'Atlanta, GA', miles: 300, rate: 710, fsc: 88 });
  });
  it('reads places and numbers under the labels, a Total column set aside', () => {
    const text = 'RATE QUOTE\nOrigin Destination Miles\nShreveport, LA Jackson, MS 218\nLinehaul Fuel Surcharge Total\n$650.00 $74.00 $724.00';
    expect(values(first(text))).toMatchObject({ origin: 'Shreveport, LA', destination: 'Jackson, MS', miles: 218, rate: 650, fsc: 74 });
  });
});

describe('readOffer: reports, digests and covered loads (R-OFFER-58)', () => {
  it('holds no load in a market post saying a lane averages a price', () => {
    const text = 'Rates are in the toilet this week. Chi → Atl averaging $1.60/mi on the boards, 716 mi paying ~$1,150. Who is still running?';
    expect(readOffer(text, { places })).toEqual({ status: 'empty', message: NO_LOAD_FOUND_MESSAGE });
  });
  it('holds no load in a bot saying the load has been covered', () => {
    const text = 'RidgeLine: Load #44812 Abilene, TX → Tyler, TX (232mi, $780) has been covered. Thx for ur interest!';
    expect(readOffer(text, { places })).toEqual({ status: 'empty', message: NO_LOAD_FOUND_MESSAGE });
  });
  it("reads the offer under an 'Offer' heading whatever the commentary after it", () => {
    const text = '**Offer**\n- Kansas City, MO → Denver, CO\n- 600 loaded miles\n- $1,000 + FSC $150\n\n**My take:** below the lane average I would expect.';
    expect(values(first(text))).toMatchObject({ origin: 'Kansas City, MO', destination: 'Denver, CO', miles: 600, rate: 1000, fsc: 150 });
  });
  it("reads a lane report's match as a load", () => {
    const text = 'Weekly lane report + 1 match\nYour match:\n  Laredo, TX → Houston, TX · 318 mi\n  Linehaul $890 · fuel $110';
    expect(values(first(text))).toMatchObject({ origin: 'Laredo, TX', destination: 'Houston, TX', rate: 890 });
  });
});

describe('readOffer: a pay that says the FSC is inside it (R-OFFER-59)', () => {
  it("reads 'Gross pay: $690 (incl. $90 FSC)' as $600 linehaul and $90 FSC", () => {
    const load = first('Dallas TX to Tulsa OK, 257 mi\nGross pay: $690 (incl. $90 FSC)');
    expect(values(load)).toMatchObject({ rate: 600, fsc: 90 });
    expect(load.rate?.note).toBe('$690 − $90 FSC = $600');
  });
  it('keeps a linehaul with the FSC beside it, not inside', () => {
    expect(values(first('Dallas TX to Tulsa OK, 257 mi, linehaul $600, fuel $90'))).toMatchObject({ rate: 600, fsc: 90 });
  });
});

describe('readOffer: arrows, key / value tables, totals with fuel (R-OFFER-60)', () => {
  it("joins a lane with any right arrow ('➜', '➔', '⟶')", () => {
    for (const arrow of ['➜', '➔', '⟶']) {
      expect(values(first(`Houston ${arrow} San Antonio 197 mi $650 + FSC $70`))).toMatchObject({ origin: 'Houston, TX', destination: 'San Antonio, TX' });
    }
  });
  it("reads a two-column markdown table's cells as labels and values, never 'Total with fuel' as the FSC", () => {
    const text = "Here's the offer:\n\n| | |\n|---|---|\n| **Pickup** | Temple, TX |\n| **Delivery** | Houston, TX |\n| **Loaded** | 170 mi |\n| **Linehaul** | $560 |\n| **Fuel surcharge** | $60 |\n\nTotal with fuel: $620.";
    expect(values(first(text))).toMatchObject({ origin: 'Temple, TX', destination: 'Houston, TX', miles: 170, rate: 560, fsc: 60 });
  });
  it("reads 'Total with fuel' as a total less the FSC", () => {
    expect(values(first('Temple, TX to Houston, TX, 170 mi. Fuel $60. Total with fuel: $620.'))).toMatchObject({ rate: 560, fsc: 60 });
  });
});

describe('readOffer: miles the writer guesses (R-OFFER-61)', () => {
  it('marks miles estimated when the text says the offer gave none', () => {
    const load = first('- Pickup: Albany, NY\n- Delivery: Providence, RI\n- Rate: $600\n- Miles: not given by the broker. Rough estimate from me: ~165 mi');
    expect(load.miles?.value).toBe(165);
    expect(load.miles?.estimated).toBe(true);
    expect(load.rate?.value).toBe(600);
  });
  it('keeps stated miles stated', () => {
    expect(first('Pickup: Albany, NY\nDelivery: Providence, RI\nMiles: 165\nRate: $600').miles?.estimated).toBeFalsy();
  });
});

describe('readOffer: deadhead said loosely (R-OFFER-70)', () => {
  it.each([
    ['a few words after its label', 'Amarillo TX to Lubbock TX, 123 mi, $420. DH from Canyon to the yard is about 19.', 19],
    ['a label with a note in brackets', 'Origin Mankato, MN\nDestination Fargo, ND\nLoaded miles 300\nEmpty miles (your truck to shipper)   37\nRate $880', 37],
    ['a stop number between', 'Tulsa, OK to Wichita, KS 167 mi $385\nDeadhead to Stop 1: 12 mi', 12],
    ['answered under the question', 'Joe: Boise ID to Twin Falls ID, 128 mi, $390 all in\nMe: deadhead from Meridian?\nJoe: shipper is off Franklin Rd, so roughly 9 miles', 9],
    ['answered 0', '> Lane?\nMacon GA to Savannah GA\n> Miles?\n168\n> Rate?\n$450\n> DH?\n0, shipper is next door', 0],
    ['a map route from the driver', 'Macon, GA → Savannah, GA\n168 mi · $450\n---\nMaps: Your location → Macon, GA · 31 min · 27 mi', 27],
  ])('%s', (_name, text, deadhead) => {
    const load = first(text);
    expect(values(load).deadhead).toBe(deadhead);
    // Read loosely, it is a guess: the review card marks it for the driver to check (R-OFFER-10).
    if (deadhead > 0 && !/Your location/.test(text)) expect(load.deadhead!.confidence).toBeLessThan(0.7);
  });

  it.each([
    ['deadhead pay is money', 'Amarillo TX to Lubbock TX, 123 mi, $420, deadhead pay $1.00/mi'],
    ['a time after the cue', 'Amarillo TX to Lubbock TX, 123 mi, $420. Empty from the last drop at 2pm'],
    ['a weight after the cue', 'Amarillo TX to Lubbock TX, 123 mi, $420. DH is fine, load is 45 lbs'],
    ['a question left unanswered', 'Amarillo TX to Lubbock TX, 123 mi, $420\nMe: deadhead?\nBroker: will check and call you back'],
  ])('reads no deadhead when %s', (_name, text) => {
    expect(values(first(text)).deadhead).toBeNull();
  });
});

describe('readOffer: amounts that comment on the offer (R-OFFER-71)', () => {
  it.each([
    ['a reply saying what they would ask', 'Fresno, CA to Reno, NV 246 mi $690 + $80 FSC\nreply from Pete: I\'d want 900 in winter.', 690],
    ['a past load told in the thread', 'Baton Rouge LA to Jackson MS, 165 mi, $480 + $60 fuel\nFair. I hauled Jackson to Baton Rouge for $450 last month.', 480],
    ['a settlement beside the plan', 'T1 Darnell: Atlanta GA to Greenville SC, 175 loaded mi @ $2.25/mi, fuel incl.\nLast wk settlements: T1 $2,940 / T2 $3,310', 393.75],
    ['a page counter said in thousands', 'Thread: ATL to BHM rate check · 5 replies · 1.1k views\nAtlanta GA to Birmingham AL, 162 mi, $2.40/mi, FSC included', 388.8],
    ['a figure struck through', 'Lincoln, NE to Denver, CO · ~~$1,150~~ $1,220 per broker call (+fsc $150) · 560 mi', 1220],
    ["a shipper's target", "the shipper's target is $400 but I can only pay you $265 for this one, Memphis TN to Tupelo MS, 125 mi, fuel in.", 265],
    ['what the broker did in the end', 'Springfield MO to Tulsa OK, 208 mi, $575, fuel incl\nRE: they did $600 with tarp pay. Taking it.', 600],
  ])('%s', (_name, text, rate) => {
    expect(values(first(text)).rate).toBe(rate);
  });

  it('keeps the concession a broker gives ("1100 best i got")', () => {
    expect(values(first('Tony: Lafayette LA to Pensacola FL\nTony: 310 mi\nTony: 1050 all in\nMe: can u do 1150?\nTony: 1100 best i got')).rate).toBe(1100);
  });
});

describe('readOffer: texts that offer a load or none (R-OFFER-72)', () => {
  it.each([
    ['an expired listing', 'Load #55-1020 — Tulsa, OK → Wichita, KS\nThis load has expired.\nNo similar loads found within 100 mi of Tulsa, OK.'],
    ['a load gone', 'PSA: broker posted Tulsa OK to Wichita KS, 167 mi, $700, then cancelled on us. Load\'s gone now.'],
    ['a shipper who chose another carrier', 'Sorry — shipper went with another carrier on this one.\n> RFQ: Macon GA to Savannah GA, 4 pallets. We can do $450 all in.'],
    ['a newsletter with no open lane', 'No open lanes this week.\nBy the numbers: 80 loads moved, average pay $2.10/mi, top lane Tulsa → Wichita at $700.'],
    ['a post that says it is no load', 'Not a load, just asking. Ran Laredo to San Antonio for $420 and it felt low.'],
  ])('finds no load in %s', (_name, text) => {
    expect(readOffer(text, { places }).status).toBe('empty');
  });

  it.each([
    ['a lane offered after "I have" to a driver asking for a load', 'You: hotshot in Las Cruces, need a load north\nAgent: I have El Paso TX to Albuquerque NM, 262 mi. $690 linehaul + $75 FSC.', 690],
    ['a hot lane beside a rate report', 'Hot lane: Billings MT → Casper WY, 252 mi, $640\nRates: Montana outbound averaged $2.12/mi in November.', 640],
  ])('reads %s', (_name, text, rate) => {
    expect(values(first(text)).rate).toBe(rate);
  });
});

describe('readOffer: where the driver or the broker is, never a stop (R-OFFER-73)', () => {
  it.each([
    ['the driver location a listing shows', 'HOU6 → SAT4 · 239 mi · $452\nHOU6: 11850 Cutten Rd, Houston, TX 77066\nSAT4: 6000 Enterprise Ave, San Antonio, TX 78218\nYour location: Humble, TX · 16 mi to pickup', 'Houston, TX', 'San Antonio, TX'],
    ['the last location an agent sees', 'Agent (Luis): Morning. Your last location shows Ontario, CA.\nAgent (Luis): I have LA → Phoenix, 450 loaded miles. Rate $980.', 'Los Angeles, CA', 'Phoenix, AZ'],
    ["a map app's start", 'Shreveport, LA\n  ↓ 223 mi\nDallas, TX\n$520\nMaps — from Bossier City, LA to Shreveport, LA 71107 · 7 mi', 'Shreveport, LA', 'Dallas, TX'],
    ["the broker's office in brackets", 'Shreveport, LA\n  ↓ 223 mi\nDallas, TX\n$520\nBroker: Red River Logistics (Bossier City, LA)', 'Shreveport, LA', 'Dallas, TX'],
  ])('%s', (_name, text, origin, destination) => {
    const load = values(first(text));
    expect([load.origin, load.destination]).toEqual([origin, destination]);
  });
});

describe('readOffer: search filters and item numbers are no miles (R-OFFER-74)', () => {
  it.each([
    ['a filter with ≤', 'Load board · Filter: 26\' box, ≤ 600 mi\nTulsa, OK → Wichita, KS\nPayout $430', null],
    ['a ± radius', 'Search results (1)  Pickup: Phoenix, AZ ±50 mi\nPhoenix, AZ › Las Vegas, NV\n315 mi · $705', 315],
    ['a radius in brackets after "near"', 'Similar loads near Tulsa, OK (50 mi)\nTulsa, OK → Wichita, KS\n167 mi · $465', 167],
    ['an item number after a label', '> 1) lane 2) miles 3) pay\n1) Portland OR → Boise ID\n2) miles: will send\n3) $1,150', null],
  ])('%s', (_name, text, miles) => {
    const load = first(text);
    expect(load.miles && !load.miles.estimated ? load.miles.value : null).toBe(miles);
  });
});

describe('readOffer: a sum agreed on, and "all in" said only earlier (R-OFFER-75)', () => {
  it('takes the first part of "A + B is the max" as the rate', () => {
    const load = values(first('Kayla: Memphis TN to Little Rock AR, 149 miles, paying $520 plus $65 fuel.\nYou: can you do 600?\nKayla: Sorry, $520 + $65 is the max on that one.'));
    expect([load.rate, load.fsc]).toEqual([520, 65]);
  });
  it('takes the first part of "I can do A + B" after an ask', () => {
    const load = values(first('Agent: LA CA → Phoenix AZ, 450 loaded miles. Rate $980, FSC $120.\nDriver: can u do 1100 flat\nAgent: I can do $1,020 + $120, best I have.'));
    expect([load.rate, load.fsc]).toEqual([1020, 120]);
  });
  it("keeps the newest message's FSC when only the quoted one says 'all in'", () => {
    const text = 'Can you grab this? Pays $650 linehaul + $80 fuel. 248 mi.\n\n---------- Forwarded message ---------\nFrom: Kara\nSubject: RE: RFQ\n$925 all in.\n\n> RFQ: Tampa FL 33619 → Miami FL 33166, store fixtures.';
    const load = values(first(text));
    expect([load.rate, load.fsc]).toEqual([650, 80]);
  });
});

describe('readOffer: answers under quoted questions (R-OFFER-76)', () => {
  it('reads each answer as what its question asked for', () => {
    const text = 'Hi Dev, answers below:\n> Q1: where is it going\n**Mobile, AL 36610**\n> Q2: from?\n**Baton Rouge, LA 70805**\n> Q3: how much\n**$560 + $70 FSC**\n> Q4: how far am I from it? (I\'m in Gonzales)\n**About 24 mi**\n> Q5: loaded miles?\n**237**';
    expect(values(first(text))).toEqual({ origin: 'Baton Rouge, LA', destination: 'Mobile, AL', miles: 237, rate: 560, fsc: 70, deadhead: 24 });
  });
  it('reads a bare number under "> Miles?" as the loaded miles, and one under "> deadhead from …" as the deadhead', () => {
    const load = values(first('Tucson AZ → El Paso TX\n>> miles\n309\n>> rate\n$780 + $90 fuel\n>> deadhead from Marana\nabout 28'));
    expect([load.miles, load.deadhead]).toEqual([309, 28]);
  });
  it('leaves a question asking for two things as it is', () => {
    const load = values(first('> pickup city?\nKnoxville, TN\n> Drop?\nAsheville, NC\n> How many loaded miles? and empty from Maryville?\n101 loaded, about 18 empty from Maryville\n> Rate all in?\n$300 all in'));
    expect(load).toEqual({ origin: 'Knoxville, TN', destination: 'Asheville, NC', miles: 101, rate: 300, fsc: null, deadhead: 18 });
  });
});

describe('readOffer: loads listed in words (R-OFFER-77)', () => {
  it.each([
    ['dictated without states', 'i got two for you first one wichita kansas to omaha nebraska 300 miles 800 bucks second one wichita to salina 90 miles 300', 'Wichita, KS', 800],
    ['"First, … Second, …"', 'Broker Alan offers two loads. First, Reno, Nevada to Sacramento, California, 132 miles for $550. Second, Sacramento to Redding, California, 162 miles for $600.', 'Reno, NV', 550],
    ['in Spanish', 'tengo dos loads, el primero de Jacksonville FL a Savannah GA, 140 millas, $450, y el segundo de Savannah a Charlotte, 250 millas, $700.', 'Jacksonville, FL', 450],
  ])('%s', (_name, text, origin, rate) => {
    const loads = read(text);
    expect(loads).toHaveLength(2);
    expect([loads[0]!.origin?.value, loads[0]!.rate?.value]).toEqual([origin, rate]);
  });
});

describe("readOffer: a factoring company's reply (R-OFFER-78)", () => {
  it("never takes the account's limit, balance, advance or room left for the rate", () => {
    const text =
      'RE: broker check\n\nCedar Ridge Freight is approved, grade B, avg days-to-pay 31, limit $15,000, open balance $2,750. Your advance at 95% would be $570.00 after the fee.\nYou would be at $3,350 after this one ($11,650 room left).\n\nMia | Plains Factoring | Wichita, KS\n\n> Salina KS to Topeka KS, 112 mi, $600 + $40 fuel';
    expect(values(first(text))).toEqual({ origin: 'Salina, KS', destination: 'Topeka, KS', miles: 112, rate: 600, fsc: 40, deadhead: null });
  });
  it('reads "advance 90% on $X = $Y" as the fee arithmetic, not the pay', () => {
    expect(values(first('Approved. Advance 90% on $480 = $432.00.\n\n> Joplin MO to Springfield MO, 72 mi, $480 all in')).rate).toBe(480);
  });
  it('takes the figure the factor read over the one the carrier wrote ("your question said … but the ratecon says …")', () => {
    const text = 'Approved. Your question said $2.90/mi but the ratecon says $2.60/mi on 90 miles.\n\n> Ames IA to Des Moines IA, 90 mi, $2.90/mi';
    expect(first(text).rate?.value).toBe(234);
  });
  it('reads a funded schedule as a notice with no load', () => {
    const text = 'Your schedule #5521 has been funded. 2 invoices: Mobile AL - Pensacola FL ($310), Biloxi MS - Hattiesburg MS ($280). Net wired $572.';
    expect(readOffer(text, { places }).status).toBe('empty');
  });
  it('keeps a load whose line starts with its broker\'s company name, quoted in a list', () => {
    const text = 'Both fine.\nJo | Summit Factoring | Boise ID\n\n>> 1) Gem State Brokerage - Boise ID to Twin Falls ID, 128 mi, $420 all in\n>> 2) Snake River Logistics - Nampa ID to Pocatello ID, 250 mi, $700 + $60 fsc';
    const loads = read(text);
    expect(loads).toHaveLength(2);
    expect([loads[0]!.origin?.value, loads[0]!.destination?.value, loads[0]!.rate?.value]).toEqual(['Boise, ID', 'Twin Falls, ID', 420]);
  });
});

describe('readOffer: options withdrawn later in a thread (R-OFFER-79)', () => {
  it('drops the option taken back by its label and reads the one left', () => {
    const text = 'Lena (Mesa Lgx): two for tmrw\nA) Tucson AZ > Phoenix AZ 116 mi $420\nB) Tucson AZ > Yuma AZ 240 mi $690 + $70 fsc\nMe: which is closer\nLena (Mesa Lgx): A got covered just now, B is still open';
    const loads = read(text);
    expect(loads).toHaveLength(1);
    expect(values(loads[0]!)).toEqual({ origin: 'Tucson, AZ', destination: 'Yuma, AZ', miles: 240, rate: 690, fsc: 70, deadhead: null });
  });
  it('drops the option named by a city only it goes to, and takes the price settled on the one left', () => {
    const text = 'Cal: Boise ID to Nampa ID 22 mi $200, or Boise ID to Pocatello ID 234 mi $640\nMe: pocatello. 700?\nCal: nampa is withdrawn. on pocatello i can do $665 not 700';
    const loads = read(text);
    expect(loads).toHaveLength(1);
    expect(values(loads[0]!)).toMatchObject({ destination: 'Pocatello, ID', miles: 234, rate: 665 });
  });
  it('reads the deadhead answered after the list for the one option left', () => {
    const text = 'Gus: 1. Macon GA - Augusta GA 125 mi $400\n2. Macon GA - Columbus GA 100 mi $360\nGus: #1 is off the board sorry\nMe: dh from perry?\nGus: about 30';
    const loads = read(text);
    expect(loads).toHaveLength(1);
    expect(values(loads[0]!)).toMatchObject({ destination: 'Columbus, GA', deadhead: 30 });
  });
  it('finds no load when every option is withdrawn', () => {
    expect(readOffer('Ana: Reno NV to Carson City NV 31 mi $180, or Reno NV to Elko NV 289 mi $800\nAna: both covered, sorry', { places }).status).toBe('empty');
  });
  it('splits options labelled with letters on one line, and drops the one said to be dead', () => {
    const text = 'Rae: Option A Waco TX > Austin TX 102mi $360. Option B Waco TX > Houston TX 185mi $600\nRae: B is dead, shipper cancelled. A is still good';
    const loads = read(text);
    expect(loads).toHaveLength(1);
    expect(values(loads[0]!)).toMatchObject({ destination: 'Austin, TX', rate: 360 });
  });
  it("takes a figure closed with \"that's it\" as the price settled on", () => {
    expect(first('Macon GA to Augusta GA 125 mi $380\nMe: 380 is low for that\nBroker: can do 410, that\'s it').rate?.value).toBe(410);
  });
  it("drops the option named by its city's metro code", () => {
    const text = 'Jo: tucson az > phoenix az 116 mi $420 OR tucson az > yuma az 240 mi $690\nJo: phx one is covered now, yuma is yours\nJo: 690 + $70 fuel';
    const loads = read(text);
    expect(loads).toHaveLength(1);
    expect(values(loads[0]!)).toMatchObject({ destination: 'Yuma, AZ', rate: 690, fsc: 70 });
  });
  it('keeps both options when the thread says they are still open', () => {
    expect(read('Tom: Omaha NE > Lincoln NE 58 mi $250. Or Omaha NE > Des Moines IA 136 mi $420\nTom: both still open till 3')).toHaveLength(2);
  });
});

describe('readOffer: cities dictated or autocorrected into sound-alike words (R-OFFER-80)', () => {
  it.each([
    ['Hey got a van load out of Tuck son Arizona going to Phoenix Arizona 116 miles paying 450', 'Tucson, AZ', 'Phoenix, AZ'],
    ['Gulfport Mississippi to Bill oxy Mississippi 14 miles 150 flat', 'Gulfport, MS', 'Biloxi, MS'],
    ['Box truck from Sandy ago California headed to Los Angeles California 120 miles 500', 'San Diego, CA', 'Los Angeles, CA'],
  ])('%s', (text, origin, destination) => {
    expect(values(first(text))).toMatchObject({ origin, destination });
  });
  it('keeps a real city of the state written as it is', () => {
    expect(values(first('Lewisville Texas to Denton Texas 20 miles 150'))).toMatchObject({ origin: 'Lewisville, TX', destination: 'Denton, TX' });
  });
  it('takes a name that is a city elsewhere but not in the state for the sound-alike city of that state', () => {
    expect(values(first('Lexington Kentucky to Lewisville Kentucky 78 miles 300'))).toMatchObject({ destination: 'Louisville, KY' });
  });
});

describe('readOffer: a per-mile rate said half in words (R-OFFER-81)', () => {
  it.each([
    ['Van load Waco Texas to Dallas Texas 95 miles paying three 15 a mile', 299.25],
    ['Amarillo TX to Lubbock TX 124 miles, they pay a buck 80 per mile', 223.2],
  ])('%s', (text, rate) => {
    expect(first(text).rate?.value).toBe(rate);
  });
});

describe('readOffer: loads said to be gone in other words (R-OFFER-82)', () => {
  it.each([
    ['a voided rate confirmation', 'RC-7781-VOID.pdf\nLoad 7781 Tampa, FL → Orlando, FL\nMiles 85 Rate $300.00\nJen: ignore this, voided it'],
    ['a note marked DEAD', 'Ocala FL -> Gainesville FL\n38 mi $180\nDEAD - customer cxl\'d'],
    ['a follow-up saying the load is covered', 'Subject: RE: Savannah GA > Macon GA\n\nThis load is COVERED, thanks all. Please stop calling about Savannah → Macon ($420, 170 mi).'],
    ['a tender the shipper retracted', 'The shipper has retracted tender 5521 (Mobile, AL → Pensacola, FL, 60 mi, $250.00).'],
    ['a job the client pulled', "Subject: Cancelled - Newark NJ to Allentown PA\n\nI'm afraid our client has pulled the Newark to Allentown job (USD 380.00, 80 miles)."],
    ['a marketer\'s pitch', 'Message: Your hotshot site is not on page 1 of Google for "hotshot Waco TX". Our SEO plan is $199/month. Reply YES to start.'],
  ])('%s holds no load', (_name, text) => {
    expect(readOffer(text, { places }).status).toBe('empty');
  });
  it('keeps a load whose terms say it is void only on a condition, and a line starting "Dead head"', () => {
    expect(values(first('Tulsa, OK to Dallas, TX 257 mi $780. This offer is void if not accepted by 4 PM.'))).toMatchObject({ origin: 'Tulsa, OK', rate: 780 });
    expect(values(first('Tulsa, OK to Dallas, TX 257 mi $780\nDead head from Sapulpa: 15 mi'))).toMatchObject({ origin: 'Tulsa, OK', deadhead: 15 });
  });
});

describe("readOffer: a photographed note's OCR (R-OFFER-83)", () => {
  it("reads 'S' before an amount as '$', '0K' as OK, and ones inside or ending a word as 'l'", () => {
    const load = values(first('Ada 0K -> Norman 0K\n  62 mi\n  S24O + fue1 3O'));
    expect(load).toMatchObject({ origin: 'Ada, OK', destination: 'Norman, OK', miles: 62, rate: 240, fsc: 30 });
    expect(values(first('Twin Fa11s ID -> Boise ID 128 mi $4OO'))).toMatchObject({ origin: 'Twin Falls, ID' });
  });
  it("keeps a model number after its make ('Bobcat S570')", () => {
    expect(first('Bobcat S570 from Tulsa OK to Muskogee OK, 50 mi, $260').rate?.value).toBe(260);
  });
  it("reads a deadhead of 'O' as 0, and keeps 'DH-O' as a label", () => {
    expect(first('Hays KS -> Salina KS\n 100 mi  $350\n DH O (yard)').deadhead?.value).toBe(0);
    expect(first('Hays, KS to Salina, KS 100 mi $350 Deadhead: O').deadhead?.value).toBe(0);
    expect(first('Hays, KS to Salina, KS 100 mi $350 DH-O 12').deadhead?.value).toBe(12);
  });
  it('reads a figure marked struck out as replaced', () => {
    expect(first('Waco TX -> Killeen TX\n 60 mi\n $25O [struck] $28O').rate?.value).toBe(280);
  });
  it("reads a city's name cut short before its state", () => {
    expect(values(first('Albuq NM -> Santa Fe NM 64 mi $300'))).toMatchObject({ origin: 'Albuquerque, NM' });
  });
  it("reads a city alone with an 'l' read as 'i' or an 'i' as 'l'", () => {
    expect(values(first('Midiand -> Lubbock\n 118 mi\n $420'))).toMatchObject({ origin: 'Midland, TX', destination: 'Lubbock, TX' });
    expect(values(first('Abiiene -> Odessa\n 180 mi\n $560'))).toMatchObject({ origin: 'Abilene, TX', destination: 'Odessa, TX' });
  });
});

describe('readOffer: a subject line over the same lane (R-OFFER-84)', () => {
  it('reads the subject and the body naming the same lane as one load', () => {
    const text = 'Subject: PRICE UP!! Boise ID -> Twin Falls ID\n\nNow $430 + $50 FSC, was $390.\nBoise, ID → Twin Falls, ID, 128 mi, hotshot.';
    const loads = read(text);
    expect(loads).toHaveLength(1);
    expect(values(loads[0]!)).toMatchObject({ origin: 'Boise, ID', destination: 'Twin Falls, ID', miles: 128, rate: 430, fsc: 50 });
  });
  it('keeps a body offering another lane than the subject as a second load', () => {
    expect(read('Subject: Boise ID -> Twin Falls ID $430\n\nAlso Nampa, ID → Pocatello, ID, 250 mi, $700')).toHaveLength(2);
  });
});

describe('readOffer: an amount labelled as an estimate (R-OFFER-85)', () => {
  it('takes the per-mile rate × the stated miles over an "Est. Linehaul" rounded from it', () => {
    expect(first('Pickup: Salem, OR\nDelivery: Eugene, OR\nMiles: 67\nRate: $2.85/mi\nEst. Linehaul: $191').rate?.value).toBe(190.95);
  });
});

describe("readOffer: a shipper's lane-award sheet (R-OFFER-86)", () => {
  it('reads the awarded rate, not the incumbent, target or bid columns', () => {
    const text = 'Lane ID\tOrig\tDest\tMiles\tIncumbent Rate\tTarget\tYour Bid\tAwarded Rate\tStatus\nTX-9\tWaco, TX\tAustin, TX\t102\t$330.00\t$290.00\t$315.00\t$305.00\tAWARDED';
    expect(values(first(text))).toMatchObject({ origin: 'Waco, TX', destination: 'Austin, TX', miles: 102, rate: 305 });
  });
  it('takes the final round as the rate, the FSC column as the fuel and PCM miles as the miles', () => {
    const text = 'Lane\tOrig City\tOrig ST\tDest City\tDest ST\tPCM Miles\tRound 1\tRound 2 (FINAL)\tFSC\tAll-In\nA-1\tMobile\tAL\tPensacola\tFL\t59\t$260.00\t$240.00\t$30.00\t$270.00';
    expect(values(first(text))).toEqual({ origin: 'Mobile, AL', destination: 'Pensacola, FL', miles: 59, rate: 240, fsc: 30, deadhead: null });
  });
  it('multiplies a per-mile FSC column by the miles', () => {
    const text = 'Lane #\tPick\tDrop\tMiles\tRate/Mile\tFSC/Mile\nNW-1\tTacoma, WA\tSeattle, WA\t40\t$3.00\t$0.40';
    expect(values(first(text))).toMatchObject({ rate: 120, fsc: 16 });
  });
  it('skips rows not awarded, and reads a sheet of only those as no load', () => {
    const text = 'Lane ID\tOrig\tDest\tMiles\tYour Bid\tStatus\nK-1\tDalton, GA\tRome, GA\t60\t$240.00\tNOT AWARDED\nK-2\tDalton, GA\tMacon, GA\t200\t$600.00\tNOT AWARDED';
    expect(readOffer(text, { places }).status).toBe('empty');
  });
  it("drops a row a note says went to another carrier, by the row's id", () => {
    const text = 'AUS-SAT-01\tAustin TX\tSan Antonio TX\t80\t$290.00\t$30.00\nAUS-HOU-02\tAustin TX\tHouston TX\t165\t$480.00\t$55.00\n\nAUS-SAT-01 was awarded to Hill Country Hauling, sorry. AUS-HOU-02 is yours.';
    const loads = read(text);
    expect(loads).toHaveLength(1);
    expect(values(loads[0]!)).toMatchObject({ origin: 'Austin, TX', destination: 'Houston, TX', rate: 480 });
  });
  it('never reads a metro code inside an id with digits as a place, nor "Flatbed" as a flat rate', () => {
    expect(values(first('SLC-OGD-03  Provo UT  Ogden UT  82 mi  Flatbed HS  $300.00'))).toMatchObject({ origin: 'Provo, UT', destination: 'Ogden, UT', miles: 82, rate: 300 });
    expect(values(first('Provo UT\tOgden UT\t82\tFlatbed HS\t$300.00'))).toMatchObject({ miles: 82, rate: 300 });
  });
});

describe('readOffer: rate confirmations shared in a chat, fuel said after its amount (R-OFFER-87)', () => {
  it('reads each attached rate confirmation as a load', () => {
    const text = 'Chat 9:02\n[PDF] RC-101.pdf · 1 page\n  PU: Tulsa, OK\n  DEL: Joplin, MO\n  Miles: 112  Rate: $380.00\n[PDF] RC-102.pdf · 1 page\n  PU: Joplin, MO\n  DEL: Tulsa, OK\n  Miles: 112  Rate: $360.00\nBroker: both attached';
    const loads = read(text);
    expect(loads).toHaveLength(2);
    expect(values(loads[0]!)).toMatchObject({ origin: 'Tulsa, OK', destination: 'Joplin, MO', rate: 380 });
  });
  it("reads a state's O read as 0 ('M0', 'C0')", () => {
    expect(values(first('Columbia, M0 → Denver, C0 780 mi $2,100'))).toMatchObject({ origin: 'Columbia, MO', destination: 'Denver, CO' });
  });
  it('reads "we\'ll add USD 70 for fuel" and "Fuel: +$65" as the FSC', () => {
    expect(first('Miami FL to Naples FL, 125 miles. Rate USD 400.00 and we will add USD 50.00 for fuel.').fsc?.value).toBe(50);
    expect(first('Pickup: Mobile, AL\nDelivery: Biloxi, MS\nMiles: 60\nOffered linehaul: $260\nFuel: +$30').fsc?.value).toBe(30);
  });
  it('takes the rate a broker says it is going to', () => {
    expect(first('Rate $300.00 Tyler, TX → Longview, TX 40 mi\nBroker: shipper approved, rate is going to 330 not 300').rate?.value).toBe(330);
  });
});

describe("readOffer: the driver's distance from where the truck is (R-OFFER-88)", () => {
  it.each([
    ["Boise ID to Twin Falls ID, 128 mi, $420. Shipper is 31 miles from where you're parked.", 31],
    ['Reno NV to Sparks NV 12 mi $150, the dock is 18 mi from where you dropped this morning', 18],
  ])('%s', (text, deadhead) => {
    expect(first(text, true).deadhead?.value).toBe(deadhead);
  });
});

describe('readOffer: a row of linehaul, fuel and their total (R-OFFER-89)', () => {
  it('reads the first two of three amounts that add up as the rate and the FSC', () => {
    expect(values(first('R-7\tOcala FL\tTampa FL\t100\t$330.00\t$42.50\t$372.50'))).toMatchObject({ rate: 330, fsc: 42.5 });
  });
  it('leaves amounts that do not add up as they are', () => {
    expect(values(first('R-7\tOcala FL\tTampa FL\t100\t$330.00\t$42.50\t$380.00'))).toMatchObject({ rate: 330, fsc: null });
  });
});

describe('readOffer: a single dot among dot leaders (R-OFFER-90)', () => {
  it('reads "Label (note) . value" as a label and its value in a form of dot leaders', () => {
    const text = 'Origin City/State ....... Temple, TX\nDestination City/State .. Waco, TX\nMiles ................... 35\nRate Offered ............ $180\nDeadhead (approximate) .. 12\nEmpty miles (our guess) . 0';
    expect(values(first(text))).toMatchObject({ origin: 'Temple, TX', destination: 'Waco, TX', miles: 35, rate: 180, deadhead: 12 });
    const dh = 'Origin City/State ....... Temple, TX\nDestination City/State .. Waco, TX\nMiles ................... 35\nRate Offered ............ $180\nDeadhead (our estimate) . 0';
    expect(first(dh).deadhead?.value).toBe(0);
  });
});

describe('readOffer: a deadhead said once for every load of a list (R-OFFER-91)', () => {
  it("gives each load the deadhead a line under the list says for all of them", () => {
    const loads = read('Two out of Waco:\n\nWaco, TX → Temple, TX - 35 mi - $180\nWaco, TX → Killeen, TX - 60 mi - $240\n\nBoth load at 8, DH 6 from our yard.');
    expect(loads.map((l) => l.deadhead?.value)).toEqual([6, 6]);
  });
  it("leaves a list's loads without a deadhead when no line says it for all", () => {
    const loads = read('Two out of Waco:\n\nWaco, TX → Temple, TX - 35 mi - $180\nWaco, TX → Killeen, TX - 60 mi - $240\n\nCall me.');
    expect(loads.map((l) => l.deadhead)).toEqual([null, null]);
  });
});

describe('readOffer: a one-load table and the deadhead under it (R-OFFER-92)', () => {
  it('takes the deadhead a note under a one-row table gives', () => {
    const text = 'Lane\tPick\tDrop\tMiles\tRate\nW-2\tYakima, WA\tEllensburg, WA\t36\t$200.00\n\nDeadhead from Selah yard is 9 mi.';
    expect(values(first(text))).toMatchObject({ origin: 'Yakima, WA', miles: 36, rate: 200, deadhead: 9 });
  });
  it('keeps the deadhead column when the table has one', () => {
    const text = 'Lane\tPick\tDrop\tMiles\tDH\tRate\nW-2\tYakima, WA\tEllensburg, WA\t36\t4\t$200.00\n\nDeadhead from Selah yard is 9 mi.';
    expect(first(text).deadhead?.value).toBe(4);
  });
});

describe('readOffer: machine data pasted from an API or a TMS export (R-OFFER-98, R-OFFER-99)', () => {
  it("reads a record's city and state fields as one place, in JSON and in YAML", () => {
    const json = '{"load":{"pickup":{"city":"Joplin","state":"MO","zip":"64801"},"dropoff":{"city":"Springfield","state":"MO"},"miles":72,"linehaul":300.00}}';
    expect(values(first(json))).toMatchObject({ origin: 'Joplin, MO', destination: 'Springfield, MO', miles: 72, rate: 300 });
    const yaml = 'load:\n  pickup:\n    city: Grand Junction\n    state: CO\n  delivery:\n    city: Moab\n    state: UT\n  miles: 113\n  pay:\n    linehaul: 410.00';
    expect(values(first(yaml))).toMatchObject({ origin: 'Grand Junction, CO', destination: 'Moab, UT', miles: 113, rate: 410 });
  });

  it('reads an amount object as its key, per mile when its basis says so, and a charge under its description', () => {
    const perMile =
      '{ "pickup": { "city": "Dayton", "state": "OH" }, "delivery": { "city": "Toledo", "state": "OH" }, "miles": 150,\n  "rate": { "amount": 2.20, "basis": "PER_MILE" },\n  "fuel": { "amount": "0.30", "basis": "PER_MILE" },\n  "estimatedTotal": 390 }';
    expect(values(first(perMile))).toMatchObject({ rate: 330, fsc: 45 });
    const charges =
      '{"origin":{"city":"Eugene","state":"OR"},"destination":{"city":"Medford","state":"OR"},"miles":168,"charges":[{"code":"LH","desc":"Linehaul","amount":520.00},{"code":"FSC","desc":"Fuel surcharge","amount":61.00},{"code":"DET","desc":"Detention","amount":40.00}],"total":621.00}';
    expect(values(first(charges))).toMatchObject({ origin: 'Eugene, OR', destination: 'Medford, OR', rate: 520, fsc: 61 });
  });
});

describe('readOffer: emojis for labels and digits, struck prices, covered reposts (R-OFFER-100 to R-OFFER-102)', () => {
  it('reads keycap digits, lettered squares, the road, pay, fuel and return emojis as their labels', () => {
    const post = '📍 Tulsa OK ➡️ Joplin MO\n🛣️ 1️⃣1️⃣2️⃣\n💵 $390\n⛽ +$35\n🅳🅷 ➖ 0';
    expect(values(first(post))).toEqual({ origin: 'Tulsa, OK', destination: 'Joplin, MO', miles: 112, rate: 390, fsc: 35, deadhead: 0 });
    const oneLine = 'Tulsa OK 👉 Joplin MO 〰️ 1️⃣1️⃣2️⃣ mi 〰️ 💰 4️⃣1️⃣0️⃣ all in 〰️ 🔙 15';
    expect(values(first(oneLine))).toEqual({ origin: 'Tulsa, OK', destination: 'Joplin, MO', miles: 112, rate: 410, fsc: null, deadhead: 15 });
    expect(values(first('Tulsa OK ➡️ Joplin MO\n📏 112\n💲 380\n⛽ 0'))).toMatchObject({ miles: 112, rate: 380, fsc: 0 });
  });

  it('takes a struck-through price back', () => {
    expect(first('Tulsa OK to Joplin MO 112 mi 💵 ~$350~ ➡️ $410').rate?.value).toBe(410);
    expect(first('Tulsa OK to Joplin MO 112 mi ~~$350~~ $395').rate?.value).toBe(395);
    expect(first('Tulsa OK to Joplin MO ~ 112 mi, pays $395').miles?.value).toBe(112);
  });

  it('reads a repost marked covered on a line of its own as no load', () => {
    expect(readOffer('❌ COVERED ❌\n📍 Tulsa OK ➡️ Joplin MO\n🛣 112\n💵 $390', { places, scorer: null }).status).toBe('empty');
    expect(readOffer('FILLED\nTulsa OK to Joplin MO 112 mi $390', { places, scorer: null }).status).toBe('empty');
    expect(readOffer('Tulsa OK to Joplin MO 112 mi $390, covered trailer needed', { places, scorer: null }).status).toBe('ok');
  });
});

describe("readOffer: a Russian or Ukrainian dispatcher's trucking words (R-OFFER-103)", () => {
  it('reads miles, per-mile pay, rate, fuel, deadhead and all-in words in Cyrillic and in Latin letters', () => {
    const chat = 'Груз Memphis TN → Little Rock AR\n137 миль\nСтавка 410 долларов, фьюел отдельно 40\nПустой пробег 0';
    expect(values(first(chat))).toEqual({ origin: 'Memphis, TN', destination: 'Little Rock, AR', miles: 137, rate: 410, fsc: 40, deadhead: 0 });
    const latin = 'Memphis TN → Little Rock AR\n137 mil\nStavka 2.5$ za milyu + fuel 0.25 za milyu';
    expect(values(first(latin))).toMatchObject({ miles: 137, rate: 342.5, fsc: 34.25 });
    expect(values(first('Memphis TN → Little Rock AR, 137 миль, 390$ + 35$ паливо'))).toMatchObject({ rate: 390, fsc: 35 });
    const allIn = first('Memphis TN → Little Rock AR, 137 миль. Брокер давал 350$, я выбил 390$ всё включено');
    expect(values(allIn)).toMatchObject({ rate: 390, fsc: null });
  });

  it('reads a load the dispatcher says was taken as gone', () => {
    const gone = 'Memphis TN - Little Rock AR, 137 миль, 390$ all in\n\nВсё, груз уже забрали, брокер отдал другому перевозчику';
    expect(readOffer(gone, { places, scorer: null }).status).toBe('empty');
  });
});

describe('readOffer: a bare figure correcting the price (R-OFFER-104)', () => {
  it('reads the correcting figure as read, not guessed; a bare figure alone stays guessed', () => {
    const fixed = readOffer('Tulsa OK to Joplin MO, 112 mi, $390 all in. sorry, 420 not 390', { places, scorer: null });
    expect(fixed.status === 'ok' && [fixed.loads[0]!.rate?.value, fixed.loads[0]!.rate?.confidence]).toEqual([420, 0.8]);
    const bare = readOffer('Tulsa OK to Joplin MO 112 mi 390', { places, scorer: null });
    expect(bare.status === 'ok' && [bare.loads[0]!.rate?.value, bare.loads[0]!.rate?.confidence]).toEqual([390, 0.6]);
  });
});

describe('readOffer: stops named in plain words (R-OFFER-105)', () => {
  it("reads the city after 'from my farm in' and 'to my brother's place in' without its state, the second as the drop", () => {
    expect(values(first("Can you move a tractor from my farm in Ottumwa to my brother's place in Waterloo? about 120 miles, I'll pay $400"))).toMatchObject({
      origin: 'Ottumwa, IA',
      destination: 'Waterloo, IA',
      miles: 120,
      rate: 400,
    });
    const dropFirst = readOffer("Pickup: Ottumwa. Then it goes to a buyer in Waterloo. 120 miles, $400", { places, scorer: null });
    expect(dropFirst.status === 'ok' && [dropFirst.loads[0]!.origin?.value, dropFirst.loads[0]!.destination?.value]).toEqual(['Ottumwa, IA', 'Waterloo, IA']);
  });
});

describe('readOffer: a per-mile rate repeated without its unit (R-OFFER-106)', () => {
  it("reads 'locked at two forty' after 'two forty a mile' as the per-mile rate × the miles", () => {
    const call = 'Broker: Tulsa to Joplin MO, 112 loaded miles, two forty a mile.\nDriver: Can you do two seventy?\nBroker: Sorry, the shipper is locked at two forty.';
    expect(first(call).rate?.value).toBe(268.8);
    // A flat price that is not the per-mile rate repeated stays flat.
    expect(first('Broker: Tulsa to Joplin MO, 112 loaded miles, two forty a mile.\nBroker: or 300 flat if you want.').rate?.value).toBe(300);
  });
});

describe('readOffer: the same load said twice (R-OFFER-108)', () => {
  it('reads a translation shown with its original as one load, and two different loads as two', () => {
    const translated =
      'Translated from Spanish\nBrother, I have a load from Tulsa OK to Joplin MO, 112 miles, 390 dollars all in.\n\nSee original\nHermano, tengo una carga de Tulsa OK a Joplin MO, 112 millas, 390 dólares todo incluido.';
    expect(read(translated)).toHaveLength(1);
    const two = 'Two loads:\n1) Tulsa OK to Joplin MO, 112 miles, $390\n2) Joplin MO to Tulsa OK, 112 miles, $390';
    expect(read(two)).toHaveLength(2);
  });
});

describe("readOffer: a dot between thousands before 'dollars' (R-OFFER-109)", () => {
  it("reads '1.250 dollars' as $1,250 and leaves a price per gallon alone", () => {
    expect(first('Tulsa OK to Amarillo TX 370 miles, 1.250 dollars plus 120 of fuel').rate?.value).toBe(1250);
    expect(first('Tulsa OK to Amarillo TX 370 miles, $1,250. diesel 3.459 a gallon').rate?.value).toBe(1250);
  });
});
