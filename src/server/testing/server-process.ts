/**
 * The real server (`node --import tsx src/server/index.ts`) as a child OS process, for the
 * scale-out test (README 'Running several instances'): several processes on one PostgreSQL
 * database, as behind a load balancer. Each has its own DATA_DIR (its mail outbox); they share
 * AUTH_SECRET and PUBLIC_URL, as instances of one site do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AccountsTestContext } from './accounts';
import { FAST_PASSWORD_HASHES } from './fast-password-hashes';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  pid: number;
  dataDir: string;
  /** The server as the account helpers see it (requests go over HTTP to the process). */
  ctx: AccountsTestContext;
  stop(): Promise<void>;
}

/** A TCP port free on 127.0.0.1 right now, for a server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Start one server process on `databaseUrl`; resolves once /api/health answers 200. */
export async function startServerProcess(options: { databaseUrl: string; authSecret: string; publicUrl: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lm-instance-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: options.publicUrl,
      AUTH_SECRET: options.authSecret,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ...FAST_PASSWORD_HASHES,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const request = (url: string, init?: RequestInit) => fetch(`${base}${url}`, init);
  const ctx = {
    request,
    dataDir,
    config: { REQUIRE_EMAIL_CONFIRMATION: true },
    // Mail is written by the process; waitForMail polls its outbox.
    app: { drain: async () => {} },
    close: stop,
  } as unknown as AccountsTestContext;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server process exited: ${stderr}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { base, pid: child.pid!, dataDir, ctx, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`server process did not start: ${stderr}`);
}
