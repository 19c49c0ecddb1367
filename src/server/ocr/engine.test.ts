import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Worker as Thread } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTesseractPool,
  createWorkerPool,
  defaultPoolSize,
  localLangPath,
  OcrBusyError,
  OcrReadError,
  OcrTimeoutError,
  WordReaderError,
} from './engine';
import { normaliseForOcr } from './normalise';

function fakeWorkers() {
  let next = 0;
  const started: number[] = [];
  const stopped: number[] = [];
  return {
    started,
    stopped,
    start: async () => {
      next += 1;
      started.push(next);
      return next;
    },
    stop: async (w: number) => {
      stopped.push(w);
    },
  };
}

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('Tesseract data', () => {
  it('is read from the npm package on disk (a path, never a URL that tesseract.js would download)', () => {
    const dir = localLangPath();
    expect(path.isAbsolute(dir)).toBe(true);
    expect(existsSync(path.join(dir, 'eng.traineddata.gz'))).toBe(true);
  });
});

describe('worker pool', () => {
  it('is sized to the machine: one core is left for the HTTP server, 1 to 4 workers', () => {
    expect(defaultPoolSize(1)).toBe(1);
    expect(defaultPoolSize(2)).toBe(1);
    expect(defaultPoolSize(4)).toBe(3);
    expect(defaultPoolSize(32)).toBe(4);
  });

  it('starts workers lazily, reuses them, and queues jobs beyond its size', async () => {
    const fake = fakeWorkers();
    const pool = createWorkerPool({ ...fake, size: 1 });
    expect(fake.started).toEqual([]);
    const first = deferred<string>();
    const a = pool.run(() => first.promise);
    const b = pool.run(async (w) => `b on ${w}`);
    await new Promise((r) => setTimeout(r, 0));
    expect(pool.stats()).toEqual({ workers: 1, busy: 1, queued: 1, retired: 0 });
    first.resolve('a');
    expect(await a).toBe('a');
    expect(await b).toBe('b on 1');
    expect(fake.started).toEqual([1]);
    await pool.close();
    expect(fake.stopped).toEqual([1]);
  });

  it('runs a job without a worker in one of its slots: no worker started or counted, and a worker job waits for that slot', async () => {
    const fake = fakeWorkers();
    const pool = createWorkerPool({ ...fake, size: 1, jobsPerWorker: 2 });
    expect(await pool.runSlot(async () => 'no worker')).toBe('no worker');
    expect(fake.started).toEqual([]);
    expect(await pool.run(async (w) => w)).toBe(1);
    const hold = deferred<string>();
    const slot = pool.runSlot(() => hold.promise);
    const after = pool.run(async (w) => w);
    await new Promise((r) => setTimeout(r, 0));
    expect(pool.stats()).toEqual({ workers: 1, busy: 1, queued: 1, retired: 0 });
    hold.resolve('read again');
    expect(await slot).toBe('read again');
    // The worker's second job: it is retired after it, the slot's job not counted among its jobs.
    expect(await after).toBe(1);
    expect(pool.stats()).toEqual({ workers: 0, busy: 0, queued: 0, retired: 1 });
    await expect(pool.runSlot(() => Promise.reject(new Error('onnxruntime failed')))).rejects.toThrow('onnxruntime failed');
    expect(await pool.run(async (w) => w)).toBe(2);
    expect(fake.stopped).toEqual([1]);
    await pool.close();
  });

  it('refuses new jobs when the queue is full', async () => {
    const pool = createWorkerPool({ ...fakeWorkers(), size: 1, maxQueue: 1 });
    const hold = deferred<void>();
    const a = pool.run(() => hold.promise);
    const b = pool.run(async () => undefined);
    await new Promise((r) => setTimeout(r, 0));
    await expect(pool.run(async () => undefined)).rejects.toBeInstanceOf(OcrBusyError);
    hold.resolve();
    await Promise.all([a, b]);
    await pool.close();
  });

  it('replaces a worker whose job failed or timed out', async () => {
    const fake = fakeWorkers();
    const pool = createWorkerPool({ ...fake, size: 1, jobTimeoutMs: 20 });
    await expect(pool.run(async () => Promise.reject(new Error('wasm abort')))).rejects.toThrow('wasm abort');
    expect(fake.stopped).toEqual([1]);
    await expect(pool.run(() => new Promise(() => undefined))).rejects.toBeInstanceOf(OcrTimeoutError);
    expect(fake.stopped).toEqual([1, 2]);
    expect(await pool.run(async (w) => w)).toBe(3);
    await pool.close();
  });

  it('retires a worker after its number of jobs: the next job runs on a fresh one', async () => {
    const fake = fakeWorkers();
    const pool = createWorkerPool({ ...fake, size: 1, jobsPerWorker: 2 });
    const ran: number[] = [];
    for (let i = 0; i < 5; i += 1) ran.push(await pool.run(async (w) => w));
    expect(ran).toEqual([1, 1, 2, 2, 3]);
    expect(fake.stopped).toEqual([1, 2]);
    expect(pool.stats()).toEqual({ workers: 1, busy: 0, queued: 0, retired: 2 });
    await pool.close();
  });

  it('retires a worker whose job asks for it, and keeps its result', async () => {
    const fake = fakeWorkers();
    const pool = createWorkerPool({ ...fake, size: 1 });
    expect(await pool.run(async (w, retire) => (retire(), `read on ${w}`))).toBe('read on 1');
    expect(fake.stopped).toEqual([1]);
    expect(await pool.run(async (w) => w)).toBe(2);
    expect(await pool.run(async (w) => w)).toBe(2);
    await pool.close();
  });

  it('starts a replacement only once the retired worker has stopped (never both in memory)', async () => {
    const stopping = deferred<void>();
    const started: number[] = [];
    const pool = createWorkerPool<number>({
      start: async () => (started.push(started.length + 1), started.length),
      stop: (w) => (w === 1 ? stopping.promise : Promise.resolve()),
      size: 1,
      jobsPerWorker: 1,
    });
    expect(await pool.run(async (w) => w)).toBe(1);
    const next = pool.run(async (w) => w);
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([1]);
    stopping.resolve();
    expect(await next).toBe(2);
    expect(started).toEqual([1, 2]);
    await pool.close();
  });

  it('wakes a queued job when starting a worker fails', async () => {
    let attempts = 0;
    const gate = deferred<number>();
    const pool = createWorkerPool<number>({
      start: () => {
        attempts += 1;
        return attempts === 1 ? gate.promise : Promise.resolve(7);
      },
      stop: async () => undefined,
      size: 1,
    });
    const a = pool.run(async (w) => w);
    const b = pool.run(async (w) => w);
    gate.reject(new Error('no wasm'));
    await expect(a).rejects.toThrow('no wasm');
    expect(await b).toBe(7);
    await pool.close();
  });
});

