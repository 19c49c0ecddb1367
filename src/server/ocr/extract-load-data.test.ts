// The reader around the parser: the sparse second pass fills only what the first reading left
// empty, and what it fills is checked (docs/decisions/009-ocr.md). A scripted engine stands in
// for Tesseract.
import { describe, expect, it } from 'vitest';
import type { OcrEngine } from './engine';
import { extractLoadData } from './extract-load-data';

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
});

describe('extractLoadData: the page prepared sharper (R-UPLOAD-14)', () => {
  /** An engine that reads each preparation its own text and notes which were asked for. */
  const byPass = (texts: { block: string; sharper: string; sparse: string }, asked: string[]): OcrEngine => ({
    recognize: async (_image, options) => {
      const pass = options?.sharper ? 'sharper' : options?.sparse ? 'sparse' : 'block';
      asked.push(pass);
      return { text: texts[pass], confidence: 0.8 };
    },
    close: async () => undefined,
  });

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
    expect(asked).toEqual(['block', 'sharper', 'sparse']);
  });

  it('reads a page once when it has every field the form needs', async () => {
    const asked: string[] = [];
    const engine = byPass({ block: `${FIRST}\nLoaded miles 240`, sharper: '', sparse: '' }, asked);
    await extractLoadData(Buffer.from('page'), { engine });
    expect(asked).toEqual(['block']);
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
