// Field-level accuracy of the whole reader (normalise → Tesseract → parser) on the committed,
// generated rate confirmations (tests/fixtures/rate-cons, made by scripts/generate-rate-cons.ts).
// Slow (about a second per image): one worker is reused for the whole file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTesseractPool } from './engine';
import { extractLoadData, FIELD_NAMES, type LoadExtraction } from './extract-load-data';

interface Entry {
  file: string;
  variant: string;
  truth: Omit<LoadExtraction, 'confidence'>;
}

const DIR = path.resolve('tests/fixtures/rate-cons');
const entries: Entry[] = JSON.parse(readFileSync(path.join(DIR, 'truth.json'), 'utf8'));

/** Floors: raise them when the reader improves, never lower them to make a change pass. */
const CLEAN_FLOOR = 0.95;
const DEGRADED_FLOOR = 0.9;

describe('rate-confirmation reading accuracy', () => {
  const engine = createTesseractPool({ size: 1 });
  afterAll(() => engine.close());

  async function score(variantFilter: (v: string) => boolean) {
    let right = 0;
    let total = 0;
    const misses: string[] = [];
    for (const entry of entries.filter((e) => variantFilter(e.variant))) {
      const result = await extractLoadData(readFileSync(path.join(DIR, entry.file)), { engine });
      for (const field of FIELD_NAMES) {
        total += 1;
        if (result[field] === entry.truth[field]) right += 1;
        else misses.push(`${entry.file} ${field}: ${JSON.stringify(result[field])} ≠ ${JSON.stringify(entry.truth[field])}`);
      }
    }
    return { accuracy: right / total, right, total, misses };
  }

  it(`reads at least ${CLEAN_FLOOR * 100} % of the fields exactly on clean images`, async () => {
    const { accuracy, right, total, misses } = await score((v) => v === 'clean');
    console.log(`OCR accuracy, clean: ${right}/${total} = ${(accuracy * 100).toFixed(1)} %${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`);
    expect(accuracy).toBeGreaterThanOrEqual(CLEAN_FLOOR);
  });

  it(`reads at least ${DEGRADED_FLOOR * 100} % of the fields exactly on degraded images`, async () => {
    const { accuracy, right, total, misses } = await score((v) => v !== 'clean');
    console.log(`OCR accuracy, degraded: ${right}/${total} = ${(accuracy * 100).toFixed(1)} %${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`);
    expect(accuracy).toBeGreaterThanOrEqual(DEGRADED_FLOOR);
  });
});
