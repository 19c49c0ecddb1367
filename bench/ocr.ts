// OCR benchmark: seconds per image (first, with worker start-up, and warm), field accuracy, and the
// process's peak memory (Tesseract runs in worker threads of this process, so maxRSS covers it).
// The pool retires a worker after OCR_WORKER_MAX_READS reads (default DEFAULT_READS_PER_WORKER,
// 0 = never), as the server does; the figures say how many were retired.
//
//   npm run bench:ocr                                  # the committed fixtures
//   npm run bench:ocr -- --repeat 20                   # the fixtures 20 times over: peak memory of a long run
//   npm run bench:ocr -- --dir artifacts/rate-cons     # a larger generated set (see generate:rate-cons)
//   npm run bench:ocr -- --families                    # the layout families, training and held-out apart
//   npm run bench:ocr -- --families --split heldout    # one set (tests/fixtures/rate-cons-families/<split>)
//   npm run bench:ocr -- --families --text-out /tmp/t  # also keep each image's OCR text (for bench/ocr-engines.ts)
//   npm run bench:ocr -- --families --split train --variant photo,phone  # only these variants (CPU: degraded only)
//   npm run bench:ocr -- --families --split train --ocr-cache /tmp/c  # keep Tesseract's readings (text and
//     word boxes, by image hash); a later run with the same cache re-parses without OCR (timings then meaningless)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_READS_PER_WORKER } from '../src/server/config';
import { createTesseractPool, type OcrEngine } from '../src/server/ocr/engine';
import { extractLoadData, FIELD_NAMES, type LoadExtraction } from '../src/server/ocr/extract-load-data';
import { fieldCandidates, same, type ChooserContext } from '../src/server/ocr/field-scorer';
import { readingKey } from '../src/server/testing/recorded-ocr';

interface Entry {
  file: string;
  variant: string;
  truth: Omit<LoadExtraction, 'confidence'>;
}

// The server runs with glibc's malloc arenas capped (MALLOC_ARENA_MAX, set by the package.json
// scripts that start it; docs/decisions/009-ocr.md, 'Bounded memory: malloc arenas'). glibc reads it
// only when a process starts, so without it the bench runs itself again with the server's value, to
// measure the memory the server holds. MALLOC_ARENA_MAX=16 measures glibc's default (8 a core, 2 cores).
if (process.env.MALLOC_ARENA_MAX === undefined) {
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  process.exit(child.status ?? 1);
}

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'tests/fixtures/rate-cons' },
    json: { type: 'boolean', default: false },
    families: { type: 'boolean', default: false },
    'families-dir': { type: 'string', default: 'tests/fixtures/rate-cons-families' },
    split: { type: 'string', default: 'train,heldout' },
    /** With --families: read only the images of these variants (clean, photo, phone; comma-separated). */
    variant: { type: 'string', default: 'clean,photo,phone' },
    'text-out': { type: 'string' },
    'ocr-cache': { type: 'string' },
    /** With --ocr-cache: also record each image's sparse and sharper second readings, and a degraded image's word-reader reading, needed or not (families-training.test.ts). */
    'record-sparse': { type: 'boolean', default: false },
    /** Read with the rules alone, without the learned field chooser (docs/decisions/009-ocr.md, 'A learned field chooser'). */
    'no-chooser': { type: 'boolean', default: false },
    /** Read the fixtures this many times over in one process (a long-running server's memory). */
    repeat: { type: 'string', default: '1' },
  },
});
const readsPerWorker = process.env.OCR_WORKER_MAX_READS ? Number(process.env.OCR_WORKER_MAX_READS) : DEFAULT_READS_PER_WORKER;
const retirement = readsPerWorker > 0 ? `retired after ${readsPerWorker} reads` : 'never retired';
const seconds = (ns: bigint) => Number(ns) / 1e9;
if (values.families) {
  await benchFamilies();
  process.exit(0);
}
const dir = path.resolve(values.dir);
const entries: Entry[] = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));

