// A throw-away PostgreSQL cluster on 127.0.0.1 in a temporary folder (Debian's `postgresql`
// package; scripts/ensure-system-deps.sh installs it). Shared by scripts/test-postgres.mjs,
// the reliability tests (stop/start the server under load) and `npm run bench`.
//
//   const cluster = await startPgCluster({ port: 54329 });   // next free port if taken
//   cluster.url            // postgres://postgres@127.0.0.1:<port>/postgres
//   cluster.stop() / cluster.start()                        // the server only; data kept
//   cluster.destroy()                                       // stop and remove the folder
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The newest /usr/lib/postgresql/<version>/bin that has initdb, or undefined. */
export function findPgBinDir() {
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

/**
 * initdb + start. `durable: false` (default) turns fsync and synchronous commit off (a test
 * cluster: speed over crash safety); `durable: true` keeps PostgreSQL's defaults (benchmarks).
 */
export async function startPgCluster({ port = 54329, durable = false, maxConnections = 200 } = {}) {
  const binDir = findPgBinDir();
  if (!binDir) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql; run scripts/ensure-system-deps.sh');
  const isRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: run the server as the `postgres` user then.
  const asServerUser = (cmd, args) =>
    isRoot ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' }) : spawnSync(cmd, args, { encoding: 'utf8' });

  while (!(await portFree(port))) port += 1;
  const dir = mkdtempSync(path.join(tmpdir(), 'loadmath-pg-'));
  const dataDir = path.join(dir, 'data');
  const sockDir = path.join(dir, 'sock');
  mkdirSync(sockDir);
  chmodSync(dir, 0o755);
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, uid, gid);
    chownSync(sockDir, uid, gid);
  }
  const speed = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${sockDir} -c max_connections=${maxConnections}${speed}`;
  let running = false;

  const cluster = {
    port,
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: spawnSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim(),
    /** Start the (stopped) server again on the same data. */
    start() {
      const r = asServerUser(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-o', serverOptions, '-l', path.join(dir, 'server.log'), '-w', 'start']);
      if (r.status !== 0) throw new Error(`pg_ctl start failed:\n${r.stdout}${r.stderr}`);
      running = true;
    },
    /** Stop the server at once (mode immediate: like a crash; committed data survives only when durable). */
    stop() {
      if (!running) return;
      asServerUser(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    destroy() {
      cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    const init = asServerUser(path.join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
    cluster.start();
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  return cluster;
}
