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

// pdf.js drops an image over maxImageSize with a warning ('Image exceeded maximum allowed size
// and was removed.', printed through console.warn) and would render the page without it. The
// warning is caught here so that the document is refused with a clear reason instead.
const TOO_LARGE = /Image exceeded maximum allowed size/;
let imageTooLarge = false;
for (const level of ['warn', 'log']) {
  const print = console[level].bind(console);
  console[level] = (...args) => {
    if (args.some((a) => typeof a === 'string' && TOO_LARGE.test(a))) imageTooLarge = true;
    print(...args);
  };
}

class ImageTooLargeError extends Error {
  name = 'ImageTooLargeError';
}

/** @param {{ bytes: Uint8Array, maxPages: number, targetWidth: number, maxScale: number, maxPagePixels: number, maxImagePixels: number }} input */
async function render({ bytes, maxPages, targetWidth, maxScale, maxPagePixels, maxImagePixels }) {
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
    // Images are checked by their declared size before they are decoded (Flate bombs). pdf.js's
    // other size guard, canvasMaxAreaInBytes, only applies with OffscreenCanvas, off in Node.
    maxImageSize: maxImagePixels,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    // Warnings are needed to see a dropped image (above); the thread's output is discarded.
    verbosity: pdfjs.VerbosityLevel.WARNINGS,
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
      if (imageTooLarge) throw new ImageTooLargeError(`Page ${n} holds an image of more than ${maxImagePixels} pixels`);
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
    const reason = name === 'PasswordException' ? 'encrypted' : name === 'ImageTooLargeError' ? 'image-too-large' : 'unreadable';
    parentPort?.postMessage({ ok: false, reason, message: String(error?.message ?? error) });
  });