const repeat = Math.max(1, Number(values.repeat) || 1);
const engine = createTesseractPool({ size: 1, readsPerWorker });
const timings: Array<{ file: string; variant: string; s: number; right: number; confidence: number }> = [];
const rssSamples: number[] = [];
const sampler = setInterval(() => rssSamples.push(process.memoryUsage.rss()), 50);
let workersRetired = 0;
try {
  for (const entry of Array.from({ length: repeat }, () => entries).flat()) {
    const image = readFileSync(path.join(dir, entry.file));
    const t0 = process.hrtime.bigint();
    const result = await extractLoadData(image, { engine, ...(values['no-chooser'] ? { chooser: null } : {}) });
    const s = seconds(process.hrtime.bigint() - t0);
    const right = FIELD_NAMES.filter((f) => result[f] === entry.truth[f]).length;
    timings.push({ file: entry.file, variant: entry.variant, s, right, confidence: result.confidence });
  }
} finally {
  clearInterval(sampler);
  workersRetired = engine.stats().retired;
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
  readsPerWorker,
  workersRetired,
};
if (values.json) {
  console.log(JSON.stringify({ summary, timings }, null, 2));
} else {
  for (const t of timings) {
    console.log(`${t.file.padEnd(34)} ${t.variant.padEnd(8)} ${t.s.toFixed(2)} s  ${t.right}/${FIELD_NAMES.length} fields  confidence ${t.confidence.toFixed(2)}`);
  }
  console.log(`\nOCR benchmark (${summary.images} images${repeat > 1 ? `, the fixtures ${repeat} times over` : ''}, 1 worker ${retirement})`);
  console.log(`  first image (worker start + read): ${summary.firstImageSeconds} s`);
  console.log(`  warm, per image: mean ${summary.warmMeanSeconds} s, p95 ${summary.warmP95Seconds} s`);
  console.log(`  fields exactly right: clean ${summary.accuracyClean} %, degraded ${summary.accuracyDegraded} %`);
  console.log(`  peak memory (RSS): ${summary.peakRssMb} MB; workers retired: ${summary.workersRetired}`);
}

// ---------------------------------------------------------------------------------------------
// Layout families (scripts/rate-cons/generate.ts): per field, clean vs degraded, per split.
// ---------------------------------------------------------------------------------------------

