/**
 * The app itself, loaded by main.tsx: hydrates the pre-rendered '/' or renders any other page.
 *
 * Its code is evaluated in stages, each in its own task with a yield to the browser in between
 * (zod, the domain schemas, React, the calculator, the rest of the app), so that no single long task keeps a
 * tap on the pre-rendered page waiting (issue 10: Total Blocking Time). Each stage is recorded as a
 * User Timing measure ('lm:boot:…') for the benchmarks.
 */
import { loadPageChunk } from './route-chunks';

const prerendered = document.getElementById('root')?.dataset.prerendered === window.location.pathname;
/** A yield to the browser between stages, on the pre-rendered page only (elsewhere nothing is on screen yet). */
const nextTask = () => (prerendered ? new Promise<void>((resolve) => setTimeout(resolve, 0)) : Promise.resolve());

async function stage<T>(name: string, load: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const loaded = await load();
  performance.measure(`lm:boot:${name}`, { start, end: performance.now() });
  await nextTask();
  return loaded;
}

const loadApp = () => import('./app');

async function boot() {
  if (!prerendered) {
    // Nothing is on screen yet: fetch everything at once, the page's own chunk included.
    void loadPageChunk(window.location.pathname)?.catch(() => {});
    await Promise.all([import('./zod-csp'), import('../../domain/schemas'), import('react'), import('react-dom/client'), loadApp()]);
  }
  // zod first, configured for our CSP before any schema is built (zod-csp.ts).
  await stage('zod', () => import('./zod-csp'));
  await stage('schemas', () => import('../../domain/schemas'));
  const [{ StrictMode, createElement, startTransition }, { createRoot, hydrateRoot }] = await stage('react', () =>
    Promise.all([import('react'), import('react-dom/client')]),
  );
  // The calculator and what it needs, then the rest of the app around it.
  await stage('calculator', () => import('../features/calculator/calculator-screen'));
  const { App } = await stage('app', loadApp);

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const app = createElement(StrictMode, null, createElement(App));

  if (prerendered) {
    // '/' arrives pre-rendered (scripts/prerender-plugin.ts): attach to that markup rather than
    // rebuild it. As a transition, React hydrates in small slices and a tap is never kept waiting.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Any other page (or the pre-rendered page served at another path): render from scratch.
    container.replaceChildren();
    delete container.dataset.prerendered;
    createRoot(container).render(app);
  }
}

void boot();

export {};
