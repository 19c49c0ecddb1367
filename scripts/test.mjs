// `npm test`: the one gate. Runs every suite in order, prints a one-line summary per suite,
// and a final "N passed, N failed" line. Exits non-zero if any suite fails (the others still run).
//   lint → dead code → types → domain unit tests (coverage ≥ 95 %) → server + web (unit and integration)
//   → integration on PostgreSQL
//   → build → bundle size (first paint of '/' ≤ 150 KB gz of JS) → end-to-end
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const bin = (name) => `node_modules/.bin/${name}`;
mkdirSync('test-results', { recursive: true });

/** A Vitest JSON report's counts, and its failed tests with their messages. */
function vitestCounts(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const failures = (r.testResults ?? []).flatMap((f) =>
    (f.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map((a) => ({ name: `${f.name.replace(`${process.cwd()}/`, '')} › ${a.fullName}`, message: a.failureMessages?.[0] ?? '' })),
  );
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests, failures };
}

/**
 * The summary names each failed test with the first lines of its error, so the end of a CI log
 * (often all that is kept) says what failed and why, not only how many.
 */
function failureLines({ name, message }) {
  const plain = stripVTControlCharacters(message);
  const lines = plain.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('at ')).slice(0, 4);
  return [`      ✘ ${name}`, ...lines.map((l) => `        ${l.length > 200 ? `${l.slice(0, 200)}…` : l}`)];
}

const suites = [
  { name: 'system packages', cmd: ['bash', 'scripts/ensure-system-deps.sh'] },
  // `npm ci` on a clean clone (a Mac, Windows, a Docker build) needs a lock file that lists every
  // platform's optional packages; a dry run checks it in about a second and changes nothing.
  { name: 'lock file', cmd: ['npm', 'ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], quiet: true },
  // The three static checks run at once (each prints only what it finds), one core each.
  { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings=0'], together: 'checks' },
  // Unused files, exports and dependencies (knip.config.ts names the real entry points).
  { name: 'dead code', cmd: [bin('knip')], together: 'checks' },
  { name: 'types', cmd: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'], together: 'checks' },
  // The domain's own tests measure its coverage. The server and web tests run without coverage:
  // V8's coverage slows all the JavaScript a test runs by about half (the OCR tests went from 30
  // to 47 s), not only the domain's.
  {
    name: 'domain + coverage',
    cmd: [bin('vitest'), 'run', '--project', 'domain', '--coverage', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest-domain.json'],
    counts: () => vitestCounts('test-results/vitest-domain.json'),
  },
  {
    name: 'server + web',
    cmd: [bin('vitest'), 'run', '--project', 'server', '--project', 'web', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
    counts: () => vitestCounts('test-results/vitest.json'),
  },
  {
    // The server integration suite again, against a real PostgreSQL 15 server started for it.
    name: 'integration (PostgreSQL)',
    cmd: ['node', 'scripts/test-postgres.mjs', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest-pg.json'],
    counts: () => vitestCounts('test-results/vitest-pg.json'),
  },
  // The build logs only warnings (--logLevel warn), and it must have none: any output fails it.
  { name: 'build', cmd: [bin('vite'), 'build', '--logLevel', 'warn'], silent: true },
  // The first-paint budget (docs/decisions/004): at most 150 KB gz of JS before the first paint
  // of '/' (prints the chunks).
  { name: 'bundle size', cmd: ['node', '--import', 'tsx', 'bench/bundle.ts'] },
  {
    name: 'end-to-end',
    cmd: [bin('playwright'), 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' },
    counts: () => {
      const r = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
      const failures = [];
      const walk = (suite) => {
        for (const spec of suite.specs ?? []) {
          for (const t of spec.tests ?? []) {
            if (t.status !== 'unexpected') continue;
            const error = t.results?.find((res) => res.error)?.error;
            failures.push({ name: `${spec.file}:${spec.line} › ${spec.title}`, message: error?.message ?? '' });
          }
        }
        for (const child of suite.suites ?? []) walk(child);
      };
      for (const suite of r.suites ?? []) walk(suite);
      return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped, failures };
    },
  },
];

const only = process.argv.slice(2);
const results = [];
let failedSuite = false;
const suiteEnv = (suite) => ({ ...process.env, ...suite.env, FORCE_COLOR: process.env.CI ? '0' : '1' });

/** Runs a suite in the foreground (its output streamed), or captured when `captured`. */
function runNow(suite, captured) {
  const run = spawnSync(suite.cmd[0], suite.cmd.slice(1), {
    stdio: captured ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    env: suiteEnv(suite),
  });
  return { status: run.status, output: captured ? `${run.stdout ?? ''}${run.stderr ?? ''}` : '' };
}

/** Runs a suite in the background with its output captured, for suites that run together. */
function runCaptured(suite) {
  return new Promise((resolve) => {
    const child = spawn(suite.cmd[0], suite.cmd.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: suiteEnv(suite) });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** Records a finished suite; false when the run should stop here. */
function finish(suite, run, seconds, captured) {
  // quiet: its output is shown only when it fails; silent: any output is a failure; a suite run
  // together with others shows everything it printed.
  const noisy = suite.silent && run.output.trim() !== '';
  if (captured && (suite.together || run.status !== 0 || noisy)) process.stdout.write(run.output);
  if (noisy) console.log(`${suite.name}: printed output (warnings); it must print nothing`);
  const ok = run.status === 0 && !noisy;
  let counts;
  try {
    counts = suite.counts?.();
  } catch {
    counts = undefined;
  }
  results.push({ name: suite.name, ok, seconds, counts });
  if (ok) return true;
  failedSuite = true;
  // Later suites still run so one red suite does not hide the state of the others, except
  // where they cannot mean anything: no system packages, or no build for the browser tests.
  return suite.name !== 'system packages' && suite.name !== 'build';
}

const selected = suites.filter((suite) => !only.length || only.includes(suite.name));
for (let i = 0; i < selected.length; ) {
  const suite = selected[i];
  // A suite and the ones after it that run together with it.
  let end = i + 1;
  while (suite.together && end < selected.length && selected[end].together === suite.together) end += 1;
  const batch = selected.slice(i, end);
  i = end;
  const started = Date.now();
  if (batch.length > 1) {
    const runs = await Promise.all(batch.map(runCaptured));
    const seconds = (Date.now() - started) / 1000;
    let goOn = true;
    batch.forEach((s, k) => {
      console.log(`\n▶ ${s.name} (with ${batch.filter((t) => t !== s).map((t) => t.name).join(', ')})`);
      goOn = finish(s, runs[k], seconds, true) && goOn;
    });
    if (!goOn) break;
    continue;
  }
  console.log(`\n▶ ${suite.name}`);
  const captured = Boolean(suite.quiet || suite.silent);
  if (!finish(suite, runNow(suite, captured), (Date.now() - started) / 1000, captured)) break;
}

console.log('\nSummary');
let passed = 0;
let failed = 0;
for (const r of results) {
  const c = r.counts ? ` — ${r.counts.passed} passed, ${r.counts.failed} failed, ${r.counts.skipped} skipped` : '';
  console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(24)} ${r.seconds.toFixed(1).padStart(6)} s${c}`);
  for (const f of r.counts?.failures?.slice(0, 5) ?? []) console.log(failureLines(f).join('\n'));
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed;
  }
  if (!r.ok && !r.counts?.failed) failed += 1;
}
if (results.length === 0 && !existsSync('package.json')) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSuite ? 1 : 0);
