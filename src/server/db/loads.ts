import { LOAD_FIELDS } from '../../domain/schemas';
import type { LoadChange, LoadChangeResult, ServerLoad } from '../../domain/cloud-load';
import type { Database } from './client';
import { versionedRows } from './versioned-rows';

/**
 * Data access for the `loads` table: the versioned sync of docs/decisions/015-versioned-sync.md,
 * with the statements of versioned-rows.ts derived from LOAD_FIELDS (domain/schemas/load.ts), the one
 * definition of a history entry's synced fields.
 */

/** Rows per GET /api/loads page. */
const MAX_LOADS_PER_READ = 100;

const loadRows = versionedRows({ table: 'loads', sequence: 'loads_version_seq', lockTag: 'loads', fields: LOAD_FIELDS });

/** Apply a batch of changes in one statement; the answers come back in the order sent. */
export async function applyLoadChanges(database: Database, userId: string, changes: readonly LoadChange[]): Promise<LoadChangeResult[]> {
  return (await loadRows.applyChanges(database, userId, changes)) as LoadChangeResult[];
}

/** The caller's rows changed after `cursor` (tombstones included), oldest change first. */
export async function listLoadChanges(
  database: Database,
  userId: string,
  cursor: number,
  limit = MAX_LOADS_PER_READ,
): Promise<{ loads: ServerLoad[]; cursor: number; more: boolean }> {
  const page = await loadRows.listChanges(database, userId, cursor, limit);
  return { loads: page.rows as ServerLoad[], cursor: page.cursor, more: page.more };
}

/** listLoadChanges as GET /api/loads's body, `{ loads, cursor, more }`, built by the database. */
export async function listLoadChangesJson(database: Database, userId: string, cursor: number, limit = MAX_LOADS_PER_READ): Promise<string> {
  return loadRows.listChangesJson(database, userId, cursor, limit, 'loads');
}

/** 'Clear all': tombstone every live row of the caller. Returns how many. */
export async function clearLoads(database: Database, userId: string): Promise<number> {
  return loadRows.clear(database, userId);
}
