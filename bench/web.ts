/**
 * Web: the production build (into a private folder, so other work on dist/ is not disturbed),
 * the gzipped JS and CSS '/' loads to work (index.html's module script and stylesheets, the app
 * the entry loads after the pre-rendered page has painted — boot.tsx and its stages — and every
 * chunk they import statically; lazy features' `import()` chunks are not counted),
 * and the time from navigation to a rendered verdict for a filled form in headless Chromium.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median, startBenchServer } from './lib';

export interface WebResults {
  jsGzKb: number;
  cssGzKb: number;
  initialFiles: string[];
  /** navigation start → the form is on screen (median) */
  formVisibleMs: number;
  /** navigation start → verdict rendered for the typed load (median) */
  verdictMs: number;
  /** last keystroke (input event) → verdict in the DOM, timed in the page (median) */
  typingToVerdictMs: number;
  runs: number;
}

/** `vite build` into `outDir`. */
export function buildWeb(outDir: string) {
  const r = spawnSync('node_modules/.bin/vite', ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build failed');
}

/** The files '/' loads to work: index.html's entry and stylesheets, boot and its stages, and their static imports. */
export function initialAssets(dist: string): { js: string[]; css: string[] } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((t) => /type="module"/.test(t)).map((t) => attr(t, 'src')).filter((s): s is string => !!s);
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const css = links.filter((t) => /rel="stylesheet"/.test(t)).map((t) => attr(t, 'href')!).filter(Boolean);
  const preloads = links.filter((t) => /rel="modulepreload"/.test(t)).map((t) => attr(t, 'href')!).filter(Boolean);
  const local = (url: string) => url.replace(/^\//, '');
  const seen = new Set<string>();
  const queue = [...scripts, ...preloads].map(local);
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || /^https?:/.test(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    const dir = path.posix.dirname(file);
    // Static imports only: `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`; not `import("./x.js")`.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) queue.push(path.posix.join(dir, m[1]!));
    // The entry loads boot, and boot its stages, by import(): part of what '/' needs.
    if (scripts.map(local).includes(file) || /(?:^|\/)boot-[^/]+\.js$/.test(file)) {
      for (const m of code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)) {
        // Not the sign-in and admin pages boot starts early when opened on them.
        if (!/admin-analytics-page|auth-page/.test(m[1]!)) queue.push(path.posix.join(dir, m[1]!));
      }
    }
  }
  return { js: [...seen], css: css.map(local) };
}

const gzKb = (dist: string, files: string[]) => files.reduce((n, f) => n + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0) / 1024;

export async function webBench(dist: string, runs: number): Promise<WebResults> {
  const { js, css } = initialAssets(dist);
  const server = await startBenchServer({ webDistDir: dist });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const formVisible: number[] = [];
  const verdict: number[] = [];
  const typing: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // A fresh context each time: no cache, no service worker, no stored history (a first visit).
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const t0 = performance.now();
      await page.goto(`${server.base.replace('127.0.0.1', 'localhost')}/`);
      await page.getByLabel('Loaded miles', { exact: true }).waitFor();
      formVisible.push(performance.now() - t0);
      await page.getByLabel('Origin', { exact: true }).fill('Dallas, TX');
      await page.getByLabel('Destination', { exact: true }).fill('Tulsa, OK');
      await page.getByLabel('Loaded miles', { exact: true }).fill('452');
      // The last keystroke, timed inside the page: from the input event to the verdict in the DOM
      // (data-verdict is 'none' until the form is complete), so no Playwright round trip is counted.
      const keystrokeMs = await page.getByLabel('Linehaul rate', { exact: true }).evaluate(async (input: HTMLInputElement) => {
        const banner = document.querySelector('[data-testid="guidance"]')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const start = performance.now();
        const done = new Promise<number>((resolve) => {
          new MutationObserver((_, observer) => {
            if (banner.getAttribute('data-verdict') !== 'none') {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          }).observe(banner, { attributes: true, subtree: true, childList: true });
        });
        setValue.call(input, '1250');
        input.dispatchEvent(new Event('input', { bubbles: true }));
        return done;
      });
      await page.locator('[data-testid="guidance"]:not([data-verdict="none"])').first().waitFor();
      const t2 = performance.now();
      verdict.push(t2 - t0);
      typing.push(keystrokeMs);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return {
    jsGzKb: gzKb(dist, js),
    cssGzKb: gzKb(dist, css),
    initialFiles: [...js, ...css],
    formVisibleMs: median(formVisible),
    verdictMs: median(verdict),
    typingToVerdictMs: median(typing),
    runs,
  };
}
