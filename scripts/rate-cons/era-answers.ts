// The rules' answers on the second layout author's families as they were before the reader was
// tuned on them (docs/decisions/009-ocr.md, 'A learned field chooser'): the reader of commit
// ERA_RULES (`git archive`) reads each image from its recorded OCR (train-ocr/), and its fields
// are written to scripts/rate-cons/era-answers.json. The learned chooser's thresholds are chosen on
// answers like these, which are what the rules give on a layout they were not written on; today's
// rules read those families as a fit.
//   npm run -s generate:rate-con-era-answers
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { recordedEngine } from '../../src/server/testing/recorded-ocr';
import { families as author2 } from './families/train/author2';

/** The reader before the second author's families were tuned on (the merge that brought them in). */
const ERA_RULES = 'fd2276d';
/** Its one measurement of those families with real OCR (bench/README.md): clean, degraded. */
const MEASURED = [72.6, 54.8];
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

async function main() {
  const names = new Set(author2.map((f) => f.name));
  const entries = (JSON.parse(readFileSync(path.join(DIR, 'truth.json'), 'utf8')) as Entry[]).filter((e) => names.has(e.family));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'loadmath-era-ocr-'));
  try {
    const tar = execFileSync('git', ['archive', ERA_RULES, 'src', 'geo'], { maxBuffer: 256 << 20 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
    const url = pathToFileURL(path.join(dir, 'src/server/ocr/extract-load-data.ts')).href;
    const { extractLoadData } = (await import(url)) as { extractLoadData: (image: Buffer, o: object) => Promise<EraFields> };
    const engine = recordedEngine(READINGS);
    const out: Record<string, EraFields> = {};
    const right = [0, 0];
    const total = [0, 0];
    for (const e of entries) {
      const read = await extractLoadData(readFileSync(path.join(DIR, e.file)), { engine });
      out[e.file] = Object.fromEntries(FIELDS.map((f) => [f, read[f]])) as EraFields;
      const k = e.variant === 'clean' ? 0 : 1;
      for (const f of FIELDS) {
        total[k]! += 1;
        if (read[f] === e.truth[f]) right[k]! += 1;
      }
    }
    const figure = right.map((r, k) => Math.round((1000 * r) / total[k]!) / 10);
    console.log(`rules of ${ERA_RULES} on the second author's ${entries.length} images (recorded OCR): ${figure[0]} % clean, ${figure[1]} % degraded (measured with real OCR: ${MEASURED.join(' %, ')} %)`);
    writeFileSync(path.resolve('scripts/rate-cons/era-answers.json'), `${JSON.stringify(out, null, 1)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
