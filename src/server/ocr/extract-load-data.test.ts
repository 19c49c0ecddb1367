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
