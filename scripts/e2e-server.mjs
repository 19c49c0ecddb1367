// Starts the real server for end-to-end tests over a fresh embedded database in a temporary
// folder (removed on exit). Expects the web app to be built already (npm test does it).
// E2E_DATA_DIR (set by playwright.config.ts) names that folder so tests can read the mail
// outbox (DATA_DIR/outbox, no SMTP_URL); E2E_ADMIN_EMAIL is granted admin once confirmed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'loadmath-e2e-'));
mkdirSync(dataDir, { recursive: true });
// Demo data for the admin dashboard spec (tests/e2e/admin.spec.ts), written into the fresh
// database before the server opens it (embedded PGlite: one process at a time). SEED_DEMO=<n>
// picks another seed; SEED_DEMO=0 skips it.
const seedDemo = process.env.SEED_DEMO ?? '1';
if (seedDemo !== '0') {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/seed-demo.ts', '--seed', seedDemo], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  if (seeded.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(seeded.status ?? 1);
  }
}
// Warnings and errors are what explain a failing e2e run, and the server writes exactly those to
// stderr (src/server/logger.ts), which Playwright shows (its stdout is discarded as noise). So
// the level is 'warn' unless LOG_LEVEL asks for more: an inherited LOG_LEVEL=error or silent
// (set for unit tests, say) must not hide them.
const logLevel = ['debug', 'info'].includes(process.env.LOG_LEVEL ?? '') ? process.env.LOG_LEVEL : 'warn';
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${process.env.PORT ?? 4173}`,
    LOG_LEVEL: logLevel,
    // Passwords hashed at scrypt cost 2^12, not production's 2^17: the same code at ≈ 16 ms a
    // hash instead of up to 0.9 s, for specs that sign up and in again and again.
    PASSWORD_SCRYPT_LOG_N: '12',
    ...(process.env.E2E_ADMIN_EMAIL ? { ADMIN_EMAILS: process.env.E2E_ADMIN_EMAIL } : {}),
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true;
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  // A server that dies on its own mid-run shows up in Playwright's output, not just as failed requests.
  if (!stopping) process.stderr.write(`e2e server exited unexpectedly (code ${code}, signal ${signal})\n`);
  cleanup();
  process.exit(code ?? (stopping ? 0 : 1));
});
