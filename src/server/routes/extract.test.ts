import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractionResultSchema } from '../../domain/schemas';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createLogger } from '../logger';
import sharp from 'sharp';
import { createTesseractPool } from '../ocr/engine';
import { normaliseForOcr } from '../ocr/normalise';
import { createRateLimiter } from '../rate-limit';
import { blankPng, flateBombPdf } from '../testing/hostile-files';
import { createTestDatabase } from '../testing/test-app';
import { IMAGE_SHAPE_MESSAGE, PDF_IMAGE_TOO_LARGE_MESSAGE, UNREADABLE_IMAGE_MESSAGE, UNREADABLE_PDF_MESSAGE } from './extract';

const FIXTURES = path.resolve('tests/fixtures/rate-cons');
/** scripts/rate-cons/terms-sheet.ts: Memphis → Atlanta, $1,450 linehaul, detention, layover, TONU. */
const TERMS_SHEET = path.resolve('tests/fixtures/rate-cons-terms/terms.png');

/** 01-labelled's letterhead: the broker the answer names for the Broker field (R-BROKER-6). */
const BROKER_01 = 'Crossroads Carrier Services';
const truth = () =>
  JSON.parse(readFileSync(path.join(FIXTURES, 'truth.json'), 'utf8')).find((e: { file: string }) => e.file === '01-labelled.png').truth;

function upload(bytes: Uint8Array<ArrayBuffer> | Buffer, name = 'ratecon.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return { method: 'POST', body: form };
}

