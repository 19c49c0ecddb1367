// The money, miles, decoy and detail finders on their own (docs/product-rules.md, R-OFFER-4/5/9).
import { describe, expect, it } from 'vitest';
import { maskDecoys, maskSpans } from './decoys';
import { findAccessorials, findBroker, findEquipment, findLoadReference, findPickupDate, findStopCount, findWeight } from './details';
import { findMiles } from './miles';
import { findMoney } from './money';

const money = (text: string) => findMoney(maskDecoys(text)).map((m) => [m.value, m.kind]);
const miles = (text: string) => findMiles(maskDecoys(text)).map((m) => [m.value, m.kind]);

describe('findMoney', () => {
  it("reads 'fsc included' after an amount as all in, never as the FSC (R-OFFER-23)", () => {
    expect(money('350 fsc included')).toEqual([[350, 'total']]);
    expect(money('$1,200 fuel included')).toEqual([[1200, 'total']]);
  });

  it("reads per-mile labels ('rate/mi:', 'fsc/mi:') and a '$:' column label (R-OFFER-23)", () => {
    expect(findMoney(maskDecoys('rate/mi: 2.40\nfsc/mi: 0.25')).map((m) => [m.value, m.kind, m.perMile])).toEqual([
      [2.4, 'perMile', true],
      [0.25, 'fsc', true],
    ]);
    expect(money('mi: 197 | $: 700 | hotshot')).toEqual([[700, 'linehaul']]);
  });

  it("reads '$2.35 all in' as an all-in rate per mile (R-OFFER-23)", () => {
    expect(findMoney(maskDecoys('781 mi $2.35 all in')).map((m) => [m.value, m.kind, m.perMile])).toEqual([[2.35, 'perMile', true]]);
  });

  it("reads '2 bucks a mile' as per mile and '$200 of that is fuel' as the FSC (R-OFFER-23)", () => {
    expect(findMoney(maskDecoys('paying 2 bucks a mile')).map((m) => [m.value, m.kind, m.perMile])).toEqual([[2, 'perMile', true]]);
    expect(money('$1,850 total, $200 of that is fuel')).toEqual([[1850, 'total'], [200, 'fsc']]);
  });

  it('reads Spanish pay and fuel words (R-OFFER-19)', () => {
    expect(money('el broker ofrece 600, más fuel de 80')).toEqual([[600, 'linehaul'], [80, 'fsc']]);
  });

  it('never reads detention pay or a reimbursement as the rate (R-OFFER-23)', () => {
    expect(money('Detention pays $50 per hour')).toEqual([[50, 'detention']]);
    expect(money('Lumper receipt reimbursed up to $150')).toEqual([[150, 'extra']]);
  });

  it('reads a minimum charge as an extra, not the price (R-OFFER-14)', () => {
    expect(money('$2.50/mi, $300 minimum')).toEqual([[2.5, 'perMile'], [300, 'extra']]);
  });

  it("takes a bare number after 'for' / 'at' as unknown, never a clock time after a date (R-OFFER-4)", () => {
    expect(money('Transport for 1967 Mustang. Paying $650 + fuel ($150)')).toEqual([[1967, 'unknown'], [650, 'linehaul'], [150, 'fsc']]);
    expect(money('143 miles $800, pick up is at 1030')).toEqual([[800, 'unknown'], [1030, 'unknown']]);
    expect(money('DEL: Pittsburgh - Sat 12/5 0900\nLinehaul: $1,400')).toEqual([[1400, 'linehaul']]);
    expect(money('Dallas to Atlanta for $1,850')).toEqual([[1850, 'linehaul']]);
  });

  it('reads fuel named after the amount in Spanish and in speech (R-OFFER-14)', () => {
    expect(money('Pagan $950 + $120 de fuel')).toEqual([[950, 'linehaul'], [120, 'fsc']]);
    expect(money('pagan $1,500 más $180 de recargo de combustible')).toEqual([[1500, 'linehaul'], [180, 'fsc']]);
    expect(money('paying 2100 dollars plus 310 in fuel surcharge')).toEqual([[2100, 'linehaul'], [310, 'fsc']]);
  });

  it('never reads the year of a written-out date as money (R-OFFER-14)', () => {
    expect(money('Sent: Tuesday, November 24, 2026 7:42 AM')).toEqual([]);
    expect(money('Date: Mon, 23 Nov 2026 08:10')).toEqual([]);
    expect(money('picks up Nov 30, 2026 pays $900')).toEqual([[900, 'linehaul']]);
  });

  it('tells the rate from fuel, per-mile and accessorial pay', () => {
    expect(money('$1,500 + $180 FSC, detention $50/hr, lumper $75, TONU $150, layover $200, $2.25/mi')).toEqual([
      [1500, 'unknown'],
      [180, 'fsc'],
      [50, 'detention'],
      [75, 'lumper'],
      [150, 'tonu'],
      [200, 'layover'],
      [2.25, 'perMile'],
    ]);
    expect(money('rate: 1,850 all in, 1.85k, tarp $75')).toEqual([
      [1850, 'linehaul'],
      [1850, 'unknown'],
      [75, 'extra'],
    ]);
  });
  it('skips miles, weights, small bare numbers and numbers glued to words', () => {
    expect(money('781 mi 10,000 lbs 12 x9 LD4775938 45 out')).toEqual([]);
    expect(money('pago 900 vacío 20')).toEqual([[900, 'linehaul']]);
  });
  it("reads cents with no dollar digit as per mile, and a per-mile fuel label (R-OFFER-96)", () => {
    const perMile = (text: string) => findMoney(maskDecoys(text)).map((m) => [m.value, m.kind, m.perMile]);
    expect(perMile('LH $300.00   FSC .40/MI')).toEqual([[300, 'linehaul', false], [0.4, 'fsc', true]]);
    expect(perMile('paying $.95 a mile')).toEqual([[0.95, 'perMile', true]]);
    expect(perMile('Fuel per mile   0.32')).toEqual([[0.32, 'fsc', true]]);
    // A stray '.35' with no per-mile unit is no amount.
    expect(perMile('Load .35 tons of mulch')).toEqual([]);
  });

  it("reads 'gas' as the fuel a customer or a translation adds (R-OFFER-97)", () => {
    expect(money('my budget is $500 and we would add $45 for your gas')).toEqual([[500, 'linehaul'], [45, 'fsc']]);
    expect(money('they pay 600 dollars plus 55 dollars gas')).toEqual([[600, 'linehaul'], [55, 'fsc']]);
    expect(money('pay 380 dollars, gasoline 40 dollars')).toEqual([[380, 'linehaul'], [40, 'fsc']]);
    expect(money('oil and gas 450')).toEqual([[450, 'unknown']]);
  });
});

