import sharp from 'sharp';

/** Images larger than this many pixels are refused (decompression bombs); a phone photo is ~12 MP. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Tesseract reads best with text around 30 px tall; screenshots are scaled up towards this width. */
const TARGET_WIDTH = 1800;
const MAX_WIDTH = 2600;

export class UnreadableImageError extends Error {}
export class ImageTooLargeError extends Error {}

/**
 * Prepare an uploaded image for OCR: apply the EXIF orientation (phone photos), drop alpha onto
 * white, grayscale, scale small screenshots up and huge photos down, stretch the contrast, sharpen.
 * Returns a PNG.
 */
export async function normaliseForOcr(input: Buffer): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const meta = await image.metadata();
    // After .rotate() the reported width may be the pre-rotation one; use the larger side sensibly.
    const swapped = (meta.orientation ?? 1) >= 5;
    const width = (swapped ? meta.height : meta.width) ?? TARGET_WIDTH;
    let pipeline = image.flatten({ background: '#ffffff' }).grayscale();
    if (width < TARGET_WIDTH) {
      pipeline = pipeline.resize({ width: Math.min(TARGET_WIDTH, width * 3), kernel: 'lanczos3' });
    } else if (width > MAX_WIDTH) {
      pipeline = pipeline.resize({ width: MAX_WIDTH, kernel: 'lanczos3' });
    }
    // Sharpening restores the edges of blurred photos and soft JPEG text (it also lets Tesseract
    // see table text between border lines that blur merges into it).
    return await pipeline.normalise().sharpen({ sigma: 1.5 }).png({ compressionLevel: 1 }).toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new ImageTooLargeError(message);
    throw new UnreadableImageError(message);
  }
}
