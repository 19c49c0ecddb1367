// The committed field chooser (src/server/ocr/field-scorer-weights.ts) is what training on the
// training layout families' recorded OCR gives (docs/decisions/009-ocr.md, 'A learned field
// chooser'): retraining reproduces it byte for byte, so a change to the candidates, the features,
// the rules or the families must retrain (`npm run -s train:field-chooser`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collect, finalChooserModel, moduleText } from './train-field-scorer';

describe('learned field chooser training', () => {
  it('reproduces the committed weights and thresholds from the training families', async () => {
    const committed = readFileSync(path.resolve('src/server/ocr/field-scorer-weights.ts'), 'utf8');
    expect(moduleText(finalChooserModel(await collect()))).toBe(committed);
  }, 180_000);
});
