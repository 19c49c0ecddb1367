// The learned candidate scorer (docs/product-rules.md R-OFFER-62, docs/decisions/016): deadhead
// and miles the rules leave unread are read by the trained scorer; what the rules read right stays.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadUsGazetteer } from '../../../scripts/us-cities-plugin';
import { indexGazetteer, type GazetteerIndex } from '../distance';
import { readOffer } from './offer';
import { decide } from './offer-learned';
import type { OfferReading } from './offer-types';

let places: GazetteerIndex;
beforeAll(() => {
  places = indexGazetteer(loadUsGazetteer());
});

function first(text: string, rulesAlone = false): OfferReading {
  const result = readOffer(text, rulesAlone ? { places, scorer: null } : { places });
  if (result.status !== 'ok') throw new Error(`no load read: ${result.status}`);
  return result.loads[0]!;
}

describe('learned candidate scorer in readOffer', () => {
  it.each([
    [
      "the driver's distance said after a list of two loads",
      'Chat with Prairie Freight\nKim: Two for your box truck out of Omaha today:\nKim: (1) Omaha NE → Lincoln NE, 58 mi, $260 all in\n' +
        // With 'both at our dock …' the rules read it since R-OFFER-91 (a deadhead said for every load).
        'Kim: (2) Omaha NE → Des Moines IA, 136 mi, $420 + $40 fuel\nYou: where is pickup\nKim: at our dock off I-80, you\'re roughly 9 miles from it.',
      9,
    ],
    // 'Shipper is 27 miles from where you're parked' is read by the rules since R-OFFER-88.
    ["the distance to the shipper from the driver's spot", 'Boise ID to Salt Lake City UT, 340 mi, $980. Distance to shipper from your spot: 27', 27],
  ])('reads the deadhead the rules miss: %s', (_name, text, deadhead) => {
    expect(first(text, true).deadhead).toBeNull();
    const reading = first(text);
    expect(reading.deadhead?.value).toBe(deadhead);
    // A value the scorer picked is marked for the driver to check (R-OFFER-10: below 0.7).
    expect(reading.deadhead?.confidence).toBeLessThan(0.7);
    expect(reading.deadhead?.source).toContain(String(deadhead));
  });

  it('leaves empty a deadhead the text does not give', () => {
    expect(first('Abilene TX to Lubbock TX, 165 mi, pays $500. Loads at 7am.').deadhead).toBeNull();
  });

  it("never gives one load of a list another load's price, nor replaces a per-mile rate × estimated miles", () => {
    const text = [
      'Hi, 3 loads for you:',
      '1) Dallas TX to Atlanta GA 781mi $1850 hotshot, DH 45',
      '2) Denver CO to Phoenix AZ 820 miles $2400',
      '3) Houston TX to Memphis TN $2.25/mi liftgate',
    ].join('\n');
    const result = readOffer(text, { places });
    const alone = readOffer(text, { places, scorer: null });
    if (result.status !== 'ok' || alone.status !== 'ok') throw new Error('no loads read');
    expect(result.loads.map((l) => l.rate?.value)).toEqual([1850, 2400, alone.loads[2]!.rate!.value]);
    expect(result.loads[2]!.rate?.note).toMatch(/^\$2\.25\/mi × \d+ mi = \$/);
  });

  it("reads the origin the rules guessed wrong: a signature's name is no pick-up (R-OFFER-63)", () => {
    const text = 'Reefer from the Fresno area, delivers Bakersfield. 110 mi, $500. Thanks, Dana - Visalia CA office';
    // The rules snap the name 'Dana' to a city alone; the scorer picks the place after 'from'.
    expect(first(text, true).origin?.value).toBe('Dana, NC');
    const reading = first(text);
    expect(reading.origin?.value).toBe('Fresno, CA');
    expect(reading.origin?.confidence).toBeLessThan(0.7);
    expect(reading.origin?.source).toBe('Fresno');
  });

  it('keeps the stops the rules read from labels, even in an unusual order (R-OFFER-63)', () => {
    const text = 'bot: load #4410023\nto: bozeman, mt\nfrom: idaho falls, id\nrate: 925 (fuel included)';
    const reading = first(text);
    expect([reading.origin?.value, reading.destination?.value]).toEqual(['Idaho Falls, ID', 'Bozeman, MT']);
    expect(reading).toEqual(first(text, true));
  });

  it("replaces a stop the rules read from an arrow when the page says that load is booked (R-OFFER-93)", () => {
    const text = 'You viewed: ATL → CLT (booked by another carrier)\nSimilar loads\nAtlanta, GA → Chattanooga, TN · 118 mi · $2.50/mi · Cargo van';
    // The rules take the booked load's lane 'ATL → CLT' for the stops, sure of it.
    expect(first(text, true).destination).toMatchObject({ value: 'Charlotte, NC', confidence: 0.9 });
    const reading = first(text);
    expect(reading.origin?.value).toBe('Atlanta, GA');
    expect(reading.destination?.value).toBe('Chattanooga, TN');
    expect(reading.destination?.confidence).toBeLessThan(0.7);
    expect(reading.destination?.source).toBe('Chattanooga, TN');
  });

  it("replaces a rate the rules read when it is a broker's credit limit, not the load's pay (R-OFFER-94)", () => {
    // The rules read a factor's 'limit $15,000' as no pay since R-OFFER-78; a 'credit line' they still take.
    const text = 'Sunrise Logistics, B rating, pays in 45 days, credit line $15,000.\n> Tampa FL to Orlando FL, 85 mi, $350';
    expect(first(text, true).rate?.value).toBe(15_000);
    const reading = first(text);
    expect(reading.rate?.value).toBe(350);
    expect(reading.rate?.confidence).toBeLessThan(0.7);
    expect(reading.rate?.source).toContain('350');
    expect([reading.origin?.value, reading.destination?.value, reading.miles?.value]).toEqual(['Tampa, FL', 'Orlando, FL', 85]);
  });

  it('keeps labelled stops and a stated linehaul beside an invoice address and a total with fuel (R-OFFER-93, R-OFFER-94)', () => {
    const text = 'Pickup: Denver CO\nDrop: Pueblo CO\n115 mi, linehaul $400, total with fuel $455\n\nThanks,\nJo | Front Range Freight\nDelivery address for invoices: Boulder CO';
    const reading = first(text);
    expect([reading.origin?.value, reading.destination?.value, reading.rate?.value]).toEqual(['Denver, CO', 'Pueblo, CO', 400]);
    expect(reading).toEqual(first(text, true));
  });

  it("says no load is found in a reply saying the load was covered, though the rules read one (R-OFFER-95)", () => {
    const text =
      "Subject: RE: Tulsa OK -> Wichita KS 12/03\n\nThanks for the quick reply. Unfortunately that one was covered an hour ago, 176 mi at $540. I'll keep your MC on file and send anything similar.\n\nBest,\nRita";
    expect(first(text, true).destination?.value).toBe('Wichita, KS');
    expect(readOffer(text, { places })).toEqual({ status: 'empty', message: 'No load found in this text.' });
  });

  it("weighs whether a text holds a load on the stops the rules read, not on the scorer's picks (R-OFFER-110)", () => {
    const text = 'You viewed: ATL → CLT (booked by another carrier)\nSimilar loads\nAtlanta, GA → Chattanooga, TN · 118 mi · $2.50/mi · Cargo van';
    const seen: Array<string | undefined> = [];
    const result = readOffer(text, {
      places,
      noLoad: (_, loads) => {
        seen.push(`${loads[0]?.destination?.value} ${loads[0]?.destination?.confidence}`);
        return false;
      },
    });
    // The check was trained on the rules' readings: it sees the arrow's Charlotte read sure, while
    // the driver is shown the scorer's Chattanooga (R-OFFER-93).
    expect(seen).toEqual(['Charlotte, NC 0.9']);
    expect(result.status === 'ok' && result.loads[0]?.destination?.value).toBe('Chattanooga, TN');
  });

  it('keeps what the rules read: miles, rate and deadhead of a plain offer', () => {
    const text = 'Dallas TX to Atlanta GA 781 mi $1,850 DH 45';
    const reading = first(text);
    expect([reading.miles?.value, reading.rate?.value, reading.deadhead?.value]).toEqual([781, 1850, 45]);
    expect(reading).toEqual(first(text, true));
  });
});

describe('decide', () => {
  const thresholds = { fill: 0, override: 1 };
  it('fills an empty field with the best candidate only when it outscores none by more than the fill threshold', () => {
    expect(decide([2, 0.5], [14, 60], 1, null, thresholds)).toBe(0);
    expect(decide([0.8, 0.5], [14, 60], 1, null, thresholds)).toBeUndefined();
  });
  it("replaces the rules' value only when another candidate outscores it by more than the override margin", () => {
    expect(decide([3, 1.5], [14, 60], 0, 60, thresholds)).toBe(0);
    expect(decide([2, 1.5], [14, 60], 0, 60, thresholds)).toBeUndefined();
    expect(decide([3, 1.5], [60, 14], 0, 60, thresholds)).toBeUndefined();
  });
  it('never replaces when the override margin is infinite (the rate: fill only)', () => {
    expect(decide([30, -5], [14, 60], 0, 60, { fill: 0, override: Infinity })).toBeUndefined();
  });
});
