// One definition of the synced fields (docs/decisions/001-foundation.md, 015-versioned-sync.md):
// LOAD_FIELDS and PROFILE_FIELDS name them, the SQL migrations create their columns, and every
// other form (wire records, mappers, statements, sync equality) is derived from the list. These
// checks fail when a column is missing, when drizzle describes an application table again, or when
// someone writes a load's column list by hand outside the migrations.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toColumn } from '../../domain/cloud-load';
import { PROFILE_FIELDS } from '../../domain/cloud-profile';
import { LOAD_FIELDS, type LoadFieldSpec, type LoadFieldSql } from '../../domain/schemas';
import { createTestDatabase } from '../testing/test-app';
import type { Database } from './client';
import { schema } from './schema';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MIGRATIONS = path.join(ROOT, 'src/server/db/migrations');

const SQL_TYPES: Record<LoadFieldSql, string> = {
  text: 'text',
  float8: 'double precision',
  boolean: 'boolean',
  jsonb: 'jsonb',
  timestamptz: 'timestamp with time zone',
};

const TABLES = [
  { table: 'loads', fields: LOAD_FIELDS as () => Record<string, LoadFieldSpec> },
  { table: 'driver_profiles', fields: PROFILE_FIELDS as () => Record<string, LoadFieldSpec> },
];

/** Source files written by hand: everything but the tests and the migrations. */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== MIGRATIONS) out.push(...sourceFiles(full));
    } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

describe('synced fields and their columns', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it.each(TABLES)('every field of $table has its column, of its SQL type, made by a migration', async ({ table, fields }) => {
    const rows = await database.query<{ column_name: string; data_type: string }>(
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1",
      [table],
    );
    const columns = new Map(rows.map((r) => [r.column_name, r.data_type]));
    const expected = Object.entries(fields()).map(([name, spec]) => [toColumn(name), SQL_TYPES[spec.sql]]);
    expect(expected.map(([column]) => [column, columns.get(column!)])).toEqual(expected);
  });

  it('drizzle describes only the tables of better-auth’s adapter', () => {
    expect(Object.values(schema).map((t) => getTableName(t)).sort()).toEqual(['auth_accounts', 'auth_sessions', 'auth_verifications', 'users']);
  });

  it('no file but the migrations spells a load or profile column by hand', () => {
    // Multi-word columns only: one-word ones (miles, rate, notes) are ordinary words, and created_at
    // is a column of most tables.
    const columns = [...new Set(TABLES.flatMap(({ fields }) => Object.keys(fields()).map(toColumn)))].filter((c) => c.includes('_') && c !== 'created_at');
    expect(columns).toEqual(expect.arrayContaining(['fuel_cost', 'deadhead_miles', 'offered_rate', 'profile_name', 'use_split']));
    const migrations = readdirSync(MIGRATIONS).map((f) => readFileSync(path.join(MIGRATIONS, f), 'utf8')).join('\n');
    const handWritten: string[] = [];
    for (const file of ['src', 'scripts', 'bench'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
      const text = readFileSync(file, 'utf8');
      for (const column of columns) if (new RegExp(`\\b${column}\\b`).test(text)) handWritten.push(`${path.relative(ROOT, file)}: ${column}`);
    }
    expect(columns.filter((c) => !new RegExp(`\\b${c}\\b`).test(migrations))).toEqual([]);
    expect(handWritten).toEqual([]);
  });
});
