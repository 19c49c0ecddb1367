// Measures the learned check that a text holds a load (docs/decisions/016, R-OFFER-95): leave one
// author out over the authors of ERAS (era-rules.ts) with the rules of each author's era (trained
// without the author, the threshold by an inner leave-one-author-out), then leave one style out with the reader itself
// (today's rules and scorers, the check trained on the other styles), then writes the model.
//
//   node --import tsx scripts/offers/train-load-scorer.ts            # measure and write the weights
//   node --import tsx scripts/offers/train-load-scorer.ts --dry-run  # measure only
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadUsGazetteer } from '../us-cities-plugin';
import { indexGazetteer } from '../../src/domain/distance';
import { noLoadScorer } from '../../src/domain/extract/offer-learned-loads';
import { GATED_FIELDS, scoreCorpus } from '../../src/domain/extract/offer-score';
import { AUTHOR_OF, ERA_AUTHORS, ERAS } from './era-rules';
import { collectLoads, finalLoadModel, loadModuleText, loadOutOfFold, loadThresholdOn, scoreLoad, trainLoads } from './load-training';
import { HONEST_STYLES, loadEraAnswers, loadTrain } from './scorer-training';

const { values: args } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
const index = indexGazetteer(loadUsGazetteer());
const files = loadTrain();
const era = loadEraAnswers();
const examples = collectLoads(files, index, era, HONEST_STYLES);
const pct = (x: number, n: number) => ((100 * x) / n).toFixed(1);

// 1. Leave one author out, rules of each author's era.
{
  const authors = [...new Set(AUTHOR_OF.values())].sort();
  const groupOf = (author: number) => ERAS.find((e) => e.author === author)!.styles;
  let gain = 0;
  let fired = 0;
  let wrong = 0;
  let offers = 0;
  let countsBefore = 0;
  let countsAfter = 0;
  for (const author of authors) {
    const pool = examples.filter((e) => AUTHOR_OF.get(e.style) !== author);
    const threshold = loadThresholdOn(pool, loadOutOfFold(pool, authors.filter((a) => a !== author).map(groupOf)));
    const w = trainLoads(pool);
    const all = files.filter((f) => AUTHOR_OF.get(f.style) === author).flatMap((f) => f.offers);
    const before = all.filter((o) => (era[o.id]?.loads ?? 0) === (o.noLoad ? 0 : (o.loads ?? 1))).length;
    let g = 0;
    let n = 0;
    let bad = 0;
    let after = before;
    for (const e of examples.filter((x) => AUTHOR_OF.get(x.style) === author)) {
      if (scoreLoad(w, e) <= threshold) continue;
      n += 1;
      g += e.gain;
      bad += Number(!e.noLoad);
      after += Number(e.noLoad) - Number(e.countRight);
    }
    console.log(`    author ${author}: threshold ${threshold}, reads no load in ${n} texts (${bad} wrongly), gated fields ${g >= 0 ? '+' : ''}${g} of ${all.length * GATED_FIELDS.length}, loads counted right ${before} → ${after} of ${all.length}`);
    gain += g;
    fired += n;
    wrong += bad;
    offers += all.length;
    countsBefore += before;
    countsAfter += after;
  }
  console.log(`Leave one author out, rules of each author's era, ${ERA_AUTHORS} (${offers} offers)`);
  console.log(`  reads no load in ${fired} texts (${wrong} wrongly): gated fields ${gain >= 0 ? '+' : ''}${gain} (${pct(gain, offers * GATED_FIELDS.length)} points), loads counted right ${countsBefore} → ${countsAfter}`);
}

// 2. Leave one style out, the reader itself (today's rules and scorers), with and without the check.
{
  const oof = loadOutOfFold(examples, files.map((f) => [f.style]));
  let a = 0;
  let b = 0;
  let la = 0;
  let lb = 0;
  const changed: string[] = [];
  for (const file of files) {
    const others = examples.filter((e) => e.style !== file.style);
    const model = { threshold: loadThresholdOn(others, oof), weights: trainLoads(others) as unknown as Record<number, number> };
    const ra = scoreCorpus([file], index, undefined, { noLoad: null });
    const rb = scoreCorpus([file], index, undefined, { noLoad: noLoadScorer(model) });
    const sum = (r: typeof ra) => GATED_FIELDS.reduce((x, f) => x + r.right[f], 0);
    a += sum(ra);
    b += sum(rb);
    la += ra.loadsRight;
    lb += rb.loadsRight;
    if (sum(ra) !== sum(rb) || ra.loadsRight !== rb.loadsRight) changed.push(`    ${file.style}: fields ${sum(rb) - sum(ra)}, loads ${rb.loadsRight - ra.loadsRight}`);
  }
  const n = files.reduce((x, f) => x + f.offers.length, 0);
  console.log(`Leave one style out, all ${files.length} styles (${n} offers)`);
  console.log(`  without the check  ${pct(a, n * GATED_FIELDS.length)} % (${a}/${n * GATED_FIELDS.length}), loads counted right ${la}`);
  console.log(`  with the check     ${pct(b, n * GATED_FIELDS.length)} % (${b}/${n * GATED_FIELDS.length}), loads counted right ${lb}`);
  console.log(changed.join('\n'));
}

const model = finalLoadModel(examples);
console.log(`threshold (honest out-of-fold scores, each author left out): ${model.threshold}`);
if (!args['dry-run']) {
  const out = path.resolve('src/domain/extract/offer-load-weights.ts');
  writeFileSync(out, loadModuleText(model));
  console.log(`wrote ${path.relative(process.cwd(), out)} (${Object.keys(model.weights).length} weights)`);
}
