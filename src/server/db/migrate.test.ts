import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { wrapPglite } from './client';
import { listLoadChanges, listLoadChangesJson } from './loads';
import { listMigrations, migrate, MIGRATIONS_DIR, splitStatements } from './migrate';

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

  it('0006 (versioned sync) keeps every stored load and field, and gives each row its own version', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lm-mig-'));
    for (const m of listMigrations().filter((m) => m.name < '0006')) copyFileSync(path.join(MIGRATIONS_DIR, m.name), path.join(dir, m.name));
    const db = wrapPglite(await PGlite.create());
    try {
      await migrate(db, dir);
      await db.query("INSERT INTO users (id, email) VALUES ('u1', 'one@example.com'), ('u2', 'two@example.com')");
      await db.query(
        `INSERT INTO loads (user_id, id, origin, destination, miles, rate, fsc, tolls, fuel_cost, rpm, profit, notes, outcome,
                            fuel_type, split_percent, created_at, updated_at, deadhead_miles, trip_days, factoring_fee, dispatch_fee, cost_profile)
         VALUES ('u1', 'a', 'Dallas, TX', 'Houston, TX', 240, 900, 60, 12.5, 143.6, 1.92, 461.3, 'note', 'counter', 'diesel', 85,
                 '2025-03-01T10:00:00Z', '2025-03-02T10:00:00Z', 80, 2, 45, 150, '{"fuelPricePerGallon":4,"averageMPG":7,"dailyFixedCosts":90,"variableCostPerMile":0.1,"goodRpm":2,"fairRpm":1.5,"goodProfit":500,"fairProfit":300,"fuelType":"diesel"}'),
                ('u1', 'b', 'Austin, TX', 'Waco, TX', 100, 300, 0, 0, 40, 2.6, 260, NULL, 'pass', NULL, NULL,
                 '2025-03-03T10:00:00Z', '2025-03-01T10:00:00Z', NULL, NULL, NULL, NULL, NULL),
                ('u2', 'a', 'Reno, NV', 'Elko, NV', 290, 700, 0, 0, 120, 1.99, 580, NULL, 'book', 'gas', NULL,
                 '2025-03-04T10:00:00Z', '2025-03-04T10:00:00Z', NULL, NULL, NULL, NULL, NULL)`,
      );
      const columns = 'user_id, id, origin, destination, miles, rate, fsc, tolls, fuel_cost, rpm, profit, notes, outcome, fuel_type, split_percent, created_at, updated_at, deadhead_miles, trip_days, factoring_fee, dispatch_fee, cost_profile';
      const before = await db.query(`SELECT ${columns} FROM loads ORDER BY user_id, id`);
      const statsBefore = await db.query('SELECT * FROM analytics_user_stats ORDER BY user_id');

      expect(await migrate(db)).toEqual(listMigrations().filter((m) => m.name >= '0006').map((m) => m.name));
      expect(await db.query(`SELECT ${columns} FROM loads ORDER BY user_id, id`)).toEqual(before);
      expect(await db.query('SELECT * FROM analytics_user_stats ORDER BY user_id')).toEqual(statsBefore);
      // Versions: distinct, in the order the rows were last written; nothing is a tombstone.
      const rows = await db.query<{ user_id: string; id: string; version: string; deleted_at: Date | null }>(
        'SELECT user_id, id, version::text, deleted_at FROM loads ORDER BY version',
      );
      expect(rows.map((r) => `${r.user_id}/${r.id}`)).toEqual(['u1/b', 'u1/a', 'u2/a']);
      expect(rows.every((r) => r.deleted_at === null)).toBe(true);
      // Every stored row comes out of the first pull of its owner, every field intact.
      const pulled = await listLoadChanges(db, 'u1', 0);
      expect(pulled.loads.map((l) => l.id)).toEqual(['b', 'a']);
      expect(pulled.loads[1]).toMatchObject({ origin: 'Dallas, TX', notes: 'note', split_percent: 85, deadhead_miles: 80, cost_profile: { averageMPG: 7 } });
      // …and out of GET /api/loads's body as the database builds it.
      expect(JSON.parse(await listLoadChangesJson(db, 'u1', 0))).toEqual(pulled);
      // New rows continue the sequence after the migrated ones.
      await db.query("INSERT INTO loads (user_id, id, origin, destination, miles, rate, created_at) VALUES ('u2', 'c', 'x', 'y', 1, 1, now())");
      const [{ version }] = (await db.query<{ version: string }>("SELECT version::text FROM loads WHERE id = 'c'")) as [{ version: string }];
      expect(Number(version)).toBeGreaterThan(Number(rows.at(-1)!.version));
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
