/**
 * `npm run bench:bundle`: the gzipped size of the JS and CSS that '/' needs, and the limit of
 * docs/decisions/004 (150 KB gz of JS). '/' is pre-rendered, so the page paints from its HTML and CSS; the
 * entry script of the built index.html then loads the app in stages (src/web/startup/boot.tsx, by
 * dynamic import). The limit applies to all of it: the entry, boot, every stage and every chunk
 * they import statically. Also printed: the lazy chunks '/' loads later (history, drawer, ...).
 * Reads an existing build (dist/, or WEB_DIST_DIR); exits non-zero over the limit.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 150;
const dist = path.resolve(process.env.WEB_DIST_DIR ?? 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]!);

/** Chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(file: string): string[] {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const dir = path.posix.dirname(file);
  const found = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((m) => path.posix.join(dir, m[1]!));
  return found;
}
function dynamicImports(file: string): string[] {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const dir = path.posix.dirname(file);
  return [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => path.posix.join(dir, m[1]!));
}
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const f = queue.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    queue.push(...staticImports(f));
  }
  return seen;
}

const beforePaint = closure(entries);
// The app behind the entry: boot (imported by the entry) and the stages boot imports.
const bootChunks = [...beforePaint].flatMap(dynamicImports);
// boot also starts the sign-in, password-reset and admin pages early when opened on them
// (route-chunks.ts loadPageChunk): never on '/'.
const otherPages = /admin-analytics-page|auth-page|reset-password-page|account-menu/;
const initial = closure([...beforePaint, ...bootChunks, ...bootChunks.flatMap(dynamicImports).filter((f) => !otherPages.test(f))]);
const lazyRoots = [...initial].flatMap(dynamicImports).filter((f) => !otherPages.test(f));
const afterPaint = [...closure(lazyRoots)].filter((f) => !initial.has(f));
const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gz(f), 0);

const row = (label: string, kb: number) => console.log(`${label.padEnd(52)} ${kb.toFixed(1).padStart(7)} KB gz`);
console.log(`Bundle for '/' (${path.relative(process.cwd(), dist) || '.'})`);
for (const f of [...initial].sort((a, b) => gz(b) - gz(a))) row(`  ${f}`, gz(f));
const js = sum(initial);
row('JS before the first paint (pre-rendered: entry only)', sum(beforePaint));
row("JS '/' runs (entry, boot and its stages)", js);
row('CSS before first paint', sum(css));
row('Lazy chunks reachable from \'/\' (history, drawer, ...)', sum(afterPaint));
const allJs = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
row(`All JS chunks (${allJs.length}, incl. admin and sign-in)`, sum(allJs.map((f) => `assets/${f}`)));
console.log(`${js <= LIMIT_KB ? 'OK' : 'OVER'}: JS for '/' ${js.toFixed(1)} KB gz, limit ${LIMIT_KB} KB gz`);
process.exitCode = js <= LIMIT_KB ? 0 : 1;
