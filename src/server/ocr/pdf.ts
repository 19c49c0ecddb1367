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
  /** Heap cap of the render thread. */
  maxMemoryMb: number;
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
  maxConcurrent: 2,
});

export class UnreadablePdfError extends Error {}
export class EncryptedPdfError extends Error {}
export class PdfTimeoutError extends Error {}

/** A PDF by its first bytes ('%PDF-'), whatever its name or declared type. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
}

type WorkerReply = { ok: true; pages: Uint8Array[]; pageCount: number } | { ok: false; reason: 'encrypted' | 'unreadable'; message: string };

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
      workerData: { bytes: data, maxPages: limits.maxPages, targetWidth: limits.targetWidth, maxScale: limits.maxScale, maxPagePixels: limits.maxPagePixels },
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
    const reply = await new Promise<WorkerReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(new PdfTimeoutError(`PDF render took longer than ${limits.timeoutMs} ms`));
      }, limits.timeoutMs);
      worker.once('message', (message: WorkerReply) => {
        clearTimeout(timer);
        resolve(message);
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash inside pdf.js: not a readable PDF.
        reject(new UnreadablePdfError(error.message));
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new UnreadablePdfError(`PDF render stopped (exit ${code})`));
      });
    });
    void worker.terminate();
    if (!reply.ok) {
      if (reply.reason === 'encrypted') throw new EncryptedPdfError(reply.message);
      throw new UnreadablePdfError(reply.message);
    }
    if (reply.pages.length === 0) throw new UnreadablePdfError('The PDF has no pages');
    return reply.pages.map((page) => Buffer.from(page.buffer, page.byteOffset, page.byteLength));
  } finally {
    running -= 1;
  }
}
