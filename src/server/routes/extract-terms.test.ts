import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractionResultSchema } from '../../domain/schemas';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createLogger } from '../logger';
import { createTesseractPool } from '../ocr/engine';
import { createRateLimiter } from '../rate-limit';
import { createTestDatabase } from '../testing/test-app';

/** scripts/rate-cons/terms-sheet.ts: Memphis → Atlanta, $1,450 linehaul, detention, layover, TONU. */
const TERMS_SHEET = path.resolve('tests/fixtures/rate-cons-terms/terms.png');

function upload(bytes: Buffer, name = 'ratecon.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return { method: 'POST', body: form };
}

describe('POST /api/extract-load-data: terms on the sheet (R-UPLOAD-6)', () => {
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
      extractRateLimiter: createRateLimiter({ database, name: 'extract-terms', limit: 100, windowMs: 60_000 }),
    });
  });
  afterAll(async () => {
    await engine.close();
    await database.close();
  });

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
