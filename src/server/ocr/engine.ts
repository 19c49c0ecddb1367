import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker as Thread } from 'node:worker_threads';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type Tesseract from 'tesseract.js';
import { DEFAULT_READS_PER_WORKER } from '../config';
import { createWordReader, type WordReader } from './word-reader';
import { detectImageType } from './image-type';
import { MAX_OCR_PIXELS, normaliseForOcr, type NormaliseOptions } from './normalise';

/** A box on the prepared page image, in pixels: left, top, right, bottom. */
interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One word Tesseract read, where it sits and how sure it was (0..100). */
interface OcrWord {
  text: string;
  bbox: OcrBox;
  confidence: number;
}

/** One text line as Tesseract grouped it (its words left to right). */
export interface OcrLine {
  text: string;
  bbox: OcrBox;
  words: OcrWord[];
}

/**
 * Text read from one image, with Tesseract's mean word confidence scaled to 0..1, and the lines
 * with each word's box when the engine gives them (the layout-aware parser pairs labels with the
 * values to their right or below them; docs/decisions/009-ocr.md).
 */
export interface OcrText {
  text: string;
  confidence: number;
  lines?: OcrLine[];
}

const box = (b: OcrBox): OcrBox => ({ x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1 });

/** Tesseract's block → paragraph → line → word tree, flattened to lines in reading order. */
function linesOfBlocks(blocks: readonly Tesseract.Block[] | null | undefined): OcrLine[] {
  return (blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        text: line.text.trim(),
        bbox: box(line.bbox),
        words: line.words.filter((w) => w.text.trim() !== '').map((w) => ({ text: w.text, bbox: box(w.bbox), confidence: w.confidence })),
      })),
    ),
  );
}

/** Anything that turns an image into text: Tesseract here; an external provider could come later. */
export interface OcrEngine {
  /**
   * Read an uploaded image. The Tesseract pool prepares it (normalise.ts) inside the worker slot,
   * so the preparation is bounded by the pool size and covered by the job timeout.
   */
  recognize(image: Buffer, options?: RecognizeOptions): Promise<OcrText>;
  /** Stop every worker (tests, shutdown). The engine may be used again afterwards. */
  close(): Promise<void>;
}

export interface RecognizeOptions {
  /**
   * Read as sparse text (Tesseract's page segmentation 11) instead of whole blocks: slower to
   * group but finds words that the block reading loses on blurred or skewed photos. The reader asks
   * for it as a second pass when the first one missed a field the form needs (docs/decisions/009-ocr.md).
   */
  sparse?: boolean;
  /**
   * Read the page prepared with harder sharpening (normalise.ts): the reader asks for it when the
   * first reading missed a field the form needs, and fills what that reading left empty from it
   * (docs/product-rules.md R-UPLOAD-14).
   */
  sharper?: boolean;
  /**
   * Read the words of this earlier reading of the page (its boxes in the prepared page's pixels)
   * again with the word reader instead of Tesseract (word-reader.ts, docs/product-rules.md R-UPLOAD-27).
   */
  reread?: readonly OcrLine[];
}

export class OcrBusyError extends Error {}
/** Tesseract could not read an image (or its worker died reading it): the upload is refused, 422. */
export class OcrReadError extends Error {}

/** The word reader (RecognizeOptions.reread) failed: the reader goes on without its reading. */
export class WordReaderError extends Error {}

export interface TesseractPoolOptions {
  /** Workers to run at most. Default: one per core minus one for the HTTP server, 1 to 4. */
  size?: number;
  /** Requests allowed to wait for a worker before new ones are refused with OcrBusyError. */
  maxQueue?: number;
  /** Idle workers are stopped after this long, to give the memory back. */
  idleMs?: number;
  /** A read taking longer than this fails and its worker is replaced. */
  jobTimeoutMs?: number;
  /** Turns an upload into the image Tesseract reads. Default: normaliseForOcr. */
  prepare?: (upload: Buffer, options?: NormaliseOptions) => Promise<Buffer>;
  /**
   * Reads (recognize calls, a sparse second pass included) after which a worker is retired, i.e.
   * stopped and replaced by a fresh one on the next read, to give back the memory its
   * WebAssembly heap kept. 0: never. Default DEFAULT_READS_PER_WORKER (docs/decisions/009-ocr.md).
   */
  readsPerWorker?: number;
  /** A worker that read a prepared page of more pixels than this is retired. Default LARGE_PAGE_PIXELS. */
  largePagePixels?: number;
  /** Reads the words of an earlier reading again (RecognizeOptions.reread). Default: createWordReader(). */
  wordReader?: WordReader;
}

/**
 * A page larger than this at reading size (4.5 MP is a long phone screenshot, 1800 × 2500) grows
 * the worker's heap for good, by about 10 bytes a pixel beyond what ordinary pages need (an 11 MP
 * page: +115 MB that stayed): the worker that read it is retired (docs/decisions/009-ocr.md).
 */
