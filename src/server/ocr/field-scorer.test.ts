import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OcrEngine } from './engine';
import { extractLoadData, FIELD_NAMES, type LoadExtraction } from './extract-load-data';
import { hashInto } from '../../domain/extract/offer-learned';
import { chooseFields, fieldCandidates, FIELD_SCORER_DIM, pickCandidate, type ChooserContext } from './field-scorer';
import { CHOOSER_MODEL } from './field-scorer-weights';
import { serverGazetteer } from './gazetteer';
import { row as line } from '../testing/ocr-page';
import { recordedEngine } from '../testing/recorded-ocr';

const NO_RULES: ChooserContext['rules'] = { origin: null, destination: null, miles: null, rate: null, fsc: null, tolls: null, loadReference: null };

describe('the learned field chooser: candidates (R-UPLOAD-21)', () => {
  const gazetteer = serverGazetteer();

  it('pairs a city cell with the state cell below it, and reads a place written with slashes', () => {
    const lines = [
      line(100, [100, 'SHIPPER'], [600, 'CONSIGNEE']),
      line(140, [100, 'City: Mobile'], [600, 'City: Lubbock']),
      line(180, [100, 'State: AL'], [600, 'State: TX']),
      line(260, [100, 'City/State/Zip: Reno /NV/89502']),
    ];
    const places = fieldCandidates({ lines, rules: NO_RULES, gazetteer }).origin.candidates.map((c) => c.value);
    expect(places).toEqual(expect.arrayContaining(['Mobile, AL', 'Lubbock, TX', 'Reno, NV']));
  });

  it('finds places written without a comma, with a code in title case, between box rules or as key=value', () => {
    const lines = [
      line(100, [100, 'RC 66-514431 / Bakersfield CA - Baton Rouge LA']),
      line(140, [100, 'Consignee'], [400, 'Detroit, Mi']),
      line(180, [100, 'City'], [300, 'Tulsa'], [500, '[state | OK'], [700, '[zip [74107']),
      line(220, [100, 'HEARTLAND FEED'], [400, 'ROANOKE'], [600, 'VA| 24012']),
      line(260, [100, 'City=Dallas']),
      line(300, [100, 'State=TX']),
    ];
    const places = fieldCandidates({ lines, rules: NO_RULES, gazetteer }).destination.candidates.map((c) => c.value);
    expect(places).toEqual(['Bakersfield, CA', 'Baton Rouge, LA', 'Detroit, MI', 'Tulsa, OK', 'Roanoke, VA', 'Dallas, TX']);
  });

  it('takes no word for a city by a two-letter word, and no city the gazetteer lacks in that state', () => {
    const lines = [line(100, [100, 'SHIP TO OR CALL IN ADVANCE']), line(140, [100, 'Nowhereville TX 75001'])];
    expect(fieldCandidates({ lines, rules: NO_RULES, gazetteer }).origin.candidates).toEqual([]);
  });

  it("describes a place in capitals by the label before it, not by the city's own words", () => {
    const lines = [line(100, [100, 'DELIVER TO: EL PASO, TX 79901'])];
    const [place] = fieldCandidates({ lines, rules: NO_RULES, gazetteer }).destination.candidates;
    expect(place!.value).toBe('El Paso, TX');
    expect(place!.features).toContain(hashInto('destination|in:deliver', FIELD_SCORER_DIM));
    expect(place!.features).not.toContain(hashInto('destination|in:paso', FIELD_SCORER_DIM));
  });

  it("marks a place an invoice or payment goes to as the broker's office, even in a long line, and a stop's place not", () => {
    const lines = [
      line(100, [100, '5. Delivery: Keystone Precast, 7873 Rail Yard Ave, Memphis, TN 38118']),
      line(140, [100, '11. Payment: invoice TruLane Freight c/o Triumph Pay, 8219 Distribution Dr, Knoxville, TN 37921, with the signed BOL']),
    ];
    const office = hashInto('destination|office', FIELD_SCORER_DIM);
    const [memphis, knoxville] = fieldCandidates({ lines, rules: NO_RULES, gazetteer }).destination.candidates;
    expect([memphis!.value, knoxville!.value]).toEqual(['Memphis, TN', 'Knoxville, TN']);
    expect(knoxville!.features).toContain(office);
    expect(memphis!.features).not.toContain(office);
  });

  it("marks a carrier's MC or DOT number among the load-reference candidates, which no load reference is", () => {
    const lines = [line(100, [100, 'Carrier: Hill Cartage MC-904074'], [600, 'Order DR56440'])];
    const refs = fieldCandidates({ lines, rules: NO_RULES, gazetteer }).loadReference.candidates;
    const authority = hashInto('loadReference|m:authority', FIELD_SCORER_DIM);
    expect(refs.map((c) => [c.value, c.features.includes(authority)])).toEqual([
      ['MC-904074', true],
      ['DR56440', false],
    ]);
  });

  it('takes amounts for the money fields and whole numbers for the miles, never a date, a time or a phone', () => {
    const lines = [
      line(100, [100, 'Pickup 03/15/2026 08:00'], [600, 'Phone (203) 577-9293']),
      line(140, [100, 'TOTAL MILES'], [400, 'LINEHAUL'], [700, 'FSC']),
      line(180, [100, '721'], [400, '$1,650.00'], [700, '$204.78']),
    ];
    const all = fieldCandidates({ lines, rules: NO_RULES, gazetteer });
    expect(all.miles.candidates.map((c) => c.value)).toEqual([721]);
    expect(all.rate.candidates.map((c) => c.value)).toEqual([721, 1650, 204.78]);
  });

  it("always offers the rules' answer, even when no word on the page holds it (a rate worked out from a total)", () => {
    const lines = [line(100, [100, 'Total carrier pay'], [500, '$2,100.00'])];
    const rate = fieldCandidates({ lines, rules: { ...NO_RULES, rate: 1850 }, gazetteer }).rate.candidates.map((c) => c.value);
    expect(rate).toEqual([2100, 1850]);
  });
});

