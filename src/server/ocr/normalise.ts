import sharp, { type Sharp } from 'sharp';
import { findPageQuad, offSquare, straightenedSize, warpQuad, type Quad } from './page-quad';

/**
 * libvips works each image on one thread. sharp chooses 1 by itself only while glibc's
 * MALLOC_ARENA_MAX is unset; the server caps the arenas with it (package.json scripts, README
 * 'Configuration'), which would otherwise give sharp a thread per core, each with its own buffers,
 * on cores Tesseract and the HTTP server already share (docs/decisions/009-ocr.md, 'Bounded memory:
 * malloc arenas').
 */
const SHARP_THREADS = 1;
sharp.concurrency(SHARP_THREADS);

/** Images larger than this many pixels are refused (decompression bombs); a phone photo is ~12 MP. */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * The prepared image Tesseract reads has at most this many pixels (about three US Letter pages at
 * reading size; Tesseract needs ≈ 20 bytes of memory per pixel, so ≈ 250 MB at the cap).
 */
export const MAX_OCR_PIXELS = 12_000_000;
/**
 * Longer side ÷ shorter side beyond which an image is refused: a long phone screenshot
 * (1170 × 20,000 is 17:1) is read whole, scaled to fit MAX_OCR_PIXELS; anything narrower is no
 * page a driver photographs, and scaled to fit the cap its text would be too small to read.
 */
export const MAX_ASPECT_RATIO = 20;
/** sharp stops a preparation that runs longer than this (a huge photo takes ~1 s). */
const NORMALISE_TIMEOUT_SECONDS = 15;
/** Tesseract reads best with text around 30 px tall; screenshots are scaled up towards this width. */
const TARGET_WIDTH = 1800;
const MAX_WIDTH = 2600;
/** Small images are scaled up at most this much. */
const MAX_UPSCALE = 3;
/**
 * A straightened photographed page is scaled up towards this width, at most PAGE_MAX_UPSCALE
 * times: its print is smaller than a screenshot's of the same width (the page is a few inches
 * away from a phone's lens).
 */
const PAGE_TARGET_WIDTH = 2400;
const PAGE_MAX_UPSCALE = 4;
/**
 * …and to no more pixels than the largest screenshot the reader already sees (a phone capture,
 * ≈ 4.5 MP): Tesseract's memory grows with the largest page it has read (bench/README.md).
 */
const PAGE_MAX_PIXELS = 4_500_000;

/** Width of the copy the lighting is judged on (docs/decisions/009-ocr.md, 'Uneven light'). */
const LIGHT_SAMPLE_WIDTH = 400;
/** How much smaller the copy the page brightness is estimated on is, per side. */
const BACKGROUND_SCALE = 2;
/** The page brightness around a pixel: a Gaussian blur this wide (pixels of the prepared image). */
const BACKGROUND_SIGMA = 25;

/**
 * A photographed page under uneven light (docs/product-rules.md R-UPLOAD-8): hardly a pixel is
 * white (under 1 % at 240 or more of 255; a screenshot's page is white), yet the page is light (a
 * tenth of the pixels at 160 or more; a dark-themed page or photo is left as it is).
 */
async function unevenlyLit(input: Buffer): Promise<boolean> {
  const { data } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: LIGHT_SAMPLE_WIDTH, withoutEnlargement: true })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  let white = 0;
  let light = 0;
  for (const v of data) {
    if (v >= 240) white += 1;
    if (v >= 160) light += 1;
  }
  return white < 0.01 * data.length && light >= 0.1 * data.length;
}

/**
 * The page's light evened out: each pixel divided by the page brightness around it (a heavy
 * blur of the page), so a shadowed corner's paper is as white as the lit one's and its text as dark.
 */
async function evenedOut(pipeline: Sharp): Promise<Sharp> {
  const { data, info } = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 1 } as const;
  // The light changes slowly across a page: it is judged on a copy half the size per side (a
  // quarter of the blur's memory and time) and scaled back up (bench/README.md, 'OCR on the layout
  // families: the night's three branches together').
  const small = await sharp(data, { raw })
    .resize({ width: Math.max(1, Math.round(info.width / BACKGROUND_SCALE)), height: Math.max(1, Math.round(info.height / BACKGROUND_SCALE)), fit: 'fill' })
    .blur(BACKGROUND_SIGMA / BACKGROUND_SCALE)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const background = await sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: 1 } })
    .resize({ width: info.width, height: info.height, fit: 'fill', kernel: 'linear' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i += 1) out[i] = Math.min(255, Math.round((data[i]! / Math.max(1, background[i]!)) * 235));
  return sharp(out, { raw });
}

/** Width of the copy a photographed page's corners are looked for on. */
const PAGE_SAMPLE_WIDTH = 400;
/** A page whose corners are all within this fraction of its size of a rectangle is read as it is. */
const PAGE_SQUARE_TOLERANCE = 0.015;

/**
 * How much each pixel of `input` looks like paper: light and without colour (a brown or green
 * desk loses its chroma twice over; a page in shadow stays lighter than the desk around it).
 */
async function paperLikeness(input: Buffer): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: PAGE_SAMPLE_WIDTH, withoutEnlargement: true })
    .blur(1)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = new Uint8Array(info.width * info.height);
  for (let i = 0; i < out.length; i += 1) {
    const r = data[i * info.channels]!;
    const g = data[i * info.channels + 1]!;
    const b = data[i * info.channels + 2]!;
    const max = Math.max(r, g, b);
    out[i] = Math.max(0, max - 2 * (max - Math.min(r, g, b)));
  }
  return { data: out, width: info.width, height: info.height };
}

