// Trains the learned candidate scorer (docs/decisions/016, R-OFFER-62) on the training offers and
// measures it by leave-one-style-out cross-validation: for each of the styles, the scorer is
// trained on the others (its thresholds chosen on the others' out-of-fold scores) and the reader
// with it reads the style left out. Prints rules alone vs rules + scorer per field, then writes
// the model trained on every style to src/domain/extract/offer-scorer-weights.ts.
//
//   node --import tsx scripts/offers/train-scorer.ts            # measure and write the weights
//   node --import tsx scripts/offers/train-scorer.ts --dry-run  # measure only
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadUsGazetteer } from '../us-cities-plugin';
import { indexGazetteer } from '../../src/domain/distance';
import { modelScorer, SCORED_FIELDS, type FieldModel, type ScoredField, type ScorerModel } from '../../src/domain/extract/offer-learned';
import { GATED_FIELDS, scoreCorpus, type CorpusFile, type GatedField } from '../../src/domain/extract/offer-score';
import { chooseThresholds, collect, moduleText, fieldExamples, loadTrain, modelFrom, scoreExample, trainField, type OfferExample, type Scored, type FieldExample } from './scorer-training';

const { values: args } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
const index = indexGazetteer(loadUsGazetteer());
const files = loadTrain();
const t0 = performance.now();
const examples = collect(files, index);
const styles = files.map((f) => f.style);
type Thresholds = Record<ScoredField, Pick<FieldModel, 'fill' | 'override'>>;

/** Out-of-fold scores of every offer, each from the model trained without its style. */
function outOfFold(pool: readonly OfferExample[], foldStyles: readonly string[]): Map<string, Record<ScoredField, Scored> | null> {
  const out = new Map<string, Record<ScoredField, Scored> | null>();
  for (const style of foldStyles) {
    const train = pool.filter((o) => o.style !== style);
    const weights = Object.fromEntries(SCORED_FIELDS.map((name) => [name, trainField(fieldExamples(train, name))]));
    for (const o of pool.filter((x) => x.style === style)) {
      out.set(o.id, o.fields ? (Object.fromEntries(SCORED_FIELDS.map((name) => [name, scoreExample(weights[name]!, o.fields![name])])) as Record<ScoredField, Scored>) : null);
    }
  }
  return out;
}

function thresholdsOn(pool: readonly OfferExample[], oof: Map<string, Record<ScoredField, Scored> | null>): Thresholds {
  const entries = SCORED_FIELDS.map((name) => {
    const pairs: Array<readonly [FieldExample, Scored]> = [];
    for (const o of pool) {
      const s = oof.get(o.id);
      if (o.fields && s) pairs.push([o.fields[name], s[name]] as const);
    }
    return [name, chooseThresholds(pairs)] as const;
  });
  return Object.fromEntries(entries) as Thresholds;
}

const oof = outOfFold(examples, styles);
console.log(`collected ${examples.length} offers, out-of-fold scores in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

type Tally = Record<GatedField, number>;
const zero = (): Tally => Object.fromEntries(GATED_FIELDS.map((f) => [f, 0])) as Tally;
const rules = new Map<string, Tally>();
const learned = new Map<string, Tally>();
const counts = new Map<string, number>();
const chosen: Record<string, Thresholds> = {};
for (const file of files) {
  const others = examples.filter((o) => o.style !== file.style);
  const thresholds = thresholdsOn(others, oof);
  chosen[file.style] = thresholds;
  const model: ScorerModel = modelFrom(others, thresholds);
  rules.set(file.style, scoreCorpus([file], index, null).right);
  learned.set(file.style, scoreCorpus([file], index, modelScorer(model)).right);
  counts.set(file.style, file.offers.length);
}

const SEVENTH: readonly string[] = [
  'bill-of-lading-rate-written-in',
  'customer-service-live-chat',
  'dispatcher-daily-plan-trucks',
  'forum-thread-rate-check',
  'inline-quoted-qa-reply',
  'relay-block-listing-copy',
  'shipper-rfq-forwarded-to-carrier',
  'similar-loads-carousel-copy',
  'two-app-ocr-paste',
  'weekly-lanes-newsletter',
];

function report(label: string, keep: (style: string) => boolean, a: Map<string, Tally>, b: Map<string, Tally>) {
  const sum = (m: Map<string, Tally>) => {
    const t = zero();
    for (const [style, r] of m) if (keep(style)) for (const f of GATED_FIELDS) t[f] += r[f];
    return t;
  };
  const n = [...counts].filter(([s]) => keep(s)).reduce((x, [, c]) => x + c, 0);
  const line = (name: string, t: Tally) => {
    const all = GATED_FIELDS.reduce((x, f) => x + t[f], 0) / (n * GATED_FIELDS.length);
    return `  ${name.padEnd(16)} overall ${(all * 100).toFixed(1)} % | ${GATED_FIELDS.map((f) => `${f} ${((100 * t[f]) / n).toFixed(1)}`).join(' | ')}`;
  };
  console.log(`${label} (${n} offers)`);
  console.log(line('rules alone', sum(a)));
  console.log(line('rules + scorer', sum(b)));
}
report('LOSO, all 78 styles', () => true, rules, learned);
report('LOSO, the seventh author (rules never tuned on these styles)', (s) => SEVENTH.includes(s), rules, learned);
for (const style of styles) {
  const a = rules.get(style)!;
  const b = learned.get(style)!;
  const d = GATED_FIELDS.map((f) => b[f] - a[f]);
  if (d.some((x) => x !== 0)) console.log(`    ${style}: ${GATED_FIELDS.map((f, i) => (d[i] ? `${f} ${d[i]! > 0 ? '+' : ''}${d[i]}` : '')).filter(Boolean).join(' ')}`);
}

// Leave the seventh author out: trained (and thresholds chosen by an inner leave-one-style-out)
// on the other authors' styles only, read on the seventh author's.
{
  const pool = examples.filter((o) => !SEVENTH.includes(o.style));
  const inner = outOfFold(pool, styles.filter((s) => !SEVENTH.includes(s)));
  const model = modelFrom(pool, thresholdsOn(pool, inner));
  const held = files.filter((f: CorpusFile) => SEVENTH.includes(f.style));
  const a = new Map(held.map((f) => [f.style, scoreCorpus([f], index, null).right]));
  const b = new Map(held.map((f) => [f.style, scoreCorpus([f], index, modelScorer(model)).right]));
  report('Leave the seventh author out', (s) => SEVENTH.includes(s), a, b);
}

const final = thresholdsOn(examples, oof);
console.log(`thresholds (all styles' out-of-fold scores): ${JSON.stringify(final)}`);
const model = modelFrom(examples, final);
const fit = scoreCorpus(files, index, modelScorer(model));
console.log(`training fit with the final model: ${(fit.overall * 100).toFixed(1)} % (rules alone ${(scoreCorpus(files, index, null).overall * 100).toFixed(1)} %)`);

if (!args['dry-run']) {
  const out = path.resolve('src/domain/extract/offer-scorer-weights.ts');
  writeFileSync(out, moduleText(model));
  console.log(`wrote ${path.relative(process.cwd(), out)} (${SCORED_FIELDS.map((n) => Object.keys(model[n].weights).length).join(' + ')} weights)`);
}
