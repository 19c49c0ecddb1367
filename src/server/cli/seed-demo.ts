/**
 * `npm run seed:demo`: demo data for the admin analytics dashboard (src/server/demo/demo-plan.ts
 * says what, src/server/demo/write-demo-data.ts how it is written).
 *
 *   npm run seed:demo                 # seed 1, against DATABASE_URL or DATA_DIR (like the server)
 *   npm run seed:demo -- --seed 7     # another deterministic data set
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { DEFAULT_DEMO_SEED, DEMO_DAYS, DEMO_PASSWORD } from '../demo/demo-plan';
import { seedDemo } from '../demo/write-demo-data';
import { createLogger } from '../logger';

export function parseSeedArgs(argv: readonly string[]): { seed: number } {
  let seed = DEFAULT_DEMO_SEED;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = arg.startsWith('--seed=') ? arg.slice('--seed='.length) : arg === '--seed' ? argv[++i] : undefined;
    if (value === undefined) throw new ConfigError(`Unknown argument: ${arg}. Usage: npm run seed:demo -- [--seed <integer>]`);
    if (!/^\d{1,9}$/.test(value)) throw new ConfigError(`--seed must be a whole number, got ${value}`);
    seed = Number(value);
  }
  return { seed };
}

async function main() {
  let config: Config;
  let seed: number;
  try {
    config = loadConfig();
    ({ seed } = parseSeedArgs(process.argv.slice(2)));
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
  try {
    await migrate(database);
    const result = await seedDemo(database, { seed, config, logger });
    const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL server';
    process.stdout.write(
      [
        `Seeded demo data (seed ${seed}) into ${where}:`,
        `  ${result.eventCount} events over ${DEMO_DAYS} days, ${result.loadCount} loads`,
        ...result.users.map((u) => `  ${u.email}${u.admin ? ' (admin)' : ''}${u.created ? '' : ' (already existed)'}`),
        `  password of new demo accounts: ${DEMO_PASSWORD}`,
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`seed:demo failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