/** The corners of a page photographed askew, in the pixels of the sampled copy of `sampleWidth`, or null. */
async function askewPage(input: Buffer): Promise<{ quad: Quad; sampleWidth: number } | null> {
  const paper = await paperLikeness(input);
  const quad = findPageQuad(paper);
  return quad && offSquare(quad, PAGE_SQUARE_TOLERANCE) ? { quad, sampleWidth: paper.width } : null;
}

/** The corners of a photographed page in `input`'s pixels (after EXIF rotation), or null. */
async function photographedPage(input: Buffer, width: number): Promise<Quad | null> {
  const page = await askewPage(input);
  if (!page) return null;
  const k = width / page.sampleWidth;
  return page.quad.map((p) => ({ x: p.x * k, y: p.y * k })) as unknown as Quad;
}

/** Whether `input` is a photograph of a paper page held askew (the page the preparation straightens). */
export async function isPhotographedPage(input: Buffer): Promise<boolean> {
  try {
    return (await askewPage(input)) !== null;
  } catch {
    return false;
  }
}

export class UnreadableImageError extends Error {}
export class ImageTooLargeError extends Error {}
/** Far longer than wide (or wider than long) than any page: refused, 422. */
export class ImageShapeError extends Error {}
/** sharp stopped the preparation at NORMALISE_TIMEOUT_SECONDS. */
export class NormaliseTimeoutError extends Error {}

/**
 * Prepare an uploaded image for OCR: apply the EXIF orientation (phone photos), straighten a page
 * photographed askew, drop alpha onto white, grayscale, scale small screenshots up and huge photos
 * down (never past MAX_OCR_PIXELS), even out uneven light, stretch the contrast, sharpen. Returns a PNG. Limits: docs/decisions/009-ocr.md.
 */
export interface NormaliseOptions {
  /**
   * Sharpen harder (docs/product-rules.md R-UPLOAD-14): the second preparation the reader asks
   * for when the first reading of a page missed a field the form needs.
   */
  sharper?: boolean;
  /**
   * Straightened, scaled and evenly lit but neither contrast-stretched nor sharpened: what the word
   * reader reads (word-reader.ts, docs/product-rules.md R-UPLOAD-27), which sharpening's halos mislead.
   */
  soft?: boolean;
}

/** Sharpening of the usual preparation, and of the sharper second one (R-UPLOAD-14). */
const SHARPEN_SIGMA = 1.5;
const SHARPER_SIGMA = 2;

export async function normaliseForOcr(input: Buffer, options: NormaliseOptions = {}): Promise<Buffer> {
  try {
    let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .timeout({ seconds: NORMALISE_TIMEOUT_SECONDS })
      .rotate();
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new UnreadableImageError('The image has no size');
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageTooLargeError('Input image exceeds pixel limit');
    // After .rotate() the reported size is the pre-rotation one: orientations 5 to 8 swap the sides.
    const swapped = (meta.orientation ?? 1) >= 5;
    let [width, height] = swapped ? [meta.height, meta.width] : [meta.width, meta.height];
    if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT_RATIO) {
      throw new ImageShapeError(`The image is ${width} × ${height} pixels`);
    }
    // A page photographed askew is straightened first (docs/product-rules.md R-UPLOAD-9).
    const quad = await photographedPage(input, width);
    if (quad) {
      const { data, info } = await image.flatten({ background: '#ffffff' }).grayscale().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
      const size = straightenedSize(quad);
      // (A large photo's page is warped straight to the largest size it is read at.)
      const k = Math.min(1, MAX_WIDTH / size.width, Math.sqrt(MAX_OCR_PIXELS / (size.width * size.height)));
      const target = { width: Math.max(1, Math.round(size.width * k)), height: Math.max(1, Math.round(size.height * k)) };
      const page = warpQuad({ data, width: info.width, height: info.height }, quad, target.width, target.height);
      image = sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } });
      [width, height] = [page.width, page.height];
    }
    // A photographed page's small print is scaled up further than a screenshot's (docs/decisions/009-ocr.md,
    // 'Straightening photographed pages').
    const [targetWidth, maxUpscale] = quad ? [PAGE_TARGET_WIDTH, PAGE_MAX_UPSCALE] : [TARGET_WIDTH, MAX_UPSCALE];
    let scale = width < targetWidth ? Math.min(targetWidth / width, maxUpscale) : width > MAX_WIDTH ? MAX_WIDTH / width : 1;
    scale = Math.min(scale, Math.sqrt((quad ? PAGE_MAX_PIXELS : MAX_OCR_PIXELS) / (width * height)));
    let pipeline = image.flatten({ background: '#ffffff' }).grayscale();
    if (scale !== 1) {
      const size = { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
      pipeline = pipeline.resize({ ...size, fit: 'fill', kernel: 'lanczos3' });
    }
    if (await unevenlyLit(input)) pipeline = await evenedOut(pipeline);
    if (options.soft) return await pipeline.png({ compressionLevel: 1 }).toBuffer();
    // Sharpening restores the edges of blurred photos and soft JPEG text (it also lets Tesseract
    // see table text between border lines that blur merges into it).
    return await pipeline
      .normalise()
      .sharpen({ sigma: options.sharper ? SHARPER_SIGMA : SHARPEN_SIGMA })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    if (error instanceof UnreadableImageError || error instanceof ImageTooLargeError || error instanceof ImageShapeError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new ImageTooLargeError(message);
    if (/^timeout/i.test(message)) throw new NormaliseTimeoutError(message);
    throw new UnreadableImageError(message);
  }
}
