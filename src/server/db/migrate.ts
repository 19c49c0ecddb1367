import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Migration files in order: NNNN_name.sql. */
export function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Apply every migration not yet recorded in schema_migrations, each in its own transaction,
 * so each runs exactly once. On a PostgreSQL server an advisory lock keeps two instances
 * starting together from racing. Returns the names applied now.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Under the same lock: two servers starting together on an empty PostgreSQL database would
  // otherwise race in CREATE TABLE IF NOT EXISTS (a unique violation in the catalog).
  await database.transaction(async (query) => {
    if (database.kind === 'postgres') await query('SELECT pg_advisory_xact_lock(724715)');
    await query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  });
  const applied: string[] = [];
  for (const migration of listMigrations(dir)) {
    const done = await database.transaction(async (query) => {
      if (database.kind === 'postgres') await query('SELECT pg_advisory_xact_lock(724715)');
      const rows = await query('SELECT 1 FROM schema_migrations WHERE name = $1', [migration.name]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await query(statement);
      await query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}

/**
 * Split a migration file into statements for the extended query protocol (one statement per
 * call). Handles comments, quoted strings and $$-quoted function bodies.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
      current += '\n';
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (dollar) {
      const tag = dollar[0];
      const end = sql.indexOf(tag, i + tag.length);
      const stop = end === -1 ? sql.length : end + tag.length;
      current += sql.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < sql.length) {
        if (sql[j] === ch) {
          if (sql[j + 1] === ch) {
            j += 2;
            continue;
          }
          break;
        }
        j++;
      }
      current += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      i++;
      continue;
    }
    current += ch;
    i++;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
