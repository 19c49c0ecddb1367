/**
 * The learned check that a text holds a load at all (docs/product-rules.md R-OFFER-95,
 * docs/decisions/016): once the rules have read one or more loads, a linear model over the text's
 * words, its question marks and what the rules read for the first load (which fields, how sure)
 * scores 'this text offers no load' (a report, a withdrawn load, a question, a driver's own
 * post). Above the trained threshold the text is read as holding no load. Weights come from
 * scripts/offers/train-load-scorer.ts. Pure: no I/O; linear in the text.
 */
import { hashInto, score } from './offer-learned';
import type { FoundField, OfferReading } from './offer-types';

export interface LoadModel {
  /** Sparse weights: hashed feature index → weight. */
  weights: Record<number, number>;
  /** The text holds no load when its score is above this. */
  threshold: number;
}

/** The first load's fields the model looks at, as the rules read them. */
const LOAD_FIELDS = ['origin', 'destination', 'miles', 'rate', 'fsc', 'deadhead'] as const;
export type LoadSummary = { loads: number } & Record<(typeof LOAD_FIELDS)[number], number>;

/** Characters of the text whose words are looked at (the head of a long text says what it is). */
const HEAD = 4000;

function sureBin(confidence: number): string {
  if (confidence <= 0) return '-';
  return confidence >= 0.9 ? '9' : confidence >= 0.8 ? '8' : confidence >= 0.7 ? '7' : '6';
}

/** What the rules read, as the model sees it: how many loads, and how sure each field of the first. */
export function summaryOf(loads: readonly OfferReading[]): LoadSummary {
  const first = loads[0];
  const sure = (f: FoundField<unknown> | null | undefined) => (f && !f.estimated ? f.confidence : 0);
  return {
    loads: loads.length,
    origin: sure(first?.origin),
    destination: sure(first?.destination),
    miles: sure(first?.miles),
    rate: sure(first?.rate),
    fsc: sure(first?.fsc),
    deadhead: sure(first?.deadhead),
  };
}

/**
 * Buckets of the check's hashed features (R-OFFER-110): a space of its own, far larger than the
 * scorers' 1,024, so that a common word ('your', 'loads') does not share its weight with the few
 * words that say a load is gone (the training texts hold about 4,900 distinct words).
 */
export const LOAD_DIM = 16384;

/** The check's features: those of what the rules read, and those of the text's words (regularised apart in training). */
export interface LoadFeatures {
  read: number[];
  words: number[];
}

export function loadFeatures(text: string, summary: LoadSummary): LoadFeatures {
  const f = new Set<string>(['bias', `n:${Math.min(summary.loads, 3)}`]);
  // The FSC by presence only: the era answers (scripts/offers/era-rules.json) keep no FSC confidence.
  for (const name of LOAD_FIELDS) f.add(`f:${name}:${name === 'fsc' ? (summary.fsc > 0 ? 'y' : '-') : sureBin(summary[name])}`);
  const head = text.slice(0, HEAD).toLowerCase();
  const questions = (head.match(/\?/g) ?? []).length;
  f.add(`q:${Math.min(questions, 3)}`);
  f.add(`len:${text.length < 120 ? 0 : text.length < 400 ? 1 : text.length < 1200 ? 2 : 3}`);
  const read = [...new Set([...f].map((x) => hashInto(x, LOAD_DIM)))];
  const words = new Set<number>();
  for (const w of head.match(/[a-záéíóúñ']{2,}/g) ?? []) words.add(hashInto(`w:${w}`, LOAD_DIM));
  for (const i of read) words.delete(i);
  return { read, words: [...words] };
}

/** True when the model says the text holds no load, though the rules read one. */
export function noLoadScorer(model: LoadModel): (text: string, loads: readonly OfferReading[]) => boolean {
  return (text, loads) => Number.isFinite(model.threshold) && loads.length > 0 && scoreLoadFeatures(model.weights, loadFeatures(text, summaryOf(loads))) > model.threshold;
}

export function scoreLoadFeatures(weights: Readonly<Record<number, number>>, features: LoadFeatures): number {
  return score(weights, features.read) + score(weights, features.words);
}
