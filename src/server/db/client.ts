import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { schema } from './schema';

type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * One database handle for the whole server: embedded PGlite (a folder on disk, or memory)
 * or a PostgreSQL server through node-postgres. Everything above this file is the same SQL.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** drizzle handle for typed queries and transactions. */
  readonly db: AppDb;
  /** Raw parameterised SQL ($1, $2, …). Map bigint/numeric columns explicitly: pg returns strings. */
  query<T extends Record<string, unknown> = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<T[]>;
  /** Run several statements (no parameters), e.g. a migration file. */
  exec(sql: string): Promise<void>;
  /** Run `fn` inside one transaction with a raw query function; rolled back if it throws. */
  transaction<T>(fn: (query: Database['query']) => Promise<T>): Promise<T>;
  /** true when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The PGlite instance, when embedded (used by tests to clone a migrated template). */
  readonly pglite?: PGlite;
}

export interface DatabaseOptions {
  /** postgres:// connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' (or undefined) for an in-memory database. */
  dataDir?: string;
  /** PostgreSQL connections in the pool (default 10). */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  let dataDir = options.dataDir;
  if (dataDir && !dataDir.startsWith('memory://')) {
    dataDir = path.resolve(dataDir);
    mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as AppDb;
  let closed = false;
  const query: Database['query'] = async (sql, params) => {
    const result = await client.query(sql, params);
    return result.rows as never;
  };
  return {
    kind: 'pglite',
    db,
    pglite: client,
    query,
    async exec(sql) {
      await client.exec(sql);
    },
    async transaction(fn) {
      // PGlite serialises a transaction against every other query on the connection,
      // so another request's statement can never run inside (or be rolled back with) it.
      return client.transaction(async (tx) =>
        fn(async (sql, params) => (await tx.query(sql, params)).rows as never),
      );
    },
    async ping() {
      if (closed || client.closed) return false;
      try {
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
  // A dropped server connection must not crash the process: the next query reports it.
  pool.on('error', () => {});
  // The same for a client that is checked out (inside a transaction, ours or drizzle's): the pool
  // only listens while a client is idle, and an 'error' event nobody listens to kills the process.
  // The transaction's next query then fails and the request answers 503.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as AppDb;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    async query(sql, params) {
      const result = await pool.query(sql, params as unknown[] | undefined);
      return result.rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(async (sql, params) => (await conn.query(sql, params as unknown[] | undefined)).rows);
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        conn.release();
      }
    },
    async ping() {
      if (closed) return false;
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
