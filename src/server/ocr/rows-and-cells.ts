/**
 * The mechanics of seeing a page's words as a reader does: words that stand close on a line make a
 * cell, cells (or words) whose middles are level make a row (docs/decisions/009-ocr.md, 'Words with
 * boxes' and 'A learned field chooser'). The layout rules (layout.ts) and the learned field chooser
 * (field-scorer.ts) group with their own thresholds, tuned apart, so each says when a word joins
 * the cell or the row being built. Pure.
 */

/** A box on the page, in pixels. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The middle value (the upper one of an even count), 0 for none. */
export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

/** The text size of these words: their median height, 8 px at the least. */
export const textHeight = (words: readonly Box[]): number => Math.max(8, median(words.map((w) => w.y1 - w.y0)));

export const midY = (b: Box): number => (b.y0 + b.y1) / 2;

/** The box around these boxes. */
export const spanOf = (boxes: readonly Box[]): Box => ({
  x0: Math.min(...boxes.map((b) => b.x0)),
  y0: Math.min(...boxes.map((b) => b.y0)),
  x1: Math.max(...boxes.map((b) => b.x1)),
  y1: Math.max(...boxes.map((b) => b.y1)),
});

/**
 * Boxes grouped into visual rows, top to bottom, each left to right: taken in order of their
 * middles, a box joins the row being built when `joins(row, box)`, else it starts the next row.
 */
export function rowsOf<B extends Box>(boxes: readonly B[], joins: (row: readonly B[], box: B) => boolean): B[][] {
  const rows: B[][] = [];
  for (const box of [...boxes].sort((a, b) => midY(a) - midY(b))) {
    const row = rows.at(-1);
    if (row && joins(row, box)) row.push(box);
    else rows.push([box]);
  }
  return rows.map((r) => r.sort((a, b) => a.x0 - b.x0));
}

/**
 * The words of a line or row split into cells, left to right: a word joins the cell before it when
 * `joins(gap, previous, word)`, the gap being from that cell's right edge to the word and
 * `previous` the word just before it.
 */
export function cellsOf<B extends Box>(words: readonly B[], joins: (gap: number, previous: B, word: B) => boolean): B[][] {
  const cells: B[][] = [];
  let right = 0;
  for (const word of [...words].sort((a, b) => a.x0 - b.x0)) {
    const cell = cells.at(-1);
    if (cell && joins(word.x0 - right, cell.at(-1)!, word)) {
      cell.push(word);
      right = Math.max(right, word.x1);
    } else {
      cells.push([word]);
      right = word.x1;
    }
  }
  return cells;
}
