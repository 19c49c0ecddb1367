import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWorkerPool, defaultPoolSize, localLangPath, OcrBusyError, OcrTimeoutError } from './engine';

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
    expect(pool.stats()).toEqual({ workers: 1, busy: 1, queued: 1 });
    first.resolve('a');
    expect(await a).toBe('a');
    expect(await b).toBe('b on 1');
    expect(fake.started).toEqual([1]);
    await pool.close();
    expect(fake.stopped).toEqual([1]);
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
