// Tesseract's readings recorded to disk, one JSON per image and pass (block, sharper, sparse), named
// by the image's hash: `bench/ocr.ts --ocr-cache` writes them, the recorded-OCR tests and the
// training scripts read them back (src/server/ocr/families-training.test.ts says how to re-record).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OcrEngine, OcrText, RecognizeOptions } from '../ocr/engine';

/** Which preparation a reading asks for. */
export const passOf = (options?: RecognizeOptions) => (options?.reread ? 'reread' : options?.sharper ? 'sharper' : options?.sparse ? 'sparse' : 'block');

/** The file name (without '.json') of an image's recorded reading for a pass. */
export const readingKey = (image: Buffer, options?: RecognizeOptions) => createHash('sha1').update(image).update(passOf(options)).digest('hex');

/** An engine that gives back the readings recorded in `dir`, and fails on an image with none. */
export function recordedEngine(dir: string, onRead?: (pass: string, read: OcrText) => void): OcrEngine {
  return {
    recognize: async (image, options) => {
      const file = path.join(dir, `${readingKey(image, options)}.json`);
      if (!existsSync(file)) throw new Error(`No recorded ${passOf(options)} reading for an image in ${path.relative(process.cwd(), dir)}: re-record (src/server/ocr/families-training.test.ts)`);
      const read = JSON.parse(readFileSync(file, 'utf8')) as OcrText;
      onRead?.(passOf(options), read);
      return read;
    },
    close: async () => undefined,
  };
}
