// The word reader (docs/product-rules.md R-UPLOAD-27): PaddleOCR's recogniser, run on this machine
// from the npm package's model, reads the words in the boxes it is given.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OcrLine } from './engine';
import { createWordReader, decodeCtc, respelled } from './word-reader';

/** A white page with `words` printed on one line at the given x positions, and their boxes. */
async function printed(words: Array<{ text: string; x: number; width: number }>): Promise<{ page: Buffer; line: OcrLine }> {
  const spans = words.map((w) => `<text x="${w.x}" y="70" font-family="DejaVu Sans" font-size="36">${w.text.replace(/&/g, '&amp;')}</text>`).join('');
  const page = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="120"><rect width="100%" height="100%" fill="#fff"/>${spans}</svg>`))
    .flatten({ background: '#ffffff' })
    .grayscale()
    .png()
    .toBuffer();
  const boxes = words.map((w) => ({ text: '?', confidence: 50, bbox: { x0: w.x - 2, y0: 38, x1: w.x + w.width, y1: 80 } }));
  return { page, line: { text: words.map(() => '?').join('   '), bbox: { x0: 0, y0: 38, x1: 1200, y1: 80 }, words: boxes } };
}

describe('word reader', () => {
  it('reads the words in the boxes it is given, and keeps the spaces between table cells', { timeout: 30_000 }, async () => {
    const { page, line } = await printed([
      { text: 'Greensboro,', x: 20, width: 215 },
      { text: 'NC', x: 250, width: 55 },
      { text: '$2,044.14', x: 520, width: 190 },
      { text: 'MC870193', x: 860, width: 200 },
    ]);
    const read = await createWordReader().reread(page, [line]);
    expect(read.lines?.[0]?.words.map((w) => w.text)).toEqual(['Greensboro,', 'NC', '$2,044.14', 'MC870193']);
    // Each word keeps Tesseract's box; the line keeps its gaps ('?   ?' had three spaces).
    expect(read.lines?.[0]?.words[2]?.bbox).toEqual(line.words[2]!.bbox);
    expect(read.text).toBe('Greensboro,   NC   $2,044.14   MC870193');
  });

  it("keeps Tesseract's word where the box holds nothing to read", { timeout: 30_000 }, async () => {
    const { page } = await printed([{ text: 'Tolls', x: 20, width: 100 }]);
    const blank = { text: 'Tolls $25.00', bbox: { x0: 600, y0: 38, x1: 900, y1: 80 }, words: [{ text: '$25.00', confidence: 60, bbox: { x0: 600, y0: 38, x1: 900, y1: 80 } }] };
    const read = await createWordReader().reread(page, [blank]);
    expect(read.lines?.[0]?.words[0]?.text).toBe('$25.00');
  });
});

describe('decodeCtc', () => {
  const chars = ['', 'a', 'b', ' '];
  /** Scores for a sequence of best classes (one step each). */
  const steps = (best: number[]) => {
    const scores = new Float32Array(best.length * chars.length);
    best.forEach((c, t) => (scores[t * chars.length + c] = 0.9));
    return scores;
  };

  it('drops blanks and repeated steps, and keeps a letter repeated across a blank', () => {
    expect(decodeCtc(steps([0, 1, 1, 0, 2, 2, 0]), 7, 4, chars)).toEqual({ text: 'ab', confidence: expect.closeTo(0.9, 5) });
    expect(decodeCtc(steps([1, 0, 1]), 3, 4, chars).text).toBe('aa');
  });

  it('reads nothing with confidence 0 from blanks only', () => {
    expect(decodeCtc(steps([0, 0]), 2, 4, chars)).toEqual({ text: '', confidence: 0 });
  });
});

describe('respelled', () => {
  it("puts new words in place of Tesseract's and keeps what lies between them", () => {
    const line = { text: 'Tols  $25.00', words: [{ text: 'Tols' }, { text: '$25.00' }] } as unknown as OcrLine;
    expect(respelled(line, ['Tolls', '$25.00'])).toBe('Tolls  $25.00');
  });
});
