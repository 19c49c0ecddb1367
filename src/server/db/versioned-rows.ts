import { z } from 'zod';
import type { LoadFieldSpec } from '../../domain/schemas';
import { toColumn } from '../../domain/cloud-load';
import type { Database } from './client';

/**
 * The versioned rows of docs/decisions/015-versioned-sync.md, for any table keyed by
 * (user_id, id) whose synced fields are one field list (LOAD_FIELDS, PROFILE_FIELDS in
 * domain/schemas/load.ts). Every column list and statement below is derived from that list.
 *
 * - Every write takes the next value of the table's version sequence: the server's order of arrival.
 * - A change applies only when its base version is the row's current version (0: a new row), so
 *   a device that did not see another device's edit can never overwrite it.
 * - Deletes (and 'Clear all') leave tombstones (deleted_at = server time, text emptied), which are
 *   final: no change applies to a tombstone.
 * - Every statement is scoped to the caller, so another user's id only ever addresses the
 *   caller's own (absent) row.
 */

export interface VersionedTable {
  table: string;
  sequence: string;
  /** The advisory-lock key's prefix (one per table). */
  lockTag: string;
  fields: () => Record<string, LoadFieldSpec>;
  /** Live rows an account may hold: a create beyond it is not applied. */
  maxLive?: number;
}

interface Column {
  name: string;
  column: string;
  spec: LoadFieldSpec;
}

/** What a tombstone keeps of a column: nothing of optional ones, no text, the required values. */
function tombstoneValue({ column, spec }: Column, table: string): string {
  if (spec.optional) return 'NULL';
  if (spec.schema instanceof z.ZodString) return "''";
  return `${table}.${column}`;
}

type Row = Record<string, unknown>;

function iso(value: unknown): string {
  return new Date(value as string | Date).toISOString();
}

/**
 * A stored value as its field's wire value. Columns are typed and checked by the database; a
 * jsonb value (the cost profile) that no longer passes its schema reads as absent.
 */
