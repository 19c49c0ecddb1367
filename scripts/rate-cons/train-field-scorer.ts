// Training the rate-confirmation reader's learned field chooser (docs/product-rules.md R-UPLOAD-21;
// docs/decisions/009-ocr.md, 'A learned field chooser'): each training image is read by the rules
// from its recorded OCR (train-ocr/), every candidate of every field collected with its features
// (src/server/ocr/field-scorer.ts), a listwise softmax trained per field (the offer scorer's trainer,
// scripts/offers/scorer-training.ts), and the fill / override thresholds chosen on out-of-fold
// scores of the images whose rule answers are honest: every later layout author's families, as
// the rules read them before they were tuned on them (era-answers.json; the second author's from
// the reader of fd2276d, the others' from the reader of fa54638, when none had been). Out of fold
// means leaving each layout author out.
//   npm run -s train:field-chooser            # writes src/server/ocr/field-scorer-weights.ts
//   npm run -s train:field-chooser -- --check # prints the figures, writes nothing
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractLoadData, readsAsRateConfirmation } from '../../src/server/ocr/extract-load-data';
import { FIELD_NAMES, type FieldName } from '../../src/server/ocr/field-names';
import { isPhotographedPage } from '../../src/server/ocr/normalise';
import { fieldCandidates, FIELD_SCORER_DIM, pickCandidate, same, type CandidateValue, type ChooserContext, type ChooserField, type ChooserModel } from '../../src/server/ocr/field-scorer';
import { serverGazetteer } from '../../src/server/ocr/gazetteer';
import { recordedEngine } from '../../src/server/testing/recorded-ocr';
import { byAuthor } from './families/train';
import { hashInto } from '../../src/domain/extract/offer-learned';
import { bestFillOverride, modelModuleText, sparse, trainField, TRAIN_OPTIONS, type FieldExample } from '../offers/scorer-training';

const DIR = path.resolve('tests/fixtures/rate-cons-families/train');
const READINGS = path.resolve('tests/fixtures/rate-cons-families/train-ocr');
const WEIGHTS = path.resolve('src/server/ocr/field-scorer-weights.ts');

interface Entry {
  file: string;
  family: string;
  variant: string;
  truth: Record<FieldName, CandidateValue | null>;
}

/** One image's examples: per field, candidates' values (numbers, or ids of distinct texts) and features. */
export interface ImageExample {
  file: string;
  author: string;
  variant: string;
  honest: boolean;
  /** The rules read it as a rate confirmation, or it is a photographed paper page: the chooser acts on it (R-UPLOAD-21). */
  acts: boolean;
  fields: Record<FieldName, FieldExample>;
}

const recorded = recordedEngine(READINGS);

const AUTHOR_OF: ReadonlyMap<string, string> = new Map(byAuthor.flatMap(([n, list]) => list.map((f) => [f.name, `author ${n}`] as const)));

/** An example of one field: texts become ids of the example's distinct values, so the trainer compares numbers. */
function fieldExample(candidates: ReturnType<typeof fieldCandidates>[FieldName], rule: CandidateValue | null, truth: CandidateValue | null): FieldExample {
  const numeric = candidates.candidates.every((c) => typeof c.value === 'number') && (rule === null || typeof rule === 'number') && (truth === null || typeof truth === 'number');
  if (numeric) {
    return { rule: rule as number | null, truth: truth as number | null, values: candidates.candidates.map((c) => c.value as number), features: candidates.candidates.map((c) => c.features), none: candidates.none };
  }
  const ids: string[] = [];
  const id = (v: CandidateValue) => {
    const key = String(v).toLowerCase();
    const at = ids.indexOf(key);
    return at >= 0 ? at : ids.push(key) - 1;
  };
  const values = candidates.candidates.map((c) => id(c.value));
  const truthId = truth === null ? null : ids.indexOf(String(truth).toLowerCase());
  return { rule: rule === null ? null : id(rule), truth: truthId, values, features: candidates.candidates.map((c) => c.features), none: candidates.none };
}

export async function collect(): Promise<ImageExample[]> {
  const entries = JSON.parse(readFileSync(path.join(DIR, 'truth.json'), 'utf8')) as Entry[];
  const era = JSON.parse(readFileSync(path.resolve('scripts/rate-cons/era-answers.json'), 'utf8')) as Record<string, Record<FieldName, CandidateValue | null>>;
  const gazetteer = serverGazetteer();
  const out: ImageExample[] = [];
  for (const e of entries) {
    let context: ChooserContext | null = null;
    const image = readFileSync(path.join(DIR, e.file));
    await extractLoadData(image, {
      engine: recorded,
      gazetteer,
      chooser: null,
      onChooserContext: (c) => (context = c),
    });
    if (!context) throw new Error(`No reading of ${e.file}`);
    const live: ChooserContext = context;
    const author = AUTHOR_OF.get(e.family) ?? 'first';
    const rules = Object.fromEntries(FIELD_NAMES.map((f) => [f, (era[e.file] ?? live.rules)[f] ?? null])) as Record<FieldName, CandidateValue | null>;
    const all = fieldCandidates({ ...live, rules });
    // The rules were tuned on the first author's layouts: that they picked a value there says
    // little of a new layout, so only honest images teach the model what the rules' pick is worth.
    if (author === 'first') {
      for (const f of FIELD_NAMES) {
        const pickHash = hashInto(`${f}|rules-pick`, FIELD_SCORER_DIM);
        for (const c of all[f].candidates) c.features = c.features.filter((h) => h !== pickHash);
      }
    }
    const fields = Object.fromEntries(FIELD_NAMES.map((f) => [f, fieldExample(all[f], rules[f], e.truth[f] ?? null)])) as Record<FieldName, FieldExample>;
    out.push({ file: e.file, author, variant: e.variant, honest: author !== 'first', acts: readsAsRateConfirmation(rules) || (await isPhotographedPage(image)), fields });
  }
  return out;
}

