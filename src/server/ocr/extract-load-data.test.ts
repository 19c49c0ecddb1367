// The reader around the parser: the sparse second pass fills only what the first reading left
// empty, and what it fills is checked (docs/decisions/009-ocr.md). A scripted engine stands in
// for Tesseract.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WordReaderError, type OcrEngine, type OcrLine } from './engine';
import { extractLoadData, FIELD_NAMES } from './extract-load-data';
import type { FieldName } from './field-names';
import { chooseFields, type ChooserContext } from './field-scorer';
import { CHOOSER_MODEL } from './field-scorer-weights';
import { passOf, recordedEngine } from '../testing/recorded-ocr';

const scripted = (block: string, sparse: string): OcrEngine => ({
  recognize: async (_image, options) => ({ text: options?.sparse ? sparse : block, confidence: 0.8 }),
  close: async () => undefined,
});
const FIRST = 'Pickup: Dallas, TX\nDelivery: Houston, TX\nLine haul: $2,044.14';

describe('extractLoadData: the sparse second pass', () => {
  it('fills the miles the first reading missed', async () => {
    const result = await extractLoadData(Buffer.from('page'), { engine: scripted(FIRST, 'Loaded miles 240') });
    expect(result).toMatchObject({ origin: 'Dallas, TX', rate: 2044.14, miles: 240 });
  });

  it('takes no miles that are the dollars of an amount on the sheet ($2,044.14 read apart as 2044)', async () => {
    const result = await extractLoadData(Buffer.from('page'), { engine: scripted(FIRST, 'Loaded miles 2044') });
    expect(result).toMatchObject({ rate: 2044.14, miles: null });
  });

  it('takes no miles that are the dollars of the tolls either ($312.50 of tolls read apart as 312)', async () => {
    const result = await extractLoadData(Buffer.from('page'), { engine: scripted(`${FIRST}\nTolls: $312.50`, 'Loaded miles 312') });
    expect(result).toMatchObject({ rate: 2044.14, tolls: 312.5, miles: null });
  });
});

/**
 * An engine that reads each pass its own text (the block reading with `lines`, when given) and
 * notes which passes were asked for, and what the word reader was handed (failing there on request).
 */
const byPass = (
  texts: Partial<Record<ReturnType<typeof passOf>, string>>,
  asked: string[],
  reader: { lines?: OcrLine[]; handed?: unknown[]; failReread?: boolean } = {},
): OcrEngine => ({
  recognize: async (_image, options) => {
    const pass = passOf(options);
    asked.push(pass);
    if (options?.reread) {
      reader.handed?.push(options.reread);
      if (reader.failReread) throw new WordReaderError('onnxruntime failed');
    }
    return { text: texts[pass] ?? '', confidence: 0.8, ...(pass === 'block' && reader.lines ? { lines: reader.lines } : {}) };
  },
  close: async () => undefined,
});

describe('extractLoadData: the page prepared sharper (R-UPLOAD-14)', () => {
  it('fills what the first reading missed from the sharper page, and reads no sparse text when nothing is left missing', async () => {
    const asked: string[] = [];
    const engine = byPass({ block: FIRST, sharper: 'Line haul: $2,944.14\nLoaded miles 240', sparse: 'Loaded miles 999' }, asked);
    const result = await extractLoadData(Buffer.from('page'), { engine });
    // The rate the first reading found stays; the miles come from the sharper page.
    expect(result).toMatchObject({ origin: 'Dallas, TX', destination: 'Houston, TX', rate: 2044.14, miles: 240 });
    expect(asked).toEqual(['block', 'sharper']);
  });

  it('reads sparse text after the sharper page when a field the form needs is still missing', async () => {
    const asked: string[] = [];
    const engine = byPass({ block: FIRST, sharper: 'Tolls $25.00', sparse: 'Loaded miles 240' }, asked);
    const result = await extractLoadData(Buffer.from('page'), { engine });
    expect(result).toMatchObject({ rate: 2044.14, miles: 240, tolls: 25 });
    expect(asked).toEqual(['block', 'sharper', 'reread', 'sparse']);
  });

  it('reads a page once when it has every field the form needs', async () => {
    const asked: string[] = [];
    const engine = byPass({ block: `${FIRST}\nLoaded miles 240`, sharper: '', sparse: '' }, asked);
    await extractLoadData(Buffer.from('page'), { engine });
    expect(asked).toEqual(['block']);
  });
});

