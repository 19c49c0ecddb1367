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
import { modelScorer, SCORED_FIELDS, type ScorerModel } from '../../src/domain/extract/offer-learned';
import { GATED_FIELDS, scoreCorpus, type GatedField } from '../../src/domain/extract/offer-score';
import { AUTHOR_OF, ERA_AUTHORS } from './era-rules';
import { collect, fieldExamples, finalModel, HONEST_STYLES, loadEraAnswers, loadTrain, modelFrom, moduleText, outOfFold, rightAfter, scoreExample, thresholdsOn, trainField } from './scorer-training';

const { values: args } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
const index = indexGazetteer(loadUsGazetteer());
const files = loadTrain();
const t0 = performance.now();
const examples = collect(files, index, loadEraAnswers(), HONEST_STYLES);
const styles = files.map((f) => f.style);

const oof = outOfFold(examples, styles.map((s) => [s]));
console.log(`collected ${examples.length} offers, out-of-fold scores in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

type Tally = Record<GatedField, number>;
const zero = (): Tally => Object.fromEntries(GATED_FIELDS.map((f) => [f, 0])) as Tally;
const pct = (x: number, n: number) => ((100 * x) / n).toFixed(1);
function report(label: string, n: number, a: Tally, b: Tally, fields: readonly GatedField[] = GATED_FIELDS) {
  const line = (name: string, t: Tally) => {
    const all = fields.reduce((x, f) => x + t[f], 0) / (n * fields.length);
    const right = fields.reduce((x, f) => x + t[f], 0);
    return `  ${name.padEnd(16)} ${fields.length === GATED_FIELDS.length ? 'overall' : 'these three'} ${pct(all * n, n)} % (${right}/${n * fields.length}) | ${fields.map((f) => `${f} ${pct(t[f], n)}`).join(' | ')}`;
  };
  console.log(`${label} (${n} offers)`);
  console.log(line('rules alone', a));
  console.log(line('rules + scorer', b));
}
const add = (t: Tally, r: Tally) => GATED_FIELDS.forEach((f) => (t[f] += r[f]));

// 1. Leave one style out, the reader itself: today's rules, the scorer trained on the other 77
//    styles (thresholds chosen on their honest out-of-fold scores), reading the style left out.
{
  const a = zero();
  const b = zero();
  const changed: string[] = [];
  for (const file of files) {
    const others = examples.filter((o) => o.style !== file.style);
    const model: ScorerModel = modelFrom(others, thresholdsOn(others, oof));
    const ra = scoreCorpus([file], index, null).right;
    const rb = scoreCorpus([file], index, modelScorer(model)).right;
    add(a, ra);
    add(b, rb);
    const d = GATED_FIELDS.filter((f) => rb[f] !== ra[f]).map((f) => `${f} ${rb[f] > ra[f] ? '+' : ''}${rb[f] - ra[f]}`);
    if (d.length) changed.push(`    ${file.style}: ${d.join(' ')}`);
  }
  report('Leave one style out, all 78 styles (today\'s rules were tuned on every one of them)', examples.length, a, b);
  console.log(changed.join('\n'));
}

// 2. Leave one author out, with each author's rules of its era (rules never tuned on that
//    author): trained without the author, thresholds chosen by an inner leave-one-author-out on
//    the others, scored on the author's offers with the era's rule answers (simulated: the rules'
//    answer kept or replaced as the hook would).
const SCORED_GATED: readonly GatedField[] = ['miles', 'rate', 'deadhead'];
{
  const authors = [...new Set(AUTHOR_OF.values())].sort();
  const groupOf = (author: number) => [...AUTHOR_OF].filter(([, a]) => a === author).map(([s]) => s);
  const a = zero();
  const b = zero();
  let n = 0;
  for (const author of authors) {
    const pool = examples.filter((o) => AUTHOR_OF.get(o.style) !== author);
    const inner = outOfFold(pool, authors.filter((x) => x !== author).map(groupOf));
    const thresholds = thresholdsOn(pool, inner);
    const weights = Object.fromEntries(SCORED_FIELDS.map((name) => [name, trainField(fieldExamples(pool, name))]));
    const held = examples.filter((o) => AUTHOR_OF.get(o.style) === author);
    const ta = zero();
    const tb = zero();
    for (const o of held) {
      n += 1;
      for (const name of SCORED_FIELDS) {
        if (!o.fields) {
          const truthNull = files.find((f) => f.style === o.style)!.offers.find((x) => x.id === o.id)!.truth[name] == null;
          ta[name] += Number(truthNull);
          tb[name] += Number(truthNull);
          continue;
        }
        const e = o.fields[name];
        const s = scoreExample(weights[name]!, e);
        ta[name] += Number(rightAfter(e, s, { fill: Infinity, override: Infinity }));
        tb[name] += Number(rightAfter(e, s, thresholds[name]));
      }
    }
    add(a, ta);
    add(b, tb);
    console.log(`    author ${author}: ${SCORED_GATED.map((f) => `${f} ${pct(ta[f], held.length)} → ${pct(tb[f], held.length)}`).join(' | ')}  thresholds ${JSON.stringify(thresholds)}`);
  }
  report(`Leave one author out, rules of each author's era, ${ERA_AUTHORS}`, n, a, b, SCORED_GATED);
}

const model = finalModel(examples);
console.log(`thresholds (honest out-of-fold scores, each author left out): ${JSON.stringify(Object.fromEntries(SCORED_FIELDS.map((n) => [n, { fill: model[n].fill, override: model[n].override, sure: model[n].sure }])))}`);
const fit = scoreCorpus(files, index, modelScorer(model));
console.log(`training fit with the final model: ${(fit.overall * 100).toFixed(1)} % (rules alone ${(scoreCorpus(files, index, null).overall * 100).toFixed(1)} %)`);

if (!args['dry-run']) {
  const out = path.resolve('src/domain/extract/offer-scorer-weights.ts');
  writeFileSync(out, moduleText(model));
  console.log(`wrote ${path.relative(process.cwd(), out)} (${SCORED_FIELDS.map((n) => Object.keys(model[n].weights).length).join(' + ')} weights)`);
}
