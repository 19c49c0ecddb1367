import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blankPng } from '../testing/hostile-files';
import { ImageShapeError, ImageTooLargeError, isPhotographedPage, MAX_OCR_PIXELS, normaliseForOcr } from './normalise';

const FIXTURE = path.resolve('tests/fixtures/rate-cons/01-labelled.png');

async function size(png: Buffer) {
  const { width, height } = await sharp(png, { limitInputPixels: false }).metadata();
  return { width: width!, height: height!, pixels: width! * height! };
}

/** An 800 × 600 grey page lit from the left (paper 215 → 125 from left to right), dark bars as text. */
async function unevenPage(paper: (x: number) => number): Promise<Buffer> {
  const [width, height] = [800, 600];
  const data = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const text = y % 60 >= 20 && y % 60 < 32 && x % 200 >= 40 && x % 200 < 150;
      data[y * width + x] = text ? Math.round(paper(x) * 0.3) : Math.round(paper(x));
    }
  }
  return sharp(data, { raw: { width, height, channels: 1 } }).jpeg({ quality: 90 }).toBuffer();
}

/** Mean brightness of the prepared image's paper in a band (fractions of the width) between text rows. */
async function paperBrightness(png: Buffer, from: number, to: number): Promise<number> {
  const { data, info } = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  let n = 0;
  for (let y = 0; y < info.height; y += 1) {
    if (((y / info.height) * 600) % 60 >= 8) continue; // the rows between the text bars
    for (let x = Math.floor(from * info.width); x < Math.floor(to * info.width); x += 1) {
      sum += data[y * info.width + x]!;
      n += 1;
    }
  }
  return sum / n;
}

/**
 * A 600 × 440 white page with five black bars (text rows, 10 px tall, 40 to 560 across), turned
 * by `degrees` and laid on a brown desk, photographed as a 760 × 600 JPEG.
 */
