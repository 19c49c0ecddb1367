// The committed scorer models (src/domain/extract/offer-scorer-weights.ts,
// offer-place-weights.ts and offer-load-weights.ts) are what training on the corpus gives (docs/decisions/016): retraining
// reproduces them byte for byte.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadUsGazetteer } from '../us-cities-plugin';
import { indexGazetteer } from '../../src/domain/distance';
import { collectLoads, finalLoadModel, loadModuleText } from './load-training';
import { collectPlaces, finalPlaceModel, placeModuleText } from './place-training';
import { collect, finalModel, HONEST_STYLES, loadEraAnswers, loadTrain, moduleText } from './scorer-training';

describe('learned scorer training', () => {
  it('reproduces the committed weights and thresholds from the training offers', () => {
    const examples = collect(loadTrain(), indexGazetteer(loadUsGazetteer()), loadEraAnswers(), HONEST_STYLES);
    const committed = readFileSync(path.resolve('src/domain/extract/offer-scorer-weights.ts'), 'utf8');
    expect(moduleText(finalModel(examples))).toBe(committed);
  }, 120_000);

  it('reproduces the committed origin and destination model (R-OFFER-63)', () => {
    const offers = collectPlaces(loadTrain(), indexGazetteer(loadUsGazetteer()), loadEraAnswers(), HONEST_STYLES);
    const committed = readFileSync(path.resolve('src/domain/extract/offer-place-weights.ts'), 'utf8');
    expect(placeModuleText(finalPlaceModel(offers))).toBe(committed);
  }, 120_000);

  it('reproduces the committed check that a text holds a load (R-OFFER-95)', () => {
    const examples = collectLoads(loadTrain(), indexGazetteer(loadUsGazetteer()), loadEraAnswers(), HONEST_STYLES);
    const committed = readFileSync(path.resolve('src/domain/extract/offer-load-weights.ts'), 'utf8');
    expect(loadModuleText(finalLoadModel(examples))).toBe(committed);
  }, 120_000);
});
