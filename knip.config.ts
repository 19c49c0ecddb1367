import type { KnipConfig } from 'knip';

// Dead-code and unused-dependency check, run by `npm run lint` (and so by `npm test`).
// The entry points are what really starts: the browser app (index.html → src/web/startup/main.tsx,
// found by knip's Vite plugin), the pre-render bundle, the server and its CLIs, the PDF worker
// thread, the scripts and benches run by hand or by package.json, and every config and test file
// (found by knip's Vitest, Playwright, ESLint and Vite plugins).
const config: KnipConfig = {
  entry: [
    'src/server/cli/{admin,seed-demo}.ts',
    // Bundled for Node at build time by scripts/prerender-plugin.ts (PRERENDER_ENTRY).
    'src/web/startup/prerender.tsx',
    // Started as a worker thread by src/server/ocr/pdf.ts (new URL(…, import.meta.url)).
    'src/server/ocr/pdf-render-worker.mjs',
    'scripts/*.{ts,mjs}',
    'scripts/rate-cons/{generate,doctored-total,terms-sheet,offer-second-opinion}.ts',
    'bench/*.ts',
  ],
  project: ['src/**/*.{ts,tsx,mjs,css}', 'scripts/**/*.{ts,mjs}', 'bench/**/*.ts', 'tests/**/*.ts', '*.ts'],
  // Tailwind is imported from CSS (`@import "tailwindcss"` in src/web/app/styles.css).
  compilers: {
    css: (text: string) => [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map(([, from]) => `import '${from}';`).join('\n'),
  },
  ignoreDependencies: [
    // pdf.js renders PDF pages with it in Node (src/server/ocr/pdf-render-worker.mjs, through
    // pdfjs-dist's canvasFactory); pdfjs-dist lists it only as optional, which npm may skip.
    '@napi-rs/canvas',
    // bench/ocr-engines.ts loads it from a scratch folder given on the command line (--paddle-dir).
    '@gutenye/ocr-node',
  ],
  // scripts/pg-cluster.mjs runs PostgreSQL as its own user when started as root (util-linux).
  ignoreBinaries: ['runuser'],
};

export default config;
