import { MAX_SYNCED_PROFILES, PROFILE_FIELDS, type ProfileChange, type ProfileChangeResult, type ServerProfile } from '../../domain/cloud-profile';
import type { Database } from './client';
import { versionedRows } from './versioned-rows';

/**
 * Data access for `driver_profiles` (docs/product-rules.md R-PAY-11): the same versioned rows as
 * the history (docs/decisions/015-versioned-sync.md), derived from PROFILE_FIELDS. A create that
 * would give the account more than 8 live profiles is not applied.
 */

/** Rows per GET /api/profiles page: every profile and tombstone fits in a few pages. */
const MAX_PROFILES_PER_READ = 100;

const profileRows = versionedRows({
  table: 'driver_profiles',
  sequence: 'driver_profiles_version_seq',
  lockTag: 'profiles',
  fields: PROFILE_FIELDS,
  maxLive: MAX_SYNCED_PROFILES,
});

export async function applyProfileChanges(database: Database, userId: string, changes: readonly ProfileChange[]): Promise<ProfileChangeResult[]> {
  return (await profileRows.applyChanges(database, userId, changes)) as ProfileChangeResult[];
}

export async function listProfileChanges(
  database: Database,
  userId: string,
  cursor: number,
  limit = MAX_PROFILES_PER_READ,
): Promise<{ profiles: ServerProfile[]; cursor: number; more: boolean }> {
  const page = await profileRows.listChanges(database, userId, cursor, limit);
  return { profiles: page.rows as ServerProfile[], cursor: page.cursor, more: page.more };
}
