// Words with boxes seen as a reader sees a page: cells of a row, rows of a page
// (docs/decisions/009-ocr.md, 'Words with boxes'; shared by layout.ts and field-scorer.ts).
import { describe, expect, it } from 'vitest';
import { cellsOf, median, rowsOf, spanOf, textHeight, type Box } from './rows-and-cells';

type Word = Box & { text: string };
/** A word `text` at x, its top at y, 10 px a letter and `h` px tall. */
const word = (text: string, x: number, y: number, h = 20): Word => ({ text, x0: x, y0: y, x1: x + 10 * text.length, y1: y + h });
const texts = (groups: Word[][]) => groups.map((g) => g.map((w) => w.text).join(' '));

describe('rows of a page', () => {
  // A boxed form row as Tesseract reads it: each box a line of its own, a few pixels higher or lower
  // than its neighbours, given in Tesseract's order (box by box); the row below is another row.
  const page = [
    word('1650.00', 700, 103),
    word('Linehaul', 100, 100),
    word('USD', 400, 98),
    word('Fuel', 100, 140),
    word('204.78', 700, 141),
  ];
  const middleWithinFirst = (row: readonly Word[], w: Word) => (w.y0 + w.y1) / 2 >= row[0]!.y0 && (w.y0 + w.y1) / 2 <= row[0]!.y1;

  it('puts the boxes of one form row on one row, left to right, and the next row below it', () => {
    expect(texts(rowsOf(page, middleWithinFirst))).toEqual(['Linehaul USD 1650.00', 'Fuel 204.78']);
  });

  it('leaves the words it was given as they were', () => {
    const before = page.map((w) => w.text);
    rowsOf(page, middleWithinFirst);
    expect(page.map((w) => w.text)).toEqual(before);
  });

  it("keeps apart what the caller's rule keeps apart (a row held to a tighter band)", () => {
    const tight = (row: readonly Word[], w: Word) => Math.abs(w.y0 - row[0]!.y0) <= 2;
    expect(texts(rowsOf(page, tight))).toEqual(['Linehaul USD', '1650.00', 'Fuel 204.78']);
  });
});

describe('cells of a row', () => {
  const narrow = (gap: number) => gap < 28;

  it("splits a form row at its wide gaps and keeps a cell's words together", () => {
    const row = [word('Pick', 100, 100), word('up', 148, 100), word('Macon,', 400, 100), word('GA', 468, 100), word('Appt', 700, 100)];
    expect(texts(cellsOf(row, narrow))).toEqual(['Pick up', 'Macon, GA', 'Appt']);
  });

  it("measures the gap from the cell's right edge, not its last word's", () => {
    // A long word, then a short one drawn inside it (a mark over the text), then a word a little past the long one.
    const row = [word('Settlement', 100, 100), word('x', 120, 100), word('due', 220, 100)];
    expect(texts(cellsOf(row, narrow))).toEqual(['Settlement x due']);
  });

  it('hands the rule the word just before, so large type can be spaced by its own size', () => {
    const big = [word('TruLane', 100, 100, 40), word('Freight', 200, 100, 40), word('Rate', 330, 110, 20)];
    const bySize = (gap: number, previous: Word, w: Word) => gap <= 0.9 * Math.min(previous.y1 - previous.y0, w.y1 - w.y0);
    expect(texts(cellsOf(big, bySize))).toEqual(['TruLane Freight', 'Rate']);
    // (A place run on past a wide gap after its comma: the word before the gap decides, not the cell's first.)
    const place = [word('Macon,', 100, 100), word('GA', 200, 100), word('Appt', 260, 100)];
    expect(texts(cellsOf(place, (gap, previous) => gap < 28 || previous.text.endsWith(',')))).toEqual(['Macon, GA', 'Appt']);
  });
});

describe('sizes', () => {
  it("a line's text height is its words' median height, never under 8 px", () => {
    expect(textHeight([word('a', 0, 0, 20), word('b', 0, 0, 30), word('c', 0, 0, 22)])).toBe(22);
    expect(textHeight([word('.', 0, 0, 3)])).toBe(8);
    expect(median([])).toBe(0);
  });

  it('a span is the box around its boxes', () => {
    expect(spanOf([word('ab', 100, 50), word('c', 90, 60, 30)])).toEqual({ x0: 90, y0: 50, x1: 120, y1: 90 });
  });
});
