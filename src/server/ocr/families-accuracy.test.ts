// Field-level accuracy of the whole reader (normalise → Tesseract → parser) on the HELD-OUT layout
// families (tests/fixtures/rate-cons-families/heldout, made by scripts/rate-cons/generate.ts): 10
// broker layouts never looked at while tuning the parser, each as a clean image and a degraded one
// (photo or phone capture). The target is 95 % clean / 90 % degraded (docs/decisions/009-ocr.md,
// 'OCR on the layout families'); the floors below are the figures measured once when the
// layout-aware parser landed, rounded down. Only totals are printed, never which field of which
// sheet was missed, so the set stays unseen. The 30 training families are measured by
// `npm run bench:ocr -- --families` (bench/README.md), not here, to keep the suite's time.
// Slow (one to three seconds per image): one worker is reused for the whole file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTesseractPool } from './engine';
import { extractLoadData, FIELD_NAMES, type LoadExtraction } from './extract-load-data';

interface Entry {
  file: string;
  family: string;
  variant: string;
  truth: Omit<LoadExtraction, 'confidence'>;
}

const DIR = path.resolve('tests/fixtures/rate-cons-families/heldout');
const entries: Entry[] = JSON.parse(readFileSync(path.join(DIR, 'truth.json'), 'utf8'));

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
 */
const CLEAN_FLOOR = 0.86;
const DEGRADED_FLOOR = 0.79;
const TIMEOUT_MS = 300_000;

describe('rate-confirmation reading accuracy on the held-out layout families', () => {
  const engine = createTesseractPool({ size: 1 });
  afterAll(() => engine.close());

  async function score(clean: boolean) {
    let right = 0;
    let total = 0;
    for (const entry of entries.filter((e) => (e.variant === 'clean') === clean)) {
      const result = await extractLoadData(readFileSync(path.join(DIR, entry.file)), { engine });
      for (const field of FIELD_NAMES) {
        total += 1;
        if (result[field] === entry.truth[field]) right += 1;
      }
    }
    return { accuracy: right / total, right, total };
  }

  it(`reads at least ${Math.round(CLEAN_FLOOR * 100)} % of the fields exactly on the clean images`, { timeout: TIMEOUT_MS }, async () => {
    const { accuracy, right, total } = await score(true);
    console.log(`Layout families (held-out), clean: ${right}/${total} = ${(accuracy * 100).toFixed(1)} %`);
    expect(accuracy).toBeGreaterThanOrEqual(CLEAN_FLOOR);
  });

  it(`reads at least ${Math.round(DEGRADED_FLOOR * 100)} % of the fields exactly on the degraded images`, { timeout: TIMEOUT_MS }, async () => {
    const { accuracy, right, total } = await score(false);
    console.log(`Layout families (held-out), degraded: ${right}/${total} = ${(accuracy * 100).toFixed(1)} %`);
    expect(accuracy).toBeGreaterThanOrEqual(DEGRADED_FLOOR);
  });
});
