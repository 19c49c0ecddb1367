// OCR benchmark: seconds per image (first, with worker start-up, and warm), field accuracy, and the
// process's peak memory (Tesseract runs in worker threads of this process, so maxRSS covers it).
//
//   npm run bench:ocr                                  # the committed fixtures
//   npm run bench:ocr -- --dir artifacts/rate-cons     # a larger generated set (see generate:rate-cons)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTesseractPool } from '../src/server/ocr/engine';
import { extractLoadData, FIELD_NAMES, type LoadExtraction } from '../src/server/ocr/extract-load-data';

interface Entry {
  file: string;
  variant: string;
  truth: Omit<LoadExtraction, 'confidence'>;
}

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'tests/fixtures/rate-cons' }, json: { type: 'boolean', default: false } } });
const dir = path.resolve(values.dir);
const entries: Entry[] = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
const seconds = (ns: bigint) => Number(ns) / 1e9;

const engine = createTesseractPool({ size: 1 });
const timings: Array<{ file: string; variant: string; s: number; right: number; confidence: number }> = [];
const rssSamples: number[] = [];
const sampler = setInterval(() => rssSamples.push(process.memoryUsage.rss()), 50);
try {
  for (const entry of entries) {
    const image = readFileSync(path.join(dir, entry.file));
    const t0 = process.hrtime.bigint();
    const result = await extractLoadData(image, { engine });
    const s = seconds(process.hrtime.bigint() - t0);
    const right = FIELD_NAMES.filter((f) => result[f] === entry.truth[f]).length;
    timings.push({ file: entry.file, variant: entry.variant, s, right, confidence: result.confidence });
  }
} finally {
  clearInterval(sampler);
  await engine.close();
}

const [first, ...warm] = timings;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
const accuracy = (filter: (v: string) => boolean) => {
  const rows = timings.filter((t) => filter(t.variant));
  return rows.length ? rows.reduce((a, t) => a + t.right, 0) / (rows.length * FIELD_NAMES.length) : NaN;
};
const peakRssMb = Math.max(process.resourceUsage().maxRSS / 1024, ...rssSamples.map((b) => b / 1024 / 1024));
const summary = {
  images: timings.length,
  firstImageSeconds: Number(first?.s.toFixed(2)),
  warmMeanSeconds: Number(mean(warm.map((t) => t.s)).toFixed(2)),
  warmP95Seconds: Number(p(warm.map((t) => t.s), 0.95).toFixed(2)),
  accuracyClean: Number((accuracy((v) => v === 'clean') * 100).toFixed(1)),
  accuracyDegraded: Number((accuracy((v) => v !== 'clean') * 100).toFixed(1)),
  peakRssMb: Math.round(peakRssMb),
};
if (values.json) {
  console.log(JSON.stringify({ summary, timings }, null, 2));
} else {
  for (const t of timings) {
    console.log(`${t.file.padEnd(34)} ${t.variant.padEnd(8)} ${t.s.toFixed(2)} s  ${t.right}/${FIELD_NAMES.length} fields  confidence ${t.confidence.toFixed(2)}`);
  }
  console.log(`\nOCR benchmark (${summary.images} images, 1 worker)`);
  console.log(`  first image (worker start + read): ${summary.firstImageSeconds} s`);
  console.log(`  warm, per image: mean ${summary.warmMeanSeconds} s, p95 ${summary.warmP95Seconds} s`);
  console.log(`  fields exactly right: clean ${summary.accuracyClean} %, degraded ${summary.accuracyDegraded} %`);
  console.log(`  peak memory (RSS): ${summary.peakRssMb} MB`);
}
