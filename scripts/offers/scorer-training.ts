// Training the learned candidate scorer (docs/decisions/016, docs/product-rules.md R-OFFER-62):
// candidates collected by running the rules on each training offer, a listwise softmax over each
// offer's candidates and a 'none' option, plain SGD in a fixed order (deterministic), and the
// two decision thresholds per field chosen on out-of-fold scores.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GazetteerIndex } from '../../src/domain/distance';
import { readOffer } from '../../src/domain/extract/offer';
import {
  candidatesFor,
  decide,
  FEATURE_DIM,
  noneFeatures,
  rateDoubted,
  readValue,
  score,
  SCORED_FIELDS,
  type FieldModel,
  type ScoredField,
  type ScorerModel,
} from '../../src/domain/extract/offer-learned';
import type { CorpusFile } from '../../src/domain/extract/offer-score';
import { ERAS, type EraAnswers } from './era-rules';

export interface FieldExample {
  rule: number | null;
  /**
   * The rules read the value sure (a stop from a label) or it is a rate: replaced only by a margin
   * (`sure`, R-OFFER-93, R-OFFER-94); with no rule value, left alone (a rate worked out from
   * estimated miles, R-OFFER-62).
   */
  locked?: boolean;
  /** A locked value read at least this sure (a rate the rules did not doubt, R-OFFER-94) is never replaced. */
  keep?: boolean;
  truth: number | null;
  values: number[];
  features: number[][];
  none: number[];
}

/** One training offer's examples for the fields `F` a scorer picks (numbers here, places in place-training.ts). */
export interface Example<F extends string> {
  style: string;
  id: string;
  /** Its rule answers are those of rules never tuned on its style (scripts/offers/era-rules.ts). */
  honest: boolean;
  fields: Record<F, FieldExample> | null;
}

export type OfferExample = Example<ScoredField>;

export function loadEraAnswers(): EraAnswers {
  return JSON.parse(readFileSync(path.resolve('scripts/offers/era-rules.json'), 'utf8')) as EraAnswers;
}

/**
 * Out-of-fold groups for choosing the committed thresholds: each author's styles together (a new
 * author's text is what the thresholds must suit, R-OFFER-93), every other style on its own.
 */
export function authorGroups(styles: readonly string[]): string[][] {
  const byAuthor = ERAS.map((e) => e.styles.filter((s) => styles.includes(s)));
  const inEra = new Set(ERAS.flatMap((e) => e.styles));
  return [...byAuthor.filter((g) => g.length), ...styles.filter((s) => !inEra.has(s)).map((s) => [s])];
}

/** The styles whose rule answers are honest: each author's, read by the rules of its era. */
export const HONEST_STYLES: ReadonlySet<string> = new Set(ERAS.flatMap((e) => e.styles));

export function loadTrain(root = path.resolve('tests/fixtures/offers/train')): CorpusFile[] {
  return readdirSync(root)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(root, f), 'utf8')) as CorpusFile);
}

const same = (a: number, b: number | null) => b !== null && Math.round(a * 100) === Math.round(b * 100);

/**
 * Each offer's candidates for its first load, as the rules alone read it; where `era` gives the
 * answers of the rules before they were tuned on the offer's style, those stand for the rules'.
 */
export function collect(files: readonly CorpusFile[], index: GazetteerIndex, era: EraAnswers = {}, honestStyles: ReadonlySet<string> = new Set()): OfferExample[] {
  const out: OfferExample[] = [];
  for (const file of files) {
    for (const offer of file.offers) {
      let fields: OfferExample['fields'] = null;
      const then = era[offer.id];
      readOffer(offer.text, {
        places: index,
        scorer: (live) => {
          if (fields) return;
          const was = (v: number | null, confidence = 0.8) => (v === null ? null : { value: v, confidence, source: '' });
          const c = then?.confidence ?? [];
          const context = then
            ? { ...live, reading: { ...live.reading, miles: was(then.miles, c[0]), deadhead: was(then.deadhead, c[1]), rate: was(then.rate, c[2]) } }
            : live;
          const entries = SCORED_FIELDS.map((name) => {
            const candidates = candidatesFor(context, name);
            const rule = readValue(context.reading[name]);
            const truth = offer.truth[name] ?? null;
            const example: FieldExample = {
              rule,
              truth: typeof truth === 'number' ? truth : null,
              values: candidates.map((c) => c.value),
              features: candidates.map((c) => c.features),
              none: noneFeatures(context.reading[name]),
              ...(name === 'rate' && context.reading.rate ? { locked: true, keep: !rateDoubted(context.reading) } : {}),
            };
            return [name, example] as const;
          });
          fields = Object.fromEntries(entries) as Record<ScoredField, FieldExample>;
        },
      });
      out.push({ style: file.style, id: offer.id, honest: honestStyles.has(file.style), fields });
    }
  }
  return out;
}

