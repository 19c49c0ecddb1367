// Renders rate confirmations in many broker layout families (scripts/rate-cons/families/), each
// clean and degraded, with their ground truth: the corpus that measures the reader on layouts it was
// not written against (docs/decisions/009-ocr.md, "Layout families"; bench/README.md).
//
//   npm run generate:rate-con-families                       # tests/fixtures/rate-cons-families/{train,heldout}
//   npm run generate:rate-con-families -- --out artifacts/families --per-family 5 --seed 9
//   npm run generate:rate-con-families -- --out artifacts/families --both-degraded   # photo and screenshot of each
//   npm run generate:rate-con-families -- --split train      # one split only
//   npm run generate:rate-con-families -- --split fresh      # families/fresh → tests/fixtures/rate-cons-families/fresh
//   npm run generate:rate-con-families -- --out /tmp/camera --camera   # photos at a phone camera's resolution only
//
// The held-out families (families/heldout/) are for measurement only: whoever tunes the reader
// must not read them; nor the fresh families (families/fresh/), written blind to the reader by
// later authors and left out of the default splits (train, heldout). Deterministic for a given
// --seed: a family's loads and degradations come from its own stream (seed + family name), so
// adding a family changes no other family's output.
// Needs Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH) and the DejaVu fonts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { families as fresh } from './families/fresh';
import { families as heldout } from './families/heldout';
import { families as train } from './families/train';
import { drawLoad, type FullTruth, truthOf } from './load';
import { mulberry32, type Rand } from '../../src/domain/seeded-random';
import { type Family, Sheet } from './sheet';

export type Variant = 'clean' | 'photo' | 'phone';
export interface FamilyEntry {
  file: string;
  family: string;
  variant: Variant;
  truth: FullTruth;
}

/** FNV-1a of the family name: each family's stream is seed-and-name, independent of the others. */
export function familySeed(seed: number, name: string): number {
  let h = 0x811c9dc5 ^ seed;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h >>> 0;
}

