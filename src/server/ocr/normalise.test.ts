import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blankPng } from '../testing/hostile-files';
import { ImageShapeError, ImageTooLargeError, MAX_OCR_PIXELS, normaliseForOcr } from './normalise';

const FIXTURE = path.resolve('tests/fixtures/rate-cons/01-labelled.png');

async function size(png: Buffer) {
  const { width, height } = await sharp(png, { limitInputPixels: false }).metadata();
  return { width: width!, height: height!, pixels: width! * height! };
}

describe('normaliseForOcr', () => {
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

  it('refuses more than 50 megapixels as too large, as before', async () => {
    await expect(normaliseForOcr(await blankPng(10_000, 6_000))).rejects.toBeInstanceOf(ImageTooLargeError);
  });
});