describe('findMoney: a price plus a smaller amount (R-OFFER-107)', () => {
  it("reads '$560 + $65' and 'pays 320 + 35,' as the linehaul and its fuel", () => {
    expect(money('$610 + $70')).toEqual([[610, 'unknown'], [70, 'fsc']]);
    expect(money('pays 380 + 45, tuesday pick')).toEqual([[380, 'linehaul'], [45, 'fsc']]);
    // A word after the second amount names it; an amount more than half the first is no fuel.
    expect(money('$400 + $75 tarp')).toEqual([[400, 'unknown'], [75, 'unknown']]);
    expect(money('$400 + $300')).toEqual([[400, 'unknown'], [300, 'unknown']]);
  });
});

describe('findMiles', () => {
  it("reads the driver's own distance as deadhead (R-OFFER-23)", () => {
    expect(miles('NEW LOAD NEAR YOU (38 mi from your last check-in)')).toEqual([[38, 'deadhead']]);
    expect(miles('The caller is about 50 miles from the shipper.')).toEqual([[50, 'deadhead']]);
    expect(miles("you're about 60 mi from it")).toEqual([[60, 'deadhead']]);
    expect(miles('y estás como a 35 millas de Stockton')).toEqual([[35, 'deadhead']]);
  });

  it("reads 'run is 781' as loaded miles (R-OFFER-23)", () => {
    expect(miles('Dallas TX to Atlanta GA, run is 781, pays 1850')).toEqual([[781, 'loaded']]);
  });

  it("keeps 'Loaded mi: 330   DH-O: 22' apart, and reads 'Miles are 212' (R-OFFER-23)", () => {
    expect(miles('Loaded mi: 330   DH-O: 22')).toEqual([[330, 'loaded'], [22, 'deadhead']]);
    expect(miles('Miles are 212. Loaded miles are 255')).toEqual([[212, 'loaded'], [255, 'loaded']]);
  });

  it('never reads a search radius as miles (R-OFFER-14)', () => {
    expect(miles('El Paso, TX • 150 mi radius')).toEqual([]);
    expect(miles('Try widening your radius to 250 mi')).toEqual([]);
  });

  it('reads deadhead labels with a miles unit, hedges and a stated zero (R-OFFER-14)', () => {
    expect(miles('LD MI: 420     DH MI: 27')).toEqual([[420, 'loaded'], [27, 'deadhead']]);
    expect(miles('Deadhead is only 18 mi from your spot')).toEqual([[18, 'deadhead']]);
    expect(miles('dead head for you is like 15 miles')).toEqual([[15, 'deadhead']]);
    expect(miles('Trip: 323 mi | DH: 0 mi')).toEqual([[323, 'loaded'], [0, 'deadhead']]);
    expect(miles('0 miles')).toEqual([]);
  });

  it('reads loaded miles, deadhead and DH-D', () => {
    expect(miles('781mi DH 45 DH-D 12 trip: 640 130 ld 45 out dh30 20 mi empty')).toEqual([
      [781, 'loaded'],
      [45, 'deadhead'],
      [12, 'destinationDeadhead'],
      [640, 'loaded'],
      [130, 'loaded'],
      [45, 'deadhead'],
      [30, 'deadhead'],
      [20, 'deadhead'],
    ]);
  });
  it('never reads a weight, a rate per mile, a huge number or a deadhead over 600 as miles', () => {
    expect(miles('10,000 lbs, 2.25/mi, 9000 mi, DH 700')).toEqual([]);
  });
});

