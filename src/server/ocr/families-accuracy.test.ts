// Field-level accuracy of the whole reader (normalise → Tesseract → parser → chooser) on the UNSEEN
// layout families, which are never looked at while tuning it:
// - the held-out families (tests/fixtures/rate-cons-families/heldout, made by
//   scripts/rate-cons/generate.ts): 10 broker layouts, each as a clean image and a degraded one
//   (photo or phone capture);
// - the fresh families (…/fresh): 60 layouts by five authors who never opened the reader.
// Both are read from their Tesseract (and word reader) readings recorded on this engine
// (…/heldout-ocr, …/fresh-ocr), so 140 images cost seconds here, not minutes; reading the held-out
// 20 live took 80 s of the test suite on 2 cores. A test below reads a clean image and a photo of
// each set live and checks that they are still what was recorded; re-record them after changing
// the normaliser or the engine:
//     rm -r tests/fixtures/rate-cons-families/{heldout,fresh}-ocr &&
//     npm run bench:ocr -- --families --split heldout --ocr-cache tests/fixtures/rate-cons-families/heldout-ocr --record-sparse &&
//     npm run bench:ocr -- --families --split fresh --ocr-cache tests/fixtures/rate-cons-families/fresh-ocr --record-sparse
// `npm run bench:ocr -- --families --split heldout` reads the held-out set live, with its timings.
// The floors hold for the 140 images together (70 clean, 70 degraded: one field is 0.2 points, where
// on the held-out 20 alone it was 1.4, more than most changes move). The target is 95 % clean /
// 90 % degraded (docs/decisions/009-ocr.md, 'OCR on the layout families'). Only totals are
// printed, never which field of which sheet was missed, so the sets stay unseen. The training
// families are measured by `npm run bench:ocr -- --families` (bench/README.md), not here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readingKey, recordedEngine } from '../testing/recorded-ocr';
import { createTesseractPool, type OcrEngine, type OcrText } from './engine';
import { extractLoadData, FIELD_NAMES, type LoadExtraction } from './extract-load-data';

interface Entry {
  file: string;
  family: string;
  variant: string;
  truth: Omit<LoadExtraction, 'confidence'>;
}

const FAMILIES = path.resolve('tests/fixtures/rate-cons-families');
const entriesOf = (split: string): Entry[] => JSON.parse(readFileSync(path.join(FAMILIES, split, 'truth.json'), 'utf8'));

/**
 * Floors: raise them when the reader improves, never lower them to make a change pass. Measured
 * once after the layout reader (word boxes, gazetteer snapping, the sparse second pass): 70.0 %
 * clean, 50.0 % degraded (58.6 % / 35.7 % before); then once after the broader training families
 * and structure rules: 77.1 % clean, 57.1 % degraded; then once after ten more training families:
 * 78.6 % clean, 58.6 % degraded; then once after reading through a scan's misreads, evening out
 * the light of photographed pages and 24 more training families (docs/decisions/009-ocr.md, the
 * third and fourth rounds): 80.0 % clean, 60.0 % degraded; then once after the page's light was
 * judged on a copy half the size (chosen for memory on the training images): 80.0 % clean, 65.7 %
 * degraded; then once after photographed pages were straightened and read larger (R-UPLOAD-9,
 * chosen on the training photos): 80.0 % clean, 67.1 % degraded; then once after the learned
 * field chooser (R-UPLOAD-21, chosen leaving each training layout author out; docs/decisions/009-ocr.md,
 * 'A learned field chooser'): 87.1 % clean, 71.4 % degraded; then once after the chooser was
 * retrained with authors 6 to 9 (seven honest authors instead of three; chosen by leaving one author
 * out, never on these families): 85.7 % clean, 77.1 % degraded, three fields more in all but one
 * clean field fewer. Each floor is the last figure less about a point (one field is 1.4 points of
 * 70: the clean floor went down by one field with that retraining, the one time a floor was lowered,
 * for a reader better on the held-out set as a whole and on every unseen author); then once after
 * it was retrained with authors 10 to 13 (eleven honest authors) and kept off pages that do not
 * read as rate confirmations: 87.1 % clean, 77.1 % degraded; then once after it was let act on
 * photographed paper pages whatever the rules read (chosen leaving one author out): 87.1 % clean,
 * 80.0 % degraded.
 *
 * Since 2026-11-27 (fifth round) the floors hold for the held-out and the fresh families together,
 * 140 images: the held-out 20 alone moved by more than most changes do, by one field (1.4 points).
 * On the reader before that round: 90.6 % clean, 66.3 % degraded (held-out 61 / 70 and 56 / 70
 * fields, fresh 383 / 420 and 269 / 420). Measured once after the chooser was offered places
 * written without a comma and MC numbers were marked (chosen leaving one author out, checked once
 * on the fresh families): 91.8 % clean, 68.0 % degraded (held-out 62 / 70 and 55 / 70, fresh
 * 388 / 420 and 278 / 420). The floors are those less about a point (five fields). Then once
 * after the rules were fixed on the honest authors' pages (their answers frozen for the chooser;
 * R-UPLOAD-23 to 26, R-LAYOUT-40 to 42): 92.2 % clean, 68.4 % degraded (held-out 62 / 70 and
 * 55 / 70, fresh 390 / 420 and 280 / 420). Then once after photographed pages' words were read
 * again by a second recogniser (R-UPLOAD-27) and the chooser retrained on those readings: 92.0 %
 * clean, 71.0 % degraded (held-out 62 / 70 and 58 / 70, fresh 389 / 420 and 290 / 420); the
 * degraded floor rose to 70 %. Then once after a place after an invoice or payment word was marked
 * as the broker's office: 92.0 % clean, 71.6 % degraded (held-out unchanged, fresh 389 / 420 and
 * 293 / 420); the floors stay.
 */