async function benchFamilies() {
  const splits = values.split.split(',').map((x) => x.trim());
  const textOut = values['text-out'] ? path.resolve(values['text-out']) : null;
  let lastText = '';
  const pool = createTesseractPool({ size: 1, readsPerWorker });
  let workersRetired = 0;
  const cacheDir = values['ocr-cache'] ? path.resolve(values['ocr-cache']) : null;
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  // The same engine, keeping the text it read so it can be saved next to the extraction; with
  // --ocr-cache, each reading (per image and pass) is kept and reused instead of OCR'd again.
  const engine: OcrEngine = {
    recognize: async (image, options) => {
      const key = readingKey(image, options);
      const file = cacheDir ? path.join(cacheDir, `${key}.json`) : null;
      const read = file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : await pool.recognize(image, options);
      if (file && !existsSync(file)) writeFileSync(file, JSON.stringify(read));
      lastText = read.text;
      return read;
    },
    close: () => pool.close(),
  };
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(process.memoryUsage.rss()), 50);
  // reach: per field with a value on the sheet, whether the value is among the page's candidates
  // (any reading's words, or the rules' answer): what a perfect chooser could get, so a field lost
  // to the OCR is told from one lost to the choosing.
  type Row = { split: string; file: string; family: string; variant: string; degraded: boolean; s: number; right: Record<string, boolean>; reach: Record<string, boolean> };
  const variants = new Set(values.variant.split(',').map((x) => x.trim()));
  const rows: Row[] = [];
  try {
    for (const split of splits) {
      const dir = path.resolve(values['families-dir'], split);
      const entries: Array<Entry & { family: string }> = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
      if (textOut) mkdirSync(path.join(textOut, split), { recursive: true });
      for (const entry of entries.filter((e) => variants.has(e.variant))) {
        const t0 = process.hrtime.bigint();
        const image = readFileSync(path.join(dir, entry.file));
        // The reader as the server runs it, with the chooser's context kept for the reach figure.
        let context: ChooserContext | null = null;
        const result = await extractLoadData(image, {
          engine,
          ...(values['no-chooser'] ? { chooser: null } : {}),
          onChooserContext: (c) => (context = c),
        });
        const s = seconds(process.hrtime.bigint() - t0);
        const right = Object.fromEntries(FIELD_NAMES.map((f) => [f, result[f] === entry.truth[f]]));
        const candidates = context ? fieldCandidates(context) : null;
        const reach = Object.fromEntries(
          FIELD_NAMES.filter((f) => entry.truth[f] !== null).map((f) => [f, !!candidates?.[f].candidates.some((c) => same(c.value, entry.truth[f]))]),
        );
        rows.push({ split, file: entry.file, family: entry.family, variant: entry.variant, degraded: entry.variant !== 'clean', s, right, reach });
        if (textOut) writeFileSync(path.join(textOut, split, `${entry.file}.txt`), lastText);
        if (!values.json) {
          const wrong = FIELD_NAMES.filter((f) => !right[f]).map((f) => `${f}=${JSON.stringify(result[f])}`);
          console.log(`${split.padEnd(8)} ${entry.file.padEnd(40)} ${s.toFixed(2)} s  ${FIELD_NAMES.length - wrong.length}/${FIELD_NAMES.length}  ${wrong.join(' ')}`);
        }
        if (cacheDir && values['record-sparse']) {
          await engine.recognize(image, { sparse: true });
          await engine.recognize(image, { sharper: true });
          if (entry.variant !== 'clean') await engine.recognize(image, { reread: (await engine.recognize(image)).lines ?? [] });
        }
      }
    }
  } finally {
    clearInterval(sampler);
    workersRetired = pool.stats().retired;
    await engine.close();
  }
  /** The share of true cells, in per cent to one decimal (NaN for none). */
  const share = (cells: readonly boolean[]) => (cells.length ? Math.round((cells.filter(Boolean).length / cells.length) * 1000) / 10 : NaN);
  const pct = (xs: Row[], f?: string) => share(xs.flatMap((r) => (f ? [r.right[f]!] : FIELD_NAMES.map((g) => r.right[g]!))));
  const reachPct = (xs: Row[]) => share(xs.flatMap((r) => Object.values(r.reach)));
  const times = rows.map((r) => r.s);
  const sorted = [...times].sort((a, b) => a - b);
  const summary = {
    images: rows.length,
    firstImageSeconds: Number((times[0] ?? 0).toFixed(2)),
    medianSeconds: Number((sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(2)),
    peakRssMb: Math.round(Math.max(process.resourceUsage().maxRSS / 1024, ...rss.map((b) => b / 1024 / 1024))),
    readsPerWorker,
    workersRetired,
    accuracy: Object.fromEntries(splits.map((split) => {
      const inSplit = rows.filter((r) => r.split === split);
      const by = (degraded: boolean) => inSplit.filter((r) => r.degraded === degraded);
      return [split, {
        images: inSplit.length,
        clean: pct(by(false)),
        degraded: pct(by(true)),
        photos: pct(inSplit.filter((r) => r.variant === 'photo')),
        phone: pct(inSplit.filter((r) => r.variant === 'phone')),
        reach: Object.fromEntries(['clean', 'photo', 'phone'].map((v) => [v, reachPct(inSplit.filter((r) => r.variant === v))])),
        medianSeconds: Object.fromEntries(['clean', 'photo', 'phone'].map((v) => {
          const s = inSplit.filter((r) => r.variant === v).map((r) => r.s).sort((a, b) => a - b);
          return [v, s.length ? Number(s[Math.floor(s.length / 2)]!.toFixed(2)) : NaN];
        })),
        fields: Object.fromEntries(FIELD_NAMES.map((f) => [f, { clean: pct(by(false), f), degraded: pct(by(true), f) }])),
      }];
    })),
  };
  if (values.json) {
    console.log(JSON.stringify({ summary, rows }, null, 2));
    return;
  }
  console.log(`\nOCR benchmark, layout families (${summary.images} images, 1 worker ${retirement})`);
  console.log(`  first image (worker start + read) ${summary.firstImageSeconds} s, median ${summary.medianSeconds} s, peak RSS ${summary.peakRssMb} MB, workers retired ${summary.workersRetired}`);
  // A variant the set does not hold (a set of camera photos only) shows '–', not 'NaN %'.
  const of = (v: number, unit: string) => (Number.isNaN(v) ? '–' : `${v} ${unit}`);
  for (const [split, a] of Object.entries(summary.accuracy)) {
    console.log(`\n  ${split} (${a.images} images): fields exactly right, clean ${of(a.clean, '%')}, degraded ${of(a.degraded, '%')} (photos ${of(a.photos, '%')}, phone captures ${of(a.phone, '%')})`);
    console.log(`  values on the sheet found in the page's readings (a perfect chooser's ceiling): clean ${of(a.reach.clean, '%')}, photos ${of(a.reach.photo, '%')}, phone captures ${of(a.reach.phone, '%')}`);
    console.log(`  median per image: clean ${of(a.medianSeconds.clean, 's')}, photos ${of(a.medianSeconds.photo, 's')}, phone captures ${of(a.medianSeconds.phone, 's')}`);
    console.log(`  ${'field'.padEnd(14)} ${'clean'.padStart(7)} ${'degraded'.padStart(9)}`);
    for (const [f, v] of Object.entries(a.fields)) console.log(`  ${f.padEnd(14)} ${of(v.clean, '%').padStart(7)} ${of(v.degraded, '%').padStart(9)}`);
  }
}
