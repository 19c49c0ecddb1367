import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, hintedChunks, MIN_HINTED_BYTES, withCompileHint } from './compile-hints-plugin';

/** A chunk of a fake bundle: only the fields the plugin reads. */
function chunk(fileName: string, over: Partial<Rollup.OutputChunk> = {}): Rollup.OutputChunk {
  const code = `x();${' '.repeat(MIN_HINTED_BYTES)}`;
  return { type: 'chunk', fileName, name: fileName.replace(/-.*$/, ''), isEntry: false, imports: [], dynamicImports: [], code, ...over } as Rollup.OutputChunk;
}

function bundleOf(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

describe('compile hints for the start-up chunks', () => {
  const bundle = bundleOf(
    chunk('index-a.js', { isEntry: true, dynamicImports: ['boot-a.js'] }),
    chunk('boot-a.js', { dynamicImports: ['zod-a.js', 'react-a.js', 'calculator-screen-a.js', 'auth-page-a.js'] }),
    chunk('zod-a.js'),
    chunk('react-a.js', { imports: ['client-a.js'] }),
    chunk('client-a.js'),
    chunk('calculator-screen-a.js', { imports: ['format-a.js', 'tiny-a.js'], dynamicImports: ['history-screen-a.js', 'admin-analytics-page-a.js'] }),
    chunk('format-a.js'),
    chunk('tiny-a.js', { code: 'export const a = 1;' }),
    chunk('auth-page-a.js'),
    chunk('history-screen-a.js'),
    chunk('admin-analytics-page-a.js'),
  );

  it('marks the entry, boot, its stages and what they import; not lazy features, the admin page, zod or tiny chunks', () => {
    const names = hintedChunks(bundle).map((c) => c.fileName).sort();
    expect(names).toEqual(['auth-page-a.js', 'boot-a.js', 'calculator-screen-a.js', 'client-a.js', 'format-a.js', 'index-a.js', 'react-a.js']);
  });

  it('puts the hint on the first line, once', () => {
    const once = withCompileHint('import{a}from"./b.js";a()');
    expect(once.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(once).toBe(`${COMPILE_HINT}import{a}from"./b.js";a()`);
    expect(withCompileHint(once)).toBe(once);
  });
});