const FIXTURES = path.resolve('tests/fixtures/rate-cons');
const ratecon = () => readFileSync(path.join(FIXTURES, '01-labelled.png'));
const truth = () =>
  JSON.parse(readFileSync(path.join(FIXTURES, 'truth.json'), 'utf8')).find((e: { file: string }) => e.file === '01-labelled.png').truth;
/** Bytes that start like a PNG and are not one: sharp would refuse them, Tesseract fails on them. */
const NOT_AN_IMAGE = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('junk '.repeat(40))]);
/** Lets a hostile image through to Tesseract unprepared, as if normalisation had missed it. */
const passJunk = (upload: Buffer) => (upload.equals(NOT_AN_IMAGE) ? Promise.resolve(upload) : normaliseForOcr(upload));

describe('Tesseract workers that fail (real workers)', () => {
  // Whatever a worker does, nothing may reach the process: an uncaught exception there stops the server.
  const escaped: unknown[] = [];
  const onEscape = (error: unknown) => escaped.push(error);
  beforeEach(() => {
    escaped.length = 0;
    process.on('uncaughtException', onEscape);
    process.on('unhandledRejection', onEscape);
  });
  afterEach(() => {
    process.off('uncaughtException', onEscape);
    process.off('unhandledRejection', onEscape);
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('a read Tesseract cannot do rejects with OcrReadError; the worker is replaced and the pool reads on', async () => {
    const engine = createTesseractPool({ size: 1, prepare: passJunk });
    try {
      await expect(engine.recognize(NOT_AN_IMAGE)).rejects.toThrow(new OcrReadError('Error attempting to read image.'));
      expect(engine.stats()).toEqual({ workers: 0, busy: 0, queued: 0, retired: 0 });
      const read = await engine.recognize(ratecon());
      expect(read.text).toContain(truth().loadReference);
      expect(engine.stats().workers).toBe(1);
      await settle();
      expect(escaped).toEqual([]);
    } finally {
      await engine.close();
    }
  });

  it('a job whose worker thread dies rejects at once (not at the job timeout), and the pool reads on', async () => {
    // The pool's threads, as Node announces them. tesseract.js's message handler inside the
    // thread throws on an unknown action, which kills the thread like a crash inside Tesseract.
    const threads: Thread[] = [];
    const onThread = (thread: Thread) => threads.push(thread);
    process.on('worker', onThread);
    let crashed = false;
    const engine = createTesseractPool({
      size: 1,
      prepare: async (upload) => {
        if (!crashed) {
          crashed = true;
          threads.at(-1)!.postMessage({ workerId: 'test', jobId: 'crash', action: 'no-such-action', payload: {} });
        }
        return normaliseForOcr(upload);
      },
    });
    try {
      const started = Date.now();
      await expect(engine.recognize(ratecon())).rejects.toBeInstanceOf(OcrReadError);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect((await engine.recognize(ratecon())).text).toContain(truth().loadReference);
      expect(threads).toHaveLength(2);
      await settle();
      expect(escaped).toEqual([]);
    } finally {
      process.off('worker', onThread);
      await engine.close();
    }
  });

  it('prepares images inside the worker slot, one at a time per worker', async () => {
    let active = 0;
    let most = 0;
    const engine = createTesseractPool({
      size: 1,
      prepare: async (upload) => {
        active += 1;
        most = Math.max(most, active);
        try {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return await normaliseForOcr(upload);
        } finally {
          active -= 1;
        }
      },
    });
    try {
      const reads = await Promise.all([engine.recognize(ratecon()), engine.recognize(ratecon())]);
      expect(reads.map((r) => r.text.includes(truth().loadReference))).toEqual([true, true]);
      expect(most).toBe(1);
    } finally {
      await engine.close();
    }
  });

  it("hands the word reader the page prepared soft and the reading it is given, in a worker's slot; a failure there rejects and the pool reads on", async () => {
    const handed: Array<{ page: Buffer; lines: readonly unknown[] }> = [];
    let fail = false;
    const engine = createTesseractPool({
      size: 1,
      wordReader: {
        reread: async (page, lines) => {
          handed.push({ page, lines });
          if (fail) throw new Error('onnxruntime failed');
          return { text: 'read again', confidence: 0.5, lines: [] };
        },
      },
    });
    try {
      const first = await engine.recognize(ratecon());
      expect(await engine.recognize(ratecon(), { reread: first.lines ?? [] })).toEqual({ text: 'read again', confidence: 0.5, lines: [] });
      expect(handed[0]!.lines).toBe(first.lines);
      expect(handed[0]!.page.equals(await normaliseForOcr(ratecon(), { soft: true }))).toBe(true);
      fail = true;
      await expect(engine.recognize(ratecon(), { reread: [] })).rejects.toThrow(new WordReaderError('onnxruntime failed'));
      expect((await engine.recognize(ratecon())).text).toContain(truth().loadReference);
      await settle();
      expect(escaped).toEqual([]);
    } finally {
      await engine.close();
    }
  });

  it('reads words again in a slot without a Tesseract worker: it starts none, and they count toward no worker\'s reads', async () => {
    const engine = createTesseractPool({
      size: 1,
      readsPerWorker: 2,
      wordReader: { reread: async () => ({ text: 'read again', confidence: 0.5, lines: [] }) },
    });
    try {
      expect((await engine.recognize(ratecon(), { reread: [] })).text).toBe('read again');
      expect(engine.stats()).toEqual({ workers: 0, busy: 0, queued: 0, retired: 0 });
      await engine.recognize(ratecon());
      await engine.recognize(ratecon(), { reread: [] });
      await engine.recognize(ratecon(), { reread: [] });
      expect(engine.stats()).toEqual({ workers: 1, busy: 0, queued: 0, retired: 0 });
      await settle();
      expect(escaped).toEqual([]);
    } finally {
      await engine.close();
    }
  });

  it('stops a preparation that runs past the job timeout (OcrTimeoutError, 503) and replaces the worker', async () => {
    const engine = createTesseractPool({ size: 1, jobTimeoutMs: 300, prepare: () => new Promise<Buffer>(() => undefined) });
    try {
      await expect(engine.recognize(ratecon())).rejects.toBeInstanceOf(OcrTimeoutError);
      expect(engine.stats()).toEqual({ workers: 0, busy: 0, queued: 0, retired: 0 });
    } finally {
      await engine.close();
    }
  });
});

describe('Tesseract workers retired to bound memory (real workers)', () => {
  // A worker's WebAssembly heap never shrinks (docs/decisions/009-ocr.md): retiring it gives the
  // memory back, and the reads go on unchanged on a fresh one.
  it('retires a worker after its reads; the next read starts a fresh one and gives the same text', async () => {
    const engine = createTesseractPool({ size: 1, readsPerWorker: 1 });
    try {
      const first = await engine.recognize(ratecon());
      expect(engine.stats()).toEqual({ workers: 0, busy: 0, queued: 0, retired: 1 });
      const second = await engine.recognize(ratecon());
      expect(engine.stats()).toEqual({ workers: 0, busy: 0, queued: 0, retired: 2 });
      expect(second.text).toContain(truth().loadReference);
      expect(second.text).toBe(first.text);
    } finally {
      await engine.close();
    }
  });

  it('retires a worker that read a page larger than the bound, whatever its count of reads', async () => {
    // Pages handed over prepared: 1800 × 993 (1.8 MP) and the same scaled to 2400 wide (3.2 MP).
    const page = await normaliseForOcr(ratecon());
    const large = await sharp(page).resize({ width: 2400 }).png().toBuffer();
    const engine = createTesseractPool({ size: 1, readsPerWorker: 0, largePagePixels: 2_500_000, prepare: async (image) => image });
    try {
      const before = await engine.recognize(page);
      expect(engine.stats()).toMatchObject({ workers: 1, retired: 0 });
      expect((await engine.recognize(large)).text).toContain(truth().loadReference);
      expect(engine.stats()).toMatchObject({ workers: 0, retired: 1 });
      const after = await engine.recognize(page);
      expect(engine.stats()).toMatchObject({ workers: 1, retired: 1 });
      expect(after.text).toBe(before.text);
    } finally {
      await engine.close();
    }
  });
});
