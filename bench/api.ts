/**
 * API throughput with autocannon (50 connections, loopback) against the production server over
 * embedded PGlite and over a PostgreSQL server, and the baseline: the same event insert and load
 * upsert done straight on the database (no HTTP; single-row statements, 50 at a time; `pg` for
 * the server, PGlite's own client for the embedded database, which has no network protocol).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadFieldNames, toColumn } from '../src/domain/cloud-load';
import { openDatabase, wrapPglite, type Database } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { benchLoad, confirmedSession, percentile, postgresCpuSeconds, processCpuSeconds, startBenchServer } from './lib';

export const CONNECTIONS = 50;

export interface Throughput {
  /** requests (HTTP) or statements (baseline) per second */
  perSecond: number;
  /** rows written per second (50 per PUT /api/loads) */
  rowsPerSecond?: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  total: number;
  /**
   * Cores used during the run (CPU seconds ÷ wall seconds), measured in the same run: the server
   * process, this process (the load generator, autocannon) and the PostgreSQL processes (0 for
   * PGlite, which runs inside the server). All share the machine's cores.
   */
  cores?: { server: number; client: number; database: number };
}

export interface ApiResults {
  database: 'pglite' | 'postgres';
  events: Throughput;
  loadsPut: Throughput;
  loadsGet: Throughput;
  baselineEvents: Throughput;
  baselineLoads: Throughput;
  eventsRatio: number;
  loadsRatio: number;
}

/** The baseline's single-row upsert: its columns derived from LOAD_FIELDS, like the server's. */
const LOAD_COLUMNS = loadFieldNames().map(toColumn);
const UPSERT = `INSERT INTO loads (user_id, id, ${LOAD_COLUMNS.join(', ')}, updated_at)
 VALUES ($1, $2, ${LOAD_COLUMNS.map((_, i) => `$${i + 3}`).join(', ')}, now())
 ON CONFLICT (user_id, id) DO UPDATE SET ${LOAD_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()`;
const INSERT_EVENT = `INSERT INTO events (event_name, payload, session_id, user_id, user_agent) VALUES ($1, $2::jsonb, $3, $4, $5)`;

async function cannon(opts: autocannon.Options, serverPid?: number): Promise<Throughput> {
  const started = performance.now();
  const server0 = serverPid ? processCpuSeconds(serverPid) : NaN;
  const client0 = process.cpuUsage();
  const database0 = postgresCpuSeconds();
  const r = await autocannon({ connections: CONNECTIONS, ...opts });
  const wall = (performance.now() - started) / 1000;
  const client = process.cpuUsage(client0);
  const cores = {
    server: (processCpuSeconds(serverPid ?? 0) - server0) / wall,
    client: (client.user + client.system) / 1e6 / wall,
    database: (postgresCpuSeconds() - database0) / wall,
  };
  // Let the server finish what is still queued before the next run starts.
  await fetch(new URL('/api/health', opts.url)).then((res) => res.arrayBuffer(), () => undefined);
  return {
    perSecond: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    total: r.requests.total,
    cores,
  };
}

async function httpRuns(base: string, origin: string, cookie: string, seconds: number, run: number, serverPid: number) {
  const json = { 'content-type': 'application/json', origin };
  let client = 0;
  const eventBody = JSON.stringify({ event_name: 'calculation_submitted', payload: { bench: true }, session_id: `bench-${run}` });
  const events = await cannon({
    url: `${base}/api/events`,
    method: 'POST',
    duration: seconds,
    headers: { ...json, 'user-agent': 'autocannon' },
    body: eventBody,
    requests: [
      {
        method: 'POST',
        // 5,000 clients taking turns: each stays well under its token bucket (README 'Accounts, sessions and security').
        setupRequest: (req) => {
          const c = client++ % 5000;
          return { ...req, body: eventBody, headers: { ...json, 'user-agent': 'autocannon', 'x-forwarded-for': `10.77.${c >> 8}.${c & 255}` } };
        },
      },
    ],
  }, serverPid);
  let batch = 0;
  const loadsPut = await cannon({
    url: `${base}/api/loads`,
    method: 'PUT',
    duration: seconds,
    headers: { ...json, cookie },
    requests: [
      {
        method: 'PUT',
        // Every request 50 new entries (base version 0): the insert path, as a growing history syncs.
        setupRequest: (req) => {
          const b = batch++;
          return { ...req, body: JSON.stringify({ loads: Array.from({ length: 50 }, (_, i) => ({ ...benchLoad(`r${run}-b${b}-${i}`, b * 50 + i), base_version: 0 })) }) };
        },
      },
    ],
  }, serverPid);
  if (batch === 0) throw new Error('autocannon never called setupRequest: the PUT bodies were empty');
  loadsPut.rowsPerSecond = loadsPut.perSecond * 50;
  const loadsGet = await cannon({ url: `${base}/api/loads`, method: 'GET', duration: seconds, headers: { cookie } }, serverPid);
  return { events, loadsPut, loadsGet };
}

