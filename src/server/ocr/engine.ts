import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/** Text read from one image, with Tesseract's mean word confidence scaled to 0..1. */
export interface OcrText {
  text: string;
  confidence: number;
}

/** Anything that turns an image into text: Tesseract here; an external provider could come later. */
export interface OcrEngine {
  recognize(image: Buffer): Promise<OcrText>;
  /** Stop every worker (tests, shutdown). The engine may be used again afterwards. */
  close(): Promise<void>;
}

export class OcrBusyError extends Error {}

export interface TesseractPoolOptions {
  /** Workers to run at most. Default: one per core minus one for the HTTP server, 1 to 4. */
  size?: number;
  /** Requests allowed to wait for a worker before new ones are refused with OcrBusyError. */
  maxQueue?: number;
  /** Idle workers are stopped after this long, to give the memory back. */
  idleMs?: number;
  /** A read taking longer than this fails and its worker is replaced. */
  jobTimeoutMs?: number;
}

export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

const require = createRequire(import.meta.url);

/**
 * Local file paths of the English LSTM data (from the @tesseract.js-data/eng npm package).
 * Setting langPath to a folder makes tesseract.js read the file from disk; without it the
 * library would download from a CDN, which this product never does.
 */
export function localLangPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

async function startWorker(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: localLangPath(),
    gzip: true,
    // 'none': never read or write a traineddata cache in the working directory.
    cacheMethod: 'none',
    // workerPath and the core are resolved by tesseract.js from node_modules in Node.
  });
  await worker.setParameters({
    // The default single-block mode drops table rows; AUTO keeps them.
    tessedit_pageseg_mode: PSM.AUTO,
    preserve_interword_spaces: '1',
    user_defined_dpi: '300',
    // Tesseract's own notices ('Detected 2 diacritics') go nowhere instead of the server's stdout.
    debug_file: '/dev/null',
  });
  return worker;
}

export interface WorkerPool<W> {
  /** Run `job` on a free worker (starting one if the pool is not full, else waiting in the queue). */
  run<T>(job: (worker: W) => Promise<T>): Promise<T>;
  /** Stop the idle workers now (busy ones are stopped when they finish, if the pool is closed). */
  close(): Promise<void>;
  stats(): { workers: number; busy: number; queued: number };
}

export class OcrTimeoutError extends Error {}

/**
 * A small pool of long-lived workers, started on first use and reused across jobs. Jobs beyond
 * the pool size wait in a bounded queue (beyond it: OcrBusyError). A job that fails or runs past
 * `jobTimeoutMs` gets its worker stopped and replaced, since it may be in a bad state. Idle
 * workers are stopped after `idleMs` to give their memory back.
 */
export function createWorkerPool<W>(options: {
  start: () => Promise<W>;
  stop: (worker: W) => Promise<unknown>;
  size: number;
  maxQueue?: number;
  idleMs?: number;
  jobTimeoutMs?: number;
}): WorkerPool<W> {
  const { start, stop } = options;
  const size = Math.max(1, options.size);
  const maxQueue = options.maxQueue ?? 16;
  const idleMs = options.idleMs ?? 10 * 60_000;
  const jobTimeoutMs = options.jobTimeoutMs ?? 60_000;

  const idle: W[] = [];
  const all = new Set<W>();
  let starting = 0;
  let busy = 0;
  const waiting: Array<() => void> = [];
  let idleTimer: NodeJS.Timeout | undefined;

  const stopQuietly = (worker: W) => stop(worker).catch(() => undefined);

  const closeIdle = async () => {
    clearTimeout(idleTimer);
    const workers = idle.splice(0);
    for (const w of workers) all.delete(w);
    await Promise.all(workers.map(stopQuietly));
  };

  const wakeOne = () => {
    waiting.shift()?.();
    if (busy === 0 && waiting.length === 0) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => void closeIdle(), idleMs);
      idleTimer.unref();
    }
  };

  const acquire = async (): Promise<W> => {
    let queued = false;
    for (;;) {
      const ready = idle.pop();
      if (ready !== undefined) {
        busy += 1;
        return ready;
      }
      if (all.size + starting < size) {
        starting += 1;
        busy += 1;
        try {
          const worker = await start();
          all.add(worker);
          return worker;
        } catch (error) {
          busy -= 1;
          wakeOne(); // a queued job may try to start a worker itself
          throw error;
        } finally {
          starting -= 1;
        }
      }
      if (!queued && waiting.length >= maxQueue) throw new OcrBusyError('All OCR workers are busy.');
      // Woken when a worker is released or removed; a woken job keeps its place at the front.
      await new Promise<void>((resolve) => (queued ? waiting.unshift(resolve) : waiting.push(resolve)));
      queued = true;
    }
  };

  return {
    async run(job) {
      const worker = await acquire();
      let timer: NodeJS.Timeout | undefined;
      try {
        const result = await Promise.race([
          job(worker),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new OcrTimeoutError('Reading the image took too long.')), jobTimeoutMs);
          }),
        ]);
        busy -= 1;
        idle.push(worker);
        wakeOne();
        return result;
      } catch (error) {
        busy -= 1;
        all.delete(worker);
        void stopQuietly(worker);
        wakeOne();
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    close: closeIdle,
    stats: () => ({ workers: all.size, busy, queued: waiting.length }),
  };
}

/** The OCR engine: a pool of Tesseract workers (English, LSTM), all data read from local files. */
export function createTesseractPool(options: TesseractPoolOptions = {}): OcrEngine & Pick<WorkerPool<Worker>, 'stats'> {
  const pool = createWorkerPool<Worker>({
    start: startWorker,
    stop: (w) => w.terminate(),
    size: options.size ?? defaultPoolSize(),
    maxQueue: options.maxQueue,
    idleMs: options.idleMs,
    jobTimeoutMs: options.jobTimeoutMs,
  });
  return {
    recognize: (image) =>
      pool.run(async (worker) => {
        const { data } = await worker.recognize(image);
        return { text: data.text ?? '', confidence: Math.max(0, Math.min(1, (data.confidence ?? 0) / 100)) };
      }),
    close: () => pool.close(),
    stats: () => pool.stats(),
  };
}
