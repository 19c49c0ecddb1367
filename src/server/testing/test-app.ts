import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app';
import type { AppDeps } from '../context';
import { loadConfig, type Config } from '../config';
import pg from 'pg';
import { openDatabase, wrapPglite, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { createLogger } from '../logger';
import { FAST_PASSWORD_HASHES } from './fast-password-hashes';

let template: Promise<PGlite> | undefined;

/** A migrated in-memory PGlite, created once per test worker and cloned for each caller (≈1 s). */
async function migratedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await PGlite.create();
    await migrate(wrapPglite(client));
    return client;
  })();
  return template;
}

/**
 * A fresh, migrated database of its own. Close it when done. In-memory PGlite by default; when
 * TEST_DATABASE_URL points at a PostgreSQL server (scripts/test-postgres.mjs), a new database
 * created on that server and dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) return createPostgresTestDatabase(process.env.TEST_DATABASE_URL);
  const clone = (await (await migratedTemplate()).clone()) as PGlite;
  return wrapPglite(clone);
}

let pgCounter = 0;

async function createPostgresTestDatabase(adminUrl: string): Promise<Database> {
  pgCounter += 1;
  const name = `lm_test_${process.pid}_${pgCounter}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrate(database);
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () =>
      (closing ??= (async () => {
        await database.close();
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      })()),
  };
}

export interface TestContext {
  app: ReturnType<typeof buildApp>;
  database: Database;
  config: Config;
  /** Send a request to the in-process app, e.g. `request('/api/health')`. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** App dependencies a test may replace: the OCR engine, throttles and queue limits. */
export type TestAppDeps = Omit<AppDeps, 'config' | 'database' | 'logger'>;

/** The real HTTP app over its own fresh database (one per test file, per CONVENTIONS.md). */
export async function createTestContext(env: Record<string, string> = {}, deps: TestAppDeps = {}): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: './dist',
    // Production configurations hash at production's cost (config.ts refuses less).
    ...(env.NODE_ENV === 'production' ? {} : FAST_PASSWORD_HASHES),
    // Without a DATA_DIR of its own a test must not write DATA_DIR/auth-secret into ./data.
    ...(env.DATA_DIR || env.AUTH_SECRET ? {} : { AUTH_SECRET: randomBytes(32).toString('hex') }),
    ...env,
  });
  const database = await createTestDatabase();
  const app = buildApp({ config, database, logger: createLogger(config.LOG_LEVEL), ...deps });
  return {
    app,
    database,
    config,
    request: async (path, init) => app.request(`http://localhost:3000${path}`, init),
    close: () => database.close(),
  };
}
