// Training the learned scorer for origin and destination (docs/decisions/016, docs/product-rules.md
// R-OFFER-63): the same method as for miles (scorer-training.ts) — candidates collected by running
// the rules on each training offer, the rules' answers those of each author's era
// (scripts/offers/era-rules.json), a listwise softmax trained by SGD in a fixed order, and the two
// decision thresholds chosen on out-of-fold scores of the honest offers.
import type { GazetteerIndex } from '../../src/domain/distance';
import { readOffer } from '../../src/domain/extract/offer';
import { FEATURE_DIM } from '../../src/domain/extract/offer-learned';
import { PLACE_FIELDS, PLACE_KEPT_AT, placeCandidatesFor, placeIds, placeKey, placeNoneFeatures, type PlaceField, type PlaceModel } from '../../src/domain/extract/offer-learned-places';
import type { CorpusFile } from '../../src/domain/extract/offer-score';
import type { FieldModel } from '../../src/domain/extract/offer-learned';
import type { EraAnswers } from './era-rules';
import { chooseThresholds, scoreExample, trainField, type FieldExample, type Scored } from './scorer-training';

export interface PlaceOffer {
  style: string;
  id: string;
  honest: boolean;
  fields: Record<PlaceField, FieldExample> | null;
}

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

export const placeExamples = (offers: readonly PlaceOffer[], role: PlaceField) => offers.flatMap((o) => (o.fields ? [o.fields[role]] : []));

export type PlaceOof = Map<string, Record<PlaceField, Scored> | null>;

/** Out-of-fold scores of the offers of each group (a list of styles), from the model trained on the pool without it. */
export function placeOutOfFold(pool: readonly PlaceOffer[], groups: ReadonlyArray<readonly string[]>): PlaceOof {
  const into: PlaceOof = new Map();
  for (const group of groups) {
    const train = pool.filter((o) => !group.includes(o.style));
    const weights = Object.fromEntries(PLACE_FIELDS.map((role) => [role, trainField(placeExamples(train, role))]));
    for (const o of pool.filter((x) => group.includes(x.style))) {
      into.set(o.id, o.fields ? (Object.fromEntries(PLACE_FIELDS.map((role) => [role, scoreExample(weights[role]!, o.fields![role])])) as Record<PlaceField, Scored>) : null);
    }
  }
  return into;
}

export type PlaceThresholds = Record<PlaceField, Pick<FieldModel, 'fill' | 'override'>>;

/** Thresholds chosen on the honest offers' out-of-fold scores; ties go to the cautious side (the rules). */
export function placeThresholdsOn(pool: readonly PlaceOffer[], oof: PlaceOof): PlaceThresholds {
  const entries = PLACE_FIELDS.map((role) => {
    const pairs: Array<readonly [FieldExample, Scored]> = [];
    for (const o of pool) {
      const s = oof.get(o.id);
      if (o.honest && o.fields && s) pairs.push([o.fields[role], s[role]] as const);
    }
    return [role, chooseThresholds(pairs)] as const;
  });
  return Object.fromEntries(entries) as PlaceThresholds;
}

function sparse(w: Float64Array): Record<number, number> {
  const out: Record<number, number> = {};
  w.forEach((x, i) => {
    if (x !== 0 && i < FEATURE_DIM) out[i] = x;
  });
  return out;
}

export function placeModelFrom(offers: readonly PlaceOffer[], thresholds: PlaceThresholds): PlaceModel {
  return Object.fromEntries(PLACE_FIELDS.map((role) => [role, { weights: sparse(trainField(placeExamples(offers, role))), ...thresholds[role] }])) as PlaceModel;
}

/** The committed module holding the place model (src/domain/extract/offer-place-weights.ts). */
export function placeModuleText(m: PlaceModel): string {
  const num = (x: number) => (Number.isFinite(x) ? String(x) : 'Infinity');
  const fieldText = (role: PlaceField) =>
    `  ${role}: {\n    fill: ${num(m[role].fill)},\n    override: ${num(m[role].override)},\n    weights: ${JSON.stringify(m[role].weights)},\n  },\n`;
  return (
    '// Generated by scripts/offers/train-place-scorer.ts from tests/fixtures/offers/train (docs/decisions/016):\n' +
    '// do not edit by hand; retrain instead.\n' +
    "import type { PlaceModel } from './offer-learned-places';\n\n" +
    `export const PLACE_MODEL: PlaceModel = {\n${PLACE_FIELDS.map(fieldText).join('')}};\n`
  );
}

/** The committed place model: weights from every training offer, thresholds from every style's out-of-fold scores. */
export function finalPlaceModel(offers: readonly PlaceOffer[], oof: PlaceOof = placeOutOfFold(offers, [...new Set(offers.map((o) => o.style))].map((s) => [s]))): PlaceModel {
  return placeModelFrom(offers, placeThresholdsOn(offers, oof));
}