describe('maskDecoys', () => {
  it('blanks phones, MC numbers, ZIPs, dates, times, dimensions, streets, references and counts, keeping length', () => {
    const text = 'Call (214) 555-0199 MC 123456 Dallas, TX 75247 11/26 8:00am 48x40 24\' 1200 Main St Suite 4 #88123 12 pallets 5%';
    const masked = maskDecoys(text);
    expect(masked).toHaveLength(text.length);
    expect(masked.replace(/[^\d]/g, '')).toBe('');
  });
  it('blanks given spans but keeps line breaks', () => {
    expect(maskSpans('ab\ncd', [{ start: 1, end: 4 }])).toBe('a \n d');
    expect(maskSpans('abc', [])).toBe('abc');
  });
});

describe('details', () => {
  it('reads equipment, the earliest mention winning', () => {
    expect(findEquipment('box truck or hotshot')?.value).toBe('straight_truck');
    expect(findEquipment('HS, not a sprinter')?.value).toBe('hotshot');
    expect(findEquipment('dry van')).toBeNull();
  });
  it('reads weights in range', () => {
    expect(findWeight('Weight: 12k', 'Weight: 12k')?.value).toBe(12000);
    expect(findWeight('99,000 lbs', '99,000 lbs')).toBeNull();
    expect(findWeight('none', 'none')).toBeNull();
  });
  it('reads the pick-up date, labelled or any date', () => {
    expect(findPickupDate('PU date: 11/26')?.value).toBe('11/26');
    expect(findPickupDate('delivers friday')).toMatchObject({ value: 'friday', strong: false });
    expect(findPickupDate('no date')).toBeNull();
  });
  it('reads references but not a weight after #', () => {
    expect(findLoadReference('Load # 88-120')?.value).toBe('88-120');
    expect(findLoadReference('#45000 lbs')).toBeNull();
    expect(findLoadReference('nothing')).toBeNull();
  });
  it('reads the broker, labelled or by a company word', () => {
    expect(findBroker('Company: Acme Co  (214) 555-0100')?.value).toBe('Acme Co');
    expect(findBroker('thanks, Red River Transport')).toMatchObject({ value: 'Red River Transport', strong: false });
    expect(findBroker('thanks bob')).toBeNull();
  });
  it('reads stop counts above two', () => {
    expect(findStopCount('3 stops')?.value).toBe(3);
    expect(findStopCount('2 picks / 2 drops')?.value).toBe(4);
    expect(findStopCount('2 stops')).toBeNull();
  });
  it('skips accessorials the text says are not needed', () => {
    expect(findAccessorials('no tarp, liftgate needed').map((a) => a.name)).toEqual(['liftgate']);
  });
});

describe('decoys: appointment numbers (R-OFFER-38)', () => {
  it("blanks 'appt 778' and 'appt# 4410'", () => {
    expect(money('receiving 8 AM-noon, appt 778, pays $850')).toEqual([[850, 'linehaul']]);
    expect(maskDecoys('appt# 4410').trim()).toBe('');
  });
});

describe('money: the driver\'s distance away (R-OFFER-41)', () => {
  it("never reads 'ur 150 away' as an amount", () => {
    expect(money('ur 150 away')).toEqual([]);
  });
});

describe('decoys: a figure said with its unit before a street word (R-OFFER-45)', () => {
  it("keeps '22 deadhead from your place' as the deadhead, still blanks '615 Main St'", () => {
    expect(miles('Miles 157, 22 deadhead from your place in Laredo')).toEqual([
      [157, 'loaded'],
      [22, 'deadhead'],
    ]);
    expect(maskDecoys('615 Main St').trim()).toBe('Main St');
  });
});
