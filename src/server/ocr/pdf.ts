import { Worker } from 'node:worker_threads';
import { OcrBusyError } from './engine';

/** Limits on reading an uploaded PDF: pages, pixels, time and memory (one render at a time per slot). */
export interface PdfLimits {
  /** Pages rendered from the start of the document; a rate confirmation's figures are on page 1, stops may run onto page 2. */
  maxPages: number;
  /** Width in pixels a page is rendered at (US Letter → ≈ 212 dpi, what Tesseract reads best). */
  targetWidth: number;
  /** Never zoom a small page more than this (4 × 72 = 288 dpi). */
  maxScale: number;
  /** A page of odd size is scaled down to at most this many pixels. */
  maxPagePixels: number;
  /** The render is stopped (its thread terminated) after this long. */
  timeoutMs: number;
  /** Heap cap of the render thread (the JavaScript heap only: decoded images live outside it). */
  maxMemoryMb: number;
  /**
   * An image inside the PDF of more pixels than this (by its declared size, checked by pdf.js
   * before decoding) refuses the document: a Flate stream of a few KB can inflate to gigabytes.
   * 16 MP holds a US Letter scan at 400 dpi.
   */
  maxImagePixels: number;
  /**
   * The render is stopped when the server's resident memory has grown by more than this since it
   * began (sampled every 25 ms from the server's thread): decoded images and the canvas live
   * outside the render thread's heap cap, and many images each under maxImagePixels add up.
   * A 400 dpi scanned page takes ≈ 225 MB.
   */
  maxRssGrowthMb: number;
  /** Renders running at once; more are refused as busy (429). */
  maxConcurrent: number;
}

export const PDF_LIMITS: Readonly<PdfLimits> = Object.freeze({
  maxPages: 2,
  targetWidth: 1800,
  maxScale: 4,
  maxPagePixels: 8_000_000,
  timeoutMs: 20_000,
  maxMemoryMb: 256,
  maxImagePixels: 16_000_000,
  maxRssGrowthMb: 512,
  maxConcurrent: 2,
});

export class UnreadablePdfError extends Error {}
export class EncryptedPdfError extends Error {}
export class PdfTimeoutError extends Error {}
/** The PDF holds an image of more than maxImagePixels, or its render outgrew maxRssGrowthMb: refused, 413. */
export class PdfImageTooLargeError extends Error {}

const MB = 1024 * 1024;
const MEMORY_SAMPLE_MS = 25;

/** A PDF by its first bytes ('%PDF-'), whatever its name or declared type. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
}

type WorkerReply =
  | { ok: true; pages: Uint8Array[]; pageCount: number }
  | { ok: false; reason: 'encrypted' | 'unreadable' | 'image-too-large'; message: string };

let running = 0;

/**
 * The first pages of a PDF as PNG images, rendered in a worker thread (pdf-render-worker.mjs)
 * that is terminated at the time limit and has its own heap cap, so a hostile document can
 * neither stall the server's event loop nor exhaust its memory.
 */
export async function renderPdfPages(bytes: Uint8Array, limits: Readonly<PdfLimits> = PDF_LIMITS): Promise<Buffer[]> {
  if (running >= limits.maxConcurrent) throw new OcrBusyError('PDF renderer busy');
  running += 1;
  try {
    const data = new Uint8Array(bytes); // a copy the thread may own
    const worker = new Worker(new URL('./pdf-render-worker.mjs', import.meta.url), {
      workerData: {
        bytes: data,
        maxPages: limits.maxPages,
        targetWidth: limits.targetWidth,
        maxScale: limits.maxScale,
        maxPagePixels: limits.maxPagePixels,
        maxImagePixels: limits.maxImagePixels,
      },
      transferList: [data.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb },
      // The thread needs no TypeScript loader (plain .mjs) and no inherited flags.
      execArgv: [],
      // pdf.js's own complaints about a broken file are not the server's log.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    // Listeners stay on ('on', not 'once') until the thread has exited: a second 'error' event
    // with no listener would be thrown into the server process. Only the first outcome counts.
    const baseline = process.memoryUsage.rss();
    let memoryWatch: NodeJS.Timeout | undefined;
    const reply = await new Promise<WorkerReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(new PdfTimeoutError(`PDF render took longer than ${limits.timeoutMs} ms`));
      }, limits.timeoutMs);
      memoryWatch = setInterval(() => {
        if (process.memoryUsage.rss() - baseline <= limits.maxRssGrowthMb * MB) return;
        clearTimeout(timer);
        void worker.terminate();
        reject(new PdfImageTooLargeError(`PDF render needed more than ${limits.maxRssGrowthMb} MB`));
      }, MEMORY_SAMPLE_MS);
      worker.on('message', (message: WorkerReply) => {
        clearTimeout(timer);
        resolve(message);
      });
      worker.on('messageerror', (error) => {
        clearTimeout(timer);
        reject(new UnreadablePdfError(error.message));
      });
      worker.on('error', (error) => {
        clearTimeout(timer);
        // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash inside pdf.js: not a readable PDF.
        reject(new UnreadablePdfError(error.message));
      });
      worker.on('exit', (code) => {
        clearTimeout(timer);
        reject(new UnreadablePdfError(`PDF render stopped (exit ${code})`));
      });
    }).finally(() => clearInterval(memoryWatch));
    void worker.terminate();
    if (!reply.ok) {
      if (reply.reason === 'encrypted') throw new EncryptedPdfError(reply.message);
      if (reply.reason === 'image-too-large') throw new PdfImageTooLargeError(reply.message);
      throw new UnreadablePdfError(reply.message);
    }
    if (reply.pages.length === 0) throw new UnreadablePdfError('The PDF has no pages');
    return reply.pages.map((page) => Buffer.from(page.buffer, page.byteOffset, page.byteLength));
  } finally {
    running -= 1;
  }
}
