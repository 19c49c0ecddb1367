import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_OFFER_TEXT_LENGTH } from '../../domain/extract/offer-types';
import { MAX_UPLOAD_BYTES } from '../../domain/schemas';
import type { AppDeps, AppEnv } from '../context';
import { AppError, errorBody } from '../errors';
import { createTesseractPool, OcrBusyError, OcrReadError, OcrTimeoutError, type OcrEngine } from '../ocr/engine';
import { extractLoadData, extractLoadDataFromPages, fieldsFound } from '../ocr/extract-load-data';
import { detectImageType } from '../ocr/image-type';
import { ImageShapeError, ImageTooLargeError, MAX_ASPECT_RATIO, NormaliseTimeoutError, UnreadableImageError } from '../ocr/normalise';
import { EncryptedPdfError, isPdf, PdfImageTooLargeError, PdfTimeoutError, renderPdfPages, UnreadablePdfError } from '../ocr/pdf';
import { clientIp } from '../auth/request';
import { createRateLimiter, type RateLimiter } from '../rate-limit';

const NOT_AN_IMAGE_MESSAGE = 'Please upload an image file (JPG, PNG, WEBP).';
const TOO_LARGE_MESSAGE = 'Please upload an image smaller than 10MB.';
export const UNREADABLE_PDF_MESSAGE = 'This PDF could not be read. Try a screenshot of the rate confirmation instead.';
const ENCRYPTED_PDF_MESSAGE = 'This PDF is password-protected. Try a screenshot of the rate confirmation instead.';
export const PDF_IMAGE_TOO_LARGE_MESSAGE = 'This PDF holds an image too large to read. Try a screenshot of the rate confirmation instead.';
export const IMAGE_SHAPE_MESSAGE = `This image is too long and narrow to read (one side more than ${MAX_ASPECT_RATIO} times the other). Crop it to the part with the load details and try again.`;
export const UNREADABLE_IMAGE_MESSAGE = 'This image could not be read. Try a clearer image or enter data manually.';
/** Room for the multipart envelope around a file of exactly MAX_UPLOAD_BYTES. */
const MULTIPART_OVERHEAD = 64 * 1024;
/**
 * Below this many rate-confirmation fields the answer also carries the image's text as `offerText`,
 * for the browser's offer reader: a screenshot of a text message or a load-board listing
 * (docs/decisions/014-paste-and-share-offers.md 'Offer screenshots').
 */
const OFFER_TEXT_BELOW_FIELDS = 3;
/** Default per-client limit: OCR costs one to two seconds of CPU per image. */
const EXTRACT_RATE_LIMIT = { limit: 10, windowMs: 60_000 };

export interface ExtractRouteOptions {
  engine?: OcrEngine;
  rateLimiter?: Pick<RateLimiter, 'check'>;
}

/**
 * POST /api/extract-load-data — multipart `file` (JPEG, PNG, WEBP or PDF, ≤ 10 MB) → extraction JSON.
 * Refused before any work: rate-limited clients (429), bodies over the limit (413), files that are
 * neither images nor PDFs by their first bytes (415). A PDF's first pages are rendered to images
 * (ocr/pdf.ts: no scripts, no network, page/pixel/time/memory caps) and read like a photo of them.
 * Images are prepared and read in a slot of the OCR pool (bounded pixels, shape and time; see
 * docs/decisions/009-ocr.md); a read that fails answers 422 and never takes the server down.
 * Everything is read on this server; nothing leaves it.
 */
