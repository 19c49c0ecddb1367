// Offer-reading benchmark: field accuracy per split (training and held-out corpora under
// tests/fixtures/offers) and per field, and the time per offer (median and p95 over every offer
// read 5 times after a warm-up), with the real gazetteer the app ships.
//
//   npm run bench:offers            # table on stdout
//   npm run bench:offers -- --json  # the same as JSON
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadUsGazetteer } from '../scripts/us-cities-plugin';
import { indexGazetteer } from '../src/domain/distance';
import { readOffer } from '../src/domain/extract/offer';
import { GATED_FIELDS, scoreCorpus, type CorpusFile } from '../src/domain/extract/offer-score';

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
const ROOT = path.resolve('tests/fixtures/offers');
const load = (split: string): CorpusFile[] => {
  const dir = path.join(ROOT, split);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CorpusFile);
};

const index = indexGazetteer(loadUsGazetteer());
const pct = (n: number) => Number((n * 100).toFixed(1));
const splits = ['train', 'heldout'].map((split) => {
  const files = load(split);
  const score = scoreCorpus(files, index);
  return {
    split,
    styles: files.length,
    offers: score.offers,
    overall: pct(score.overall),
    fields: Object.fromEntries(GATED_FIELDS.map((f) => [f, score.offers ? pct(score.right[f] / score.offers) : NaN])),
    loadsRight: score.loadsRight,
    // Held-out misses stay unprinted: whoever tunes the reader next must not see those texts.
    misses: split === 'train' ? score.misses : [],
  };
});

const texts = splits.flatMap((s) => load(s.split).flatMap((f) => f.offers.map((o) => o.text)));
for (const text of texts) readOffer(text, { places: index });
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const text of texts) {
    const t0 = performance.now();
    readOffer(text, { places: index });
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
const timing = { reads: times.length, medianMs: Number(at(0.5).toFixed(3)), p95Ms: Number(at(0.95).toFixed(3)), maxMs: Number(at(1).toFixed(3)) };

if (values.json) {
  console.log(JSON.stringify({ splits, timing }, null, 2));
} else {
  for (const s of splits) {
    if (!s.offers) {
      console.log(`${s.split}: no corpus (tests/fixtures/offers/${s.split} is missing or empty)`);
      continue;
    }
    console.log(`${s.split}: ${s.styles} styles, ${s.offers} offers — overall ${s.overall} % of gated fields, loads counted right ${s.loadsRight}/${s.offers}`);
    console.log(`  ${GATED_FIELDS.map((f) => `${f} ${s.fields[f]} %`).join(' | ')}`);
    for (const miss of s.misses) console.log(`    ${miss}`);
  }
  console.log(`time per offer (${timing.reads} reads): median ${timing.medianMs} ms, p95 ${timing.p95Ms} ms, max ${timing.maxMs} ms`);
}