const LARGE_PAGE_PIXELS = 5_000_000;

/** A page handed to Tesseract, with its size in pixels (0 when unknown). */
interface Page {
  image: Buffer;
  pixels: number;
}

/**
 * The prepared page as a binary PGM (a header, then one byte a pixel), which Tesseract's image
 * library reads as it is, where a PNG costs it an inflate in WebAssembly: about 7 % less CPU a
 * read, counting the conversion, and the same text (docs/decisions/009-ocr.md). Anything but a
 * PNG is handed over as it is, for Tesseract to read or refuse.
 */
async function pageOf(image: Buffer): Promise<Page> {
  const isPng = image.length >= 24 && detectImageType(image) === 'png' && image.toString('latin1', 12, 16) === 'IHDR';
  if (!isPng) return { image, pixels: 0 };
  const pixels = image.readUInt32BE(16) * image.readUInt32BE(20);
  try {
    const { data, info } = await sharp(image, { limitInputPixels: MAX_OCR_PIXELS }).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    if (info.channels !== 1) return { image, pixels };
    return { image: Buffer.concat([Buffer.from(`P5\n${info.width} ${info.height}\n255\n`, 'latin1'), data]), pixels };
  } catch {
    return { image, pixels };
  }
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

/** A started Tesseract worker and a promise that rejects once its thread has failed or stopped. */
export interface TesseractWorker {
  worker: Worker;
  /** Rejects with OcrReadError when the worker reports a failed job or its thread errors or exits. */
  failed: Promise<never>;
  /** Resolves once its thread has exited, and with it the thread's memory been freed. */
  exited: Promise<void>;
}

const START_TIMEOUT_MS = 30_000;
/** How long stopping a worker waits for its thread to exit (tesseract.js's terminate does not). */
const EXIT_WAIT_MS = 5_000;

/**
 * Stop a worker and wait (a bounded time) until its thread has exited, so that a replacement
 * started next does not hold its memory alongside the old worker's.
 */
async function stopTesseractWorker({ worker, exited }: TesseractWorker): Promise<void> {
  await worker.terminate();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, EXIT_WAIT_MS)))]);
  clearTimeout(timer);
}

/**
 * Calls `spawn`, which must construct exactly one worker thread synchronously, and returns that
 * thread as soon as Node announces it (process 'worker' event, emitted on the next tick). A marker
 * tick queued before `spawn` skips threads other code constructed earlier in the same tick.
 */
function catchThread<T>(spawn: () => T): { result: T; thread: Promise<Thread | undefined> } {
  let armed = false;
  let found: (thread: Thread | undefined) => void = () => undefined;
  const thread = new Promise<Thread | undefined>((resolve) => (found = resolve));
  const onWorker = (t: Thread) => {
    if (!armed) return;
    process.off('worker', onWorker);
    found(t);
  };
  process.nextTick(() => (armed = true));
  process.on('worker', onWorker);
  // All next-tick callbacks run before an immediate: if no thread appeared, stop listening.
  setImmediate(() => {
    process.off('worker', onWorker);
    found(undefined);
  });
  return { result: spawn(), thread };
}

/**
 * Start one Tesseract worker. tesseract.js reports a failed job twice: it rejects the job's
 * promise and then calls `errorHandler`, or, without one, throws from its thread's 'message'
 * listener, which no caller can catch: the server process would exit (an unreadable image did
 * exactly that). Its thread's own 'error' and 'exit' events have no listener either (it sets
 * `onerror`, which Node's worker threads ignore). Here every such report rejects `failed`, which
 * each job races against, so a failure ends as a rejected promise (docs/decisions/009-ocr.md).
 */
