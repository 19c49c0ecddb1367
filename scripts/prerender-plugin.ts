// Vite plugin (build only): pre-render '/' into dist/index.html and '/auth' into dist/auth.html so
// a phone paints the calculator (or the sign-in form) from the HTML alone, before any script has
// downloaded or run (docs/decisions/004). Without it a mid-range phone on a slow link saw a blank
// page for about 2.5 s, until the whole app's JS had arrived and rendered.
//
// How: while the browser build writes index.html, a nested SSR build bundles
// src/web/startup/prerender.tsx for Node (dependencies stay in node_modules), which renders each page
// as a first-time visitor sees it; that markup goes inside <div id="root">, marked
// data-prerendered="<path>" so main.tsx hydrates it instead of rendering from scratch. The page
// with an empty root is written as shell.html: the server answers every other path with it (and
// so does the service worker offline), so /admin/analytics never flashes the calculator. The
// server answers /auth with auth.html, and so does the service worker (Workbox finds '/auth' as
// 'auth.html' in its precache).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { usCitiesPlugin } from './us-cities-plugin.ts';

export const PRERENDER_ENTRY = 'src/web/startup/prerender.tsx';
export const SHELL_FILE = 'shell.html';
/**
 * '/auth' pre-rendered: the server and the service worker find it by path (/auth → auth.html);
 * it carries from the start the tab title the page sets once live.
 */
const AUTH_PAGE = { file: 'auth.html', title: 'Sign in · LoadMath' } as const;
type Route = '/' | '/auth';
const EMPTY_ROOT = '<div id="root"></div>';

/** Put pre-rendered markup into the page's empty root (the page must have exactly one). */
export function injectPrerender(html: string, markup: string, route = '/'): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at < 0 || html.indexOf(EMPTY_ROOT, at + 1) >= 0) throw new Error(`index.html needs exactly one ${EMPTY_ROOT}`);
  return `${html.slice(0, at)}<div id="root" data-prerendered="${route}">${markup}</div>${html.slice(at + EMPTY_ROOT.length)}`;
}

/**
 * The page is readable without its scripts now, so they need not compete with the HTML and the
 * stylesheet: fetch the entry and its preloaded chunks at low priority.
 */
export function lowerScriptPriority(html: string): string {
  return html
    .replaceAll('<script type="module" crossorigin ', '<script type="module" crossorigin fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" crossorigin ', '<link rel="modulepreload" crossorigin fetchpriority="low" ');
}

/**
 * The chunks the app needs to start on a page other than '/': the entry's dynamic import of boot,
 * what boot imports (the sign-in page included), and everything those import statically.
 */
export function startupChunks(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return [];
  const boots = entry.dynamicImports.map((f) => byName.get(f)).filter((c) => c !== undefined);
  // boot's own dynamic imports: its stages and the pages it starts early (route-chunks.ts).
  const roots = [...boots.map((c) => c.fileName), ...boots.flatMap((c) => c.dynamicImports)];
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    const chunk = byName.get(file);
    // The admin dashboard (charts, ≈ 120 KB gz) is for admins only: never fetched ahead.
    if (!chunk || seen.has(file) || /(?:^|\/)admin-analytics-page-/.test(file)) continue;
    seen.add(file);
    queue.push(...chunk.imports);
  }
  return [...seen].sort();
}

/**
 * The shell (every page but '/') has nothing to show until the app runs: let the browser fetch
 * every start-up chunk at once instead of discovering them one import at a time.
 */
export function preloadInShell(html: string, files: readonly string[]): string {
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
  return links ? html.replace('</head>', `    ${links}\n  </head>`) : html;
}

/** The page's <title> replaced (the text is HTML-escaped). */
export function withTitle(html: string, title: string | undefined): string {
  if (title === undefined) return html;
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escaped}</title>`);
}

async function renderPagesInNode(config: ResolvedConfig): Promise<Record<Route, string>> {
  // Beside node_modules' packages, so the bundle's bare imports (react, react-router…) resolve.
  const cacheDir = path.join(config.root, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const outDir = mkdtempSync(path.join(cacheDir, 'loadmath-prerender-'));
  const previousNodeEnv = process.env.NODE_ENV;
  try {
    await build({
      configFile: false,
      root: config.root,
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      plugins: [usCitiesPlugin()],
      build: {
        ssr: PRERENDER_ENTRY,
        outDir,
        emptyOutDir: true,
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    // React's production build, as in the browser (the development one adds nothing to markup).
    process.env.NODE_ENV = 'production';
    const mod = (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as {
      renderPage: (location: Route) => Promise<string>;
    };
    // One after the other: the pages share module state (the store, the auth provider's cache).
    const home = await mod.renderPage('/');
    const auth = await mod.renderPage('/auth');
    return { '/': home, '/auth': auth };
  } finally {
    if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousNodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'loadmath:prerender-home',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After Vite (and the PWA plugin) have written index.html in full: keep that page as the
    // shell, then fill its root. The service worker is generated later, from the files on disk.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (config.build.ssr) return;
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset' || typeof index.source !== 'string') throw new Error('no index.html in the build');
        this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: preloadInShell(index.source, startupChunks(bundle)) });
        const pages = await renderPagesInNode(config);
        for (const [route, markup] of Object.entries(pages) as [Route, string][]) {
          if (!markup.includes('<main')) throw new Error(`pre-render of ${route} produced no <main>`);
        }
        const page = index.source;
        this.emitFile({
          type: 'asset',
          fileName: AUTH_PAGE.file,
          source: withTitle(lowerScriptPriority(injectPrerender(page, pages['/auth'], '/auth')), AUTH_PAGE.title),
        });
        index.source = lowerScriptPriority(injectPrerender(page, pages['/']));
      },
    },
  };
}