export interface TrainOptions {
  epochs: number;
  rate: number;
  l2: number;
  /** Size of the hashed feature space (default FEATURE_DIM; the rate-confirmation chooser has its own). */
  dim?: number;
}
export const TRAIN_OPTIONS: TrainOptions = { epochs: 12, rate: 0.1, l2: 1e-4 };

/** Listwise softmax over the candidates and 'none'; the right value's candidates share the target. */
export function trainField(examples: readonly FieldExample[], options: TrainOptions = TRAIN_OPTIONS): Float64Array {
  const w = new Float64Array(options.dim ?? FEATURE_DIM);
  const usable = examples.filter((e) => e.truth === null || e.values.some((v) => same(v, e.truth)));
  // A fixed shuffle (LCG, seed 1) so that retraining gives the same weights.
  let seed = 1;
  const order = usable.map((_, i) => i);
  const pass = (epoch: number) => {
    for (let i = order.length - 1; i > 0; i--) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const j = seed % (i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const lr = options.rate / (1 + epoch * 0.5);
    for (const k of order) {
      const e = usable[k]!;
      const lists = [...e.features, e.none];
      const scores = lists.map((f) => score(w as unknown as Record<number, number>, f));
      const max = Math.max(...scores);
      const exp = scores.map((s) => Math.exp(s - max));
      const total = exp.reduce((a, b) => a + b, 0);
      const positive = lists.map((_, i) => (i === lists.length - 1 ? e.truth === null : same(e.values[i]!, e.truth)));
      const posTotal = exp.reduce((a, x, i) => a + (positive[i] ? x : 0), 0);
      for (let i = 0; i < lists.length; i++) {
        const g = exp[i]! / total - (positive[i] ? exp[i]! / posTotal : 0);
        if (Math.abs(g) < 1e-6) continue;
        for (const f of lists[i]!) w[f] = w[f]! - lr * (g + options.l2 * w[f]!);
      }
    }
  };
  for (let epoch = 0; epoch < options.epochs; epoch++) pass(epoch);
  // Rounded to 3 decimals: what the committed module holds.
  for (let i = 0; i < w.length; i++) w[i] = Math.round(w[i]! * 1000) / 1000 || 0;
  return w;
}

/** The weights as the committed module holds them: only the ones that are not zero. */
export function sparse(w: Float64Array): Record<number, number> {
  const out: Record<number, number> = {};
  w.forEach((x, i) => {
    if (x !== 0) out[i] = x;
  });
  return out;
}

export interface Scored {
  scores: number[];
  none: number;
}

export function scoreExample(w: Float64Array, e: FieldExample): Scored {
  const weights = w as unknown as Record<number, number>;
  return { scores: e.features.map((f) => score(weights, f)), none: score(weights, e.none) };
}

/** The decision's thresholds: fill and override, and `sure` for a value the rules read sure (R-OFFER-93). */
type Decision = Pick<FieldModel, 'fill' | 'override' | 'sure'>;

/** The scorer's pick for an example: a locked rule value only yields to a candidate beating it by `sure`. */
function pickOf(e: FieldExample, s: Scored, thresholds: Decision): number | undefined {
  if (!e.locked) return decide(s.scores, e.values, s.none, e.rule, thresholds);
  const sure = thresholds.sure ?? Infinity;
  if (e.rule === null || e.keep || !Number.isFinite(sure)) return undefined;
  return decide(s.scores, e.values, s.none, e.rule, { fill: Infinity, override: sure });
}

/** Right after the decision: the value read equals the truth (both empty counts as right). */
export function rightAfter(e: FieldExample, s: Scored, thresholds: Decision): boolean {
  const pick = pickOf(e, s, thresholds);
  const got = pick === undefined ? e.rule : e.values[pick]!;
  return got === null || e.truth === null ? got === e.truth : same(got, e.truth);
}

const FILLS = [-1, -0.5, 0, 0.5, 1, 1.5, 2, 3, Infinity];
const OVERRIDES = [0, 0.5, 1, 2, 3, 4, 6, Infinity];
/** Margins tried for replacing a value the rules read sure (R-OFFER-93). */
export const SURES = [0, 0.5, 1, 2, 3, 4, 6, 8, Infinity];

/**
 * Of the fill and override thresholds tried (and neither), those with the most fields right
 * (`right` counts them); ties go to the more cautious, both margins at least as high. The offer
 * scorer's and the rate-confirmation chooser's (scripts/rate-cons/train-field-scorer.ts) choice.
 */
export function bestFillOverride(right: (t: Pick<FieldModel, 'fill' | 'override'>) => number, fills: readonly number[], overrides: readonly number[]): Pick<FieldModel, 'fill' | 'override'> {
  let best = { fill: Infinity, override: Infinity };
  let bestRight = right(best);
  for (const fill of fills) {
    for (const override of overrides) {
      const r = right({ fill, override });
      if (r > bestRight || (r === bestRight && fill >= best.fill && override >= best.override)) [best, bestRight] = [{ fill, override }, r];
    }
  }
  return best;
}

/**
 * The thresholds with the most right on these out-of-fold scores; ties go to the more cautious.
 * Fill and override act on values the rules did not read sure, `sure` on those they did: the two
 * are chosen apart.
 */
function chooseThresholds(pairs: ReadonlyArray<readonly [FieldExample, Scored]>, overrides: readonly number[] = OVERRIDES, sures: readonly number[] = [Infinity]): Decision {
  const free = pairs.filter(([e]) => !e.locked);
  const best = bestFillOverride((t) => free.filter(([e, s]) => rightAfter(e, s, t)).length, FILLS, overrides);
  const locked = pairs.filter(([e]) => e.locked);
  let sure = Infinity;
  let sureRight = locked.filter(([e, s]) => rightAfter(e, s, { ...best, sure })).length;
  for (const x of sures) {
    const right = locked.filter(([e, s]) => rightAfter(e, s, { ...best, sure: x })).length;
    if (right > sureRight || (right === sureRight && x >= sure)) [sure, sureRight] = [x, right];
  }
  return Number.isFinite(sure) ? { ...best, sure } : best;
}

export function fieldExamples<F extends string>(examples: readonly Example<F>[], name: F): FieldExample[] {
  return examples.flatMap((o) => (o.fields ? [o.fields[name]] : []));
}

/** The model of `fields` trained on these offers with the given thresholds. */
export function modelOver<F extends string>(fields: readonly F[], examples: readonly Example<F>[], thresholds: Thresholds<F>): Record<F, FieldModel> {
  const entries = fields.map((name) => [name, { weights: sparse(trainField(fieldExamples(examples, name))), ...thresholds[name] }] as const);
  return Object.fromEntries(entries) as Record<F, FieldModel>;
}

/** The miles / deadhead / rate model trained on these offers with the given thresholds. */
export function modelFrom(examples: readonly OfferExample[], thresholds: Thresholds): ScorerModel {
  return modelOver(SCORED_FIELDS, examples, thresholds);
}

/**
 * The text of a committed module holding a model of `fields`, as the script named writes it
 * (`source`: what the header says generated it, when not an offer scorer's script).
 */
export function modelModuleText<F extends string>(
  fields: readonly F[],
  m: Record<F, FieldModel>,
  names: { script: string; type: string; typeModule: string; name: string; source?: string },
): string {
  const num = (x: number) => (Number.isFinite(x) ? String(x) : 'Infinity');
  const sure = (name: F) => (m[name].sure === undefined ? '' : `    sure: ${num(m[name].sure)},\n`);
  const fieldText = (name: F) =>
    `  ${name}: {\n    fill: ${num(m[name].fill)},\n    override: ${num(m[name].override)},\n${sure(name)}    weights: ${JSON.stringify(m[name].weights)},\n  },\n`;
  return (
    `// Generated by ${names.source ?? `scripts/offers/${names.script} from tests/fixtures/offers/train (docs/decisions/016)`}:\n` +
    '// do not edit by hand; retrain instead.\n' +
    `import type { ${names.type} } from './${names.typeModule}';\n\n` +
    `export const ${names.name}: ${names.type} = {\n${fields.map(fieldText).join('')}};\n`
  );
}

/** The committed module holding the miles / deadhead / rate model (src/domain/extract/offer-scorer-weights.ts). */
export const moduleText = (m: ScorerModel): string =>
  modelModuleText(SCORED_FIELDS, m, { script: 'train-scorer.ts', type: 'ScorerModel', typeModule: 'offer-learned', name: 'SCORER_MODEL' });

/**
 * Per field: the scorer may fill what the rules leave empty and override what they read, or only
 * fill. Rate only fills: overriding the rules' rate lost on leave-one-style-out (rate 97.6 → 96.9 %)
 * and on the seventh author (84.3 → 80.7 %), though it gained leaving one author out (docs/decisions/016).
 */
const POLICY: Record<ScoredField, 'fill' | 'both'> = { miles: 'both', deadhead: 'both', rate: 'fill' };

export type OofScores<F extends string = ScoredField> = Map<string, Record<F, Scored> | null>;

/**
 * Out-of-fold scores of `fields` for the offers of `groups` (lists of styles), each group's from
 * the model trained on the pool without it.
 */
export function outOfFoldOver<F extends string>(fields: readonly F[], pool: readonly Example<F>[], groups: ReadonlyArray<readonly string[]>): OofScores<F> {
  const into: OofScores<F> = new Map();
  for (const group of groups) {
    const train = pool.filter((o) => !group.includes(o.style));
    const weights = Object.fromEntries(fields.map((name) => [name, trainField(fieldExamples(train, name))])) as Record<F, Float64Array>;
    for (const o of pool.filter((x) => group.includes(x.style))) {
      into.set(o.id, o.fields ? (Object.fromEntries(fields.map((name) => [name, scoreExample(weights[name], o.fields![name])])) as Record<F, Scored>) : null);
    }
  }
  return into;
}

/** Out-of-fold scores of miles, deadhead and rate. */
export function outOfFold(pool: readonly OfferExample[], groups: ReadonlyArray<readonly string[]>): OofScores {
  return outOfFoldOver(SCORED_FIELDS, pool, groups);
}

export type Thresholds<F extends string = ScoredField> = Record<F, Decision>;

/**
 * Thresholds of `fields` chosen on the out-of-fold scores of the honest offers of `pool` (rules of
 * their era); `overrides` gives the override thresholds tried for a field, `sures` the margins
 * tried for replacing a value the rules read sure.
 */
export function thresholdsOver<F extends string>(
  fields: readonly F[],
  pool: readonly Example<F>[],
  oof: OofScores<F>,
  overrides: (name: F) => readonly number[] = () => OVERRIDES,
  sures: (name: F) => readonly number[] = () => [Infinity],
): Thresholds<F> {
  const entries = fields.map((name) => {
    const pairs: Array<readonly [FieldExample, Scored]> = [];
    for (const o of pool) {
      const s = oof.get(o.id);
      if (o.honest && o.fields && s) pairs.push([o.fields[name], s[name]] as const);
    }
    return [name, chooseThresholds(pairs, overrides(name), sures(name))] as const;
  });
  return Object.fromEntries(entries) as Thresholds<F>;
}

/** Thresholds of miles, deadhead and rate (the rate only fills: POLICY). */
export function thresholdsOn(pool: readonly OfferExample[], oof: OofScores): Thresholds {
  return thresholdsOver(
    SCORED_FIELDS,
    pool,
    oof,
    (name) => (POLICY[name] === 'fill' ? [Infinity] : OVERRIDES),
    (name) => (name === 'rate' ? SURES : [Infinity]),
  );
}

/**
 * The committed model: weights from every training offer, thresholds from out-of-fold scores with
 * each author's styles left out together (authorGroups).
 */
export function finalModel(examples: readonly OfferExample[], oof: OofScores = outOfFold(examples, authorGroups([...new Set(examples.map((o) => o.style))]))): ScorerModel {
  return modelFrom(examples, thresholdsOn(examples, oof));
}
