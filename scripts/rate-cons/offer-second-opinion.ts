// Experiment: the offer reader (src/domain/extract/offer.ts) as a second opinion on the layout
// reader's fields, measured on the training families' recorded OCR (no Tesseract).
// For each field: the layout reader's state (right / wrong / empty where the sheet has a value /
// empty where it has none) crossed with the offer reader's (right / wrong / none; '=' when it
// agrees with the layout reader), by the offer reader's confidence, whether the layout reader's
// field failed a cross-check (low) and how many loads the offer reader read. Lines 'POLICY' are
// the miles docs/product-rules.md R-UPLOAD-20 would fill on this reader's answer (MINC: the offer
// reader's confidence, MINF: the layout reader's fields, 0.8 and 3 as built).
// `--rules <commit>` reads with that commit's src and geo (19fc190: before the second author's
// families were tuned on); `--author2` keeps only those 12 families; `--verbose` lists each field
// the offer reader would change; `--pass sharper|sparse` gives the offer reader that reading's text
// when the page was read so (else the first reading's). See docs/decisions/009-ocr.md, 'The offer reader as a second opinion'.
//
//   node --import tsx scripts/rate-cons/offer-second-opinion.ts [--rules 19fc190] [--author2] [--verbose]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readOffer } from '../../src/domain/extract/offer';
import type { OcrEngine } from '../../src/server/ocr/engine';
import { serverGazetteer } from '../../src/server/ocr/gazetteer';
import { milesFitRoad } from '../../src/server/ocr/cross-checks';
import { recordedEngine } from '../../src/server/testing/recorded-ocr';

const DIR = path.resolve('tests/fixtures/rate-cons-families/train');
const READINGS = path.resolve('tests/fixtures/rate-cons-families/train-ocr');
const AUTHOR2 = new Set([
  'timeline-app-payout', 'greenbar-tractor-feed', 'transposed-stop-matrix', 'word-template-highlight', 'loadboard-booking', 'agent-right-labels',
  'bilingual-border-tender', 'stamp-watermark-confirmed', 'reefer-checkcall-tender', 'outline-numbered-fields', 'sidebar-rail-pay', 'tender-accept-decline',
]);
const FIELDS = ['origin', 'destination', 'miles', 'rate', 'fsc', 'loadReference'] as const;
type Field = (typeof FIELDS)[number];

interface Entry {
  file: string;
  family: string;
  variant: string;
  truth: Record<string, unknown>;
}

const texts: Record<string, string> = {};
const recorded = recordedEngine(READINGS, (pass, read) => {
  texts[pass] = read.text;
});

type Extract = (image: Buffer, o: { engine: OcrEngine }) => Promise<Record<string, unknown> & { text: string; fieldConfidence?: Record<string, number> }>;