export function extractRoutes(deps: AppDeps, options: ExtractRouteOptions = {}) {
  const engine = options.engine ?? createTesseractPool({ readsPerWorker: deps.config.OCR_WORKER_MAX_READS });
  // Counted in the database, so the limit holds across server instances; fails closed (503).
  const limiter =
    options.rateLimiter ?? createRateLimiter({ database: deps.database, name: 'extract-ip', ...EXTRACT_RATE_LIMIT });
  const app = new Hono<AppEnv>();

  app.post(
    '/',
    async (c, next) => {
      await limiter.check(clientIp(c, deps.config.TRUST_PROXY));
      await next();
    },
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
      onError: (c) => c.json(errorBody('payload_too_large', TOO_LARGE_MESSAGE), 413),
    }),
    async (c) => {
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
        throw new AppError('bad_request', 'Send the image as multipart/form-data in a field named "file".');
      }
      let body: Record<string, unknown>;
      try {
        body = await c.req.parseBody();
      } catch (error) {
        if (error instanceof Error && /body.*limit|too large/i.test(error.message)) throw error;
        throw new AppError('bad_request', 'The multipart body could not be read.');
      }
      const file = body.file;
      if (!(file instanceof File)) {
        throw new AppError('bad_request', 'Send the image in a multipart field named "file".');
      }
      if (file.size > MAX_UPLOAD_BYTES) throw new AppError('payload_too_large', TOO_LARGE_MESSAGE);
      const bytes = Buffer.from(await file.arrayBuffer());
      const pdf = isPdf(bytes);
      if (!pdf && !detectImageType(bytes)) throw new AppError('unsupported_media_type', NOT_AN_IMAGE_MESSAGE);

      const started = Date.now();
      let result;
      try {
        result = pdf ? await extractLoadDataFromPages(await renderPdfPages(bytes), { engine }) : await extractLoadData(bytes, { engine });
      } catch (error) {
        if (error instanceof UnreadablePdfError) throw new AppError('unsupported_media_type', UNREADABLE_PDF_MESSAGE);
        if (error instanceof EncryptedPdfError) throw new AppError('unsupported_media_type', ENCRYPTED_PDF_MESSAGE);
        if (error instanceof PdfImageTooLargeError) throw new AppError('payload_too_large', PDF_IMAGE_TOO_LARGE_MESSAGE);
        if (error instanceof PdfTimeoutError) {
          deps.logger.warn('extract-load-data: PDF render timed out; its thread was stopped');
          return c.json({ error: 'ocr_timeout', message: 'Reading the PDF took too long. Try a screenshot of the rate confirmation instead.' }, 503);
        }
        if (error instanceof UnreadableImageError) throw new AppError('unsupported_media_type', NOT_AN_IMAGE_MESSAGE);
        if (error instanceof ImageTooLargeError) {
          throw new AppError('payload_too_large', 'This image has too many pixels to read. Please upload a smaller image.');
        }
        if (error instanceof ImageShapeError) return c.json({ error: 'image_too_long', message: IMAGE_SHAPE_MESSAGE }, 422);
        if (error instanceof OcrReadError) {
          deps.logger.warn(`extract-load-data: the OCR worker failed (${error.message}); it was replaced`);
          return c.json({ error: 'unreadable_image', message: UNREADABLE_IMAGE_MESSAGE }, 422);
        }
        if (error instanceof OcrTimeoutError || error instanceof NormaliseTimeoutError) {
          deps.logger.warn('extract-load-data: OCR timed out; the worker was replaced');
          return c.json({ error: 'ocr_timeout', message: 'Reading the image took too long. Try a smaller or clearer image.' }, 503);
        }
        if (error instanceof OcrBusyError) {
          throw new AppError('rate_limit', 'The text reader is busy. Please wait a moment and try again.');
        }
        throw error;
      }
      const { text, ...extraction } = result;
      const found = fieldsFound(extraction);
      deps.logger.debug(`extract-load-data: ${found} fields, confidence ${extraction.confidence}, ${Date.now() - started} ms`);
      const offerText = found < OFFER_TEXT_BELOW_FIELDS ? text.trim().slice(0, MAX_OFFER_TEXT_LENGTH) : '';
      const offer = offerText ? { offerText } : {};
      if (found === 0) {
        return c.json(
          { error: 'no_load_data', message: 'No load details were found in this image. Try a clearer image or enter data manually.', ...offer },
          422,
        );
      }
      return c.json({ ...extraction, ...offer });
    },
  );
  return app;
}
