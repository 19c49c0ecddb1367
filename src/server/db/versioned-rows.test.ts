import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../domain/cost-profile';
import { LOAD_FIELDS } from '../../domain/schemas';
import { createTestDatabase } from '../testing/test-app';
import type { Database } from './client';
import { applyLoadChanges, clearLoads, listLoadChanges, listLoadChangesJson } from './loads';
import { applyProfileChanges, listProfileChanges } from './profiles';
import { versionedRows } from './versioned-rows';

/**
 * The statements behind GET/PUT /api/loads (docs/decisions/015-versioned-sync.md, 'Serving many
 * devices'): the page JSON the database builds is the wire shape, and the statements keep to one
 * index range and primary-key probes however large an account grows.
 */

function load(id: string, n: number) {
  return {
    id,
    base_version: 0,
    created_at: new Date(Date.UTC(2026, 0, 1, 8, 30) + n * 1000).toISOString(),
    outcome: 'book',
    origin: 'Dallas, TX',
    destination: 'Tulsa, OK',
    miles: 257,
    rate: 1234.56,
    fsc: 0.1,
    tolls: 12.5,
    fuel_cost: 150.3,
    profit: 611.07,
    rpm: 4.8,
    notes: null,
    split_percent: null,
    fuel_type: null,
  };
}