async function tiltedPage(degrees: number, [width, height] = [600, 440]): Promise<Buffer> {
  const data = Buffer.alloc(width * height, 250);
  for (let y = 0; y < height; y += 1) {
    for (let x = 40; x < 560; x += 1) if (y >= 60 && (y - 60) % 70 < 10 && y < 400) data[y * width + x] = 20;
  }
  const brown = { r: 107, g: 90, b: 72 };
  const page = await sharp(data, { raw: { width, height, channels: 1 } }).toColourspace('srgb').rotate(degrees, { background: brown }).png().toBuffer();
  const turned = await sharp(page).metadata();
  const [photoWidth, photoHeight] = [width + 160, height + 160];
  return sharp({ create: { width: photoWidth, height: photoHeight, channels: 3, background: brown } })
    .composite([{ input: page, left: Math.round((photoWidth - turned.width!) / 2), top: Math.round((photoHeight - turned.height!) / 2) }])
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** How far (px) the first text row's centre drops between 30 % and 70 % of the prepared image's width. */
async function rowSlope(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const centreAt = (fraction: number) => {
    const x = Math.floor(fraction * info.width);
    let first = -1;
    let last = -1;
    for (let y = 0; y < info.height; y += 1) {
      if (data[y * info.width + x]! >= 100) {
        if (first >= 0) break;
        continue;
      }
      // The first dark run from the top that is a bar (not the desk's edge: a bar has paper above it).
      if (first < 0 && (y < 12 || data[(y - 12) * info.width + x]! < 200)) continue;
      if (first < 0) first = y;
      last = y;
    }
    return (first + last) / 2;
  };
  return Math.abs(centreAt(0.7) - centreAt(0.3));
}

describe('normaliseForOcr', () => {
  it('straightens a page photographed askew: its text rows come out level (R-UPLOAD-9)', async () => {
    const out = await normaliseForOcr(await tiltedPage(5));
    // Turned 5°, the rows drop tan 5° × 40 % of the width, ≈ 60 px at 1,800 px: level, under 6.
    expect(await rowSlope(out)).toBeLessThan(6);
  });

  it('reads a straightened page at no more pixels than a phone capture (4.5 MP)', async () => {
    // A 900 × 1,200 page scaled to 2,400 px wide would be 7.7 MP.
    const out = await size(await normaliseForOcr(await tiltedPage(3, [900, 1200])));
    expect(out.pixels).toBeLessThanOrEqual(4_500_000);
    expect(out.pixels).toBeGreaterThan(4_000_000);
  });

  it('evens out the light of a photographed page: the shadowed paper as light as the lit one (R-UPLOAD-8)', async () => {
    const out = await normaliseForOcr(await unevenPage((x) => 215 - (90 * x) / 800));
    const [lit, shadowed] = [await paperBrightness(out, 0.02, 0.12), await paperBrightness(out, 0.88, 0.98)];
    expect(Math.abs(lit - shadowed)).toBeLessThan(25);
  });

  it('leaves a screenshot with a white page, and a dark page, as they were lit', async () => {
    // White paper: the grey band on its right stays grey.
    const screenshot = await normaliseForOcr(await unevenPage((x) => (x < 600 ? 255 : 150)));
    expect((await paperBrightness(screenshot, 0.02, 0.12)) - (await paperBrightness(screenshot, 0.88, 0.98))).toBeGreaterThan(60);
    // A dark-themed page stays dark.
    const dark = await normaliseForOcr(await unevenPage((x) => 110 - (40 * x) / 800));
    expect((await paperBrightness(dark, 0.02, 0.12)) - (await paperBrightness(dark, 0.88, 0.98))).toBeGreaterThan(60);
  });

  it('scales a small screenshot up to about 1,800 px wide, as before', async () => {
    // 848 × 468 → ×2.12
    expect(await size(await normaliseForOcr(readFileSync(FIXTURE)))).toMatchObject({ width: 1800, height: 993 });
  });

  it('never scales a tall, narrow image of a few KB past the pixel cap', async () => {
    // 590 × 11,800 (1:20): scaled up ×3 by its width this was 1,770 × 35,400 = 62.7 MP.
    const narrow = await blankPng(590, 11_800);
    expect(narrow.length).toBeLessThan(64 * 1024);
    const out = await size(await normaliseForOcr(narrow));
    expect(out.pixels).toBeLessThanOrEqual(MAX_OCR_PIXELS);
    // Scaled as a whole, not cropped: the same shape.
    expect(out.height / out.width).toBeCloseTo(20, 1);
  });

  it('reads a long phone screenshot (1170 × 20,000) whole, scaled down to the pixel cap', async () => {
    const out = await size(await normaliseForOcr(await blankPng(1170, 20_000)));
    expect(out.pixels).toBeLessThanOrEqual(MAX_OCR_PIXELS);
    expect(out.pixels).toBeGreaterThan(MAX_OCR_PIXELS * 0.99);
    expect(out.height / out.width).toBeCloseTo(20_000 / 1170, 1);
  });

  it('refuses an image far longer than wide (600 × 83,000, 1:138) from its header, at once', async () => {
    const [tall, wide] = [await blankPng(600, 83_000), await blankPng(83_000, 600)];
    const started = Date.now();
    await expect(normaliseForOcr(tall)).rejects.toBeInstanceOf(ImageShapeError);
    await expect(normaliseForOcr(wide)).rejects.toBeInstanceOf(ImageShapeError);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('prepares a second, sharper page on request: the same size, with harder edges (R-UPLOAD-14)', async () => {
    const blurred = await sharp(await tiltedPage(3)).blur(1.2).jpeg({ quality: 40 }).toBuffer();
    const [usual, sharper] = [await normaliseForOcr(blurred), await normaliseForOcr(blurred, { sharper: true })];
    expect(await size(sharper)).toEqual(await size(usual));
    // Mean step between pixels one above the other: the text rows' edges are steeper.
    const steepness = async (png: Buffer) => {
      const { data, info } = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
      let sum = 0;
      for (let i = info.width; i < data.length; i += 1) sum += Math.abs(data[i]! - data[i - info.width]!);
      return sum / data.length;
    };
    expect(await steepness(sharper)).toBeGreaterThan(1.01 * (await steepness(usual)));
  });

  it('refuses more than 50 megapixels as too large, as before', async () => {
    await expect(normaliseForOcr(await blankPng(10_000, 6_000))).rejects.toBeInstanceOf(ImageTooLargeError);
  });
});

describe('libvips threads and malloc arenas (docs/decisions/009-ocr.md, "Bounded memory: malloc arenas")', () => {
  /** sharp's thread count in a fresh process started with `env`, before and after loading the OCR preparation. */
  function threadsIn(env: NodeJS.ProcessEnv): { sharpDefault: number; withOcr: number } {
    const script = [
      "const { default: sharp } = await import('sharp');",
      'const sharpDefault = sharp.concurrency();',
      `await import(${JSON.stringify(path.resolve('src/server/ocr/normalise.ts'))});`,
      'console.log(JSON.stringify({ sharpDefault, withOcr: sharp.concurrency() }));',
    ].join('\n');
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, ...env }, encoding: 'utf8' });
    return JSON.parse(out.trim().split('\n').at(-1)!);
  }

  it('prepares each image on one thread when the server caps the malloc arenas (MALLOC_ARENA_MAX)', () => {
    const { sharpDefault, withOcr } = threadsIn({ MALLOC_ARENA_MAX: '2' });
    // sharp alone would use a thread per core here (its single thread is only for glibc's default arenas).
    expect(sharpDefault).toBe(Math.max(1, availableParallelism()));
    expect(withOcr).toBe(1);
  }, 30_000);

  it('is started by the package scripts with the arenas capped, as the bench measures it', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    for (const name of ['start', 'serve']) expect(scripts[name]).toMatch(/MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-2\} node /);
  });
});

describe('isPhotographedPage (docs/product-rules.md R-UPLOAD-21)', () => {
  const family = (file: string) => readFileSync(path.resolve('tests/fixtures/rate-cons-families/train', file));

  it('knows a sheet of paper photographed askew from a screenshot or a clean page of the same sheet', async () => {
    expect(await isPhotographedPage(family('a6-fuel-inclusive-schedule-photo.jpg'))).toBe(true);
    expect(await isPhotographedPage(family('a6-fuel-inclusive-schedule.png'))).toBe(false);
    expect(await isPhotographedPage(family('numbered-box-fax-phone.jpg'))).toBe(false);
  });

  it('answers false for bytes that are no image', async () => {
    expect(await isPhotographedPage(Buffer.from('not an image'))).toBe(false);
  });
});
