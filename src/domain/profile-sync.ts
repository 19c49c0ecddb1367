/**
 * The device's side of the driver profiles' sync (docs/product-rules.md R-PAY-11), by the rules
 * of the history's (docs/decisions/015-versioned-sync.md, sync.ts): per profile, the server's
 * copy and version; a profile that differs from its copy is a change to send; a refused change is
 * re-applied field by field on the current row; a delete is a tombstone, final. Which profile is
 * active stays on each device: when the active one is deleted elsewhere the first left becomes
 * active, and a device without profiles takes the first that arrives.
 */
import { cloudToProfile, profileFieldNames, profileToCloud, sameProfileField, sameProfileFields, type SyncedProfile, type ProfileChange, type ProfileChangeResult, type ServerProfile } from './cloud-profile';
import { MAX_DRIVER_PROFILES, type DriverProfile } from './driver-profiles';
import { acknowledgeApplied, pendingRowChanges, rebaseFields, withoutKey } from './sync';

export interface ProfileSyncMeta {
  cursor: number;
  /** id → the server's copy of a synced profile and its version. */
  base: Record<string, { version: number; row: SyncedProfile }>;
  /** id → version of profiles deleted here, not yet tombstoned on the server. */
  deletes: Record<string, number>;
}

export const EMPTY_PROFILE_SYNC: ProfileSyncMeta = Object.freeze({ cursor: 0, base: {}, deletes: {} }) as ProfileSyncMeta;

/** The profiles of the signed-in account on this device, with what sync knows of them. */
export interface SyncedProfiles {
  /** '' while there are no profiles. */
  activeId: string;
  profiles: DriverProfile[];
  sync: ProfileSyncMeta;
}

/** The profile's synced fields, in the wire's form (a stored profile may carry more). */
const synced = (p: DriverProfile): SyncedProfile => cloudToProfile(profileToCloud(p));

/** Delete a profile here: a delete to send when the server has it. */
export function deleteSyncedProfile(state: SyncedProfiles, id: string): SyncedProfiles {
  const profiles = state.profiles.filter((p) => p.id !== id);
  const base = state.sync.base[id];
  const activeId = state.activeId === id ? (profiles[0]?.id ?? '') : state.activeId;
  if (!base) return { ...state, activeId, profiles };
  return { activeId, profiles, sync: { ...state.sync, deletes: { ...state.sync.deletes, [id]: base.version } } };
}

/** The changes to send: deletes first, then every profile that differs from the server's copy. */
export function pendingProfileChanges({ profiles, sync }: SyncedProfiles): ProfileChange[] {
  return pendingRowChanges(profiles, sync, (base, p) => sameProfileFields(base, synced(p)), profileToCloud);
}

/** Take in one row as the server holds it now (pulled, or the current row of a conflict). */
function applyServerProfile(state: SyncedProfiles, row: ServerProfile): SyncedProfiles {
  const { sync } = state;
  if (row.deleted_at !== null) {
    const profiles = state.profiles.filter((p) => p.id !== row.id);
    const activeId = state.activeId === row.id || !profiles.some((p) => p.id === state.activeId) ? (profiles[0]?.id ?? '') : state.activeId;
    return { activeId, profiles, sync: { ...sync, base: withoutKey(sync.base, row.id), deletes: withoutKey(sync.deletes, row.id) } };
  }
  const { version, deleted_at: _d, ...fields } = row;
  const current = cloudToProfile(fields);
  const known = sync.base[row.id];
  if (known && known.version >= version) return state;
  const base = { ...sync.base, [row.id]: { version, row: current } };
  if (row.id in sync.deletes) return { ...state, sync: { ...sync, base, deletes: { ...sync.deletes, [row.id]: version } } };
  const local = state.profiles.find((p) => p.id === row.id);
  if (!local) {
    if (state.profiles.length >= MAX_DRIVER_PROFILES) return { ...state, sync: { ...sync, base } };
    const profiles = [...state.profiles, current];
    return { activeId: state.activeId || current.id, profiles, sync: { ...sync, base } };
  }
  const pending = !known || !sameProfileFields(known.row, synced(local));
  const next = pending ? rebaseFields(profileFieldNames(), sameProfileField, synced(local), known?.row, current) : current;
  return { ...state, profiles: state.profiles.map((p) => (p.id === row.id ? { ...p, ...next } : p)), sync: { ...sync, base } };
}

/** Take in the answers of one PUT: `sent` is the batch, in the order it was sent. */
export function applyProfilePushResults(state: SyncedProfiles, sent: readonly ProfileChange[], results: readonly ProfileChangeResult[]): SyncedProfiles {
  let next = state;
  for (const [i, result] of results.entries()) {
    const change = sent[i];
    if (!change || change.id !== result.id) continue;
    const { sync } = next;
    if (result.status === 'applied') {
      next = { ...next, sync: acknowledgeApplied(sync, change, result.version, ({ base_version: _b, ...fields }) => cloudToProfile(fields)) };
    } else if (result.current) {
      next = applyServerProfile(next, result.current);
    } else if ('deleted' in change) {
      next = { ...next, sync: { ...sync, deletes: withoutKey(sync.deletes, change.id) } };
    } else {
      // Not created (another device filled the account's 8 places, or the id is not ours): this
      // profile stays on this device only until a place frees up.
      next = { ...next, sync: { ...sync, base: withoutKey(sync.base, change.id) } };
    }
  }
  return next;
}

/** Take in one pulled page. */
export function applyProfilePull(state: SyncedProfiles, page: { profiles: readonly ServerProfile[]; cursor: number; more: boolean }): SyncedProfiles {
  let next = state;
  for (const row of page.profiles) next = applyServerProfile(next, row);
  return { ...next, sync: { ...next.sync, cursor: Math.max(next.sync.cursor, page.cursor) } };
}
