// OCR engine comparison on the layout families (tests/fixtures/rate-cons-families): how much of the
// truth is in the text an engine reads, before any parsing, and what reading costs (first image with
// engine start-up, warm median, peak RSS). See docs/decisions/009-ocr.md, "Engine comparison".
//
//   node --import tsx bench/ocr-engines.ts --engine tesseract              # the project's engine, on the normalised image
//   node --import tsx bench/ocr-engines.ts --engine paddle --paddle-dir /tmp/paddle-trial
//
// PaddleOCR (@gutenye/ocr-node) is not a dependency of the project: it is loaded from a scratch
// folder where it was installed on its own (package.json + .npmrc with onnxruntime-node-install-cuda=skip).
// One engine per run, so each run's peak RSS is that engine's.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createTesseractPool } from '../src/server/ocr/engine';
import { normaliseForOcr } from '../src/server/ocr/normalise';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'tesseract' },
    'paddle-dir': { type: 'string', default: '/tmp/paddle-trial' },
    dir: { type: 'string', default: 'tests/fixtures/rate-cons-families' },
    split: { type: 'string', default: 'heldout' },
    /** raw: the image file as it is; normalised: after normaliseForOcr (the project's pipeline). */
    input: { type: 'string' },
    json: { type: 'boolean', default: false },
    /** A folder to keep each image's text in (<file>.txt). */
    'text-out': { type: 'string' },
    /** Score texts kept by an earlier run's --text-out instead of reading (no timings then). */
    'from-text': { type: 'string' },
  },
});
const engineName = values.engine;
const input = values.input ?? (engineName === 'tesseract' ? 'normalised' : 'raw');

interface Truth {
  origin: string; destination: string; miles: number; rate: number; fsc: number | null; tolls: number | null;
  loadReference: string; total: number | null;
}
interface Entry { file: string; family: string; variant: string; truth: Truth }

const RECALL_FIELDS = ['origin', 'destination', 'miles', 'rate', 'fsc', 'tolls', 'loadReference', 'total'] as const;

/** Text with thousands separators and "$" dropped, spaces between digits and "." closed up, one line. */
function flatten(text: string): string {
  return text.replace(/(\d),(?=\d{3}\b)/g, '$1').replace(/\$\s*/g, ' ').replace(/(\d)\s*\.\s*(\d)/g, '$1.$2').replace(/\s+/g, ' ').toLowerCase();
}
// A number not run together with other digits (letters may touch it: PaddleOCR drops spaces, "648loadedmi").
const hasToken = (flat: string, token: string) => new RegExp(`(^|[^0-9.]|[^0-9]\\.)${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^0-9])`).test(flat);

/**
 * Does the read text contain each truth value? Places: the city name followed by its state code, or
 * the name and the code as a word elsewhere (split City / State cells), spaces ignored; money: the amount with cents; miles: the number; reference: its
 * characters with spaces ignored. Null truth values are left out (undefined).
 */
function textRecall(text: string, truth: Truth): Partial<Record<(typeof RECALL_FIELDS)[number], boolean>> {
  const flat = flatten(text);
  // Spaces are ignored in names: PaddleOCR often drops them ("Laredo,TX78045toCincinnati,OH45216").
  const tight = flat.replace(/\s/g, '');
  const place = (cs: string) => {
    const [city, st] = cs.toLowerCase().split(', ');
    const name = city!.replace(/\s/g, '');
    return tight.includes(`${name},${st}`) || tight.includes(`${name}${st}`) || (tight.includes(name) && hasToken(flat, st!));
  };
  const money = (n: number | null) => (n === null ? undefined : hasToken(flat, n.toFixed(2)));
  return {
    origin: place(truth.origin),
    destination: place(truth.destination),
    miles: hasToken(flat, String(truth.miles)),
    rate: money(truth.rate),
    fsc: money(truth.fsc),
    tolls: money(truth.tolls),
    loadReference: flat.replace(/\s/g, '').includes(truth.loadReference.toLowerCase()),
    total: money(truth.total),
  };
}

type Reader = { read(file: string): Promise<string>; close(): Promise<void> };

async function tesseract(): Promise<Reader> {
  const pool = createTesseractPool({ size: 1 });
  return {
    read: async (file) => (await pool.recognize(input === 'normalised' ? await normaliseForOcr(readFileSync(file)) : readFileSync(file))).text,
    close: () => pool.close(),
  };
}