async function reader(rules: string | undefined): Promise<{ extract: Extract; done: () => void }> {
  if (!rules) {
    const m = await import('../../src/server/ocr/extract-load-data');
    return { extract: m.extractLoadData as unknown as Extract, done: () => undefined };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `loadmath-rc-${rules}-`));
  const tar = execFileSync('git', ['archive', rules, 'src', 'geo'], { maxBuffer: 256 << 20 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  const m = (await import(pathToFileURL(path.join(dir, 'src/server/ocr/extract-load-data.ts')).href)) as { extractLoadData: Extract };
  return { extract: m.extractLoadData, done: () => rmSync(dir, { recursive: true, force: true }) };
}

const same = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? Math.round(a * 100) === Math.round(b * 100) : a === b;

async function main() {
  const args = process.argv.slice(2);
  const rules = args.includes('--rules') ? args[args.indexOf('--rules') + 1] : undefined;
  const onlyAuthor2 = args.includes('--author2');
  const verbose = args.includes('--verbose');
  const passArg = args.includes('--pass') ? args[args.indexOf('--pass') + 1]! : 'block';
  const entries = (JSON.parse(readFileSync(path.join(DIR, 'truth.json'), 'utf8')) as Entry[]).filter((e) => !onlyAuthor2 || AUTHOR2.has(e.family));
  const places = serverGazetteer();
  const { extract, done } = await reader(rules);
  // tally[field][layoutState][offerState][confBucket]
  const tally: Record<string, number> = {};
  const bump = (k: string) => (tally[k] = (tally[k] ?? 0) + 1);
  const rights = { clean: [0, 0], degraded: [0, 0] };
  try {
    for (const entry of entries) {
      for (const k of Object.keys(texts)) delete texts[k];
      const result = await extract(readFileSync(path.join(DIR, entry.file)), { engine: recorded });
      const text = passArg === 'block' ? result.text : (texts[passArg] ?? result.text);
      const offer = readOffer(text, { places });
      const loads = offer.status === 'ok' ? offer.loads : [];
      const first = loads[0];
      const kind = entry.variant === 'clean' ? 'clean' : 'degraded';
      // The rule as built (R-UPLOAD-20), applied to this reader's answer: miles only, when empty.
      const layoutFields = ['origin', 'destination', 'miles', 'rate', 'fsc', 'tolls', 'loadReference'].filter((f) => (result[f] ?? null) !== null).length;
      const om = first?.miles;
      if ((result.miles ?? null) === null && layoutFields >= Number(process.env.MINF ?? 3) && om && !om.estimated && om.confidence >= Number(process.env.MINC ?? 0.8)) {
        const rate = result.rate as number | null;
        const dollars = [rate, result.fsc, result.tolls].filter((v): v is number => typeof v === 'number').map(Math.floor);
        const fits = !dollars.includes(om.value) && !(rate !== null && rate / om.value > 25) && milesFitRoad(om.value, result.origin as string | null, result.destination as string | null, places);
        if (fits) bump(`POLICY miles ${same(om.value, entry.truth.miles) ? 'right' : 'wrong'} ${entry.file}`);
      }
      // The tolls (no offer field) count in the layout reader's figure, as in families-training.test.ts.
      rights[kind][1] += 1;
      rights[kind][0] += Number(same(result.tolls ?? null, entry.truth.tolls ?? null));
      for (const f of FIELDS) {
        const truth = entry.truth[f] ?? null;
        const mine = result[f] ?? null;
        const o = first?.[f as Field] as { value: unknown; confidence: number; estimated?: boolean } | null | undefined;
        const theirs = o && !o.estimated ? o.value : null;
        const conf = o && !o.estimated ? o.confidence : 0;
        const ls = mine === null ? (truth === null ? 'emptyOK' : 'empty') : same(mine, truth) ? 'right' : 'wrong';
        const os = theirs === null ? 'none' : same(theirs, truth) ? 'right' : 'wrong';
        const agree = theirs !== null && mine !== null && same(theirs, mine) ? '=' : '';
        const bucket = conf >= 0.9 ? '>=0.9' : conf >= 0.8 ? '>=0.8' : conf >= 0.7 ? '>=0.7' : conf > 0 ? '<0.7' : '0';
        const low = (result.fieldConfidence?.[f] ?? 1) < 0.6 ? 'low' : 'ok';
        bump(`${f}|${ls}|${os}${agree}|${bucket}|${low}|loads${Math.min(loads.length, 2)}`);
        rights[kind][1] += 1;
        rights[kind][0] += Number(ls === 'right' || ls === 'emptyOK');
        if (verbose && (ls === 'empty' || ls === 'wrong' || (ls === 'right' && os === 'wrong')) && theirs !== null)
          console.log(`${entry.file} ${f}: layout ${JSON.stringify(mine)} offer ${JSON.stringify(theirs)} (${conf}) truth ${JSON.stringify(truth)} loads ${loads.length} lowconf ${low}`);
      }
    }
  } finally {
    done();
  }
  console.log(`layout reader (${rules ?? 'HEAD'}${onlyAuthor2 ? ', author2' : ''}), 7 fields: clean ${rights.clean[0]}/${rights.clean[1]}, degraded ${rights.degraded[0]}/${rights.degraded[1]}`);
  for (const k of Object.keys(tally).sort()) console.log(`${k}\t${tally[k]}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
