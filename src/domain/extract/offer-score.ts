/**
 * Scoring the offer reader against a hand-written corpus (tests/fixtures/offers, format and rules
 * in docs/product-rules.md, 'Reading offers', R-OFFER-12). Pure: the caller loads the files.
 */
import { normaliseCityName, parseCityState } from '../distance';
import type { GazetteerIndex } from '../distance';
import { readOffer, type ReadOfferOptions } from './offer';
import type { OfferReading } from './offer-types';

export const GATED_FIELDS = ['origin', 'destination', 'miles', 'rate', 'fsc', 'deadhead'] as const;
export type GatedField = (typeof GATED_FIELDS)[number];

export interface CorpusOffer {
  id: string;
  text: string;
  truth: Record<GatedField, string | number | null> & Record<string, unknown>;
  loads?: number;
  noLoad?: boolean;
}

export interface CorpusFile {
  style: string;
  description?: string;
  offers: CorpusOffer[];
}

export interface Score {
  offers: number;
  right: Record<GatedField, number>;
  /** Right over all gated fields of all offers. */
  overall: number;
  /** Offers whose number of loads was read right (list offers give `loads`, others 1 or none). */
  loadsRight: number;
  misses: string[];
}

/** 'Saint Louis, mo' and 'St. Louis, MO' compare equal. */
function placeKey(text: string): string {
  const q = parseCityState(text);
  return q ? `${normaliseCityName(q.city)}|${q.state ?? ''}` : text.toLowerCase();
}

/** What the reading gives for a gated field: estimated values count as 'not given'. */
function readValue(reading: OfferReading | undefined, field: GatedField): string | number | null {
  const found = reading?.[field];
  if (!found || found.estimated) return null;
  return found.value;
}

export function isRight(field: GatedField, got: string | number | null, want: string | number | null): boolean {
  if (got === null || want === null) return got === want;
  if (field === 'origin' || field === 'destination') return placeKey(String(got)) === placeKey(String(want));
  return Math.round(Number(got) * 100) === Math.round(Number(want) * 100);
}

export function scoreCorpus(files: readonly CorpusFile[], index: GazetteerIndex, scorer?: ReadOfferOptions['scorer'], more: Omit<ReadOfferOptions, 'places' | 'scorer'> = {}): Score {
  const right = Object.fromEntries(GATED_FIELDS.map((f) => [f, 0])) as Record<GatedField, number>;
  const misses: string[] = [];
  let offers = 0;
  let loadsRight = 0;
  for (const file of files) {
    for (const offer of file.offers) {
      offers += 1;
      const result = readOffer(offer.text, scorer === undefined ? { places: index, ...more } : { places: index, scorer, ...more });
      const first = result.status === 'ok' ? result.loads[0] : undefined;
      const count = result.status === 'ok' ? result.loads.length : 0;
      if (count === (offer.noLoad ? 0 : (offer.loads ?? 1))) loadsRight += 1;
      else misses.push(`${offer.id} loads: ${count} ≠ ${offer.noLoad ? 0 : (offer.loads ?? 1)}`);
      for (const field of GATED_FIELDS) {
        const got = readValue(first, field);
        const want = offer.truth[field] ?? null;
        if (isRight(field, got, want)) right[field] += 1;
        else misses.push(`${offer.id} ${field}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`);
      }
    }
  }
  const total = GATED_FIELDS.reduce((sum, f) => sum + right[f], 0);
  return { offers, right, overall: offers ? total / (offers * GATED_FIELDS.length) : 0, loadsRight, misses };
}
