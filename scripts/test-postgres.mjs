// `npm run test:pg`: the server integration suite again, against a real PostgreSQL server
// (Debian's `postgresql` package; scripts/ensure-system-deps.sh installs it). Starts a
// throw-away cluster on 127.0.0.1 (port 54329, or the next free one) in a temporary folder,
// runs the integration test files with TEST_DATABASE_URL set (each test file creates its own
// database on it), then stops the server and removes the folder.
import { spawnSync } from 'node:child_process';
import { findPgBinDir, startPgCluster } from './pg-cluster.mjs';

/** Test files that talk to the database through the app (PGlite-only tests stay out). */
export const POSTGRES_TEST_FILES = [
  'src/server/auth/',
  'src/server/routes/me',
  'src/server/routes/loads',
  'src/server/db/versioned-rows',
  'src/server/routes/profiles',
  'src/server/routes/events',
  'src/server/routes/admin-analytics',
  'src/server/rate-limit',
  'src/server/cli/',
  'src/server/events/',
  'src/server/robustness',
  'src/server/reliability/load',
  'src/server/reliability/fuzz',
  'tests/sync/',
];
// Left out: files that run their own embedded PGlite or PostgreSQL cluster whatever the suite
// (src/server/shutdown, src/server/reliability/faults-*); the PGlite suite runs them.

if (!findPgBinDir()) {
  console.error('PostgreSQL server binaries not found under /usr/lib/postgresql; run scripts/ensure-system-deps.sh');
  process.exit(1);
}

let cluster;
const stop = () => {
  cluster?.destroy();
  cluster = undefined;
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
}

let code = 1;
try {
  // Durability settings off: a throw-away test cluster, speed matters more than crash safety.
  cluster = await startPgCluster({ port: Number(process.env.PG_TEST_PORT ?? 54329) });
  console.log(`PostgreSQL test server: ${cluster.version} on 127.0.0.1:${cluster.port}`);

  // Arguments: vitest options (--...) pass through; anything else replaces the file filters.
  const extra = process.argv.slice(2);
  const options = extra.filter((a) => a.startsWith('--'));
  const files = extra.filter((a) => !a.startsWith('--'));
  const run = spawnSync(
    'node_modules/.bin/vitest',
    ['run', '--project', 'server', ...options, ...(files.length ? files : POSTGRES_TEST_FILES)],
    {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: cluster.url },
    },
  );
  code = run.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  stop();
}
process.exit(code);