async function startTesseractWorker(): Promise<TesseractWorker> {
  let fail: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined); // observed by the jobs; a stopped idle worker rejects it unobserved
  const { result: starting, thread } = catchThread(() =>
    createWorker('eng', OEM.LSTM_ONLY, {
      langPath: localLangPath(),
      gzip: true,
      // 'none': never read or write a traineddata cache in the working directory.
      cacheMethod: 'none',
      // workerPath and the core are resolved by tesseract.js from node_modules in Node.
      errorHandler: (message: unknown) => fail(new OcrReadError(String(message).replace(/^Error: /, ''))),
    }),
  );
  let exit: () => void = () => undefined;
  const exited = new Promise<void>((resolve) => (exit = resolve));
  void thread.then((t) => {
    t?.on('error', (error) => fail(new OcrReadError(`The OCR worker failed: ${error.message}`)));
    t?.on('exit', (code) => {
      exit();
      fail(new OcrReadError(`The OCR worker stopped (exit ${code})`));
    });
    if (!t) exit();
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const worker = await Promise.race([
      starting,
      failed,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('The OCR worker did not start in time')), START_TIMEOUT_MS);
      }),
    ]);
    await Promise.race([
      worker.setParameters({
        // The default single-block mode drops table rows; AUTO keeps them.
        tessedit_pageseg_mode: PSM.AUTO,
        preserve_interword_spaces: '1',
        user_defined_dpi: '300',
        // Tesseract's own notices ('Detected 2 diacritics') go nowhere instead of the server's stdout.
        debug_file: '/dev/null',
      }),
      failed,
    ]);
    return { worker, failed, exited };
  } catch (error) {
    // A half-started worker is stopped; a start that resolves after the timeout is stopped too.
    void thread.then((t) => t?.terminate());
    void starting.then((w) => w.terminate()).catch(() => undefined);
    throw new Error(`The OCR worker could not start: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

export interface WorkerPool<W> {
  /**
   * Run `job` on a free worker (starting one if the pool is not full, else waiting in the queue).
   * A job that calls `retire` has its worker stopped once it finishes, and replaced on demand.
   */
  run<T>(job: (worker: W, retire: () => void) => Promise<T>): Promise<T>;
  /**
   * Run `job` in one of the pool's slots without a worker: it waits, queues and times out like
   * `run`, so the pool still bounds the work at once, but it starts no worker and counts toward
   * no worker's jobs.
   */
  runSlot<T>(job: () => Promise<T>): Promise<T>;
  /** Stop the idle workers now (busy ones are stopped when they finish, if the pool is closed). */
  close(): Promise<void>;
  /** Workers running, busy, jobs waiting, and workers retired so far (after jobsPerWorker jobs or by their job). */
  stats(): { workers: number; busy: number; queued: number; retired: number };
}

export class OcrTimeoutError extends Error {}

/**
 * A small pool of long-lived workers, started on first use and reused across jobs. Jobs beyond
 * the pool size wait in a bounded queue (beyond it: OcrBusyError). A job that fails or runs past
 * `jobTimeoutMs` gets its worker stopped and replaced, since it may be in a bad state. Idle
 * workers are stopped after `idleMs` to give their memory back. A worker is retired (stopped, and
 * replaced when a job needs one) after `jobsPerWorker` jobs or when its job asks for it, so memory
 * a worker never gives back stays bounded; a replacement starts only once the workers being
 * stopped have stopped, so the old and the new one never hold memory together.
 */
export function createWorkerPool<W>(options: {
  start: () => Promise<W>;
  stop: (worker: W) => Promise<unknown>;
  size: number;
  maxQueue?: number;
  idleMs?: number;
  jobTimeoutMs?: number;
  /** Jobs after which a worker is retired; 0 or absent: never. */
  jobsPerWorker?: number;
}): WorkerPool<W> {
  const { start, stop } = options;
  const size = Math.max(1, options.size);
  const maxQueue = options.maxQueue ?? 16;
  const idleMs = options.idleMs ?? 10 * 60_000;
  const jobTimeoutMs = options.jobTimeoutMs ?? 60_000;
  const jobsPerWorker = options.jobsPerWorker || Infinity;

  const idle: W[] = [];
  const all = new Set<W>();
  const jobsDone = new Map<W, number>();
  /** Retired workers still stopping: a replacement waits for them. */
  const stopping = new Set<Promise<unknown>>();
  let retired = 0;
  let starting = 0;
  let busy = 0;
  const waiting: Array<() => void> = [];
  let idleTimer: NodeJS.Timeout | undefined;

  const stopQuietly = (worker: W) => {
    all.delete(worker);
    jobsDone.delete(worker);
    const stopped = stop(worker).catch(() => undefined);
    stopping.add(stopped);
    void stopped.finally(() => stopping.delete(stopped));
    return stopped;
  };

  const closeIdle = async () => {
    clearTimeout(idleTimer);
    await Promise.all(idle.splice(0).map(stopQuietly));
  };

  const wakeOne = () => {
    waiting.shift()?.();
    if (busy === 0 && waiting.length === 0) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => void closeIdle(), idleMs);
      idleTimer.unref();
    }
  };

  /** A slot, with a worker unless `withWorker` is false. Every job holds one of the `size` slots. */
  async function acquire(withWorker: true): Promise<W>;
  async function acquire(withWorker: false): Promise<undefined>;
  async function acquire(withWorker: boolean): Promise<W | undefined> {
    let queued = false;
    for (;;) {
      // A free slot (a worker may be idle while a job without one holds the last slot).
      if (busy < size) {
        if (!withWorker) {
          busy += 1;
          return undefined;
        }
        const ready = idle.pop();
        if (ready !== undefined) {
          busy += 1;
          return ready;
        }
        if (all.size + starting < size) {
          starting += 1;
          busy += 1;
          try {
            while (stopping.size > 0) await Promise.all(stopping);
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
      }
      if (!queued && waiting.length >= maxQueue) throw new OcrBusyError('All OCR workers are busy.');
      // Woken when a worker is released or removed; a woken job keeps its place at the front.
      await new Promise<void>((resolve) => (queued ? waiting.unshift(resolve) : waiting.push(resolve)));
      queued = true;
    }
  }

  /** `job`'s result, or OcrTimeoutError once it runs past the job timeout. */
  const timed = async <T>(job: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        job,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new OcrTimeoutError('Reading the image took too long.')), jobTimeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async run(job) {
      const worker = await acquire(true);
      let retire = false;
      try {
        const result = await timed(job(worker, () => (retire = true)));
        busy -= 1;
        const jobs = (jobsDone.get(worker) ?? 0) + 1;
        if (retire || jobs >= jobsPerWorker) {
          retired += 1;
          void stopQuietly(worker);
        } else {
          jobsDone.set(worker, jobs);
          idle.push(worker);
        }
        wakeOne();
        return result;
      } catch (error) {
        busy -= 1;
        void stopQuietly(worker);
        wakeOne();
        throw error;
      }
    },
    async runSlot(job) {
      await acquire(false);
      try {
        return await timed(job());
      } finally {
        busy -= 1;
        wakeOne();
      }
    },
    close: closeIdle,
    stats: () => ({ workers: all.size, busy, queued: waiting.length, retired }),
  };
}

/** The OCR engine: a pool of Tesseract workers (English, LSTM), all data read from local files. */
export function createTesseractPool(options: TesseractPoolOptions = {}): OcrEngine & Pick<WorkerPool<TesseractWorker>, 'stats'> {
  const prepare = options.prepare ?? normaliseForOcr;
  const largePagePixels = options.largePagePixels ?? LARGE_PAGE_PIXELS;
  const pool = createWorkerPool<TesseractWorker>({
    start: startTesseractWorker,
    stop: stopTesseractWorker,
    size: options.size ?? defaultPoolSize(),
    maxQueue: options.maxQueue,
    idleMs: options.idleMs,
    jobTimeoutMs: options.jobTimeoutMs,
    jobsPerWorker: options.readsPerWorker ?? DEFAULT_READS_PER_WORKER,
  });
  const prepared = new WeakMap<Buffer, Page>();
  const wordReader = options.wordReader ?? createWordReader();
  return {
    async recognize(upload, options = {}) {
      const { reread } = options;
      if (reread) {
        // The word reader's page is prepared and read in one of the pool's slots, so it is bounded
        // by the pool size and the job timeout like a Tesseract read, without holding (or starting)
        // a Tesseract worker.
        const outcome = await pool.runSlot(async () => {
          try {
            return { read: await wordReader.reread(await prepare(upload, { soft: true }), reread) };
          } catch (error) {
            return { refused: new WordReaderError(error instanceof Error ? error.message : String(error)) };
          }
        });
        if ('refused' in outcome) throw outcome.refused;
        return outcome.read;
      }
      // A refused upload (too many pixels, absurd shape, not an image) leaves the worker in the
      // pool: it is passed out as a value, not thrown inside the job (which replaces the worker).
      const outcome = await pool.run(async ({ worker, failed }, retire) => {
        let page: Page;
        try {
          // A second reading of the same upload reuses its prepared image; the sharper page
          // (R-UPLOAD-14) is read once and not kept.
          if (options.sharper) page = await pageOf(await prepare(upload, { sharper: true }));
          else {
            page = prepared.get(upload) ?? (await pageOf(await prepare(upload)));
            prepared.set(upload, page);
          }
        } catch (refused) {
          return { refused };
        }
        // Its heap grows to fit the page and never shrinks: a worker that read a large one is retired.
        if (page.pixels > largePagePixels) retire();
        try {
          if (options.sparse) await Promise.race([worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT }), failed]);
          const reading = worker.recognize(page.image, {}, { text: true, blocks: true });
          const { data } = await Promise.race([reading, failed]).finally(() =>
            options.sparse ? worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO }).catch(() => undefined) : undefined,
          );
          return {
            read: { text: data.text ?? '', confidence: Math.max(0, Math.min(1, (data.confidence ?? 0) / 100)), lines: linesOfBlocks(data.blocks) },
          };
        } catch (error) {
          // tesseract.js rejects with a bare string ('Error: Error attempting to read image.').
          throw error instanceof OcrReadError ? error : new OcrReadError(String(error).replace(/^Error: /, ''));
        }
      });
      if ('refused' in outcome) throw outcome.refused;
      return outcome.read;
    },
    close: () => pool.close(),
    stats: () => pool.stats(),
  };
}