describe('versioned rows: the pull page and the plans', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
    for (const id of ['json-user', 'big-user', 'cleared-user', 'order-loads', 'order-profiles']) {
      await db.query('INSERT INTO users (id, email, email_verified) VALUES ($1, $2, true)', [id, `${id}@example.com`]);
    }
  });
  afterAll(async () => {
    await db?.close();
  });

  it('the JSON page the database builds equals the rows read one by one: numbers, timestamps, text, profiles, tombstones', async () => {
    const full = {
      ...load('full', 1),
      notes: 'Lumper "paid" by broker\nback door ✓ 🚚',
      split_percent: 85,
      fuel_type: 'diesel',
      deadhead_miles: 12.25,
      trip_days: 1.5,
      factoring_fee: 30.01,
      dispatch_fee: 0,
      cost_profile: DEFAULT_COST_PROFILE,
      deal_result: 'agreed',
      offered_rate: 1300,
      broker: 'Acme Logistics',
      paid_on: '2026-02-03',
      profile_name: 'Truck 2',
    };
    const results = await applyLoadChanges(db, 'json-user', [full, load('plain', 2), load('bad-profile', 3), load('gone', 4)] as never);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    // A stored cost profile that no longer passes its schema reads as absent (null) either way,
    // and a timestamp with microseconds reads to the millisecond as JavaScript writes it.
    await db.query(`UPDATE loads SET cost_profile = '{"mpg": "lots"}'::jsonb, created_at = '2026-03-04T05:06:07.891234Z' WHERE id = 'bad-profile'`);
    const gone = results[3]!;
    expect((await applyLoadChanges(db, 'json-user', [{ id: 'gone', base_version: gone.status === 'applied' ? gone.version : 0, deleted: true }] as never))[0]!.status).toBe('applied');

    const objects = await listLoadChanges(db, 'json-user', 0);
    const text = await listLoadChangesJson(db, 'json-user', 0);
    expect(JSON.parse(text)).toEqual(objects);
    const byId = new Map(objects.loads.map((l) => [l.id, l]));
    expect(byId.get('full')).toMatchObject({ rate: 1234.56, fsc: 0.1, notes: full.notes, cost_profile: DEFAULT_COST_PROFILE, deleted_at: null, created_at: '2026-01-01T08:30:01.000Z' });
    expect(byId.get('bad-profile')).toMatchObject({ cost_profile: null, created_at: '2026-03-04T05:06:07.891Z' });
    expect(Object.keys(byId.get('gone')!).sort()).toEqual(['deleted_at', 'id', 'version']);
    // A later page: cursor and more as before.
    const second = JSON.parse(await listLoadChangesJson(db, 'json-user', objects.loads[1]!.version, 2)) as typeof objects;
    expect(second).toEqual(await listLoadChanges(db, 'json-user', objects.loads[1]!.version, 2));
    expect(second.more).toBe(true);
    expect(JSON.parse(await listLoadChangesJson(db, 'json-user', objects.cursor))).toEqual({ loads: [], cursor: objects.cursor, more: false });
  });

  it('once an account has grown, the pull reads one index range and a batch probes the primary key', async () => {
    // 40 batches of 50, as a history syncs; statistics are never refreshed by hand here.
    for (let b = 0; b < 40; b++) {
      await applyLoadChanges(db, 'big-user', Array.from({ length: 50 }, (_, i) => load(`big-${b}-${i}`, b * 50 + i)) as never);
    }
    const plan = async (sql: string, params: unknown[]) =>
      (await db.query<Record<string, string>>(`EXPLAIN ${sql}`, params)).map((r) => Object.values(r)[0]).join('\n');

    const rows = versionedRows({ table: 'loads', sequence: 'loads_version_seq', lockTag: 'loads', fields: LOAD_FIELDS });
    let listSql = '';
    let applySql = '';
    const seen = (sql: string) => {
      if (sql.includes('row_to_json')) listSql = sql;
      if (sql.includes('jsonb_to_recordset')) applySql = sql;
    };
    const spy = {
      ...db,
      query: async (sql: string, params?: unknown[]) => {
        seen(sql);
        return db.query(sql, params);
      },
      transaction: async <T>(fn: (q: Database['query']) => Promise<T>) =>
        db.transaction((q) =>
          fn(async (sql, params) => {
            seen(sql);
            return q(sql, params);
          }),
        ),
    } as Database;
    await rows.listChangesJson(spy, 'big-user', 0, 100, 'loads');
    const listPlan = await plan(listSql, ['big-user', 0, 100]);
    expect(listPlan).toMatch(/Index Scan using loads_user_version_idx/);
    expect(listPlan).not.toMatch(/Sort/);

    const edits = Array.from({ length: 50 }, (_, i) => ({ ...load(`big-7-${i}`, i), base_version: 1 }));
    await rows.applyChanges(spy, 'big-user', edits as never);
    expect(applySql).toContain('jsonb_to_recordset');
    const applyPlan = await plan(applySql, ['big-user', JSON.stringify(edits), edits.map((e) => e.id)]);
    expect(applyPlan).toMatch(/loads_pkey/);
    // Never a scan of the whole account through the (user_id, version) index.
    expect(applyPlan).not.toMatch(/loads_user_version_idx/);
  });

  /**
   * 'Versions from the database' (docs/decisions/015-versioned-sync.md, R-SYNC-2, R-SYNC-4): a
   * write takes its version before it commits. Were two writes of one account free to overlap, the
   * one with the higher version could commit first, a pull would read it and move the cursor past
   * the other's version, and that row would never reach the device. Here one write holds its
   * transaction open after taking its version while a second write of the same account starts; a
   * pull in between must not have moved past the first. The per-account advisory lock
   * (versioned-rows.ts) keeps them apart; for loads the analytics trigger's row of the account
   * (migration 0004) also makes the second wait. PGlite runs one statement at a time and a write is
   * one statement: there the first has committed already; `npm run test:pg` overlaps them.
   */
  it.each([
    {
      table: 'loads',
      user: 'order-loads',
      apply: (database: Database, user: string, id: string) => applyLoadChanges(database, user, [load(id, 1)] as never),
      list: async (database: Database, user: string, cursor: number) => {
        const page = await listLoadChanges(database, user, cursor);
        return { ids: page.loads.map((r) => r.id), cursor: page.cursor };
      },
    },
    {
      table: 'driver_profiles',
      user: 'order-profiles',
      apply: (database: Database, user: string, id: string) =>
        applyProfileChanges(database, user, [
          { id, name: `Truck ${id}`, equipment: 'hotshot', use_split: false, split_percent: 100, cost_profile: DEFAULT_COST_PROFILE, base_version: 0 },
        ]),
      list: async (database: Database, user: string, cursor: number) => {
        const page = await listProfileChanges(database, user, cursor);
        return { ids: page.profiles.map((r) => r.id), cursor: page.cursor };
      },
    },
  ])('$table: a pull never skips a row whose version was taken before a later write committed', async ({ user, apply, list }) => {
    let versionTaken!: () => void;
    let commit!: () => void;
    const tookVersion = new Promise<void>((resolve) => (versionTaken = resolve));
    const commitGate = new Promise<void>((resolve) => (commit = resolve));
    // The first write's database: on PostgreSQL its transaction stays open after the statement.
    const late: Database = {
      ...db,
      query: async <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => {
        const rows = await db.query<T>(sql, params);
        versionTaken();
        return rows;
      },
      transaction: (fn) =>
        db.transaction(async (query) => {
          const out = await fn(query);
          versionTaken();
          await commitGate;
          return out;
        }),
    };
    const first = apply(late, user, 'taken-first');
    try {
      await tookVersion;
      const second = apply(db, user, 'taken-second');
      // Unserialised, the second write commits at once; give it the time to.
      await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 300))]);
      const before = await list(db, user, 0);
      commit();
      const [[a], [b]] = await Promise.all([first, second]);
      expect(a).toMatchObject({ status: 'applied' });
      expect(b).toMatchObject({ status: 'applied' });
      const after = await list(db, user, before.cursor);
      expect([...before.ids, ...after.ids].sort()).toEqual(['taken-first', 'taken-second']);
    } finally {
      commit();
      await first.catch(() => {});
    }
  });

  it('Clear all of a large account answers with every row cleared', async () => {
    await applyLoadChanges(db, 'cleared-user', Array.from({ length: 50 }, (_, i) => load(`c-${i}`, i)) as never);
    expect(await clearLoads(db, 'cleared-user')).toBe(50);
    const page = JSON.parse(await listLoadChangesJson(db, 'cleared-user', 0)) as { loads: { deleted_at: string | null }[] };
    expect(page.loads).toHaveLength(50);
    expect(page.loads.every((l) => typeof l.deleted_at === 'string')).toBe(true);
  });
});
