/**
 * The app itself, loaded by main.tsx: hydrates the pre-rendered '/' or renders any other page.
 *
 * Its code is evaluated in stages, each in its own task with a yield to the browser in between
 * (zod, the domain schemas, React, the calculator, the rest of the app), so that no single long
 * task keeps a tap on the pre-rendered page waiting (Total Blocking Time; this folder's README.md).
 * Each stage is recorded as a User Timing measure ('lm:boot:…') for the benchmarks.
 */
import { isPrerenderedHere } from './prerendered';
import { loadPageChunk } from '../app/route-chunks';

const prerendered = isPrerenderedHere();
/** A yield to the browser between stages, on the pre-rendered page only (elsewhere nothing is on screen yet). */
const nextTask = () => (prerendered ? new Promise<void>((resolve) => setTimeout(resolve, 0)) : Promise.resolve());

/** The stages, in order. zod comes first, configured for our CSP before any schema is built (zod-csp.ts). */
const loadZod = () => import('./zod-csp');
const loadSchemas = () => import('../../domain/schemas');
const loadReact = () => Promise.all([import('react'), import('react-dom/client')]);
/** The calculator and what it needs, then the rest of the app around it. */
const loadCalculator = () => import('../features/calculator/calculator-screen');
const loadApp = () => import('../app/app');

async function stage<T>(name: string, load: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const loaded = await load();
  performance.measure(`lm:boot:${name}`, { start, end: performance.now() });
  await nextTask();
  return loaded;
}

async function boot() {
  if (!prerendered) {
    // Nothing is on screen yet: fetch everything at once (the stages below then find their
    // modules loaded).
    for (const load of [loadZod, loadSchemas, loadReact, loadCalculator, loadApp]) void load().catch(() => {});
  }
  // The page's own chunk (the sign-in page on /auth), so the app does not discover it only when
  // it renders the route.
  void loadPageChunk(window.location.pathname)?.catch(() => {});
  await stage('zod', loadZod);
  await stage('schemas', loadSchemas);
  const [{ StrictMode, createElement, startTransition }, { createRoot, hydrateRoot }] = await stage('react', loadReact);
  await stage('calculator', loadCalculator);
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
