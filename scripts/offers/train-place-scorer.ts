// Measures the learned scorer for origin and destination (docs/decisions/016, R-OFFER-63) as the
// miles scorer was measured: leave one author out over the authors of ERAS (era-rules.ts) with
// the rules of each author's era (the estimate of unseen text), then leave one style out on every
// training style with the reader itself (today's rules and today's miles / deadhead / rate scorer,
// with and without the place scorer trained on the other styles).
//
//   node --import tsx scripts/offers/train-place-scorer.ts            # measure and write the weights
//   node --import tsx scripts/offers/train-place-scorer.ts --dry-run  # measure only
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadUsGazetteer } from '../us-cities-plugin';
import { indexGazetteer } from '../../src/domain/distance';
import { modelScorer, type OfferScorer } from '../../src/domain/extract/offer-learned';
import { PLACE_FIELDS, placeScorer, type PlaceModel } from '../../src/domain/extract/offer-learned-places';
import { SCORER_MODEL } from '../../src/domain/extract/offer-scorer-weights';
import { GATED_FIELDS, scoreCorpus, type GatedField } from '../../src/domain/extract/offer-score';
import { AUTHOR_OF, ERA_AUTHORS } from './era-rules';
import { collectPlaces, finalPlaceModel, placeModelFrom, placeModuleText, placeOutOfFold, placeThresholdsOn } from './place-training';
import { fieldExamples, HONEST_STYLES, loadEraAnswers, loadTrain, rightAfter, scoreExample, trainField } from './scorer-training';

const { values: args } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
const index = indexGazetteer(loadUsGazetteer());
const files = loadTrain();
const t0 = performance.now();
const offers = collectPlaces(files, index, loadEraAnswers(), HONEST_STYLES);
const styles = files.map((f) => f.style);
const oof = placeOutOfFold(offers, styles.map((s) => [s]));
console.log(`collected ${offers.length} offers, out-of-fold scores in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const pct = (x: number, n: number) => ((100 * x) / n).toFixed(1);
const truthOf = new Map(files.flatMap((f) => f.offers.map((o) => [o.id, o.truth] as const)));

// 1. Leave one author out: trained without the author, thresholds by an inner leave-one-author-out
//    on the others' honest offers, scored on the author's offers with the era's rule answers.
{
  const authors = [...new Set(AUTHOR_OF.values())].sort();
  const groupOf = (author: number) => [...AUTHOR_OF].filter(([, a]) => a === author).map(([s]) => s);
  const total = { a: { origin: 0, destination: 0 }, b: { origin: 0, destination: 0 } };
  let n = 0;
  for (const author of authors) {
    const pool = offers.filter((o) => AUTHOR_OF.get(o.style) !== author);
    const thresholds = placeThresholdsOn(pool, placeOutOfFold(pool, authors.filter((x) => x !== author).map(groupOf)));
    const weights = Object.fromEntries(PLACE_FIELDS.map((role) => [role, trainField(fieldExamples(pool, role))]));
    const held = offers.filter((o) => AUTHOR_OF.get(o.style) === author);
    const ta = { origin: 0, destination: 0 };
    const tb = { origin: 0, destination: 0 };
    for (const o of held) {
      n += 1;
      for (const role of PLACE_FIELDS) {
        if (!o.fields) {
          const empty = Number(truthOf.get(o.id)![role] == null);
          ta[role] += empty;
          tb[role] += empty;
          continue;
        }
        const e = o.fields[role];
        const s = scoreExample(weights[role]!, e);
        ta[role] += Number(rightAfter(e, s, { fill: Infinity, override: Infinity }));
        tb[role] += Number(rightAfter(e, s, thresholds[role]));
      }
    }
    for (const role of PLACE_FIELDS) {
      total.a[role] += ta[role];
      total.b[role] += tb[role];
    }
    console.log(`    author ${author}: ${PLACE_FIELDS.map((r) => `${r} ${pct(ta[r], held.length)} → ${pct(tb[r], held.length)}`).join(' | ')}  thresholds ${JSON.stringify(thresholds)}`);
  }
  const both = (t: { origin: number; destination: number }) => `${pct(t.origin + t.destination, 2 * n)} % (origin ${pct(t.origin, n)} | destination ${pct(t.destination, n)})`;
  console.log(`Leave one author out, rules of each author's era, ${ERA_AUTHORS} (${n} offers)`);
  console.log(`  rules alone      ${both(total.a)}`);
  console.log(`  rules + scorer   ${both(total.b)}`);
}

// 2. Leave one style out, the reader itself: today's rules and miles scorer, with and without the
//    place scorer trained on the other 77 styles (thresholds on their honest out-of-fold scores).
const numbers = modelScorer(SCORER_MODEL);
const withPlaces = (model: PlaceModel): OfferScorer => {
  const places = placeScorer(model);
  return (context) => {
    places(context);
    numbers(context);
  };
};
{
  type Tally = Record<GatedField, number>;
  const zero = (): Tally => Object.fromEntries(GATED_FIELDS.map((f) => [f, 0])) as Tally;
  const a = zero();
  const b = zero();
  const changed: string[] = [];
  for (const file of files) {
    const others = offers.filter((o) => o.style !== file.style);
    const model = placeModelFrom(others, placeThresholdsOn(others, oof));
    // The reader without the committed place model (which saw this style): rules and the miles scorer.
    const ra = scoreCorpus([file], index, numbers).right;
    const rb = scoreCorpus([file], index, withPlaces(model)).right;
    GATED_FIELDS.forEach((f) => {
      a[f] += ra[f];
      b[f] += rb[f];
    });
    const d = GATED_FIELDS.filter((f) => rb[f] !== ra[f]).map((f) => `${f} ${rb[f] > ra[f] ? '+' : ''}${rb[f] - ra[f]}`);
    if (d.length) changed.push(`    ${file.style}: ${d.join(' ')}`);
  }
  const n = offers.length;
  const line = (t: Tally) => {
    const all = GATED_FIELDS.reduce((x, f) => x + t[f], 0);
    return `overall ${pct(all, n * GATED_FIELDS.length)} % (${all}/${n * GATED_FIELDS.length}) | ${GATED_FIELDS.map((f) => `${f} ${pct(t[f], n)}`).join(' | ')}`;
  };
  console.log(`Leave one style out, all ${files.length} styles (${n} offers)`);
  console.log(`  without place scorer  ${line(a)}`);
  console.log(`  with place scorer     ${line(b)}`);
  console.log(changed.join('\n'));
}

const final = finalPlaceModel(offers);
console.log(`thresholds (honest out-of-fold scores, each author left out): ${JSON.stringify(Object.fromEntries(PLACE_FIELDS.map((r) => [r, { fill: final[r].fill, override: final[r].override, sure: final[r].sure }])))}`);

if (!args['dry-run']) {
  const out = path.resolve('src/domain/extract/offer-place-weights.ts');
  writeFileSync(out, placeModuleText(final));
  console.log(`wrote ${path.relative(process.cwd(), out)} (${PLACE_FIELDS.map((r) => Object.keys(final[r].weights).length).join(' + ')} weights)`);
}
