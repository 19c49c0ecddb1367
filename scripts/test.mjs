// `npm test`: the one gate. Runs every suite in order, prints a one-line summary per suite,
// and a final "N passed, N failed" line. Exits non-zero if any suite fails (the others still run).
//   lint → dead code → types → domain unit tests (coverage ≥ 95 %) → server + web (unit and integration)
//   → integration on PostgreSQL
//   → build → bundle size (first paint of '/' ≤ 150 KB gz of JS) → end-to-end
import { spawnSync } from 'node:child_process';
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
  { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings=0'] },
  // Unused files, exports and dependencies (knip.config.ts names the real entry points).
  { name: 'dead code', cmd: [bin('knip')] },
  { name: 'types', cmd: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
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
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${suite.name}`);
  const captured = suite.quiet || suite.silent;
  const run = spawnSync(suite.cmd[0], suite.cmd.slice(1), {
    stdio: captured ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, ...suite.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  // quiet: its output is shown only when it fails; silent: any output is a failure.
  const output = captured ? `${run.stdout ?? ''}${run.stderr ?? ''}` : '';
  const noisy = suite.silent && output.trim() !== '';
  if (captured && (run.status !== 0 || noisy)) process.stdout.write(output);
  if (noisy) console.log(`${suite.name}: printed output (warnings); it must print nothing`);
  const ok = run.status === 0 && !noisy;
  let counts;
  try {
    counts = suite.counts?.();
  } catch {
    counts = undefined;
  }
  results.push({ name: suite.name, ok, seconds: (Date.now() - started) / 1000, counts });
  if (!ok) {
    failedSuite = true;
    // Later suites still run so one red suite does not hide the state of the others, except
    // where they cannot mean anything: no system packages, or no build for the browser tests.
    if (suite.name === 'system packages' || suite.name === 'build') break;
  }
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
