// Renders the first pages of an uploaded PDF to PNG images, in a worker thread that the server
// can terminate (time cap) and that has its own memory cap. Plain JavaScript on purpose: it runs
// the same under tsx (the server) and under Vitest, with no TypeScript loader in the thread.
//
// Safety (docs/decisions/013-gazetteer-and-pdf.md): pdf.js never runs the document's scripts
// (JavaScript actions belong to its viewer's scripting sandbox, which is not used), and here
// also: no eval-compiled font code (isEvalSupported false), no XFA forms, no system fonts, no
// network (the bytes are passed in; the standard fonts, CMaps, ICC profiles and wasm decoders are
// read from the pdfjs-dist package folder on disk).
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const pkg = path.dirname(require.resolve('pdfjs-dist/package.json'));
const folder = (name) => `${path.join(pkg, name)}${path.sep}`;

/** @param {{ bytes: Uint8Array, maxPages: number, targetWidth: number, maxScale: number, maxPagePixels: number }} input */
async function render({ bytes, maxPages, targetWidth, maxScale, maxPagePixels }) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    disableAutoFetch: true,
    disableStream: true,
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    cMapPacked: true,
    iccUrl: folder('iccs'),
    wasmUrl: folder('wasm'),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  const doc = await task.promise;
  try {
    const pages = [];
    const count = Math.min(maxPages, doc.numPages);
    for (let n = 1; n <= count; n += 1) {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      // Text about the size Tesseract reads best: the page as wide as targetWidth pixels (a US
      // Letter page at ≈ 212 dpi), never more than maxScale, never more than maxPagePixels.
      let scale = Math.min(maxScale, targetWidth / base.width);
      const pixels = base.width * base.height * scale * scale;
      if (pixels > maxPagePixels) scale *= Math.sqrt(maxPagePixels / pixels);
      const viewport = page.getViewport({ scale });
      const width = Math.max(1, Math.floor(viewport.width));
      const height = Math.max(1, Math.floor(viewport.height));
      const { canvas, context } = doc.canvasFactory.create(width, height);
      await page.render({ canvas, canvasContext: context, viewport, background: '#ffffff' }).promise;
      pages.push(new Uint8Array(canvas.toBuffer('image/png')));
      page.cleanup();
    }
    return { ok: true, pages, pageCount: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

render(workerData)
  .then((result) => parentPort?.postMessage(result, result.pages.map((p) => p.buffer)))
  .catch((error) => {
    const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : 'Error';
    parentPort?.postMessage({ ok: false, reason: name === 'PasswordException' ? 'encrypted' : 'unreadable', message: String(error?.message ?? error) });
  });
