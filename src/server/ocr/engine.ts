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

/**
 * A small pool of Tesseract workers, started on first use and reused across requests.
 * Jobs beyond the pool size wait in a bounded queue.
 */
export function createTesseractPool(options: TesseractPoolOptions = {}): OcrEngine & { stats(): { workers: number; busy: number; queued: number } } {
  const size = Math.max(1, options.size ?? defaultPoolSize());
  const maxQueue = options.maxQueue ?? 16;
  const idleMs = options.idleMs ?? 10 * 60_000;

  const idle: Worker[] = [];
  const all = new Set<Worker>();
  let starting = 0;
  let busy = 0;
  const waiting: Array<() => void> = [];
  let idleTimer: NodeJS.Timeout | undefined;

  const scheduleIdleStop = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (busy === 0 && waiting.length === 0) void closeAll();
    }, idleMs);
    idleTimer.unref();
  };

  const wakeOne = () => {
    waiting.shift()?.();
    if (busy === 0 && waiting.length === 0) scheduleIdleStop();
  };

  const acquire = async (): Promise<Worker> => {
    let queued = false;
    for (;;) {
      const ready = idle.pop();
      if (ready) {
        busy += 1;
        return ready;
      }
      if (all.size + starting < size) {
        starting += 1;
        busy += 1;
        try {
          const worker = await startWorker();
          all.add(worker);
          return worker;
        } catch (error) {
          busy -= 1;
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

  const release = (worker: Worker) => {
    busy -= 1;
    idle.push(worker);
    wakeOne();
  };

  /** A worker that failed may be in a bad state: stop it and let a new one be started. */
  const discard = (worker: Worker) => {
    busy -= 1;
    all.delete(worker);
    void worker.terminate().catch(() => undefined);
    wakeOne();
  };

  const closeAll = async () => {
    clearTimeout(idleTimer);
    const workers = idle.splice(0);
    for (const w of workers) all.delete(w);
    await Promise.all(workers.map((w) => w.terminate().catch(() => undefined)));
  };

  return {
    async recognize(image) {
      const worker = await acquire();
      try {
        const { data } = await worker.recognize(image);
        release(worker);
        return { text: data.text ?? '', confidence: Math.max(0, Math.min(1, (data.confidence ?? 0) / 100)) };
      } catch (error) {
        discard(worker);
        throw error;
      }
    },
    close: closeAll,
    stats: () => ({ workers: all.size, busy, queued: waiting.length }),
  };
}
