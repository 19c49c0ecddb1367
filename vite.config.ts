import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHintsPlugin } from './scripts/compile-hints-plugin.ts';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { usCitiesPlugin } from './scripts/us-cities-plugin.ts';

// The browser app. `npm start` builds it into dist/ and the Node server serves it.
// In development (`npm run dev`) Vite proxies /api to the server on API_PORT (default 3000).
//
// Installable and offline (docs/decisions/004-pwa.md): vite-plugin-pwa writes the web
// app manifest and a Workbox service worker (dist/sw.js) that precaches the app shell and the
// hashed assets. Every navigation falls back to the cached index.html, except /api/*, which
// always goes to the network and is never cached (sync, accounts, OCR and admin reports need the
// server and must never see stale answers). The new worker waits until the driver accepts the
// 'Update available' prompt (src/web/app/pwa-update-prompt.tsx registers it): no silent
// skipWaiting, so one page never mixes two builds.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // US city gazetteer for 'Estimate miles' (docs/decisions/013): a lazy JS chunk, precached like every *.js.
    usCitiesPlugin(),
    // '/' pre-rendered into index.html at build time, hydrated by main.tsx; shell.html for the rest.
    prerenderPlugin(),
    // V8 compiles the start-up chunks while they download, off the main thread (compile hints).
    compileHintsPlugin(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // Registered by our own code (pwa-register.ts), after the page has loaded.
      injectRegister: false,
      // Files of public/ precached besides the build output (the icons are in the manifest).
      includeAssets: ['favicon-32x32.png', 'apple-touch-icon.png', 'robots.txt'],
      manifest: {
        id: '/',
        name: 'LoadMath',
        short_name: 'LoadMath',
        description: "A freight load's net profit, rate per mile and a Book it / Consider countering / Pass verdict in seconds.",
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0f172a',
        background_color: '#0f172a',
        categories: ['business', 'finance', 'productivity'],
        // Installed, LoadMath is a target of the phone's share sheet: a broker's text, e-mail or
        // load-board post shared to it opens /share?title=…&text=…&url=…, which reads the offer on
        // '/' (docs/decisions/014-paste-and-share-offers.md). GET only: sharing a file (an image
        // of a rate confirmation) would need POST and a service-worker handler.
        share_target: { action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,txt,webmanifest}'],
        // The admin dashboard (recharts, ≈ 120 KB gz) needs the server anyway: drivers on one bar
        // of signal should not download it. It is fetched from the network when an admin opens it.
        globIgnores: ['**/admin-analytics-page-*.js'],
        // Offline, '/' is served its pre-rendered index.html; every other page the empty shell
        // (/share included: the app reads the shared offer and moves on to '/').
        navigateFallback: '/shell.html',
        navigateFallbackDenylist: [/^\/api\//],
        // No runtimeCaching: the API is network-only (the worker does not touch it).
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    // No preload helper: on the pre-rendered '/' each <link rel=modulepreload> it adds to the
    // page cost ~15 ms of main thread, more than the fetch it saves (boot.tsx loads in stages).
    modulePreload: false,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and src/web/startup/zod-csp.ts in one chunk, so `config({ jitless: true })` runs right
          // after zod loads and before any schema is built (zod probes eval when z.object() is
          // called; under our CSP that probe logs a violation).
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]web[\\/]startup[\\/]zod-csp\.ts/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`,
    },
  },
});