/** `CONNECTIONS` workers each running `op` back to back for `seconds`. */
async function closedLoop(seconds: number, op: (i: number) => Promise<unknown>): Promise<Throughput> {
  const latencies: number[] = [];
  let errors = 0;
  let seq = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          await op(seq++);
          latencies.push(performance.now() - t);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, rowsPerSecond: latencies.length / elapsed, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), errors, total: latencies.length };
}

async function baselines(query: (sql: string, params: unknown[]) => Promise<unknown>, seconds: number) {
  await query(`INSERT INTO users (id, email, email_verified) VALUES ('bench-user', 'bench@loadmath.bench', true) ON CONFLICT DO NOTHING`, []);
  const baselineEvents = await closedLoop(seconds, () =>
    query(INSERT_EVENT, ['calculation_submitted', '{"bench":true}', 'bench-base', null, 'baseline']),
  );
  const baselineLoads = await closedLoop(seconds, (i) => {
    const l = benchLoad(`base-${i}`, i);
    const row: Record<string, unknown> = l;
    return query(UPSERT, ['bench-user', l.id, ...LOAD_COLUMNS.map((c) => row[c])]);
  });
  return { baselineEvents, baselineLoads };
}

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** HTTP figures and the direct-database baseline for one database kind. */
export async function apiBench(kind: 'pglite' | 'postgres', options: { seconds: number; adminUrl?: string }): Promise<ApiResults> {
  const { seconds } = options;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    if (!options.adminUrl) throw new Error('postgres needs adminUrl');
    databaseUrl = await createDatabase(options.adminUrl, `bench_http_${process.pid}`);
  }
  const server = await startBenchServer({ databaseUrl });
  let http: Awaited<ReturnType<typeof httpRuns>>;
  try {
    const cookie = await confirmedSession(server);
    // Warm the routes (first requests compile them) before measuring.
    await httpRuns(server.base, server.origin, cookie, 1, 0, server.pid);
    http = await httpRuns(server.base, server.origin, cookie, seconds, 1, server.pid);
  } finally {
    await server.stop();
  }

  let base: Awaited<ReturnType<typeof baselines>>;
  if (kind === 'postgres') {
    const url = await createDatabase(options.adminUrl!, `bench_base_${process.pid}`);
    const schema = await openDatabase({ databaseUrl: url });
    await migrate(schema);
    await schema.close();
    const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
    try {
      await pool.query('SELECT 1');
      base = await baselines((sql, params) => pool.query(sql, params), seconds);
    } finally {
      await pool.end();
    }
  } else {
    // The same on-disk embedded database the server uses (PGlite's client: no pg protocol).
    const dir = mkdtempSync(path.join(tmpdir(), 'lm-bench-base-'));
    let database: Database | undefined;
    try {
      database = wrapPglite(await PGlite.create({ dataDir: path.join(dir, 'pglite') }));
      await migrate(database);
      const db = database;
      base = await baselines((sql, params) => db.query(sql, params), seconds);
    } finally {
      await database?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return {
    database: kind,
    ...http,
    ...base,
    eventsRatio: http.events.perSecond / base.baselineEvents.perSecond,
    loadsRatio: http.loadsPut.rowsPerSecond! / base.baselineLoads.perSecond,
  };
}