const OPTIONS = { ...TRAIN_OPTIONS, dim: FIELD_SCORER_DIM };
type Scores = Record<FieldName, { scores: number[]; none: number }>;
type Decision = Pick<ChooserField, 'fill' | 'override'>;

function scoreWith(w: Float64Array, e: FieldExample) {
  const sum = (fs: readonly number[]) => fs.reduce((a, f) => a + w[f]!, 0);
  return { scores: e.features.map(sum), none: sum(e.none) };
}

const train = (pool: readonly ImageExample[], f: FieldName) => trainField(pool.map((x) => x.fields[f]), OPTIONS);

/** Each image's scores from the model trained without its author. */
function outOfFold(pool: readonly ImageExample[]): Map<string, Scores> {
  const out = new Map<string, Scores>();
  for (const author of [...new Set(pool.map((x) => x.author))]) {
    const weights = Object.fromEntries(FIELD_NAMES.map((f) => [f, train(pool.filter((x) => x.author !== author), f)])) as Record<FieldName, Float64Array>;
    for (const x of pool.filter((y) => y.author === author)) out.set(x.file, Object.fromEntries(FIELD_NAMES.map((f) => [f, scoreWith(weights[f], x.fields[f])])) as Scores);
  }
  return out;
}

function rightAfter(e: FieldExample, s: { scores: number[]; none: number }, t: Decision, acts = true): boolean {
  const pick = acts ? pickCandidate(s.scores, e.values, s.none, e.rule, t) : undefined;
  const got = pick === undefined ? e.rule : e.values[pick]!;
  return same(got, e.truth);
}

// A fill needs the candidate to beat 'none': below that the model itself says the field is not on the page.
const FILLS = [0, 0.5, 1, 1.5, 2, 3, 4, Infinity];
const OVERRIDES = [0, 0.5, 1, 2, 3, 4, 6, 8, Infinity];

/** The thresholds with the most fields right on these images; ties go to the more cautious. */
const choose = (pool: readonly ImageExample[], oof: ReadonlyMap<string, Scores>, f: FieldName): Decision =>
  bestFillOverride((t) => pool.filter((x) => rightAfter(x.fields[f], oof.get(x.file)![f], t, x.acts)).length, FILLS, OVERRIDES);

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;

async function main() {
  const check = process.argv.includes('--check');
  const pool = await collect();
  const honest = pool.filter((x) => x.honest);
  const oof = outOfFold(pool);
  const authors = [...new Set(honest.map((x) => x.author))];
  // Leave one author out: thresholds chosen on the other honest author's out-of-fold scores,
  // applied to this author's (scored by the model trained without it).
  console.log(`Leave one layout author out (honest rule answers; ${honest.length} images):`);
  // Degraded is photos and phone screenshots together (the held-out gate's figure), then each apart.
  const isVariant = (v: string, variant: string) => (variant === 'degraded' ? v !== 'clean' : v === variant);
  for (const variant of ['clean', 'degraded', 'photo', 'phone'] as const) {
    const rows: string[] = [];
    let before = 0;
    let after = 0;
    let total = 0;
    for (const f of FIELD_NAMES) {
      let b = 0;
      let a = 0;
      let n = 0;
      for (const author of authors) {
        const t = choose(honest.filter((x) => x.author !== author), oof, f);
        for (const x of honest.filter((y) => y.author === author && isVariant(y.variant, variant))) {
          n += 1;
          b += Number(same(x.fields[f].rule, x.fields[f].truth));
          a += Number(rightAfter(x.fields[f], oof.get(x.file)![f], t, x.acts));
        }
      }
      rows.push(`${f} ${pct(b, n)} → ${pct(a, n)}`);
      before += b;
      after += a;
      total += n;
    }
    console.log(`  ${variant}: rules ${pct(before, total)} → with the chooser ${pct(after, total)} (${rows.join(', ')})`);
  }
  const model = finalChooserModel(pool, oof);
  for (const f of FIELD_NAMES) console.log(`  ${f}: fill ${model[f].fill}, override ${model[f].override}, ${Object.keys(model[f].weights).length} weights`);
  if (check) return;
  writeFileSync(WEIGHTS, moduleText(model));
  console.log(`wrote ${path.relative(process.cwd(), WEIGHTS)}`);
}

/**
 * The committed model: weights trained on every training image, thresholds chosen on the honest
 * images' scores from models trained without their author.
 */
export function finalChooserModel(pool: readonly ImageExample[], oof: ReadonlyMap<string, Scores> = outOfFold(pool)): ChooserModel {
  const honest = pool.filter((x) => x.honest);
  return Object.fromEntries(FIELD_NAMES.map((f) => [f, { ...choose(honest, oof, f), weights: sparse(train(pool, f)) }])) as ChooserModel;
}

export const moduleText = (m: ChooserModel): string =>
  modelModuleText(FIELD_NAMES, m, {
    script: 'train-field-scorer.ts',
    source: 'scripts/rate-cons/train-field-scorer.ts from tests/fixtures/rate-cons-families/train (docs/decisions/009-ocr.md)',
    type: 'ChooserModel',
    typeModule: 'field-scorer',
    name: 'CHOOSER_MODEL',
  });

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
