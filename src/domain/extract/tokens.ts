/**
 * Words and table cells of a text. The offer reader and the server's rate-confirmation parser both
 * start here (docs/product-rules.md, R-OFFER-1): text pasted by a driver has only line breaks and
 * spaces, while OCR output may also carry each word's box on the page, so a word has an optional
 * box and a line number, and `wordsToText` turns OCR words back into lines whose table gaps are
 * runs of two spaces (how the cell splitter below recognises columns).
 */

/** Where a word sits on a page image, in pixels (OCR only). */
interface WordBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Word {
  text: string;
  /** 0-based line of the text the word is on. */
  line: number;
  /** Offset of the word's first character in the text (pasted text only). */
  start?: number;
  box?: WordBox;
}

/** Splits a text into its words (runs of non-space characters), line by line. */
export function tokenize(text: string): Word[] {
  const words: Word[] = [];
  let line = 0;
  const re = /\n|[^\s]+/g;
  for (const m of text.matchAll(re)) {
    if (m[0] === '\n') line += 1;
    else words.push({ text: m[0], line, start: m.index });
  }
  return words;
}

/**
 * Words back into text: one line per `line`, words in reading order. With boxes, a gap wider than
 * about two characters becomes two spaces (a table cell boundary); without boxes, one space.
 */
export function wordsToText(words: readonly Word[]): string {
  const lines = new Map<number, Word[]>();
  for (const word of words) {
    const list = lines.get(word.line) ?? [];
    list.push(word);
    lines.set(word.line, list);
  }
  return [...lines.keys()]
    .sort((a, b) => a - b)
    .map((n) => {
      const list = lines.get(n)!;
      const boxed = list.every((w) => w.box);
      if (boxed) list.sort((a, b) => a.box!.left - b.box!.left);
      let out = '';
      list.forEach((word, i) => {
        if (i > 0) {
          const prev = list[i - 1]!;
          let gap = ' ';
          if (boxed) {
            const charWidth = prev.box!.width / Math.max(1, prev.text.length);
            if (word.box!.left - (prev.box!.left + prev.box!.width) > 2 * charWidth) gap = '  ';
          }
          out += gap;
        }
        out += word.text;
      });
      return out;
    })
    .join('\n');
}

export interface Cell {
  text: string;
  start: number;
}

/** A line's cells: text split at runs of two or more spaces (tabs count as such a run). */
export function cellsOf(line: string): Cell[] {
  const cells: Cell[] = [];
  const re = /\S+(?: \S+)*/g;
  for (const m of line.replace(/\t/g, '  ').matchAll(re)) cells.push({ text: m[0], start: m.index });
  return cells;
}

/** A stretch of a text: the offsets [start, end). */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * The lines of `text`, or of the stretch `within` of it, as offsets into `text` (line breaks left
 * out; a text ending in a line break ends with an empty line).
 */
export function linesOf(text: string, within: TextRange = { start: 0, end: text.length }): TextRange[] {
  const lines: TextRange[] = [];
  let start = within.start;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 || nl >= within.end ? within.end : nl;
    lines.push({ start, end });
    if (end === within.end) return lines;
    start = end + 1;
  }
}
