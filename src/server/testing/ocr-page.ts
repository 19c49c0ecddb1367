// Pages as Tesseract gives them, for the layout reader's tests: lines of words with boxes.
import type { OcrLine } from '../ocr/engine';
import { originAndDestination, readLayout } from '../ocr/layout';

/**
 * `row(y, [x, 'cell text'], …)` puts each cell's words 10 px a letter apart at height 20 from `x`,
 * so cells far apart read as columns. The line's text is as Tesseract keeps it with
 * preserve_interword_spaces: wide gaps between cells.
 */
export const row = (y: number, ...cells: Array<[number, string]>): OcrLine => {
  const words = cells.flatMap(([x, text]) => {
    let at = x;
    return text.split(' ').map((w) => {
      const word = { text: w, bbox: { x0: at, y0: y, x1: at + 10 * w.length, y1: y + 20 }, confidence: 90 };
      at += 10 * w.length + 8;
      return word;
    });
  });
  return { text: cells.map(([, text]) => text).join('      '), bbox: { x0: words[0]!.bbox.x0, y0: y, x1: words.at(-1)!.bbox.x1, y1: y + 20 }, words };
};

/** What the layout reader finds on a page: its labelled values with the origin and destination. */
export const readPage = (lines: OcrLine[]) => {
  const found = readLayout(lines);
  return { ...found.values, ...originAndDestination(found.stops) };
};
