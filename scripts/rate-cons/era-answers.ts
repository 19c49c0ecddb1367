// The rules' answers on the honest layout authors' families as they were before the reader was
// tuned on them (docs/decisions/009-ocr.md, 'A learned field chooser'): for each era, the reader of
// its commit (`git archive`) reads each of its authors' images from its recorded OCR (train-ocr/),
// rules only, and their fields are written to scripts/rate-cons/era-answers.json. The learned
// chooser's thresholds and its 'rules' pick' weights are learned on answers like these, which are
// what the rules give on a layout they were not written on; rules tuned on those families later
// read them as a fit, which would teach the chooser to trust the rules too much.
//   npm run -s generate:rate-con-era-answers
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { recordedEngine } from '../../src/server/testing/recorded-ocr';
import { byAuthor } from './families/train';

interface Era {
  /** The reader whose rules had not been tuned on these authors' families. */
  rules: string;
  authors: readonly number[];
  /** Its one measurement of those families with real OCR (bench/README.md), clean and degraded, if any. */
  measured?: readonly [number, number];
}

const ERAS: readonly Era[] = [
  // The merge that brought the second author's families in, before the rules were tuned on them.
  { rules: 'fd2276d', authors: [2], measured: [72.6, 54.8] },
  // Authors 3, 4 and 6 to 13 were never tuned on up to here; the rules may be from now on
  // (docs/decisions/009-ocr.md, fifth round: 'Rule answers frozen for every honest author').
  { rules: 'fa54638', authors: [3, 4, 6, 7, 8, 9, 10, 11, 12, 13] },
];
const FIELDS = ['origin', 'destination', 'miles', 'rate', 'fsc', 'tolls', 'loadReference'] as const;
const DIR = path.resolve('tests/fixtures/rate-cons-families/train');
const READINGS = path.resolve('tests/fixtures/rate-cons-families/train-ocr');

export type EraFields = Record<(typeof FIELDS)[number], number | string | null>;

interface Entry {
  file: string;
  family: string;
  variant: string;
  truth: EraFields;
}

type Reader = (image: Buffer, o: object) => Promise<EraFields>;

/** The extractLoadData of a past commit, from a scratch copy of its src (and the gazetteer). */
async function readerOf(commit: string, dir: string): Promise<Reader> {
  const tar = execFileSync('git', ['archive', commit, 'src', 'geo'], { maxBuffer: 256 << 20 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  const url = pathToFileURL(path.join(dir, 'src/server/ocr/extract-load-data.ts')).href;
  return ((await import(url)) as { extractLoadData: Reader }).extractLoadData;
}

async function main() {
  const all = JSON.parse(readFileSync(path.join(DIR, 'truth.json'), 'utf8')) as Entry[];
  const engine = recordedEngine(READINGS);
  const out: Record<string, EraFields> = {};
  for (const era of ERAS) {
    const names = new Set(byAuthor.filter(([n]) => era.authors.includes(n)).flatMap(([, list]) => list.map((f) => f.name)));
    const entries = all.filter((e) => names.has(e.family));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'loadmath-era-ocr-'));
    try {
      const read = await readerOf(era.rules, dir);
      const right = [0, 0];
      const total = [0, 0];
      for (const e of entries) {
        // The rules alone (a reader from before the chooser ignores the option).
        const fields = await read(readFileSync(path.join(DIR, e.file)), { engine, chooser: null });
        out[e.file] = Object.fromEntries(FIELDS.map((f) => [f, fields[f]])) as EraFields;
        const k = e.variant === 'clean' ? 0 : 1;
        for (const f of FIELDS) {
          total[k]! += 1;
          if (fields[f] === e.truth[f]) right[k]! += 1;
        }
      }
      const figure = right.map((r, k) => Math.round((1000 * r) / total[k]!) / 10);
      const measured = era.measured ? ` (measured with real OCR: ${era.measured.join(' %, ')} %)` : '';
      console.log(`rules of ${era.rules} on authors ${era.authors.join(', ')}: ${entries.length} images (recorded OCR), ${figure[0]} % clean, ${figure[1]} % degraded${measured}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  writeFileSync(path.resolve('scripts/rate-cons/era-answers.json'), `${JSON.stringify(out, null, 1)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