async function paddle(): Promise<Reader> {
  const require = createRequire(path.join(path.resolve(values['paddle-dir']), 'package.json'));
  const entry = require.resolve('@gutenye/ocr-node');
  const mod = (await import(pathToFileURL(entry).href)) as { default: { create(): Promise<{ detect(file: string): Promise<Array<{ text: string }>> }> } };
  const ocr = await mod.default.create();
  const scratch = mkdtempSync(path.join(tmpdir(), 'ocr-engines-'));
  return {
    read: async (file) => {
      let target = file;
      if (input === 'normalised') {
        target = path.join(scratch, 'page.png');
        writeFileSync(target, await normaliseForOcr(readFileSync(file)));
      }
      return (await ocr.detect(target)).map((l) => l.text).join('\n');
    },
    close: async () => rmSync(scratch, { recursive: true, force: true }),
  };
}

const rss: number[] = [];
const sampler = setInterval(() => rss.push(process.memoryUsage.rss()), 50);
const rows: Array<{ file: string; degraded: boolean; s: number; recall: ReturnType<typeof textRecall> }> = [];
const t0 = performance.now();
const fromText = values['from-text'];
const saved = (split: string): Reader => ({ read: async (file) => readFileSync(path.resolve(fromText!, split, `${path.basename(file)}.txt`), 'utf8'), close: async () => {} });
const reader = fromText ? null : engineName === 'paddle' ? await paddle() : await tesseract();
const startSeconds = (performance.now() - t0) / 1000;
try {
  for (const split of values.split.split(',')) {
    const dir = path.resolve(values.dir, split);
    const entries: Entry[] = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
    for (const entry of entries) {
      const t = performance.now();
      const text = await (reader ?? saved(split)).read(path.join(dir, entry.file));
      const s = (performance.now() - t) / 1000 + (rows.length === 0 ? startSeconds : 0);
      if (values['text-out']) {
        mkdirSync(path.resolve(values['text-out'], split), { recursive: true });
        writeFileSync(path.resolve(values['text-out'], split, `${entry.file}.txt`), text);
      }
      rows.push({ file: entry.file, degraded: entry.variant !== 'clean', s, recall: textRecall(text, entry.truth) });
    }
  }
} finally {
  clearInterval(sampler);
  await reader?.close();
}

const pct = (xs: typeof rows, f?: (typeof RECALL_FIELDS)[number]) => {
  const cells = xs.flatMap((r) => (f ? [r.recall[f]] : RECALL_FIELDS.map((g) => r.recall[g]))).filter((c): c is boolean => c !== undefined);
  return cells.length ? Math.round((cells.filter(Boolean).length / cells.length) * 1000) / 10 : NaN;
};
const warm = rows.slice(1).map((r) => r.s).sort((a, b) => a - b);
const summary = {
  engine: engineName,
  input,
  images: rows.length,
  firstImageSeconds: Number((rows[0]?.s ?? 0).toFixed(2)),
  warmMedianSeconds: Number((warm[Math.floor(warm.length / 2)] ?? 0).toFixed(2)),
  peakRssMb: Math.round(Math.max(process.resourceUsage().maxRSS / 1024, ...rss.map((b) => b / 1024 / 1024))),
  recallClean: pct(rows.filter((r) => !r.degraded)),
  recallDegraded: pct(rows.filter((r) => r.degraded)),
  fields: Object.fromEntries(RECALL_FIELDS.map((f) => [f, { clean: pct(rows.filter((r) => !r.degraded), f), degraded: pct(rows.filter((r) => r.degraded), f) }])),
};
if (values.json) console.log(JSON.stringify({ summary, rows }, null, 2));
else {
  for (const r of rows) console.log(`${r.file.padEnd(40)} ${r.s.toFixed(2)} s  missing: ${RECALL_FIELDS.filter((f) => r.recall[f] === false).join(' ')}`);
  console.log(`\n${engineName} (${input} input), ${rows.length} images: first ${summary.firstImageSeconds} s (with start-up), warm median ${summary.warmMedianSeconds} s, peak RSS ${summary.peakRssMb} MB`);
  console.log(`text recall of the truth: clean ${summary.recallClean} %, degraded ${summary.recallDegraded} %`);
  for (const [f, v] of Object.entries(summary.fields)) console.log(`  ${f.padEnd(14)} clean ${`${v.clean} %`.padStart(7)}  degraded ${`${v.degraded} %`.padStart(7)}`);
}
