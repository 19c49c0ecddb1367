import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests: Debian's Chromium (no browser download) against the real server,
// started from the production build over a fresh embedded database in a temporary folder.
const port = Number(process.env.E2E_PORT ?? 4173);
// The server's DATA_DIR, fixed here (workers inherit it) so tests can read the mail outbox
// (tests/e2e/fixtures/accounts.ts). The server script removes it on exit.
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `loadmath-e2e-${port}-${process.pid}`);
process.env.E2E_ADMIN_EMAIL ??= 'admin@loadmath-e2e.test';
// Playwright stops the web server with SIGKILL, so its own cleanup never runs: the runner (not
// its workers, which also load this file) removes the folder (≈40 MB of PGlite) when it exits.
if (process.env.TEST_WORKER_INDEX === undefined) {
  const dataDir = process.env.E2E_DATA_DIR;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  // Spec files run two at a time (the tests of one file in order), against the one server: every
  // spec makes its own accounts and browser contexts, and the admin spec checks today's figures
  // as lower bounds when other sessions posted events. On the 2-core CI machines: 10.9 min with
  // one worker, 8.2 with two.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The production build registers a service worker that serves the cached app shell. Tests run
    // without it so each one sees the build on disk; tests/e2e/offline.spec.ts turns it on.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR, E2E_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
