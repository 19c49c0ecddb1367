// `npm run test:pg`: the server integration suite again, against a real PostgreSQL server
// (Debian's `postgresql` package; scripts/ensure-system-deps.sh installs it). Starts a
// throw-away cluster on 127.0.0.1 (port 54329, or the next free one) in a temporary folder,
// runs the integration test files with TEST_DATABASE_URL set (each test file creates its own
// database on it), then stops the server and removes the folder.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Test files that talk to the database through the app (PGlite-only tests stay out). */
export const POSTGRES_TEST_FILES = [
  'src/server/auth/',
  'src/server/routes/me',
  'src/server/routes/loads',
  'src/server/routes/events',
  'src/server/routes/admin-analytics',
  'src/server/rate-limit',
  'src/server/cli/',
  'src/server/events/',
  'src/server/robustness',
];

function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

function portFree(port) {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

const binDir = findBinDir();
if (!binDir) {
  console.error('PostgreSQL server binaries not found under /usr/lib/postgresql; run scripts/ensure-system-deps.sh');
  process.exit(1);
}

const isRoot = process.getuid?.() === 0;
// initdb refuses to run as root: run the server as the `postgres` user then.
const asServerUser = (cmd, args) =>
  isRoot ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' }) : spawnSync(cmd, args, { encoding: 'utf8' });

let port = Number(process.env.PG_TEST_PORT ?? 54329);
while (!(await portFree(port))) port += 1;

const dir = mkdtempSync(path.join(tmpdir(), 'loadmath-pg-'));
const dataDir = path.join(dir, 'data');
const sockDir = path.join(dir, 'sock');
mkdirSync(sockDir);
chmodSync(dir, 0o755);
if (isRoot) {
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  chownSync(dir, Number(ids.stdout), Number(gid.stdout));
  chownSync(sockDir, Number(ids.stdout), Number(gid.stdout));
}

let started = false;
const stop = () => {
  if (started) asServerUser(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  started = false;
  rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
}

let code = 1;
try {
  const init = asServerUser(path.join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
  // Durability settings off: a throw-away test cluster, speed matters more than crash safety.
  const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${sockDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = asServerUser(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-o', serverOptions, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  if (start.status !== 0) throw new Error(`pg_ctl start failed:\n${start.stdout}${start.stderr}`);
  started = true;
  const version = spawnSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`PostgreSQL test server: ${version} on 127.0.0.1:${port}`);

  // Arguments: vitest options (--...) pass through; anything else replaces the file filters.
  const extra = process.argv.slice(2);
  const options = extra.filter((a) => a.startsWith('--'));
  const files = extra.filter((a) => !a.startsWith('--'));
  const run = spawnSync(
    'node_modules/.bin/vitest',
    ['run', '--project', 'server', ...options, ...(files.length ? files : POSTGRES_TEST_FILES)],
    {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
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
