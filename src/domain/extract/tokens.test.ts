import { describe, expect, it } from 'vitest';
import { cellsOf, linesOf, tokenize, wordsToText } from './tokens';

describe('tokenize', () => {
  it('splits text into words with their line and offset', () => {
    expect(tokenize('PU: Dallas TX\n  781 mi')).toEqual([
      { text: 'PU:', line: 0, start: 0 },
      { text: 'Dallas', line: 0, start: 4 },
      { text: 'TX', line: 0, start: 11 },
      { text: '781', line: 1, start: 16 },
      { text: 'mi', line: 1, start: 20 },
    ]);
  });
});

describe('wordsToText', () => {
  it('joins pasted words with single spaces, line by line', () => {
    expect(wordsToText(tokenize('Rate: $1,850\nMiles 781'))).toBe('Rate: $1,850\nMiles 781');
  });

  it('orders OCR words by their box and marks wide gaps as a cell boundary', () => {
    const box = (left: number, width: number) => ({ left, top: 0, width, height: 10 });
    const words = [
      { text: '$375.00', line: 3, box: box(300, 70) },
      { text: 'Linehaul', line: 3, box: box(0, 80) },
      { text: 'Total', line: 4, box: box(0, 50) },
      { text: 'Miles', line: 4, box: box(55, 50) },
    ];
    expect(wordsToText(words)).toBe('Linehaul  $375.00\nTotal Miles');
  });
});

describe('cellsOf', () => {
  it('splits a line at runs of two spaces or tabs', () => {
    expect(cellsOf('Linehaul   1  $375.00')).toEqual([
      { text: 'Linehaul', start: 0 },
      { text: '1', start: 11 },
      { text: '$375.00', start: 14 },
    ]);
    expect(cellsOf('a\tb').map((c) => c.text)).toEqual(['a', 'b']);
  });
});

describe('linesOf', () => {
  it('gives each line of a text as offsets into it, a final line break ending in an empty line', () => {
    expect(linesOf('ab\ncd\n')).toEqual([{ start: 0, end: 2 }, { start: 3, end: 5 }, { start: 6, end: 6 }]);
  });
  it('gives the lines of a stretch of the text, as offsets into the whole text', () => {
    const text = 'intro\nDH?\nabout 12\nlast';
    expect(linesOf(text, { start: 6, end: 18 }).map((l) => text.slice(l.start, l.end))).toEqual(['DH?', 'about 12']);
  });
});
