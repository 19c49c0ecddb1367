/**
 * Shared pieces of `npm run bench` (bench/run.ts): the production server as a child process on
 * loopback, a confirmed signed-in account on it, percentiles and a child-process runner.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decisionToCloud, type CloudLoad } from '../src/domain/cloud-load';
import { freePort } from '../src/server/testing/server-process';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface BenchServer {
  base: string;
  /** The site's own origin (what a browser sends as Origin). */
  origin: string;
  dataDir: string;
  /** The server's process id (bench/api.ts reads its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Extra Node flags for the server child, from BENCH_SERVER_NODE_ARGS (space-separated), e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a request's time goes.
 */
function serverNodeArgs(): string[] {
  return (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

/**
 * The production server (`src/server/index.ts`, NODE_ENV=production) as a child process on
 * 127.0.0.1 over a temporary DATA_DIR (embedded PGlite) or `databaseUrl`.
 */
export async function startBenchServer(options: { databaseUrl?: string; webDistDir?: string } = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lm-bench-'));
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...serverNodeArgs(), '--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      WEB_DIST_DIR: options.webDistDir ?? 'dist',
      LOG_LEVEL: 'error',
      // The events bench stands for many clients (bench/api.ts sends X-Forwarded-For), so the
      // per-client token bucket of POST /api/events does not turn it into a 429 benchmark.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { base, origin, dataDir, pid: child.pid!, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`server did not start: ${stderr}`);
}

/** Sign up, open the confirmation link from DATA_DIR/outbox (it signs in), return the cookie header. */
export async function confirmedSession(server: BenchServer, email = `bench-${Date.now()}@loadmath.bench`): Promise<string> {
  const up = await fetch(`${server.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ email, password: 'bench-rig-hauling-2025' }),
  });
  if (up.status !== 200) throw new Error(`sign-up: ${up.status} ${await up.text()}`);
  const outbox = path.join(server.dataDir, 'outbox');
  let link: string | undefined;
  for (let i = 0; i < 200 && !link; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      // not written yet
    }
    for (const f of files) {
      try {
        const mail = JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { to: string; text: string };
        if (mail.to === email) link ??= /https?:\/\/\S+/.exec(mail.text)?.[0];
      } catch {
        // still being written
      }
    }
    if (!link) await sleep(50);
  }
  if (!link) throw new Error('no confirmation mail');
  const url = new URL(link);
  const confirmed = await fetch(`${server.base}${url.pathname}${url.search}`, { redirect: 'manual' });
  if (confirmed.status !== 302) throw new Error(`confirm: ${confirmed.status}`);
  // The link confirms and signs nobody in (docs/decisions/015-versioned-sync.md): sign in.
  const signedIn = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ email, password: 'bench-rig-hauling-2025' }),
  });
  if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status} ${await signedIn.text()}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = await fetch(`${server.base}/api/me`, { headers: { cookie } });
  if (me.status !== 200) throw new Error(`session cookie refused: ${me.status}`);
  return cookie;
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); NaN elsewhere. */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** CPU seconds used so far by every process named `postgres` (the cluster's server processes). */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const s = processCpuSeconds(Number(entry));
    if (Number.isFinite(s)) total += s;
  }
  return total;
}

export function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 0.5);

/** Run `node --import tsx <script>` and return its stdout (stderr passes through). */
export function runTsx(script: string, args: string[] = [], env: Record<string, string> = {}, timeoutMs = 600_000) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, stdout: r.stdout ?? '' };
}

/** A card-deck style load as the sync sends it (its cloud record, absent fields null). */
export function benchLoad(id: string, n: number): CloudLoad {
  const miles = 100 + (n % 900);
  return decisionToCloud({
    id,
    origin: 'Dallas, TX',
    destination: 'Tulsa, OK',
    miles,
    rate: miles * 2,
    fsc: 40,
    tolls: 0,
    fuelCost: miles * 0.6,
    rpm: 2,
    profit: miles * 0.9,
    outcome: 'book',
    fuelType: 'diesel',
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
  });
}