/** A phone's message bubble with these lines, rendered to PNG: a load offer, not a rate confirmation. */
function messageBubble(lines: readonly string[]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="780" height="300">
    <rect width="780" height="300" fill="#ffffff"/><rect x="30" y="40" width="700" height="190" rx="40" fill="#e9e9eb"/>
    ${lines.map((l, i) => `<text x="70" y="${115 + i * 70}" font-family="DejaVu Sans, sans-serif" font-size="40">${l}</text>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('POST /api/extract-load-data', () => {
  let database: Database;
  const engine = createTesseractPool({ size: 1 });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
  let app: ReturnType<typeof buildApp>;
  const request = (init: RequestInit) => app.request('http://localhost:3000/api/extract-load-data', init);

  beforeAll(async () => {
    database = await createTestDatabase();
    app = buildApp({
      config,
      database,
      logger: createLogger('silent'),
      ocr: engine,
      // Room for every request of this file; the limit itself is tested below.
      extractRateLimiter: createRateLimiter({ database, name: 'extract-main', limit: 100, windowMs: 60_000 }),
    });
  });
  afterAll(async () => {
    await engine.close();
    await database.close();
  });

  it('reads a real rate confirmation into the extraction fields', async () => {
    const res = await request(upload(readFileSync(path.join(FIXTURES, '01-labelled.png'))));
    expect(res.status).toBe(200);
    const body = await res.json();
    const truth = JSON.parse(readFileSync(path.join(FIXTURES, 'truth.json'), 'utf8')).find(
      (e: { file: string }) => e.file === '01-labelled.png',
    ).truth;
    // The letterhead's broker comes too, for the Broker field (docs/product-rules.md R-BROKER-6).
    expect(body).toEqual({ ...truth, broker: BROKER_01, confidence: expect.any(Number), fieldConfidence: expect.any(Object) });
    expect(body.confidence).toBeGreaterThanOrEqual(0.7);
    expect(body.confidence).toBeLessThanOrEqual(1);
    // One confidence per field: 0 for the field the sheet does not give, within 0..1 for the others.
    expect(Object.keys(body.fieldConfidence).sort()).toEqual(['destination', 'fsc', 'loadReference', 'miles', 'origin', 'rate', 'tolls']);
    for (const [field, value] of Object.entries(body.fieldConfidence as Record<string, number>)) {
      if (truth[field] === null) expect(value).toBe(0);
      else expect(value).toBeGreaterThanOrEqual(0.3);
      expect(value).toBeLessThanOrEqual(1);
    }
  });

  it('reads a WEBP image too', async () => {
    const sharp = (await import('sharp')).default;
    const webp = await sharp(readFileSync(path.join(FIXTURES, '03-total-only.png'))).webp({ quality: 90 }).toBuffer();
    const res = await request(upload(webp, 'ratecon.webp', 'image/webp'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ origin: expect.any(String), rate: expect.any(Number) });
  });

  it('reads a PDF rate confirmation (its first page rendered, then the same OCR and parser)', async () => {
    // 01-labelled.pdf is the same sheet as 01-labelled.png, printed to PDF by Chromium
    // (npm run generate:rate-cons -- --pdf --count 1).
    const res = await request(upload(readFileSync(path.join(FIXTURES, '01-labelled.pdf')), 'ratecon.pdf', 'application/pdf'));
    expect(res.status).toBe(200);
    const truth = JSON.parse(readFileSync(path.join(FIXTURES, 'truth.json'), 'utf8')).find(
      (e: { file: string }) => e.file === '01-labelled.png',
    ).truth;
    const body = await res.json();
    // The letterhead's broker comes too, for the Broker field (docs/product-rules.md R-BROKER-6).
    expect(body).toEqual({ ...truth, broker: BROKER_01, confidence: expect.any(Number), fieldConfidence: expect.any(Object) });
    expect(body.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it('refuses a text file renamed to .pdf with 415 and the R-UPLOAD-2 message (checked by its first bytes)', async () => {
    const res = await request(upload(new TextEncoder().encode('Load #: 123\nPickup: Dallas, TX\n'), 'ratecon.pdf', 'application/pdf'));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'unsupported_media_type', message: 'Please upload an image file (JPG, PNG, WEBP).' });
  });

  it('refuses a broken PDF (right first bytes, no document) with 415 and a PDF message, not 500', async () => {
    const res = await request(upload(new TextEncoder().encode('%PDF-1.7\nnot really a pdf\n'), 'ratecon.pdf', 'application/pdf'));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'unsupported_media_type', message: UNREADABLE_PDF_MESSAGE });
  });

  it('refuses an 11 MB PDF with 413 before reading it', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const res = await request(upload(big, 'big.pdf', 'application/pdf'));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('payload_too_large');
  });

  it('refuses an image of more than 50 megapixels (a decompression bomb) with 413', async () => {
    const sharp = (await import('sharp')).default;
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#ffffff' } })
      .grayscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await request(upload(bomb));
    expect(res.status).toBe(413);
  });

  it('refuses a text file renamed to .png with 415 and the R-UPLOAD-2 message', async () => {
    const res = await request(upload(new TextEncoder().encode('Load #: 123\nPickup: Dallas, TX\n'), 'ratecon.png'));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'unsupported_media_type', message: 'Please upload an image file (JPG, PNG, WEBP).' });
  });

  it('refuses an image type other than JPEG, PNG or WEBP (a GIF) with 415', async () => {
    const res = await request(upload(new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'), 'x.gif', 'image/gif'));
    expect(res.status).toBe(415);
  });

  it('refuses a corrupt image with valid first bytes with 415, not 500', async () => {
    const bytes = new Uint8Array(64);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await request(upload(bytes));
    expect(res.status).toBe(415);
  });

  it('refuses an 11 MB upload with 413 before reading it', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    const res = await request(upload(big, 'big.jpg', 'image/jpeg'));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('payload_too_large');
  });

  it('accepts a body of just under 10 MB past the size check (then 415 for non-image bytes)', async () => {
    const res = await request(upload(new Uint8Array(10 * 1024 * 1024 - 1024), 'almost.png'));
    expect(res.status).toBe(415);
  });

  it('answers 400 without a file field or without multipart', async () => {
    const form = new FormData();
    form.append('other', 'x');
    expect((await request({ method: 'POST', body: form })).status).toBe(400);
    const json = await request({ method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(400);
    expect((await json.json()).error).toBe('bad_request');
  });

  it('answers 422 with { error, message } when an image holds no load details', async () => {
    const sharp = (await import('sharp')).default;
    const blank = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const res = await request(upload(blank));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe('no_load_data');
    expect(body.message).toMatch(/No load details/);
  });

  it('answers an offer screenshot (a text message) 422 no_load_data with its text as offerText', async () => {
    const lines = ['Dallas TX to Atlanta GA 781 mi', '$1,850 all in, pu tmrw 8am'];
    const res = await request(upload(await messageBubble(lines), 'message.png'));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe('no_load_data');
    expect(body.message).toBe('No load details were found in this image. Try a clearer image or enter data manually.');
    expect(body.offerText).toMatch(/Dallas TX to Atlanta GA 781 mi/);
    expect(body.offerText).toMatch(/\$1,850 all in/);
  });

  it('answers 200 with the one field found and the text as offerText when a message names a labelled rate', async () => {
    const lines = ['Rate: $1,850', 'Dallas TX to Atlanta GA 781 mi'];
    const res = await request(upload(await messageBubble(lines), 'message.png'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.rate).toBe(1850);
    expect(body.offerText).toMatch(/Dallas TX to Atlanta GA 781 mi/);
  });

  it('sends no offerText with a rate confirmation read into 3 or more fields, nor with a blank image', async () => {
    const read = await (await request(upload(readFileSync(path.join(FIXTURES, '01-labelled.png'))))).json();
    expect(read).not.toHaveProperty('offerText');
    const blank = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(await (await request(upload(blank))).json()).not.toHaveProperty('offerText');
  });

  it('rate-limits each client: over the limit → 429 rate_limit, before the body is read', async () => {
    const limited = buildApp({
      config,
      database,
      logger: createLogger('silent'),
      ocr: engine,
      extractRateLimiter: createRateLimiter({ database, name: 'extract-test', limit: 2, windowMs: 60_000 }),
    });
    const send = () =>
      limited.request('http://localhost:3000/api/extract-load-data', upload(new TextEncoder().encode('not an image')));
    expect((await send()).status).toBe(415);
    expect((await send()).status).toBe(415);
    const third = await send();
    expect(third.status).toBe(429);
    expect((await third.json()).error).toBe('rate_limit');
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a 600 × 83,000 PNG (49.8 MP, 1:138; it once stopped the server) with 422 at once, then reads on', async () => {
    const long = await blankPng(600, 83_000);
    expect(long.length).toBeLessThan(256 * 1024);
    const started = Date.now();
    const res = await request(upload(long));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'image_too_long', message: IMAGE_SHAPE_MESSAGE });
    expect(Date.now() - started).toBeLessThan(3_000);
    const next = await request(upload(readFileSync(path.join(FIXTURES, '01-labelled.png'))));
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual({ ...truth(), broker: BROKER_01, confidence: expect.any(Number), fieldConfidence: expect.any(Object) });
  });

  it('reads a long phone screenshot (1170 × 20,000) whole: the rate confirmation at its bottom is found', async () => {
    const sheet = await sharp(readFileSync(path.join(FIXTURES, '01-labelled.png'))).resize({ width: 1170 }).toBuffer();
    const sheetHeight = (await sharp(sheet).metadata()).height!;
    const screenshot = await sharp({ create: { width: 1170, height: 20_000, channels: 3, background: '#ffffff' } })
      .composite([{ input: sheet, left: 0, top: 20_000 - sheetHeight - 100 }])
      .png()
      .toBuffer();
    const res = await request(upload(screenshot));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...truth(), broker: BROKER_01, confidence: expect.any(Number), fieldConfidence: expect.any(Object) });
  });

  it('refuses a Flate-bomb PDF (140 KB inflating to a 144 MP image) with 413 at once', async () => {
    const bomb = await flateBombPdf({ width: 12_000, height: 12_000 });
    const started = Date.now();
    const res = await request(upload(bomb, 'ratecon.pdf', 'application/pdf'));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'payload_too_large', message: PDF_IMAGE_TOO_LARGE_MESSAGE });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 422 when Tesseract fails on an image, replaces the worker, and nothing reaches the process', async () => {
    // An engine whose preparation lets bytes Tesseract cannot read through, as if normalisation
    // had missed a hostile image: the worker rejects the job (it used to throw into the process).
    const junk = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('junk '.repeat(40))]);
    const leaky = createTesseractPool({ size: 1, prepare: (b) => (b.equals(junk) ? Promise.resolve(b) : normaliseForOcr(b)) });
    const leakyApp = buildApp({
      config,
      database,
      logger: createLogger('silent'),
      ocr: leaky,
      extractRateLimiter: createRateLimiter({ database, name: 'extract-leaky', limit: 100, windowMs: 60_000 }),
    });
    const escaped: unknown[] = [];
    const onEscape = (error: unknown) => escaped.push(error);
    process.on('uncaughtException', onEscape);
    process.on('unhandledRejection', onEscape);
    try {
      const send = (bytes: Buffer) => leakyApp.request('http://localhost:3000/api/extract-load-data', upload(bytes));
      const failed = await send(junk);
      expect(failed.status).toBe(422);
      expect(await failed.json()).toEqual({ error: 'unreadable_image', message: UNREADABLE_IMAGE_MESSAGE });
      const next = await send(readFileSync(path.join(FIXTURES, '01-labelled.png')));
      expect(next.status).toBe(200);
      expect(await next.json()).toEqual({ ...truth(), broker: BROKER_01, confidence: expect.any(Number), fieldConfidence: expect.any(Object) });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(escaped).toEqual([]);
    } finally {
      process.off('uncaughtException', onEscape);
      process.off('unhandledRejection', onEscape);
      await leaky.close();
    }
  });

  // Terms on the sheet (docs/product-rules.md R-UPLOAD-6).
  it('answers the printed detention, layover and TONU beside the fields, never the linehaul', async () => {
    const res = await request(upload(readFileSync(TERMS_SHEET)));
    expect(res.status).toBe(200);
    const body = ExtractionResultSchema.parse(await res.json());
    expect(body).toMatchObject({ origin: 'Memphis, TN', destination: 'Atlanta, GA', miles: 392, rate: 1450, fsc: 120 });
    expect(body.terms).toEqual({
      detention: { perHour: 45, freeHours: 2, source: expect.stringMatching(/^Detention: \$45\.00 per hour after 2 hours free/) },
      layover: { amount: 150, per: 'day', source: expect.stringMatching(/^Layover: \$150\.00 per day/) },
      tonu: { amount: 200, source: expect.stringMatching(/^TONU: \$200\.00/) },
    });
  }, 60_000);

  it('answers no terms for a sheet that prints none', async () => {
    const res = await request(upload(readFileSync(path.resolve('tests/fixtures/rate-cons-doctored/doctored-total.png'))));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.rate).toBe(900);
    expect(body).not.toHaveProperty('terms');
  }, 60_000);
});
