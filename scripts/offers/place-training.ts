// Training the learned scorer for origin and destination (docs/decisions/016, docs/product-rules.md
// R-OFFER-63): the same method as for miles (scorer-training.ts) — candidates collected by running
// the rules on each training offer, the rules' answers those of each author's era
// (scripts/offers/era-rules.json), a listwise softmax trained by SGD in a fixed order, and the two
// decision thresholds chosen on out-of-fold scores of the honest offers.
import type { GazetteerIndex } from '../../src/domain/distance';
import { readOffer } from '../../src/domain/extract/offer';
import { PLACE_FIELDS, PLACE_KEPT_AT, placeCandidatesFor, placeIds, placeKey, placeNoneFeatures, type PlaceField, type PlaceModel } from '../../src/domain/extract/offer-learned-places';
import type { CorpusFile } from '../../src/domain/extract/offer-score';
import type { EraAnswers } from './era-rules';
import { authorGroups, modelModuleText, modelOver, outOfFoldOver, SURES, thresholdsOver, type Example, type FieldExample, type OofScores, type Thresholds } from './scorer-training';

export type PlaceOffer = Example<PlaceField>;

/** Each offer's origin and destination candidates for its first load, the era's rule answers standing for the rules'. */
export function collectPlaces(files: readonly CorpusFile[], index: GazetteerIndex, era: EraAnswers, honestStyles: ReadonlySet<string>): PlaceOffer[] {
  const out: PlaceOffer[] = [];
  for (const file of files) {
    for (const offer of file.offers) {
      let fields: PlaceOffer['fields'] = null;
      const then = era[offer.id];
      readOffer(offer.text, {
        places: index,
        scorer: (live) => {
          if (fields) return;
          const was = <T>(v: T | null | undefined, confidence = 0.8) => (v === null || v === undefined ? null : { value: v, confidence, source: '' });
          const c = then?.confidence ?? [];
          const p = then?.placeConfidence ?? [];
          const context = then
            ? {
                ...live,
                reading: {
                  ...live.reading,
                  miles: was(then.miles, c[0]),
                  deadhead: was(then.deadhead, c[1]),
                  rate: was(then.rate, c[2]),
                  origin: was(then.origin, p[0]),
                  destination: was(then.destination, p[1]),
                },
              }
            : live;
          const entries = PLACE_FIELDS.map((role) => {
            const candidates = placeCandidatesFor(context, role);
            const found = context.reading[role];
            const truth = offer.truth[role];
            const { values, ids } = placeIds(candidates, found ? placeKey(found.value) : null, typeof truth === 'string' ? placeKey(truth) : null);
            const example: FieldExample = {
              rule: ids[0] ?? null,
              truth: ids[1] ?? null,
              values,
              features: candidates.map((x) => x.features),
              none: placeNoneFeatures(found),
              ...(found && found.confidence >= PLACE_KEPT_AT ? { locked: true } : {}),
            };
            return [role, example] as const;
          });
          fields = Object.fromEntries(entries) as Record<PlaceField, FieldExample>;
        },
      });
      out.push({ style: file.style, id: offer.id, honest: honestStyles.has(file.style), fields });
    }
  }
  return out;
}

export type PlaceOof = OofScores<PlaceField>;

/** Out-of-fold scores of the offers of each group (a list of styles), from the model trained on the pool without it. */
export const placeOutOfFold = (pool: readonly PlaceOffer[], groups: ReadonlyArray<readonly string[]>): PlaceOof => outOfFoldOver(PLACE_FIELDS, pool, groups);

export type PlaceThresholds = Thresholds<PlaceField>;

/**
 * Thresholds chosen on the honest offers' out-of-fold scores; ties go to the cautious side (the
 * rules). Only the destination may replace a stop the rules read sure (R-OFFER-93): for the
 * origin it gained nothing leaving one author out (89.8 % either way) and lost 2 origins leaving
 * one style out (docs/decisions/016).
 */
export const placeThresholdsOn = (pool: readonly PlaceOffer[], oof: PlaceOof): PlaceThresholds =>
  thresholdsOver(PLACE_FIELDS, pool, oof, undefined, (role) => (role === 'destination' ? SURES : [Infinity]));

export const placeModelFrom = (offers: readonly PlaceOffer[], thresholds: PlaceThresholds): PlaceModel => modelOver(PLACE_FIELDS, offers, thresholds);

/** The committed module holding the place model (src/domain/extract/offer-place-weights.ts). */
export const placeModuleText = (m: PlaceModel): string =>
  modelModuleText(PLACE_FIELDS, m, { script: 'train-place-scorer.ts', type: 'PlaceModel', typeModule: 'offer-learned-places', name: 'PLACE_MODEL' });

/**
 * The committed place model: weights from every training offer, thresholds from out-of-fold scores
 * with each author's styles left out together (authorGroups).
 */
export function finalPlaceModel(offers: readonly PlaceOffer[], oof: PlaceOof = placeOutOfFold(offers, authorGroups([...new Set(offers.map((o) => o.style))]))): PlaceModel {
  return placeModelFrom(offers, placeThresholdsOn(offers, oof));
}