describe('extractLoadData: the word reader (R-UPLOAD-27)', () => {
  const LINES = [{ text: 'Line haul: $2,044.14', bbox: { x0: 10, y0: 10, x1: 400, y1: 40 }, words: [{ text: 'Line', confidence: 90, bbox: { x0: 10, y0: 10, x1: 60, y1: 40 } }] }];
  const engine = (texts: Parameters<typeof byPass>[0], asked: string[], handed: unknown[] = [], failReread = false) => byPass(texts, asked, { lines: LINES, handed, failReread });

  it("reads the first reading's words again when the sharper page leaves a needed field missing, and fills from them", async () => {
    const asked: string[] = [];
    const handed: unknown[] = [];
    const result = await extractLoadData(Buffer.from('page'), { engine: engine({ block: FIRST, reread: 'Loaded miles 240', sparse: 'Loaded miles 999' }, asked, handed) });
    expect(result).toMatchObject({ origin: 'Dallas, TX', rate: 2044.14, miles: 240 });
    expect(asked).toEqual(['block', 'sharper', 'reread']);
    expect(handed).toEqual([LINES]);
  });

  it('reads the page as before when the word reader fails', async () => {
    const asked: string[] = [];
    const result = await extractLoadData(Buffer.from('page'), { engine: engine({ block: FIRST, sparse: 'Loaded miles 240' }, asked, [], true) });
    expect(result).toMatchObject({ rate: 2044.14, miles: 240 });
    expect(asked).toEqual(['block', 'sharper', 'reread', 'sparse']);
  });

  it("does not take any other engine's failure for the word reader's (a missing recorded reading fails the read)", async () => {
    const engine: OcrEngine = {
      recognize: async (_image, options) => {
        if (options?.reread) throw new Error('No recorded reread reading');
        return { text: options ? '' : FIRST, confidence: 0.8 };
      },
      close: async () => undefined,
    };
    await expect(extractLoadData(Buffer.from('page'), { engine })).rejects.toThrow('No recorded reread reading');
  });

  it('reads the words of a photographed page again even when the first reading has every field the form needs', async () => {
    const photo = readFileSync(path.join('tests/fixtures/rate-cons-families/train', 'grid-form-split-csz-photo.jpg'));
    const asked: string[] = [];
    await extractLoadData(photo, { engine: engine({ block: `${FIRST}\nLoaded miles 240` }, asked), chooser: null });
    expect(asked).toEqual(['block', 'reread']);
    // A screenshot or a clean page with every field is read once.
    const clean = readFileSync(path.join('tests/fixtures/rate-cons-families/train', 'grid-form-split-csz.png'));
    const once: string[] = [];
    await extractLoadData(clean, { engine: engine({ block: `${FIRST}\nLoaded miles 240` }, once), chooser: null });
    expect(once).toEqual(['block']);
  });
});

describe('extractLoadData: miles no linehaul pays (R-UPLOAD-15)', () => {
  const engine = (block: string, sharper: string): OcrEngine => ({
    recognize: async (_image, options) => ({ text: options?.sharper ? sharper : options?.sparse ? '' : block, confidence: 0.8 }),
    close: async () => undefined,
  });

  it("takes miles that put the linehaul over $25 a mile for a misread ('1036' read '36') and reads the page again", async () => {
    const result = await extractLoadData(Buffer.from('page'), { engine: engine(`${FIRST}\nLoaded miles 36`, 'Loaded miles 1036') });
    expect(result).toMatchObject({ rate: 2044.14, miles: 1036 });
  });

  it('leaves miles empty rather than wrong when no reading has better ones', async () => {
    const result = await extractLoadData(Buffer.from('page'), { engine: engine(`${FIRST}\nLoaded miles 36`, 'Loaded miles 10') });
    expect(result).toMatchObject({ rate: 2044.14, miles: null });
  });

  it('keeps a short, well-paid trip: $2,044.14 over 90 miles is $22.71 a mile', async () => {
    const result = await extractLoadData(Buffer.from('page'), { engine: engine(`${FIRST}\nLoaded miles 90`, '') });
    expect(result).toMatchObject({ rate: 2044.14, miles: 90 });
  });
});

