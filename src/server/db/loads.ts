import { z } from 'zod';
import { LOAD_FIELDS, type LoadFieldSpec } from '../../domain/schemas';
import { toColumn, type LoadChange, type LoadChangeResult, type ServerLoad } from '../../domain/cloud-load';
import type { Database } from './client';

/**
 * Data access for the `loads` table: the versioned sync of docs/decisions/015-versioned-sync.md.
 * Every column list and statement below is derived from LOAD_FIELDS (domain/schemas.ts), the one
 * definition of a history entry's synced fields.
 *
 * - Every write takes the next value of `loads_version_seq`: the server's order of arrival.
 * - A change applies only when its base version is the row's current version (0: a new row), so
 *   a device that did not see another device's edit can never overwrite it.
 * - Deletes and 'Clear all' leave tombstones (deleted_at = server time, text emptied), which are
 *   final: no change applies to a tombstone.
 * - Rows are keyed by (user_id, id): every statement is scoped to the caller, so another user's id
 *   only ever addresses the caller's own (absent) row.
 */

/** Rows per GET /api/loads page. */
const MAX_LOADS_PER_READ = 100;

interface Column {
  name: string;
  column: string;
  spec: LoadFieldSpec;
}

let columnsCache: Column[] | undefined;
function columns(): Column[] {
  columnsCache ??= Object.entries(LOAD_FIELDS() as Record<string, LoadFieldSpec>).map(([name, spec]) => ({ name, column: toColumn(name), spec }));
  return columnsCache;
}

/** What a tombstone keeps of a column: nothing of optional ones, no text, the required numbers. */
function tombstoneValue({ column, spec }: Column, table: string): string {
  if (spec.optional) return 'NULL';
  if (spec.schema instanceof z.ZodString) return "''";
  return `${table}.${column}`;
}

const selectList = (table: string) => [`${table}.id`, `${table}.version`, `${table}.deleted_at`, ...columns().map((c) => `${table}.${c.column}`)].join(', ');

let statements: { apply: string; list: string; clear: string } | undefined;
function sql() {
  if (statements) return statements;
  const cols = columns();
  const recordType = ['id text', 'base_version bigint', 'deleted boolean', 'absent text[]', ...cols.map((c) => `${c.column} ${c.spec.sql}`)].join(', ');
  const names = cols.map((c) => c.column);
  const apply = `
    WITH input AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS t(${recordType})),
    inserted AS (
      INSERT INTO loads (user_id, id, ${names.join(', ')}, version, updated_at)
      SELECT $1, i.id, ${names.map((n) => `i.${n}`).join(', ')}, nextval('loads_version_seq'), now()
        FROM input i
       WHERE i.base_version = 0 AND i.deleted IS NOT TRUE
      ON CONFLICT (user_id, id) DO NOTHING
      RETURNING id, version
    ),
    updated AS (
      UPDATE loads l SET
        ${cols
          .map((c) => `${c.column} = CASE WHEN i.deleted THEN ${tombstoneValue(c, 'l')} WHEN '${c.column}' = ANY(i.absent) THEN l.${c.column} ELSE i.${c.column} END`)
          .join(',\n        ')},
        deleted_at = CASE WHEN i.deleted THEN now() END,
        version = nextval('loads_version_seq'),
        updated_at = now()
        FROM input i
       WHERE l.user_id = $1 AND l.id = i.id AND i.base_version > 0 AND l.version = i.base_version AND l.deleted_at IS NULL
      RETURNING l.id, l.version
    )
    SELECT i.id AS change_id, coalesce(ins.version, upd.version) AS applied_version, ${selectList('cur')}
      FROM input i
      LEFT JOIN inserted ins ON ins.id = i.id
      LEFT JOIN updated upd ON upd.id = i.id
      LEFT JOIN loads cur ON cur.user_id = $1 AND cur.id = i.id AND ins.id IS NULL AND upd.id IS NULL`;
  const list = `SELECT ${selectList('loads')} FROM loads
     WHERE user_id = $1 AND version > $2
     ORDER BY version
     LIMIT $3`;
  const clear = `UPDATE loads l SET
      ${cols.map((c) => `${c.column} = ${tombstoneValue(c, 'l')}`).join(', ')},
      deleted_at = now(), version = nextval('loads_version_seq'), updated_at = now()
     WHERE l.user_id = $1 AND l.deleted_at IS NULL`;
  statements = { apply, list, clear };
  return statements;
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

function toServerLoad(r: Row): ServerLoad {
  const version = Number(r.version);
  if (r.deleted_at != null) return { id: String(r.id), version, deleted_at: iso(r.deleted_at) };
  const load: Row = { id: r.id, version, deleted_at: null };
  for (const c of columns()) load[c.column] = wireValue(c, r[c.column]);
  return load as ServerLoad;
}

/**
 * Serialise the caller's writes to their own rows (PostgreSQL): versions are then taken in
 * commit order per account, so a pull that has seen version V can never later miss a smaller
 * one still being committed. PGlite runs one transaction at a time anyway.
 */
async function lockAccount(database: Database, query: Database['query'], userId: string) {
  if (database.kind === 'postgres') await query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7153))', [`loads:${userId}`]);
}

/** Apply a batch of changes in one statement; the answers come back in the order sent. */
export async function applyLoadChanges(database: Database, userId: string, changes: readonly LoadChange[]): Promise<LoadChangeResult[]> {
  // A field left out of a change (a client that predates it) keeps its stored value; null clears it.
  // A required field with a fallback (outcome: 'book') that a record leaves out reads as it.
  const input = changes.map((change) => {
    if ('deleted' in change) return change;
    const row: Record<string, unknown> = { ...change, deleted: false, absent: columns().filter((c) => !(c.column in change)).map((c) => c.column) };
    for (const { column, spec } of columns()) if (spec.fallback !== undefined) row[column] ??= spec.fallback;
    return row;
  });
  const rows = await database.transaction(async (query) => {
    await lockAccount(database, query, userId);
    return query<Row>(sql().apply, [userId, JSON.stringify(input)]);
  });
  const byId = new Map(rows.map((r) => [String(r.change_id), r]));
  return changes.map(({ id }): LoadChangeResult => {
    const row = byId.get(id);
    if (row?.applied_version != null) return { id, status: 'applied', version: Number(row.applied_version) };
    return { id, status: 'conflict', current: row?.id == null ? null : toServerLoad(row) };
  });
}

/** The caller's rows changed after `cursor` (tombstones included), oldest change first. */
export async function listLoadChanges(
  database: Database,
  userId: string,
  cursor: number,
  limit = MAX_LOADS_PER_READ,
): Promise<{ loads: ServerLoad[]; cursor: number; more: boolean }> {
  const rows = await database.query<Row>(sql().list, [userId, cursor, limit]);
  const loads = rows.map(toServerLoad);
  return { loads, cursor: loads.length ? loads[loads.length - 1]!.version : cursor, more: loads.length === limit };
}

/** 'Clear all': tombstone every live row of the caller. Returns how many. */
export async function clearLoads(database: Database, userId: string): Promise<number> {
  const rows = await database.transaction(async (query) => {
    await lockAccount(database, query, userId);
    return query<Row>(`${sql().clear} RETURNING l.id`, [userId]);
  });
  return rows.length;
}