const CLEAN_FLOOR = 0.91;
const DEGRADED_FLOOR = 0.7;
const TIMEOUT_MS = 300_000;

describe('rate-confirmation reading accuracy on the unseen layout families', () => {
  const tesseract = createTesseractPool({ size: 1 });
  afterAll(() => tesseract.close());
  const SPLITS = ['heldout', 'fresh'] as const;
  const readings = (split: string) => path.join(FAMILIES, `${split}-ocr`);
  const sets: ReadonlyArray<readonly [string, OcrEngine]> = SPLITS.map((split) => [split, recordedEngine(readings(split))] as const);

  async function score(clean: boolean) {
    let right = 0;
    let total = 0;
    const each: string[] = [];
    for (const [split, engine] of sets) {
      let rightHere = 0;
      let totalHere = 0;
      for (const entry of entriesOf(split).filter((e) => (e.variant === 'clean') === clean)) {
        const result = await extractLoadData(readFileSync(path.join(FAMILIES, split, entry.file)), { engine });
        for (const field of FIELD_NAMES) {
          totalHere += 1;
          if (result[field] === entry.truth[field]) rightHere += 1;
        }
      }
      each.push(`${split} ${rightHere}/${totalHere}`);
      right += rightHere;
      total += totalHere;
    }
    return { accuracy: right / total, summary: `${right}/${total} = ${((right / total) * 100).toFixed(1)} % (${each.join(', ')})` };
  }

  // The gate reads recorded readings: they must still be what Tesseract (and the word reader)
  // read through today's preparation (a clean page, and a photo the straightener unwarps), or the
  // gate would measure an old reader. On a mismatch, re-record them (the header says how).
  it.each(SPLITS)("holds %s readings that are still Tesseract's own and the word reader's", { timeout: TIMEOUT_MS }, async (split) => {
    const entries = entriesOf(split);
    for (const entry of [entries.find((e) => e.variant === 'clean')!, entries.find((e) => e.variant === 'photo')!]) {
      const image = readFileSync(path.join(FAMILIES, split, entry.file));
      const recorded = JSON.parse(readFileSync(path.join(readings(split), `${readingKey(image)}.json`), 'utf8')) as OcrText;
      expect(await tesseract.recognize(image), entry.file).toEqual(recorded);
      // The photo's words read again by the word reader (R-UPLOAD-27) are recorded too.
      if (entry.variant !== 'clean') {
        const reread = { reread: recorded.lines ?? [] };
        const again: unknown = JSON.parse(readFileSync(path.join(readings(split), `${readingKey(image, reread)}.json`), 'utf8'));
        expect(await tesseract.recognize(image, reread), `${entry.file} (word reader)`).toEqual(again);
      }
    }
  });

  it(`reads at least ${Math.round(CLEAN_FLOOR * 100)} % of the fields exactly on the clean images`, { timeout: TIMEOUT_MS }, async () => {
    const { accuracy, summary } = await score(true);
    console.log(`Layout families (unseen), clean: ${summary}`);
    expect(accuracy).toBeGreaterThanOrEqual(CLEAN_FLOOR);
  });

  it(`reads at least ${Math.round(DEGRADED_FLOOR * 100)} % of the fields exactly on the degraded images`, { timeout: TIMEOUT_MS }, async () => {
    const { accuracy, summary } = await score(false);
    console.log(`Layout families (unseen), degraded: ${summary}`);
    expect(accuracy).toBeGreaterThanOrEqual(DEGRADED_FLOOR);
  });
});
