// Vite plugin (build only): mark the JavaScript that '/' (or /auth) runs while it starts for eager
// compilation, with V8's explicit compile hint `//# allFunctionsCalledOnLoad` as the first line of
// each such chunk (Chrome 136+; other engines read a comment).
//
// Why (Total Blocking Time, docs/decisions/004): V8 compiles a function only when it is first called, on the
// main thread. Hydrating the pre-rendered page calls most of React's and the calculator's
// functions once, so that compiling came in many small pieces inside the hydration tasks. With
// the hint, Chrome compiles those chunks whole while it streams them in, on a background thread.
// Measured in Chromium on this machine, loading '/' (V8.CompileCode on the main thread, 4 loads
// each of the same build with and without the hints): 99-175 ms without, 40-73 ms with.
//
// Only start-up chunks get it: compiling a lazy feature's every function ahead would be wasted.
// zod is left out too: its schemas are built on first use (domain/schemas/), so little of its
// code runs at start. So are chunks under 8 KB: they compile in a fraction of a millisecond, and
// the hint's bytes would count against the 150 KB budget of '/' once per file.
import type { Plugin, Rollup } from 'vite';
import { startupChunks } from './prerender-plugin.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Smaller chunks are not worth a hint (see above). */
export const MIN_HINTED_BYTES = 8 * 1024;

/**
 * The chunks to hint: of the entry and what the app needs to start (boot, its stages, the pages
 * it starts), those of 8 KB or more, zod aside.
 */
export function hintedChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  const startup = new Set(startupChunks(bundle));
  return chunks.filter(
    (c) => (c.isEntry || startup.has(c.fileName)) && c.name !== 'zod' && Buffer.byteLength(c.code) >= MIN_HINTED_BYTES,
  );
}

export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

export function compileHintsPlugin(): Plugin {
  let ssr = false;
  return {
    name: 'loadmath:compile-hints',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (ssr) return;
        for (const chunk of hintedChunks(bundle)) chunk.code = withCompileHint(chunk.code);
      },
    },
  };
}