/** The load, the sheet's HTML and the truth of one family's `index`-th sheet; no browser needed. */
export function composeSheet(family: Family, seed: number, index: number): { html: string; truth: FullTruth; rand: Rand } {
  const rand = mulberry32(familySeed(seed + index * 7919, family.name));
  const load = drawLoad(rand, family.draw);
  const sheet = new Sheet(load, rand);
  const body = family.body(sheet);
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
    body{margin:0;background:#fff;color:#111} .page{box-sizing:border-box} ${family.css}</style></head><body>${body}</body></html>`;
  return { html, truth: truthOf(load, { total: sheet.printed.total, rpm: sheet.printed.rpm, terms: [...sheet.printed.terms] }), rand };
}

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function shoot(page: Page, html: string, selector: string): Promise<Buffer> {
  await page.setContent(html);
  return page.locator(selector).screenshot({ type: 'png' });
}

/**
 * A printed page photographed on a desk: perspective, uneven light and shadow, blur, JPEG ≈ 40.
 * `scale`: the page's pixels per CSS pixel (1: a photo about 800 px wide, as a forwarded picture
 * arrives; 3: as the phone's camera took it), with the blur scaled alike.
 */
async function photo(page: Page, clean: Buffer, r: Rand, scale = 1): Promise<Buffer> {
  const meta = await sharp(clean).metadata();
  const w = Math.round((meta.width ?? 816) / scale);
  const h = Math.round((meta.height ?? 1000) / scale);
  // (At scale 1 the image keeps its own size unstated, so the committed photos render byte for byte as before.)
  const rx = (4 + r() * 8) * (r() < 0.5 ? -1 : 1);
  const ry = (2 + r() * 6) * (r() < 0.5 ? -1 : 1);
  const rz = (r() * 4 - 2).toFixed(2);
  const lightX = Math.round(r() * 100);
  const shadowAngle = Math.round(r() * 360);
  const html = `<!doctype html><html><body style="margin:0;background:#6b5a48">
    <div id="scene" style="width:${w + 120}px;height:${h + 140}px;display:flex;align-items:center;justify-content:center;perspective:1300px;
      background:radial-gradient(circle at 30% 20%,#8a7560,#4a3c30)">
      <div style="position:relative;transform:rotateX(${rx.toFixed(2)}deg) rotateY(${ry.toFixed(2)}deg) rotateZ(${rz}deg);box-shadow:8px 12px 24px rgba(0,0,0,.5)">
        <img src="data:image/png;base64,${clean.toString('base64')}" style="display:block;${scale === 1 ? '' : `width:${w}px;`}filter:sepia(.18) contrast(.88) brightness(.97)">
        <div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${lightX}% 15%,rgba(255,250,235,.18),rgba(0,0,0,.30) 85%)"></div>
        <div style="position:absolute;inset:0;background:linear-gradient(${shadowAngle}deg,rgba(0,0,0,.28) 0%,rgba(0,0,0,0) 38%)"></div>
      </div></div></body></html>`;
  await page.setViewportSize({ width: w + 120, height: h + 140 });
  await page.setContent(html);
  const shot = await page.locator('#scene').screenshot({ type: 'png' });
  return sharp(shot)
    .resize({ width: Math.round((w + 120) * scale * (0.82 + r() * 0.12)) })
    .blur((0.6 + r() * 0.6) * scale)
    .jpeg({ quality: 40 })
    .toBuffer();
}

/** A phone screenshot of the PDF in a viewer app: 720 px wide, status and tool bars, JPEG. */
async function phone(page: Page, clean: Buffer, r: Rand, name: string): Promise<Buffer> {
  const inner = 704;
  const html = `<!doctype html><html><body style="margin:0;width:720px;background:#2b2b2b;font-family:'DejaVu Sans'">
    <div id="scene" style="width:720px;background:#2b2b2b">
      <div style="height:40px;color:#fff;display:flex;justify-content:space-between;align-items:center;padding:0 22px;font-size:20px">
        <span>${8 + Math.floor(r() * 4)}:${String(Math.floor(r() * 60)).padStart(2, '0')}</span><span>5G ▮▮▮ ${40 + Math.floor(r() * 59)}%</span></div>
      <div style="height:56px;background:#3c3c3c;color:#eee;display:flex;align-items:center;padding:0 18px;font-size:20px">← &nbsp; RateCon_${name}.pdf</div>
      <div style="padding:8px"><img src="data:image/png;base64,${clean.toString('base64')}" style="display:block;width:${inner}px"></div>
      <div style="height:60px;background:#3c3c3c"></div></div></body></html>`;
  await page.setViewportSize({ width: 720, height: 1280 });
  await page.setContent(html);
  const shot = await page.locator('#scene').screenshot({ type: 'png' });
  return sharp(shot).jpeg({ quality: 62 + Math.floor(r() * 14) }).toBuffer();
}

/** Pixels per CSS pixel of a photo as the phone's camera takes it (`--camera`). */
const CAMERA_SCALE = 3;

export async function renderFamilies(options: { browser: Browser; families: Family[]; outDir: string; seed: number; perFamily: number; index0?: number; bothDegraded?: boolean; camera?: boolean }) {
  const { browser, outDir, seed } = options;
  mkdirSync(outDir, { recursive: true });
  const scale = options.camera ? CAMERA_SCALE : 1;
  const page = await browser.newPage({ viewport: { width: 1100, height: 1400 }, deviceScaleFactor: scale });
  const entries: FamilyEntry[] = [];
  for (const [f, family] of options.families.entries()) {
    for (let i = 0; i < options.perFamily; i += 1) {
      const { html, truth, rand } = composeSheet(family, seed, i);
      await page.setViewportSize({ width: (family.width ?? 816) + 40, height: 1400 });
      const shot = await shoot(page, html, '.page');
      const stem = options.perFamily > 1 ? `${family.name}-${i + 1}` : family.name;
      if (options.camera) {
        // Only the photo, at the camera's resolution: how much of the photos' loss is their size.
        const file = `${stem}-camera.jpg`;
        writeFileSync(path.join(outDir, file), await photo(page, shot, rand, scale));
        entries.push({ file, family: family.name, variant: 'photo', truth });
        continue;
      }
      // Clean: a PDF rendered by the server or a screenshot; grey PNG or JPEG, alternating.
      const clean = (f + i) % 2 === 0
        ? { file: `${stem}.png`, data: await sharp(shot).grayscale().png({ palette: true, colours: 16, compressionLevel: 9 }).toBuffer() }
        : { file: `${stem}.jpg`, data: await sharp(shot).jpeg({ quality: 72 }).toBuffer() };
      writeFileSync(path.join(outDir, clean.file), clean.data);
      entries.push({ file: clean.file, family: family.name, variant: 'clean', truth });
      // Photo or phone screenshot in pairs of families, so neither goes only with PNG or only with JPEG.
      const kinds: Variant[] = options.bothDegraded ? ['photo', 'phone'] : [((options.index0 ?? 0) + (f >> 1) + i) % 2 === 0 ? 'photo' : 'phone'];
      for (const kind of kinds) {
        const data = kind === 'photo' ? await photo(page, shot, rand) : await phone(page, shot, rand, truth.loadReference.slice(-4));
        const file = `${stem}-${kind}.jpg`;
        writeFileSync(path.join(outDir, file), data);
        entries.push({ file, family: family.name, variant: kind, truth });
      }
    }
  }
  await page.close();
  writeFileSync(path.join(outDir, 'truth.json'), `${JSON.stringify(entries, null, 2)}\n`);
  return entries;
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'tests/fixtures/rate-cons-families' },
      seed: { type: 'string', default: '2026' },
      'per-family': { type: 'string', default: '1' },
      only: { type: 'string' },
      /** Which splits to render, comma-separated: train, heldout, fresh. New families can be rendered alone with --only and --out and measured once before they join the training index. */
      split: { type: 'string', default: 'train,heldout' },
      /** Each sheet both photographed and as a phone screenshot (the committed set has one of the two). */
      'both-degraded': { type: 'boolean', default: false },
      /** Only a photo of each sheet, at a phone camera's resolution (three times the committed photos'), for measurement. */
      camera: { type: 'boolean', default: false },
    },
  });
  const only = values.only?.split(',');
  const pickFamilies = (list: Family[]) => (only ? list.filter((f) => only.includes(f.name)) : list);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const splits = values.split.split(',');
    for (const [split, list] of [['train', train], ['heldout', heldout], ['fresh', fresh]] as const) {
      if (!splits.includes(split)) continue;
      const chosen = pickFamilies(list);
      if (chosen.length === 0) continue;
      const outDir = path.resolve(values.out, split);
      const entries = await renderFamilies({ browser, families: chosen, outDir, seed: Number(values.seed), perFamily: Number(values['per-family']), bothDegraded: values['both-degraded'], camera: values.camera, index0: split === 'heldout' ? 1 : 0 });
      console.log(`${split}: ${chosen.length} families, ${entries.length} images → ${path.relative(process.cwd(), outDir)}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'generate.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