function wireValue({ spec }: Column, value: unknown): unknown {
  if (value == null) return null;
  if (spec.sql === 'float8') return Number(value);
  if (spec.sql === 'timestamptz') return iso(value);
  if (spec.sql !== 'jsonb') return value;
  let out = value;
  if (typeof value === 'string') {
    try {
      out = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return spec.schema.safeParse(out).success ? out : null;
}

export type VersionedChange = { id: string; base_version: number; deleted?: true } & Record<string, unknown>;
export type VersionedRow = { id: string; version: number; deleted_at: string | null } & Record<string, unknown>;
export type VersionedResult = { id: string; status: 'applied'; version: number } | { id: string; status: 'conflict'; current: VersionedRow | null };

/**
 * Fresh planner statistics (docs/decisions/015-versioned-sync.md, 'Serving many devices'). On
 * stale ones (an account that grew since the last ANALYZE) the batch statement scans the whole
 * account instead of probing the primary key, and the pull sorts the whole account instead of
 * reading the first 100 rows of its (user_id, version) range. Embedded PGlite has no autovacuum at
 * all, and PostgreSQL's wakes once a minute, so a table that grows fast plans on stale statistics
 * in between. We apply autovacuum's own analyze rule as the rows are written: ANALYZE a table once
 * more than 50 rows + 10 % of it changed since the last time (counted per process; with several
 * instances each counts its own writes, which only analyzes sooner).
 */
const ANALYZE_BASE_ROWS = 50;
const ANALYZE_SCALE = 0.1;
const analyzeState = new WeakMap<Database, Map<string, { changed: number; threshold: number; running?: Promise<void> }>>();

/** Count `rows` changed rows of `table`; ANALYZE it when autovacuum's rule says so. */
async function noteChangedRows(database: Database, table: string, rows: number): Promise<void> {
  if (rows <= 0) return;
  let tables = analyzeState.get(database);
  if (!tables) analyzeState.set(database, (tables = new Map()));
  let state = tables.get(table);
  if (!state) tables.set(table, (state = { changed: 0, threshold: ANALYZE_BASE_ROWS }));
  state.changed += rows;
  if (state.changed <= state.threshold || state.running) return;
  const s = state;
  s.changed = 0;
  s.running = (async () => {
    try {
      await database.query(`ANALYZE ${table}`);
      const [row] = await database.query<{ reltuples: number }>('SELECT reltuples FROM pg_class WHERE oid = $1::regclass', [table]);
      s.threshold = ANALYZE_BASE_ROWS + ANALYZE_SCALE * Math.max(0, Number(row?.reltuples ?? 0));
    } catch {
      // Best effort: a failed ANALYZE only leaves older statistics until the next try.
    } finally {
      s.running = undefined;
    }
  })();
  await s.running;
}

export function versionedRows(def: VersionedTable) {
  const { table, sequence } = def;
  let columnsCache: Column[] | undefined;
  const columns = (): Column[] => (columnsCache ??= Object.entries(def.fields()).map(([name, spec]) => ({ name, column: toColumn(name), spec })));
  const selectList = (alias: string) => [`${alias}.id`, `${alias}.version`, `${alias}.deleted_at`, ...columns().map((c) => `${alias}.${c.column}`)].join(', ');

  let statements: { apply: string; list: string; listJson: string; clear: string } | undefined;
  function sql() {
    if (statements) return statements;
    const cols = columns();
    const recordType = ['id text', 'base_version bigint', 'deleted boolean', 'absent text[]', 'create_rank int', ...cols.map((c) => `${c.column} ${c.spec.sql}`)].join(', ');
    const names = cols.map((c) => c.column);
    const cap = def.maxLive === undefined ? '' : `
         AND (SELECT count(*) FROM ${table} WHERE user_id = $1 AND deleted_at IS NULL) + i.create_rank <= ${def.maxLive}`;
    const apply = `
    WITH input AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS t(${recordType})),
    inserted AS (
      INSERT INTO ${table} (user_id, id, ${names.join(', ')}, version, updated_at)
      SELECT $1, i.id, ${names.map((n) => `i.${n}`).join(', ')}, nextval('${sequence}'), now()
        FROM input i
       WHERE i.base_version = 0 AND i.deleted IS NOT TRUE${cap}
      ON CONFLICT (user_id, id) DO NOTHING
      RETURNING id, version
    ),
    updated AS (
      UPDATE ${table} l SET
        ${cols
          .map((c) => `${c.column} = CASE WHEN i.deleted THEN ${tombstoneValue(c, 'l')} WHEN '${c.column}' = ANY(i.absent) THEN l.${c.column} ELSE i.${c.column} END`)
          .join(',\n        ')},
        deleted_at = CASE WHEN i.deleted THEN now() END,
        version = nextval('${sequence}'),
        updated_at = now()
        FROM input i
       WHERE l.user_id = $1 AND l.id = ANY($3::text[]) AND l.id = i.id AND i.base_version > 0 AND l.version = i.base_version AND l.deleted_at IS NULL
      RETURNING l.id, l.version
    )
    SELECT i.id AS change_id, coalesce(ins.version, upd.version) AS applied_version, ${selectList('cur')}
      FROM input i
      LEFT JOIN inserted ins ON ins.id = i.id
      LEFT JOIN updated upd ON upd.id = i.id
      LEFT JOIN ${table} cur ON cur.user_id = $1 AND cur.id = ANY($3::text[]) AND cur.id = i.id AND ins.id IS NULL AND upd.id IS NULL`;
    const list = `SELECT ${selectList(table)} FROM ${table}
     WHERE user_id = $1 AND version > $2
     ORDER BY version
     LIMIT $3`;
    // The same page with each row's wire JSON built by the database (docs/decisions/015, 'Serving
    // many devices'): timestamps as JavaScript's toISOString() writes them, numbers as numbers,
    // a tombstone as { id, version, deleted_at }. jsonb columns also come as text, for the check.
    const isoSql = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const wireColumn = (c: Column) => (c.spec.sql === 'timestamptz' ? `${isoSql(`t.${c.column}`)} AS ${c.column}` : `t.${c.column}`);
    const jsonbColumns = cols.filter((c) => c.spec.sql === 'jsonb');
    const listJson = `SELECT ${[
      't.version',
      ...jsonbColumns.map((c) => `t.${c.column}::text AS ${c.column}`),
      `CASE WHEN t.deleted_at IS NOT NULL
         THEN json_build_object('id', t.id, 'version', t.version, 'deleted_at', ${isoSql('t.deleted_at')})
         ELSE (SELECT row_to_json(r) FROM (SELECT t.id, t.version, NULL::text AS deleted_at, ${cols.map(wireColumn).join(', ')}) r)
       END::text AS json`,
    ].join(', ')}
      FROM ${table} t
     WHERE t.user_id = $1 AND t.version > $2
     ORDER BY t.version
     LIMIT $3`;
    const clear = `UPDATE ${table} l SET
      ${cols.map((c) => `${c.column} = ${tombstoneValue(c, 'l')}`).join(', ')},
      deleted_at = now(), version = nextval('${sequence}'), updated_at = now()
     WHERE l.user_id = $1 AND l.deleted_at IS NULL`;
    statements = { apply, list, listJson, clear };
    return statements;
  }

  function toServerRow(r: Row): VersionedRow {
    const version = Number(r.version);
    if (r.deleted_at != null) return { id: String(r.id), version, deleted_at: iso(r.deleted_at) };
    const row: Row = { id: r.id, version, deleted_at: null };
    for (const c of columns()) row[c.column] = wireValue(c, r[c.column]);
    return row as VersionedRow;
  }

  /**
   * Serialise the caller's writes to their own rows (PostgreSQL): versions are then taken in
   * commit order per account, so a pull that has seen version V can never later miss a smaller
   * one still being committed. PGlite runs one transaction at a time anyway.
   */
  async function lockAccount(database: Database, query: Database['query'], userId: string) {
    if (database.kind === 'postgres') await query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7153))', [`${def.lockTag}:${userId}`]);
  }

  /** Apply a batch of changes in one statement; the answers come back in the order sent. */
  async function applyChanges(database: Database, userId: string, changes: readonly VersionedChange[]): Promise<VersionedResult[]> {
    // A field left out of a change (a client that predates it) keeps its stored value; null clears it.
    // A required field with a fallback (outcome: 'book') that a record leaves out reads as it.
    let creates = 0;
    const input = changes.map((change) => {
      if (change.deleted) return change;
      const row: Record<string, unknown> = { ...change, deleted: false, absent: columns().filter((c) => !(c.column in change)).map((c) => c.column) };
      if (change.base_version === 0) row.create_rank = ++creates;
      for (const { column, spec } of columns()) if (spec.fallback !== undefined) row[column] ??= spec.fallback;
      return row;
    });
    // PGlite runs one statement at a time and a statement is atomic: no transaction (BEGIN and
    // COMMIT are two more trips through the embedded database). PostgreSQL needs one for the lock.
    const run = database.kind === 'pglite' ? (fn: (query: Database['query']) => Promise<Row[]>) => fn(database.query) : database.transaction.bind(database);
    const rows = await run(async (query) => {
      await lockAccount(database, query, userId);
      // The batch's ids ($3) make both lookups of existing rows probes of the primary key, whatever
      // the planner's statistics say about the account's size (PGlite never analyzes on its own).
      return query<Row>(sql().apply, [userId, JSON.stringify(input), changes.map((c) => c.id)]);
    });
    await noteChangedRows(database, table, rows.filter((r) => r.applied_version != null).length);
    const byId = new Map(rows.map((r) => [String(r.change_id), r]));
    return changes.map(({ id }): VersionedResult => {
      const row = byId.get(id);
      if (row?.applied_version != null) return { id, status: 'applied', version: Number(row.applied_version) };
      return { id, status: 'conflict', current: row?.id == null ? null : toServerRow(row) };
    });
  }

  /** The caller's rows changed after `cursor` (tombstones included), oldest change first. */
  async function listChanges(database: Database, userId: string, cursor: number, limit: number): Promise<{ rows: VersionedRow[]; cursor: number; more: boolean }> {
    const rows = (await database.query<Row>(sql().list, [userId, cursor, limit])).map(toServerRow);
    return { rows, cursor: rows.length ? rows[rows.length - 1]!.version : cursor, more: rows.length === limit };
  }

  /** Validity of stored jsonb texts, by text: an account's rows mostly share a few cost profiles. */
  const jsonbChecked = new Map<string, boolean>();
  function jsonbValid(c: Column, text: string): boolean {
    const key = `${c.column}\0${text}`;
    let ok = jsonbChecked.get(key);
    if (ok === undefined) {
      ok = wireValue(c, text) !== null;
      if (jsonbChecked.size >= 1000) jsonbChecked.clear();
      jsonbChecked.set(key, ok);
    }
    return ok;
  }

  /**
   * listChanges as the response body's JSON text, `{"<key>":[…],"cursor":…,"more":…}`, each row's
   * JSON built by the database: no per-field work here, so a page of 100 costs the server one
   * string join. The same wire values as listChanges (a test compares them).
   */
  async function listChangesJson(database: Database, userId: string, cursor: number, limit: number, key: string): Promise<string> {
    const rows = await database.query<Record<string, string | null>>(sql().listJson, [userId, cursor, limit]);
    const jsonbColumns = columns().filter((c) => c.spec.sql === 'jsonb');
    const items = rows.map((r) => {
      const bad = jsonbColumns.filter((c) => r[c.column] != null && !jsonbValid(c, r[c.column]!));
      if (!bad.length) return r.json!;
      const row = JSON.parse(r.json!) as Row;
      for (const c of bad) row[c.column] = null;
      return JSON.stringify(row);
    });
    const last = rows.length ? Number(rows[rows.length - 1]!.version) : cursor;
    return `{${JSON.stringify(key)}:[${items.join(',')}],"cursor":${last},"more":${rows.length === limit}}`;
  }

  /** Tombstone every live row of the caller. Returns how many. */
  async function clear(database: Database, userId: string): Promise<number> {
    const rows = await database.transaction(async (query) => {
      await lockAccount(database, query, userId);
      return query<Row>(`${sql().clear} RETURNING l.id`, [userId]);
    });
    await noteChangedRows(database, table, rows.length);
    return rows.length;
  }

  return { applyChanges, listChanges, listChangesJson, clear };
}
