import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { wrapPglite } from './client';
import { listMigrations, migrate, splitStatements } from './migrate';

describe('migrations', () => {
  it('applies each migration once and records it', async () => {
    const db = wrapPglite(await PGlite.create());
    try {
      const first = await migrate(db);
      expect(first).toEqual(listMigrations().map((m) => m.name));
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(rows.map((r) => r.name)).toEqual(first);
      // The schema is really there.
      const tables = await db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['events', 'loads', 'user_roles']));
    } finally {
      await db.close();
    }
  });

  it('rolls back a failing migration completely and does not record it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lm-mig-'));
    writeFileSync(path.join(dir, '0001_ok.sql'), 'CREATE TABLE a (x int);');
    writeFileSync(path.join(dir, '0002_bad.sql'), 'CREATE TABLE b (x int); SELECT no_such_function();');
    const db = wrapPglite(await PGlite.create());
    try {
      await expect(migrate(db, dir)).rejects.toThrow();
      const tables = await db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      expect(tables.map((t) => t.table_name)).toEqual(['a', 'schema_migrations']);
      const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
      expect(applied.map((r) => r.name)).toEqual(['0001_ok.sql']);
    } finally {
      await db.close();
    }
  });

  it('splits statements without breaking strings, comments or $$ bodies', () => {
    const sql = `-- comment; with semicolon
CREATE TABLE t (v text DEFAULT 'a;b');
/* block; comment */
CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;
INSERT INTO t VALUES ('it''s; fine')`;
    expect(splitStatements(sql)).toEqual([
      "CREATE TABLE t (v text DEFAULT 'a;b')",
      'CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql',
      "INSERT INTO t VALUES ('it''s; fine')",
    ]);
  });
});