describe('extractLoadData: the offer reader as a second opinion on empty miles (R-UPLOAD-20)', () => {
  /** An engine whose every other preparation of the page reads nothing more. */
  const once = (block: string): OcrEngine => ({
    recognize: async (_image, options) => ({ text: options?.sharper || options?.sparse ? '' : block, confidence: 0.8 }),
    close: async () => undefined,
  });

  it('fills loaded miles the layout reader left empty, marked for the driver to check', async () => {
    const result = await extractLoadData(Buffer.from('page'), { engine: once(`${FIRST}\n240 (loaded)`) });
    expect(result).toMatchObject({ origin: 'Dallas, TX', destination: 'Houston, TX', rate: 2044.14, miles: 240 });
    expect(result.fieldConfidence.miles).toBeLessThan(0.6);
    // The fields the layout reader read keep their own confidence (0.5 + 0.5 × 0.8).
    expect(result.fieldConfidence.rate).toBe(0.9);
  });

  it('never replaces miles the layout reader found', async () => {
    const result = await extractLoadData(Buffer.from('page'), { engine: once(`${FIRST}\nLoaded miles 250\n240 (loaded)`) });
    expect(result.miles).toBe(250);
    expect(result.fieldConfidence.miles).toBe(0.9);
  });

  it('takes no miles that put the linehaul over $25 a mile, nor the dollars of an amount on the sheet', async () => {
    const sheet = 'Load #: 12345\nLine haul: $2,044.14\nFuel surcharge: $150.00';
    const short = await extractLoadData(Buffer.from('page'), { engine: once(`${sheet}\n20 (loaded)`) });
    expect(short).toMatchObject({ rate: 2044.14, fsc: 150, loadReference: '12345', miles: null });
    const dollars = await extractLoadData(Buffer.from('page'), { engine: once(`${sheet}\n2044 (loaded)`) });
    expect(dollars.miles).toBeNull();
  });

  it('takes no miles that no road between the places the layout reader read could be', async () => {
    // The offer reader takes the Miami line for the drop; Dallas to Houston is about 240 road miles.
    const text = 'Shipper\nDallas, TX\nConsignee\nHouston, TX\nLine haul: $2,044.14\nSeattle, WA to Miami, FL\n1400 (loaded)';
    const result = await extractLoadData(Buffer.from('page'), { engine: once(text) });
    expect(result).toMatchObject({ origin: 'Dallas, TX', destination: 'Houston, TX', miles: null });
  });

  it('leaves a page that does not read as a rate confirmation (fewer than three fields) to the offer reader of the web', async () => {
    const result = await extractLoadData(Buffer.from('page'), { engine: once('Pickup: Dallas, TX\nLine haul: $2,044.14\n240 (loaded)') });
    expect(result.miles).toBeNull();
  });
});

describe("extractLoadData: watching the learned chooser's context (R-UPLOAD-21)", () => {
  // A faxed form of numbered boxes from the training families, read from its recorded OCR: the
  // rules leave the destination and the miles empty and the committed chooser fills both.
  const engine = recordedEngine(path.resolve('tests/fixtures/rate-cons-families/train-ocr'));
  const image = readFileSync(path.resolve('tests/fixtures/rate-cons-families/train/numbered-box-fax.jpg'));
  const fields = (r: Readonly<Record<FieldName, unknown>>) => Object.fromEntries(FIELD_NAMES.map((f) => [f, r[f]]));

  it('hands the callback the context the chooser is given', async () => {
    const seen: ChooserContext[] = [];
    const given: ChooserContext[] = [];
    await extractLoadData(image, { engine, chooser: (c) => (given.push(c), {}), onChooserContext: (c) => seen.push(c) });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(given[0]);
  });

  it("gives the rules' reading, from which the committed chooser makes exactly the changes the reader makes", async () => {
    const rules = await extractLoadData(image, { engine, chooser: null });
    let context: ChooserContext | undefined;
    const read = await extractLoadData(image, { engine, onChooserContext: (c) => (context = c) });
    expect(fields(context!.rules)).toEqual(fields(rules));
    const chosen = chooseFields(context!, CHOOSER_MODEL);
    expect(chosen).toMatchObject({ destination: 'Lincoln, NE', miles: 631 });
    expect(fields(read)).toEqual({ ...fields(rules), ...chosen });
  });

  it('reads the same with a callback as without, with the chooser and without it', async () => {
    for (const chooser of [undefined, null]) {
      const plain = await extractLoadData(image, { engine, ...(chooser === null ? { chooser } : {}) });
      let calls = 0;
      const watched = await extractLoadData(image, { engine, ...(chooser === null ? { chooser } : {}), onChooserContext: () => (calls += 1) });
      expect(watched).toEqual(plain);
      expect(calls).toBe(1);
    }
  });

  it("still hands over the context of a page the chooser leaves alone (too few fields for a rate confirmation)", async () => {
    const once: OcrEngine = { recognize: async (_image, options) => ({ text: options?.sharper || options?.sparse ? '' : 'Pickup: Dallas, TX\nLine haul: $2,044.14', confidence: 0.8 }), close: async () => undefined };
    let context: ChooserContext | undefined;
    const read = await extractLoadData(Buffer.from('page'), { engine: once, onChooserContext: (c) => (context = c) });
    expect(context?.rules).toMatchObject({ origin: 'Dallas, TX', rate: 2044.14, miles: null });
    expect(read).toEqual(await extractLoadData(Buffer.from('page'), { engine: once }));
  });
});