describe('the learned field chooser: decision', () => {
  const t = { fill: 1, override: 2 };
  it('fills an empty field only when the best candidate beats none by the fill margin', () => {
    expect(pickCandidate([0.5, 2.5], [10, 20], 1, null, t)).toBe(1);
    expect(pickCandidate([0.5, 1.8], [10, 20], 1, null, t)).toBeUndefined();
  });
  it("replaces the rules' answer only by the override margin over it and over none", () => {
    expect(pickCandidate([0.5, 3], [10, 20], 0, 10, t)).toBe(1);
    expect(pickCandidate([1.5, 3], [10, 20], 0, 10, t)).toBeUndefined();
    expect(pickCandidate([0.5, 3], [10, 20], 0, 20, t)).toBeUndefined();
  });
});

describe('the learned field chooser on a layout the rules do not read', () => {
  // A faxed form of numbered boxes (a training family the rules were never tuned on): the rules
  // leave the destination and the miles empty; the chooser finds both, marked for checking.
  const DIR = path.resolve('tests/fixtures/rate-cons-families/train');
  const recorded = recordedEngine(path.resolve('tests/fixtures/rate-cons-families/train-ocr'));
  const image = readFileSync(path.join(DIR, 'numbered-box-fax.jpg'));

  it('fills the destination and the miles, each below the review mark (0.6)', async () => {
    const rules = await extractLoadData(image, { engine: recorded, chooser: null });
    expect([rules.destination, rules.miles]).toEqual([null, null]);
    const read = await extractLoadData(image, { engine: recorded });
    expect(read.destination).toBe('Lincoln, NE');
    expect(read.miles).toBe(631);
    expect(read.fieldConfidence.destination).toBeLessThan(0.6);
    expect(read.fieldConfidence.miles).toBeLessThan(0.6);
    // What the rules read stays theirs.
    expect(read.origin).toBe(rules.origin);
    expect(read.rate).toBe(rules.rate);
  });
});

describe('the learned field chooser leaves what is not a rate confirmation alone', () => {
  // A text message's screenshot: the rules read its load number only, so the page goes to the
  // browser's offer reader with its text (fewer than three fields); the chooser, which would add
  // the miles, does not act on it.
  const said = ['Mike (broker)', 'Got a hotshot load for you', 'Dallas TX to Memphis TN', 'pays 1200 all in, 452 mi', 'need it picked up by 3pm', 'Load 4471829'];
  const engine: OcrEngine = {
    recognize: async () => ({ text: said.join('\n'), confidence: 0.9, lines: said.map((s, i) => line(40 + i * 48, [40, s])) }),
    close: async () => undefined,
  };
  const fields = (r: LoadExtraction) => FIELD_NAMES.map((k) => r[k]);

  it("keeps the rules' reading of an offer's screenshot", async () => {
    const rules = await extractLoadData(Buffer.from('page'), { engine, chooser: null });
    const forced = await extractLoadData(Buffer.from('page'), { engine, chooser: (c) => chooseFields(c, CHOOSER_MODEL) });
    expect(fields(forced)).not.toEqual(fields(rules));
    const read = await extractLoadData(Buffer.from('page'), { engine });
    expect(fields(read)).toEqual(fields(rules));
  });
});

describe('the learned field chooser reads a photographed paper page however few fields the rules found', () => {
  // A training family's photo (a page held askew under uneven light), from its recorded OCR: the
  // rules read two fields, too few for a rate confirmation, but no offer's screenshot is a
  // photographed sheet of paper, so the chooser acts and fills the load number (R-UPLOAD-21).
  const engine = recordedEngine(path.resolve('tests/fixtures/rate-cons-families/train-ocr'));
  const photo = readFileSync(path.resolve('tests/fixtures/rate-cons-families/train/a6-fuel-inclusive-schedule-photo.jpg'));

  it('fills the load number, marked for checking', async () => {
    const rules = await extractLoadData(photo, { engine, chooser: null });
    expect(FIELD_NAMES.filter((f) => rules[f] !== null).length).toBeLessThan(3);
    expect(rules.loadReference).toBeNull();
    const read = await extractLoadData(photo, { engine });
    expect(read.loadReference).toBe('8366628');
    expect(read.fieldConfidence.loadReference).toBeLessThanOrEqual(0.5);
  });
});
