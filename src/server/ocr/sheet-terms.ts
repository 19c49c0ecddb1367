import { readSheetTerms, type SheetTerms } from '../../domain/extract/terms';
import { wordsToText, type Word } from '../../domain/extract/tokens';
import type { OcrLine } from './engine';

/**
 * The terms a rate confirmation prints (docs/product-rules.md R-UPLOAD-6), read from the OCR's
 * lines with their table gaps kept (two spaces between cells), or from its plain text when the
 * engine gave no lines. Undefined when the sheet prints none of them.
 */
export function sheetTermsOf(lines: readonly OcrLine[], text: string): SheetTerms | undefined {
  const words: Word[] = lines.flatMap((line, n) =>
    line.words.map((w) => ({ text: w.text, line: n, box: { left: w.bbox.x0, top: w.bbox.y0, width: w.bbox.x1 - w.bbox.x0, height: w.bbox.y1 - w.bbox.y0 } })),
  );
  const texts = words.length > 0 ? wordsToText(words).split('\n') : text.split('\n');
  const terms = readSheetTerms(texts);
  return Object.keys(terms).length > 0 ? terms : undefined;
}
