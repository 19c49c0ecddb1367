/**
 * `npm run bench`: every benchmark in one run, printed as a table and written to
 * bench/results.json (git-ignored). Figures only: it never fails on timing.
 *
 *   npm run bench                      # ≈ 6–9 minutes on 2 cores
 *   npm run bench -- --quick           # ≈ 2–3 minutes: shorter runs, analytics up to 100 k events
 *   npm run bench -- --only api,web    # some parts: domain, web, api, analytics, ocr
 *
 * Parts: domain (calculations/s, history and insights over 100 entries); web (gzipped JS/CSS of
 * '/', time to a rendered verdict in Chromium, median of 10); API (autocannon, 50 connections,
 * loopback, the production server over PGlite and over a throw-away PostgreSQL server, beside
 * the direct-database baseline); analytics (bench/analytics.ts at 10 k / 100 k / 1 M events);
 * OCR (bench/ocr.ts: first and warm seconds per image, peak memory).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findPgBinDir, startPgCluster, type PgCluster } from '../scripts/pg-cluster.mjs';
import { apiBench, CONNECTIONS, type ApiResults, type Throughput } from './api';
import { domainBench, type DomainResults } from './domain';
import { runTsx } from './lib';
import { buildWeb, webBench, type WebResults } from './web';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, only: { type: 'string' } } });
const quick = values.quick;
const parts = new Set((values.only ?? 'domain,web,api,analytics,ocr').split(',').map((s) => s.trim()));

interface AnalyticsRow {
  events: number;
  database: string;
  seedSeconds: number;
  medianMs: Record<string, number>;
}
interface OcrSummary {
  images: number;
  firstImageSeconds: number;
  warmMeanSeconds: number;
  warmP95Seconds: number;
  peakRssMb: number;
}

const results: {
  startedAt: string;
  quick: boolean;
  machine: Record<string, unknown>;
  seconds?: number;
  domain?: DomainResults;
  web?: WebResults;
  api?: ApiResults[];
  analytics?: AnalyticsRow[];
  ocr?: OcrSummary;
  problems: string[];
} = {
  startedAt: new Date().toISOString(),
  quick,
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((l) => Number(l.toFixed(2))),
  },
  problems: [],
};

const started = performance.now();
const step = (name: string) => console.log(`\n▶ ${name} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
async function part(name: string, fn: () => Promise<void>) {
  if (!parts.has(name)) return;
  step(name);
  try {
    await fn();
  } catch (error) {
    const message = `${name}: ${error instanceof Error ? error.message : String(error)}`;
    console.error(message);
    results.problems.push(message);
  }
}

await part('domain', async () => {
  results.domain = domainBench(quick ? 300 : 1500);
});

await part('web', async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'lm-bench-dist-'));
  try {
    buildWeb(dist);
    results.web = await webBench(dist, quick ? 5 : 10);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

await part('api', async () => {
  const seconds = quick ? 3 : 8;
  results.api = [await apiBench('pglite', { seconds })];
  if (!findPgBinDir()) throw new Error('PostgreSQL binaries not found: API on PostgreSQL skipped (scripts/ensure-system-deps.sh)');
  let cluster: PgCluster | undefined;
  try {
    // Production-like durability (fsync, synchronous commit on), unlike the test cluster.
    cluster = await startPgCluster({ port: 54339, durable: true });
    (results.machine as Record<string, unknown>).postgres = cluster.version;
    results.api.push(await apiBench('postgres', { seconds, adminUrl: cluster.url }));
  } finally {
    cluster?.destroy();
  }
});

await part('analytics', async () => {
  results.analytics = [];
  for (const events of quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000]) {
    const out = runTsx('bench/analytics.ts', [], { BENCH_EVENTS: String(events), DATABASE_URL: '' }).stdout;
    const seed = /seeded [\d,.]+ events in ([\d.]+) s \((\w+)\)/.exec(out);
    const medianMs: Record<string, number> = {};
    for (const m of out.matchAll(/^(get_\w+)\s+([\d.]+) ms median/gm)) medianMs[m[1]!] = Number(m[2]);
    if (!seed || Object.keys(medianMs).length !== 3) throw new Error(`unexpected bench/analytics.ts output:\n${out}`);
    results.analytics.push({ events, database: seed[2]!, seedSeconds: Number(seed[1]), medianMs });
    console.log(`  ${events.toLocaleString()} events: ${JSON.stringify(medianMs)}`);
  }
});

await part('ocr', async () => {
  const out = runTsx('bench/ocr.ts', ['--json']).stdout;
  const start = out.indexOf('{\n  "summary"');
  if (start < 0) throw new Error(`unexpected bench/ocr.ts output:\n${out.slice(0, 2000)}`);
  results.ocr = (JSON.parse(out.slice(start)) as { summary: OcrSummary }).summary;
});

results.seconds = Math.round((performance.now() - started) / 1000);
(results.machine as Record<string, unknown>).loadAverageAtEnd = os.loadavg().map((l) => Number(l.toFixed(2)));
writeFileSync(path.join('bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

// ---------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------
const fmt = (n: number | undefined, digits = 0) => (n === undefined || !Number.isFinite(n) ? '–' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));
const rows: [string, string, string][] = [];
const add = (group: string, what: string, value: string) => rows.push([group, what, value]);

if (results.domain) {
  add('domain', 'calculate → guidance → negotiation', `${fmt(results.domain.calculationsPerSecond)} /s`);
  add('domain', 'history query, 100 entries', `${fmt(results.domain.historyQueriesPerSecond)} /s`);
  add('domain', 'insights, 100 entries', `${fmt(results.domain.insightsPerSecond)} /s`);
}
if (results.web) {
  add('web', "JS for '/' (gzip -9, initial graph)", `${fmt(results.web.jsGzKb, 1)} KB`);
  add('web', "CSS for '/' (gzip -9)", `${fmt(results.web.cssGzKb, 1)} KB`);
  add('web', `navigation → form visible (median of ${results.web.runs})`, `${fmt(results.web.formVisibleMs)} ms`);
  add('web', `navigation → verdict for a filled form (median of ${results.web.runs})`, `${fmt(results.web.verdictMs)} ms`);
  add('web', 'last keystroke → verdict (median)', `${fmt(results.web.typingToVerdictMs)} ms`);
}
const tp = (t: Throughput, unit = 'req/s') =>
  `${fmt(t.perSecond)} ${unit}${t.rowsPerSecond && unit === 'req/s' && t.rowsPerSecond !== t.perSecond ? ` (${fmt(t.rowsPerSecond)} rows/s)` : ''}  p50 ${fmt(t.p50Ms, 1)} ms  p99 ${fmt(t.p99Ms, 1)} ms  errors ${t.errors}${
    t.cores ? `  cores: server ${fmt(t.cores.server, 2)}, load generator ${fmt(t.cores.client, 2)}, PostgreSQL ${fmt(t.cores.database, 2)}` : ''
  }`;
for (const a of results.api ?? []) {
  const g = `api ${a.database}`;
  add(g, `POST /api/events (${CONNECTIONS} conn)`, tp(a.events));
  add(g, 'PUT /api/loads, 50 entries', tp(a.loadsPut));
  add(g, 'GET /api/loads (100 rows)', tp(a.loadsGet));
  add(g, 'baseline: single-row event INSERT', tp(a.baselineEvents, 'rows/s'));
  add(g, 'baseline: single-row load upsert', tp(a.baselineLoads, 'rows/s'));
  add(g, 'ratio events HTTP / baseline (target ≥ 1.0)', `${fmt(a.eventsRatio, 2)} ${a.eventsRatio >= 1 ? 'reached' : 'NOT reached'}`);
  add(g, 'ratio loads rows HTTP / baseline (target ≥ 1.0)', `${fmt(a.loadsRatio, 2)} ${a.loadsRatio >= 1 ? 'reached' : 'NOT reached'}`);
  add(g, 'GET /api/loads p99 (target ≤ 100 ms on PostgreSQL)', `${fmt(a.loadsGet.p99Ms, 1)} ms ${a.database !== 'postgres' ? '(no target on PGlite)' : a.loadsGet.p99Ms <= 100 ? 'reached' : 'NOT reached'}`);
}
for (const r of results.analytics ?? []) {
  add(`analytics ${r.database}`, `${r.events.toLocaleString()} events (seeded in ${r.seedSeconds} s)`, Object.entries(r.medianMs).map(([k, v]) => `${k.replace(/^get_/, '')} ${fmt(v, 1)} ms`).join('  '));
}
if (results.ocr) {
  add('ocr', `first image (worker start + read)`, `${results.ocr.firstImageSeconds} s`);
  add('ocr', `warm, per image (${results.ocr.images - 1} images)`, `mean ${results.ocr.warmMeanSeconds} s  p95 ${results.ocr.warmP95Seconds} s`);
  add('ocr', 'peak memory (RSS)', `${results.ocr.peakRssMb} MB`);
}

const w0 = Math.max(...rows.map((r) => r[0].length), 5);
const w1 = Math.max(...rows.map((r) => r[1].length), 5);
console.log(`\nLoadMath benchmarks${quick ? ' (--quick)' : ''} — ${results.machine.cpus} × ${results.machine.cpuModel}, Node ${process.version}, ${results.seconds} s`);
console.log(`${'part'.padEnd(w0)}  ${'what'.padEnd(w1)}  result`);
console.log(`${'-'.repeat(w0)}  ${'-'.repeat(w1)}  ${'-'.repeat(40)}`);
for (const [g, what, value] of rows) console.log(`${g.padEnd(w0)}  ${what.padEnd(w1)}  ${value}`);
for (const p of results.problems) console.log(`problem: ${p}`);
console.log('\nwritten to bench/results.json');
